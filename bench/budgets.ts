/** Gzip budgets in bytes. Sizes exclude react, react-dom and @tanstack/react-query (the peers). */
export const bundleBudgets = {
  paykit: 40 * 1024,
  /** Measured alone, so it includes the client and hooks it shares with `paykit`. */
  'paykit/forms': 52 * 1024,
  /** The v1/v2 reads, their schemas and the readiness merge; shares the client's pipeline with `paykit`. */
  'paykit/legacy': 12 * 1024,
  'paykit/components': 120 * 1024,
  'paykit/styles.css': 10 * 1024,
} as const;

/** The peers a merchant already has: never counted. */
export const peerPackages = ['react', 'react-dom', '@tanstack/react-query'];

/** One row of the per-part report: what a merchant app imports, and what it may cost. */
export interface PartBudget {
  part: string;
  /** The app's whole source: the imports, kept alive. */
  source: string;
  budgetBytes: number;
  /** Packages that belong to other parts and must not be in this one's bundle. */
  mustNotContain: readonly string[];
}

const part = (name: string, from: string, names: string, kilobytes: number, mustNotContain: readonly string[]): PartBudget => ({
  part: name,
  source: `import { ${names} } from '${from}';\nglobalThis.kept = [${names}];`,
  budgetBytes: kilobytes * 1024,
  mustNotContain,
});

const formOnly = ['react-hook-form'];
const checkoutOnly = ['lean-qr'];

/**
 * Each part imported alone by a merchant app, bundled from the packed package (issue 16's table).
 * The QR encoder belongs to the checkout, react-hook-form to
 * the forms (the task form, the onboarding that shows it, and the checkout's quote form).
 */
export const partBudgets: readonly PartBudget[] = [
  part('createPaykitClient', 'paykit', 'createPaykitClient', 25, [...formOnly, ...checkoutOnly, 'radix-ui', '@radix-ui']),
  part('PaykitProvider + one hook', 'paykit', 'PaykitProvider, useCapabilities', 30, [
    ...formOnly,
    ...checkoutOnly,
    'radix-ui',
    '@radix-ui',
  ]),
  part('Button', 'paykit/components', 'Button', 15, ['zod', ...formOnly, ...checkoutOnly]),
  part('CapabilityStatusPanel', 'paykit/components', 'CapabilityStatusPanel', 45, [...formOnly, ...checkoutOnly]),
  part('TaskForm', 'paykit/components', 'TaskForm', 70, [...checkoutOnly]),
  part('Onboarding', 'paykit/components', 'Onboarding', 85, [...checkoutOnly]),
  part('Checkout', 'paykit/components', 'Checkout', 75, []),
  {
    part: 'everything (paykit + paykit/components)',
    source:
      "import * as headless from 'paykit';\nimport * as components from 'paykit/components';\nglobalThis.kept = [headless, components];",
    budgetBytes: 120 * 1024,
    mustNotContain: [],
  },
];

/**
 * The form bench: `<TaskForm>` against a bare react-hook-form form with as many inputs, measured in
 * the same Chromium run. Each is the most the ratio of the medians (TaskForm / bare) may reach.
 */
export const formBudgets = {
  /** Time of one typed character in a middle field. */
  keystrokeRatio: 1.3,
  /** Time from the render call until the last input is laid out. */
  mountRatio: 1.5,
} as const;

/**
 * The request journey (`bench/journeyRequests.ts`): the demo's onboarding and payments walked in
 * Chromium at a human pace and at full script speed, counting requests to `/api/`.
 */
export const journeyBudgets = {
  /** Requests of the whole journey at human pace: a third of the 266 it made before issue 16. */
  maxHumanRequests: 88,
  /** Responses 429 met at either pace. */
  maxTooMany: 0,
  /** Requests per minute of an idle tab with a pay-in waiting for funds and the event stream live. */
  maxIdlePerMinute: 2,
  /** How long the idle tab is watched, in milliseconds (reported per minute). */
  idleMs: 30_000,
} as const;
