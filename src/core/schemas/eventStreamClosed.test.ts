import { describe, expect, it } from 'vitest';
import { eventStreamClosedReasonOf } from './eventStreamClosed.js';

describe('given the data of a stream’s closed event', () => {
  it.each([
    ['session_ended', '{"reason":"session_ended"}'],
    ['too_many_streams', '{"reason":"too_many_streams","extra":1}'],
    ['server_restarting', '{"reason":"server_restarting"}'],
  ])('should read the reason %s, known or not', (reason, data) => {
    expect(eventStreamClosedReasonOf(data)).toBe(reason);
  });

  it.each([
    ['data that is not JSON', 'closed'],
    ['no reason', '{}'],
    ['a reason that is not a string', '{"reason":42}'],
    ['JSON null', 'null'],
    ['a JSON array', '[{"reason":"session_ended"}]'],
    ['no data at all', undefined],
  ])('should read no reason from %s', (_name, data) => {
    expect(eventStreamClosedReasonOf(data)).toBe('');
  });
});
