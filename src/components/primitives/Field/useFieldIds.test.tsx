import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useFieldIds } from './useFieldIds.js';

describe('given no id', () => {
  it('should give distinct ids that stay the same across renders', () => {
    const { result, rerender } = renderHook(() => useFieldIds());
    const first = result.current;
    rerender();

    expect(result.current).toEqual(first);
    expect(new Set([first.controlId, first.descriptionId, first.errorId]).size).toBe(3);
  });
});

describe('given an id', () => {
  it('should use it for the control and derive the others from it', () => {
    const { result } = renderHook(() => useFieldIds('iban'));
    expect(result.current).toEqual({ controlId: 'iban', descriptionId: 'iban-description', errorId: 'iban-error' });
  });
});
