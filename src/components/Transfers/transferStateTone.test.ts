import { describe, expect, it } from 'vitest';
import { transferStateTone } from './transferStateTone.js';

describe('given the tone of a transfer state', () => {
  it('should be neutral for a state the kit does not know, and say success or danger for the ends', () => {
    expect(transferStateTone('settling')).toBe('neutral');
    expect(transferStateTone('completed')).toBe('success');
    expect(transferStateTone('failed')).toBe('danger');
  });
});
