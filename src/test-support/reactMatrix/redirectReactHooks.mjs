/** Module loader hooks of redirectReact.mjs, and the redirection both use. */

/**
 * `react`, `react/jsx-runtime`, `react-dom/client`… as the same path in the aliased package.
 * @param {string} specifier
 * @param {Record<string, string>} targets the aliased package of `react` and of `react-dom`
 */
export function redirect(specifier, targets) {
  for (const [name, target] of Object.entries(targets)) {
    if (specifier === name || specifier.startsWith(`${name}/`)) return target + specifier.slice(name.length);
  }
  return specifier;
}

/** @type {Record<string, string>} */
let targets = {};

/** @param {Record<string, string>} data the aliased package of `react` and of `react-dom` */
export function initialize(data) {
  targets = data;
}

/** ES module `import` of `react…`/`react-dom…` from external dependencies. */
export function resolve(specifier, context, nextResolve) {
  return nextResolve(redirect(specifier, targets), context);
}
