// @vitest-environment node
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { growthRatio } from '#test-support/growthRatio';
import { clientKeyOf, clientOf, createClientOf, UNKNOWN_CLIENT, type ClientOfOptions } from './clientAddress.js';

/** The client key a request from `remoteAddress` with `headers` is counted under. */
async function clientFor(
  remoteAddress: string | undefined,
  headers: Record<string, string> = {},
  options?: ClientOfOptions,
): Promise<string> {
  const app = new Hono();
  const read = options ? createClientOf(options) : clientOf;
  app.get('/', (c) => c.text(read(c)));
  const env = remoteAddress === undefined ? undefined : { incoming: { socket: { remoteAddress } } };
  return (await app.request('http://demo.test/', { headers }, env)).text();
}

describe('given client addresses', () => {
  it.each([
    ['203.0.113.9', '203.0.113.9'],
    ['::ffff:203.0.113.9', '203.0.113.9'],
    ['2001:db8:1:2:3:4:5:6', '2001:0db8:0001:0002::/64'],
    ['[2001:db8:1:2::9]', '2001:0db8:0001:0002::/64'],
    ['fe80::1%eth0', 'fe80:0000:0000:0000::/64'],
  ])('should count %s as %s', (address, key) => {
    expect(clientKeyOf(address)).toBe(key);
  });

  it.each(['', 'nope', '1.2.3', '203.0.113.9.1', 'x'.repeat(100)])('should read %j as no address', (address) => {
    expect(clientKeyOf(address)).toBeUndefined();
  });
});

describe('given the peer of a request', () => {
  it('should count a remote peer by its socket address, whatever it forwards', async () => {
    expect(await clientFor('198.51.100.4', { 'X-Forwarded-For': '203.0.113.1' })).toBe('198.51.100.4');
  });

  it('should count a loopback peer by its socket address whatever X-Forwarded-For it sends, as every visitor of a port-forward arrives there', async () => {
    // Behind ssh -L, a VS Code or kubectl port-forward, nothing adds the header: each visitor would write its own.
    const keys = await Promise.all(
      ['203.0.113.1', '198.51.100.7, 203.0.113.2', '2001:db8::5', 'not-an-ip'].map((forwarded) =>
        clientFor('127.0.0.1', { 'X-Forwarded-For': forwarded }),
      ),
    );
    expect(keys).toEqual(['127.0.0.1', '127.0.0.1', '127.0.0.1', '127.0.0.1']);
    expect(await clientFor('::1', { 'X-Forwarded-For': '203.0.113.1' })).toBe('0000:0000:0000:0000::/64');
    expect(await clientFor('::ffff:127.0.0.1', { 'X-Forwarded-For': '203.0.113.1' })).toBe('127.0.0.1');
    expect(await clientFor('127.0.0.1')).toBe('127.0.0.1');
  });

  it('should count a request with no socket as one unknown client', async () => {
    expect(await clientFor(undefined)).toBe(UNKNOWN_CLIENT);
  });
});

describe('given a demo behind reverse proxies (TRUSTED_PROXY_HOPS)', () => {
  it('should count visitors behind a proxy on this machine by the address it forwarded', async () => {
    const behindOne = { trustedProxyHops: 1 };
    expect(await clientFor('127.0.0.1', { 'X-Forwarded-For': '10.9.9.9, 203.0.113.1' }, behindOne)).toBe('203.0.113.1');
    expect(await clientFor('::1', { 'X-Forwarded-For': '2001:db8::5' }, behindOne)).toBe('2001:0db8:0000:0000::/64');
  });

  it('should count visitors behind one proxy on another host by the address it forwarded, not as one client', async () => {
    const behindOne = { trustedProxyHops: 1 };
    expect(await clientFor('10.0.0.5', { 'X-Forwarded-For': '203.0.113.1' }, behindOne)).toBe('203.0.113.1');
    expect(await clientFor('10.0.0.5', { 'X-Forwarded-For': '203.0.113.2' }, behindOne)).toBe('203.0.113.2');
    // What a client writes itself comes first; the proxy's own entry is the last.
    expect(await clientFor('10.0.0.5', { 'X-Forwarded-For': '198.51.100.66, 203.0.113.3' }, behindOne)).toBe('203.0.113.3');
  });

  it('should take the address the first of several proxies saw, however many a client prepends', async () => {
    const behindTwo = { trustedProxyHops: 2 };
    expect(await clientFor('172.17.0.1', { 'X-Forwarded-For': '203.0.113.4, 10.0.0.2' }, behindTwo)).toBe('203.0.113.4');
    expect(await clientFor('172.17.0.1', { 'X-Forwarded-For': '1.1.1.1, 2.2.2.2, 203.0.113.4, 10.0.0.2' }, behindTwo)).toBe('203.0.113.4');
    // Fewer entries than proxies: the first one, which a trusted proxy wrote.
    expect(await clientFor('172.17.0.1', { 'X-Forwarded-For': '203.0.113.5' }, behindTwo)).toBe('203.0.113.5');
  });

  it('should count the peer itself without a usable header, and never read the header with 0 hops', async () => {
    expect(await clientFor('10.0.0.5', {}, { trustedProxyHops: 1 })).toBe('10.0.0.5');
    expect(await clientFor('10.0.0.5', { 'X-Forwarded-For': 'not-an-ip' }, { trustedProxyHops: 1 })).toBe('10.0.0.5');
    expect(await clientFor('10.0.0.5', { 'X-Forwarded-For': `${'9.9.9.9, '.repeat(600)}203.0.113.1` }, { trustedProxyHops: 1 })).toBe(
      '10.0.0.5',
    );
    expect(await clientFor('127.0.0.1', { 'X-Forwarded-For': '203.0.113.1' }, { trustedProxyHops: 0 })).toBe('127.0.0.1');
  });
});

describe('given an address full of zone signs before a line break and more', () => {
  it('should read it in time linear in its length (16x the text, far less than 256x the time)', async () => {
    const address = (size: number) => `${'%'.repeat(size)}\n1`;
    expect(await growthRatio((text: string) => clientKeyOf(text), address(1_024), address(16_384))).toBeLessThan(64);
  });
});
