import { describe, expect, it } from 'vitest';
import { isProxyProblem } from './proxyProblem.js';
import { expectedPrefix, upstreamUrl } from './upstreamUrl.js';

const config = { baseUrl: 'https://api.payments.example', baseOrigin: 'https://api.payments.example', basePath: '' };

describe('given an upstream template', () => {
  it("should fill the session's customer and the validated parameters", () => {
    expect(upstreamUrl(config, '/v3/customers/{customerId}/tasks/{taskId}', { taskId: 'tsk_1' }, 'cus_a', 'limit=5')).toBe(
      'https://api.payments.example/v3/customers/cus_a/tasks/tsk_1?limit=5',
    );
  });

  it('should never take a customer id from the parameters', () => {
    expect(upstreamUrl(config, '/v3/customers/{customerId}', { customerId: 'cus_b' }, 'cus_a')).toBe(
      'https://api.payments.example/v3/customers/cus_a',
    );
  });

  it('should keep a base path prefix', () => {
    const prefixed = { baseUrl: 'https://gw.example/pay', baseOrigin: 'https://gw.example', basePath: '/pay' };
    expect(upstreamUrl(prefixed, '/v3/quotes/{quoteId}', { quoteId: 'quo_1' }, 'cus_a')).toBe('https://gw.example/pay/v3/quotes/quo_1');
  });

  it.each([
    [{ taskId: '../../customers' }],
    [{ taskId: 'tsk_1/../x' }],
    [{ taskId: 'tsk_1%2F' }],
    [{ taskId: 'tsk_1?customerId=cus_b' }],
    [{ taskId: 'tsk_1#x' }],
    [{}],
  ])('should refuse %j with 404', (params) => {
    let caught: unknown;
    try {
      upstreamUrl(config, '/v3/customers/{customerId}/tasks/{taskId}', params, 'cus_a');
    } catch (error) {
      caught = error;
    }
    expect(isProxyProblem(caught) && caught.init.status).toBe(404);
  });

  it('should refuse a malformed session customer', () => {
    expect(() => upstreamUrl(config, '/v3/customers/{customerId}', {}, 'cus_a/../../x')).toThrow();
  });

  it('should name the fixed prefix of each template', () => {
    expect(expectedPrefix('/v3/customers/{customerId}/tasks/{taskId}', 'cus_a')).toBe('/v3/customers/cus_a/tasks/');
    expect(expectedPrefix('/v3/transfers/{transferId}/cancel', 'cus_a')).toBe('/v3/transfers/');
    expect(expectedPrefix('/v3/rates', 'cus_a')).toBe('/v3/rates');
  });
});
