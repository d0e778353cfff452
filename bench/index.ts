/**
 * `npm run bench`: measured performance, with budgets that fail the run when exceeded.
 * The bundle report first (each entry, then each part imported alone, from the packed package), then the proxy's throughput and CPU per request against a bare
 * pass-through proxy (both on loopback, bounded in time), then the cost of `<TaskForm>` in
 * Chromium against a bare react-hook-form form with as many inputs, last the requests the demo's
 * onboarding and payments journey makes, at human pace and at full script speed.
 */
import { execSync } from 'node:child_process';
import { measureEntries, measureParts } from './bundleSize.js';
import { installPackedPackage } from './packedPackage.js';
import { formBenchmarkFailures, formBenchmarkTable } from './form/formResults.js';
import { runFormBenchmark } from './form/runFormBenchmark.js';
import { journeyBudgets } from './budgets.js';
import { journeyBenchmarkFailures, journeyTable, runJourney } from './journeyBench.js';
import { hintLatencyFailures, HINT_LATENCY_P95_BUDGET_MS, runHintLatency } from './hintLatency.js';
import { proxyBenchmarkFailures, runProxyBenchmark } from './proxyThroughput.js';
import { redisUnavailableReason, startTestRedis } from '../src/test-support/redisServer.js';

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const failures: string[] = [];

console.log('::: building dist/');
execSync('npx vite build --logLevel error', { stdio: 'inherit' });

console.log('\n::: packing the package and installing it into a merchant app (node_modules/.cache/paykit-bench)');
const app = installPackedPackage();

console.log(
  '\n::: bundle report per entry, everything it exports (esbuild; gzip -9, minified, peers react, react-dom and @tanstack/react-query excluded)',
);
const rows = await measureEntries(app);
console.table(
  rows.map((row) => ({
    entry: row.entry,
    size: kb(row.gzipBytes),
    'dependencies floor': row.floorBytes ? kb(row.floorBytes) : '-',
    'paykit own': kb(Math.max(0, row.gzipBytes - row.floorBytes)),
    budget: row.budgetBytes ? kb(row.budgetBytes) : '-',
    verdict: row.budgetBytes === undefined ? 'no budget' : row.gzipBytes <= row.budgetBytes ? 'within' : 'OVER',
  })),
);
for (const row of rows) {
  if (row.budgetBytes !== undefined && row.gzipBytes > row.budgetBytes) {
    failures.push(
      `${row.entry} is ${row.gzipBytes} bytes (${kb(row.gzipBytes)}), over its ${row.budgetBytes} (${kb(row.budgetBytes)}) budget`,
    );
  }
}

console.log(
  '\n::: each part imported alone by a merchant app: esbuild (one minified file) and Vite (production build, the chunks loaded up front);' +
    ' the floor is what its dependencies cost alone, paykit own the rest',
);
const parts = await measureParts(app);
console.table(
  parts.map((row) => ({
    part: row.part,
    esbuild: kb(row.esbuildBytes),
    vite: kb(row.viteBytes),
    'dependencies floor': kb(row.floorBytes),
    'paykit own': kb(Math.max(0, row.esbuildBytes - row.floorBytes)),
    budget: kb(row.budgetBytes),
    verdict: Math.max(row.esbuildBytes, row.viteBytes) <= row.budgetBytes && !row.leaks.length ? 'within' : 'OVER',
    'other parts’ packages': row.leaks.join(', ') || '-',
  })),
);
for (const row of parts) {
  for (const [bundler, bytes] of [
    ['esbuild', row.esbuildBytes],
    ['Vite', row.viteBytes],
  ] as const) {
    if (bytes > row.budgetBytes)
      failures.push(`${row.part} is ${bytes} bytes (${kb(bytes)}) with ${bundler}, over its ${kb(row.budgetBytes)} budget`);
  }
  if (row.leaks.length) failures.push(`${row.part} carries ${row.leaks.join(', ')}, which belong to other parts`);
}

console.log(
  '\n::: proxy throughput (loopback, 16 concurrent clients, 24 alternating rounds of 0.5 s per handler and scenario; CPU of the proxy process only, medians over the rounds;' +
    ' "on Redis": its rate limiters in a local redis-server, as several instances share them)',
);
// The Redis figures need a real redis-server (.ci/run installs Debian's); without one they are a failure, not a silent gap.
const redis = redisUnavailableReason === undefined ? await startTestRedis() : undefined;
if (redisUnavailableReason) failures.push(`the Redis figures were not measured: ${redisUnavailableReason}`);
const proxyRows = await runProxyBenchmark({ redisUrl: redis?.url });
console.table(
  proxyRows.map((row) => ({
    scenario: row.scenario,
    handler: row.handler,
    'requests/s': row.requestsPerSecond,
    'CPU µs/request': row.cpuMicrosPerRequest,
    'CPU × bare': row.cpuRatioToBare ?? '',
    failures: row.failures,
  })),
);
failures.push(...proxyBenchmarkFailures(proxyRows));

if (redis) {
  console.log(
    `\n::: hint latency across instances: a signed webhook received by instance A until its hint is read from a stream on instance B, both on one local Redis (budget: 95th percentile ${HINT_LATENCY_P95_BUDGET_MS} ms)`,
  );
  const latency = await runHintLatency(redis.url);
  console.table([{ samples: latency.samples, 'median ms': latency.medianMs, 'p95 ms': latency.p95Ms }]);
  failures.push(...hintLatencyFailures(latency));
  await redis.dispose();
}

console.log(
  '\n::: form cost in Chromium: <TaskForm> against a bare react-hook-form form with as many labelled inputs (medians;' +
    ' mount = render call until the last input is laid out; keystroke = one character in the middle field until committed and laid out)',
);
const form = await runFormBenchmark();
console.table(formBenchmarkTable(form.rows));
if (!form.isCrossOriginIsolated) console.log('note: the page was not cross-origin isolated, so timings are rounded to 100 µs');
failures.push(...formBenchmarkFailures(form.rows));
if (form.unexpectedCalls.length) {
  failures.push(
    `the form bench timed more than the form: TaskForm called ${form.unexpectedCalls.join(', ')} on a client that serves only getTask and getCustomer`,
  );
}

console.log(
  `\n::: request journey: the demo's onboarding and payments in Chromium, requests to /api/ per step at human pace (2.5 s think pause)` +
    ` with ${journeyBudgets.idleMs / 1000} s idle on a pay-in waiting for funds, and at full script speed`,
);
const humanJourney = runJourney(false);
const fastJourney = runJourney(true);
console.table(journeyTable(humanJourney, fastJourney));
console.log(
  `journey total: ${humanJourney?.journeyRequests ?? '-'} requests at human pace (budget ${journeyBudgets.maxHumanRequests}),` +
    ` ${fastJourney?.journeyRequests ?? '-'} at full speed; 429: ${humanJourney?.journeyTooMany ?? '-'} and ${fastJourney?.journeyTooMany ?? '-'};` +
    ` idle: ${humanJourney?.idle?.perMinute ?? '-'} requests a minute`,
);
failures.push(...journeyBenchmarkFailures(humanJourney, fastJourney));

if (failures.length) {
  console.error(`\nbench: FAIL\n- ${failures.join('\n- ')}`);
  process.exit(1);
}
console.log('\nbench: PASS, every budget holds');
