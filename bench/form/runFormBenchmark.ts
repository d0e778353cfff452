/**
 * `npm run bench`, form section: `<TaskForm>` against a bare react-hook-form form with the same
 * number of labelled inputs, in Chromium. The bench page (bench/form/page) is built with Vite in
 * production mode into a temporary folder and served to the browser by Playwright's routing (no
 * port), cross-origin isolated so `performance.now()` is precise to a few microseconds.
 * Rounds alternate the two forms, so drift in the machine's load falls on both alike.
 */
import react from '@vitejs/plugin-react';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { extname, join, resolve } from 'node:path';
import { chromium, type Page } from 'playwright';
import { build } from 'vite';
import { chromiumArgs, chromiumExecutable } from '../../vite.config.js';
import { formBenchmarkRow, type FormBenchmarkRow } from './formResults.js';
import type { FormBenchRound } from './page/main.js';
import type { FormSide } from './page/subjects.js';

/** How the form bench samples; with the defaults the section takes about two minutes. */
export interface FormBenchmarkOptions {
  /** Requirement counts to measure. */
  sizes: readonly number[];
  /** Rounds per form and size, each one mount and `keystrokes` typed characters. */
  rounds: number;
  /** Fewest rounds per form and size, however long they take. */
  minRounds: number;
  /** Past `minRounds`, no round starts once a size has run this long (a slow form stays bounded). */
  msPerSize: number;
  /** Rounds per form and size run first and thrown away (the JIT warms up). */
  warmupRounds: number;
  /** Characters typed per round into the middle field. */
  keystrokes: number;
}

/** The measured rows, and client calls the TaskForm made that the bench does not serve. */
export interface FormBenchmarkResult {
  rows: FormBenchmarkRow[];
  unexpectedCalls: string[];
  /** Whether the page was cross-origin isolated (timer precision a few µs rather than 100 µs). */
  isCrossOriginIsolated: boolean;
}

// 100 rounds: on a shared 2-core machine the mount ratio of 30–40 rounds moved by about 0.08 from run
// to run (1.30–1.56 at 20 asks); of 100–120 rounds, by about 0.02.
const defaults: FormBenchmarkOptions = {
  sizes: [20, 100, 300],
  rounds: 100,
  minRounds: 10,
  msPerSize: 40_000,
  warmupRounds: 3,
  keystrokes: 8,
};
const ORIGIN = 'http://localhost:4173';
const pageRoot = resolve(import.meta.dirname, 'page');
const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
};
const benchChromiumArgs = [
  ...chromiumArgs,
  // Lets the page collect garbage between samples.
  '--js-flags=--expose-gc',
];

/** Builds the bench page (React in production mode, minified) into a new temporary folder. */
async function buildPage(): Promise<string> {
  const outDir = await mkdtemp(join(tmpdir(), 'paykit-form-bench-'));
  await build({
    configFile: false,
    root: pageRoot,
    base: './',
    mode: 'production',
    logLevel: 'error',
    publicDir: false,
    plugins: [react()],
    build: { outDir, emptyOutDir: true, minify: true, sourcemap: false, reportCompressedSize: false },
  });
  return outDir;
}

/** Serves `outDir` at ORIGIN through Playwright's routing, with the headers of cross-origin isolation. */
async function servePage(page: Page, outDir: string): Promise<void> {
  await page.route(`${ORIGIN}/**`, async (route) => {
    const path = new URL(route.request().url()).pathname;
    const file = resolve(outDir, `.${path === '/' ? '/index.html' : path}`);
    if (!file.startsWith(outDir)) return route.fulfill({ status: 404 });
    const body = await readFile(file).catch(() => null);
    if (!body) return route.fulfill({ status: 404 });
    return route.fulfill({
      body,
      headers: {
        'Content-Type': contentTypes[extname(file)] ?? 'application/octet-stream',
        'Cross-Origin-Opener-Policy': 'same-origin',
        'Cross-Origin-Embedder-Policy': 'require-corp',
      },
    });
  });
}

const runRound = (page: Page, side: FormSide, count: number, keystrokes: number) =>
  page.evaluate(([s, c, k]) => window.paykitFormBench.round(s, c, k), [side, count, keystrokes] as const) as Promise<FormBenchRound>;

/** Alternates rounds of the two forms at one size; warm-up rounds are run and dropped. */
async function measureSize(
  page: Page,
  count: number,
  options: FormBenchmarkOptions,
  unexpectedCalls: Set<string>,
): Promise<FormBenchmarkRow> {
  const { rounds, minRounds, msPerSize, warmupRounds, keystrokes } = options;
  const mountMs: Record<FormSide, number[]> = { taskForm: [], bare: [] };
  const keystrokeMs: Record<FormSide, number[]> = { taskForm: [], bare: [] };
  const startedAt = performance.now();
  for (let round = 0; round < warmupRounds + rounds; round += 1) {
    if (round >= warmupRounds + minRounds && performance.now() - startedAt > msPerSize) break;
    const sides: FormSide[] = round % 2 ? ['bare', 'taskForm'] : ['taskForm', 'bare'];
    for (const side of sides) {
      const result = await runRound(page, side, count, keystrokes);
      result.unexpectedCalls.forEach((call) => unexpectedCalls.add(call));
      if (round < warmupRounds) continue;
      mountMs[side].push(result.mountMs);
      keystrokeMs[side].push(...result.keystrokeMs);
    }
  }
  return formBenchmarkRow({
    requirements: count,
    taskFormMountMs: mountMs.taskForm,
    bareMountMs: mountMs.bare,
    taskFormKeystrokeMs: keystrokeMs.taskForm,
    bareKeystrokeMs: keystrokeMs.bare,
  });
}

/** Measures every size and returns one row per size (with the defaults, at most about two minutes of rounds). */
export async function runFormBenchmark(options: Partial<FormBenchmarkOptions> = {}): Promise<FormBenchmarkResult> {
  const settings = { ...defaults, ...options };
  const outDir = await buildPage();
  const browser = await chromium.launch({ executablePath: chromiumExecutable, args: benchChromiumArgs });
  try {
    const page = await browser.newPage();
    const pageErrors: string[] = [];
    page.on('pageerror', (error) => pageErrors.push(error.message));
    await servePage(page, outDir);
    await page.goto(`${ORIGIN}/`);
    await page.waitForFunction(() => 'paykitFormBench' in window);
    const isCrossOriginIsolated = await page.evaluate(() => window.crossOriginIsolated);
    const unexpectedCalls = new Set<string>();
    const rows: FormBenchmarkRow[] = [];
    for (const count of settings.sizes) rows.push(await measureSize(page, count, settings, unexpectedCalls));
    if (pageErrors.length) throw new Error(`form bench: the page threw: ${pageErrors.join('; ')}`);
    return { rows, unexpectedCalls: [...unexpectedCalls], isCrossOriginIsolated };
  } finally {
    await browser.close();
    await rm(outDir, { recursive: true, force: true });
  }
}
