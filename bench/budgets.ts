/** Gzip budgets in bytes. Sizes exclude react, react-dom and @tanstack/react-query (the peers). */
export const bundleBudgets = {
  paykit: 40 * 1024,
  /** Measured alone, so it includes the client and hooks it shares with `paykit`. */
  'paykit/forms': 52 * 1024,
  'paykit/components': 120 * 1024,
  'paykit/styles.css': 10 * 1024,
} as const;

/** The peers a merchant already has: never counted. */
export const peerPackages = ['react', 'react-dom', '@tanstack/react-query'];

/** Packages a bundle that imports only `createPaykitClient` must not contain. */
export const mustTreeShake = ['react-hook-form', 'radix-ui', '@radix-ui'];

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
