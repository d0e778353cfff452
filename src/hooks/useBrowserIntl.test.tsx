import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useBrowserIntl } from './useBrowserIntl.js';

const zoneBefore = process.env.TZ;

afterEach(() => {
  if (zoneBefore === undefined) delete process.env.TZ;
  else process.env.TZ = zoneBefore;
});

describe('given a browser whose time zone changes while the page is open', () => {
  it('should give the zone the browser is in now, not the one it was in when first read', () => {
    process.env.TZ = 'Pacific/Kiritimati';
    expect(renderHook(() => useBrowserIntl()).result.current.timeZone).toBe('Pacific/Kiritimati');

    process.env.TZ = 'America/Lima';
    expect(renderHook(() => useBrowserIntl()).result.current.timeZone).toBe('America/Lima');
  });
});
