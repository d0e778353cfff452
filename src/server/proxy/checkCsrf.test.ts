import { describe, expect, it } from 'vitest';
import { checkCsrf } from './checkCsrf.js';
import { isProxyProblem } from './proxyProblem.js';

const allowed = new Set(['https://shop.example']);
const codeOf = (headers: Record<string, string>): string | undefined => {
  try {
    checkCsrf(new Request('https://shop.example/api/paykit/quotes', { method: 'POST', headers }), allowed);
  } catch (error) {
    if (isProxyProblem(error)) return `${error.init.status} ${error.init.code}`;
    throw error;
  }
  return undefined;
};

describe('given an effectful request', () => {
  it('should pass with Paykit-Request: 1 and an allowed Origin', () => {
    expect(codeOf({ 'Paykit-Request': '1', Origin: 'https://shop.example' })).toBeUndefined();
    expect(codeOf({ 'Paykit-Request': '1', Origin: 'https://SHOP.example' })).toBeUndefined();
  });

  it('should pass without Origin when the browser says Sec-Fetch-Site: same-origin', () => {
    expect(codeOf({ 'Paykit-Request': '1', 'Sec-Fetch-Site': 'same-origin' })).toBeUndefined();
  });

  it.each<[string, Record<string, string>, string]>([
    ['no Paykit-Request header', { Origin: 'https://shop.example' }, '403 csrf_header_missing'],
    ['Paykit-Request: true', { 'Paykit-Request': 'true', Origin: 'https://shop.example' }, '403 csrf_header_missing'],
    ['another origin', { 'Paykit-Request': '1', Origin: 'https://evil.example' }, '403 origin_not_allowed'],
    ['a look-alike origin', { 'Paykit-Request': '1', Origin: 'https://shop.example.evil.example' }, '403 origin_not_allowed'],
    ['another port', { 'Paykit-Request': '1', Origin: 'https://shop.example:8443' }, '403 origin_not_allowed'],
    ['plain http', { 'Paykit-Request': '1', Origin: 'http://shop.example' }, '403 origin_not_allowed'],
    ['Origin: null', { 'Paykit-Request': '1', Origin: 'null' }, '403 origin_not_allowed'],
    ['no Origin and no Sec-Fetch-Site', { 'Paykit-Request': '1' }, '403 origin_not_allowed'],
    ['no Origin and a cross-site fetch', { 'Paykit-Request': '1', 'Sec-Fetch-Site': 'cross-site' }, '403 origin_not_allowed'],
    ['no Origin and a same-site fetch', { 'Paykit-Request': '1', 'Sec-Fetch-Site': 'same-site' }, '403 origin_not_allowed'],
    [
      'a bad Origin with Sec-Fetch-Site: same-origin',
      { 'Paykit-Request': '1', Origin: 'https://evil.example', 'Sec-Fetch-Site': 'same-origin' },
      '403 origin_not_allowed',
    ],
  ])('should refuse %s', (_, headers, expected) => {
    expect(codeOf(headers)).toBe(expected);
  });
});
