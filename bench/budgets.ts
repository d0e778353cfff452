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
