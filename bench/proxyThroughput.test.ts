import { describe, expect, it } from 'vitest';
import { PROXY_CPU_RATIO_BUDGET, REDIS_PROXY_CPU_RATIO_BUDGET, proxyBenchmarkFailures, type ProxyBenchmarkRow } from './proxyThroughput.js';

const row = (
  handler: ProxyBenchmarkRow['handler'],
  requestsPerSecond: number,
  failures = 0,
  cpuRatioToBare?: number,
): ProxyBenchmarkRow => ({
  scenario: 'GET /capabilities',
  handler,
  requestsPerSecond,
  cpuMicrosPerRequest: 100,
  ...(cpuRatioToBare === undefined ? {} : { cpuRatioToBare }),
  failures,
});

describe('given the proxy benchmark rows', () => {
  it('should pass a proxy slower than the pass-through, within the sanity bound', () => {
    expect(proxyBenchmarkFailures([row('bare pass-through', 2_000), row('paykit proxy', 900)])).toEqual([]);
  });

  it('should fail on failed requests, on no request at all, and under a tenth of the pass-through', () => {
    expect(proxyBenchmarkFailures([row('bare pass-through', 2_000), row('paykit proxy', 150, 3)])).toEqual([
      'paykit proxy GET /capabilities: 3 requests failed',
      "paykit proxy GET /capabilities: 150 req/s is under a tenth of the pass-through's 2000",
    ]);
    expect(proxyBenchmarkFailures([row('paykit proxy', 0)])).toEqual(['paykit proxy GET /capabilities: no request completed']);
  });

  it('should fail a proxy over its CPU budget per request, and pass one at the budget', () => {
    expect(proxyBenchmarkFailures([row('bare pass-through', 2_000), row('paykit proxy', 1_500, 0, PROXY_CPU_RATIO_BUDGET)])).toEqual([]);
    expect(proxyBenchmarkFailures([row('bare pass-through', 2_000), row('paykit proxy', 1_500, 0, 1.72)])).toEqual([
      "paykit proxy GET /capabilities: 1.72× the pass-through's CPU per request, over its 1.5× budget",
    ]);
  });

  it('should hold the proxy on Redis to its own CPU budget, and the in-memory proxy to the tighter one', () => {
    const bare = row('bare pass-through', 2_000);
    expect(proxyBenchmarkFailures([bare, row('paykit proxy on Redis', 1_200, 0, REDIS_PROXY_CPU_RATIO_BUDGET)])).toEqual([]);
    expect(proxyBenchmarkFailures([bare, row('paykit proxy on Redis', 1_200, 0, 2.4)])).toEqual([
      "paykit proxy on Redis GET /capabilities: 2.4× the pass-through's CPU per request, over its 1.75× budget",
    ]);
    expect(proxyBenchmarkFailures([bare, row('paykit proxy on Redis', 150)])).toEqual([
      "paykit proxy on Redis GET /capabilities: 150 req/s is under a tenth of the pass-through's 2000",
    ]);
  });
});
