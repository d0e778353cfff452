import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// A busy 2-core CI machine can take over a second to render a step: findBy and waitFor wait up to
// five before they fail, instead of Testing Library's one.
configure({ asyncUtilTimeout: 5_000 });

// Test files share one jsdom per worker (the unit project does not isolate them, for speed):
// whatever a test leaves in the page or its storage is cleared before the next one.
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  // Files under `@vitest-environment node` have no page.
  if (typeof window === 'undefined') return;
  window.sessionStorage.clear();
  window.localStorage.clear();
  document.body.innerHTML = '';
});
