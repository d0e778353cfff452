/**
 * Loaded with `node --import` in the workers of a React-matrix Vitest project (see vite.config.ts):
 * every `react` and `react-dom` import or require that Node resolves itself (dependencies Vitest
 * leaves external, and React DOM's own `require('react')`) goes to the npm aliases named in this
 * module's query, `?react=react-18&react-dom=react-dom-18`. Vite's `resolve.alias` does the same
 * for the code Vite transforms. Without both, a test would run two copies of React at once.
 */
import module from 'node:module';
import { redirect } from './redirectReactHooks.mjs';

const query = new URL(import.meta.url).searchParams;
const targets = { react: query.get('react'), 'react-dom': query.get('react-dom') };
if (!targets.react || !targets['react-dom']) throw new Error(`redirectReact.mjs needs ?react=…&react-dom=… (got "${query}")`);

// CommonJS `require` (React DOM's own, CommonJS builds of libraries) resolves through this.
const resolveFilename = module._resolveFilename;
module._resolveFilename = function resolveRedirected(request, ...rest) {
  return resolveFilename.call(this, redirect(request, targets), ...rest);
};

// ES module `import` resolves through the loader hooks.
module.register('./redirectReactHooks.mjs', import.meta.url, { data: targets });
