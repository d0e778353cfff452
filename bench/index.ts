/**
 * `npm run bench`: measured performance, with budgets that fail the run when exceeded.
 * The bundle report first, then the proxy's throughput and CPU per request against a bare
 * pass-through proxy (both on loopback, bounded in time), then the cost of `<TaskForm>` in
 * Chromium against a bare react-hook-form form with as many inputs.
 */
import { execSync } from 'node:child_process';
import { measureEntries, treeShakingLeaks } from './bundleSize.js';
import { formBenchmarkFailures, formBenchmarkTable } from './form/formResults.js';
import { runFormBenchmark } from './form/runFormBenchmark.js';
import { proxyBenchmarkFailures, runProxyBenchmark } from './proxyThroughput.js';

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const failures: string[] = [];

console.log('::: building dist/');
execSync('npx vite build --logLevel error', { stdio: 'inherit' });

console.log('\n::: bundle report (gzip, minified, peers react, react-dom and @tanstack/react-query excluded)');
const rows = await measureEntries();
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
    failures.push(`${row.entry} is ${kb(row.gzipBytes)}, over its ${kb(row.budgetBytes)} budget`);
  }
}

const leaks = await treeShakingLeaks();
console.log(
  `\n::: tree-shaking: a bundle importing only createPaykitClient contains ${leaks.length ? leaks.join(', ') : 'no react-hook-form and no Radix'}`,
);
if (leaks.length) failures.push(`createPaykitClient pulls in ${leaks.join(', ')}`);

console.log(
  '\n::: proxy throughput (loopback, 16 concurrent clients, 24 alternating rounds of 0.5 s per handler and scenario; CPU of the proxy process only, medians over the rounds)',
);
const proxyRows = await runProxyBenchmark();
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

if (failures.length) {
  console.error(`\nbench: FAIL\n- ${failures.join('\n- ')}`);
  process.exit(1);
}
console.log('\nbench: PASS, every budget holds');
