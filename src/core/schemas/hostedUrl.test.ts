import { describe, expect, it } from 'vitest';
import { isHostedUrl } from './hostedUrl.js';
import { httpsUrlSchema } from './primitives.js';

describe('given a hosted page URL', () => {
  it.each([
    'https://pay.example/checkout/tr_1',
    'https://127.0.0.1/x',
    'http://localhost/hosted/checkout/tr_1',
    'http://localhost:3000/hosted/verification/vfy_1?token=abc',
    'http://127.0.0.1:3107/hosted/checkout/tr_1',
    'http://[::1]:8080/hosted/terms/tos_1',
    'HTTP://LOCALHOST:3000/x',
  ])('should open %s', (url) => {
    expect(isHostedUrl(url)).toBe(true);
    expect(httpsUrlSchema.safeParse(url).success).toBe(true);
  });

  it.each([
    'http://pay.example/checkout/tr_1',
    'http://192.168.1.20:3000/hosted/checkout/tr_1',
    'http://10.0.0.5/x',
    'http://0.0.0.0:3000/x',
    'http://127.0.0.2/x',
    'http://localhost.pay.example/x',
    'http://127.0.0.1.nip.io/x',
    'http://[::ffff:127.0.0.1]/x',
    'https://user:secret@pay.example/',
    'http://user@localhost/',
    'javascript:alert(1)',
    'data:text/html,hi',
    'ftp://localhost/x',
    '/hosted/checkout/tr_1',
    'not a url',
  ])('should refuse %s', (url) => {
    expect(isHostedUrl(url)).toBe(false);
    expect(httpsUrlSchema.safeParse(url).success).toBe(false);
  });

  it.each([null, undefined, 42, {}])('should refuse the non-string %j', (value) => {
    expect(isHostedUrl(value)).toBe(false);
  });
});
