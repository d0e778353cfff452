import { expect, test as base, type Page } from '@playwright/test';
import { demoUrl } from '../../playwright.config.js';
import { storybookUrl } from './storybook.js';
import { looserThanStrict } from './strictCsp.js';

/** One `securitypolicyviolation` event, as the page saw it. */
interface CspViolation {
  directive: string;
  blocked: string;
  /** The first characters of what was blocked, where the policy asks for `'report-sample'`. */
  sample: string;
  source: string;
  url: string;
}

/**
 * What Storybook's own preview runtime injects after load (so not hashed from iframe.html), told
 * apart by the sample its policy reports: addon-a11y's colour-vision SVG filters (a `style`
 * attribute) and the highlight feature's `<style>`. Nothing of the kit's is excused.
 */
const STORYBOOK_OWN_INJECTIONS = [
  { directive: 'style-src-attr', sample: /^position:absolute;width:0;height:0;/ },
  { directive: 'style-src-elem', sample: /#storybook-highlights/ },
];

const isStorybookOwn = (violation: CspViolation) =>
  violation.url.startsWith(`${storybookUrl}/`) &&
  STORYBOOK_OWN_INJECTIONS.some(({ directive, sample }) => violation.directive === directive && sample.test(violation.sample.trim()));

/** Whether a document is held to the strict policy: the demo's page (not the fake's hosted pages) and a story. */
function strictPageKind(url: URL): 'demo' | 'story' | null {
  if (url.origin === demoUrl && !url.pathname.startsWith('/hosted/')) return 'demo';
  if (url.origin === storybookUrl && url.pathname === '/iframe.html') return 'story';
  return null;
}

/** Lets the page deliver the violation events it has queued. */
const settle = (page: Page) => page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 0))).catch(() => undefined);

/**
 * Playwright's `test` with the Content-Security-Policy guard every spec runs under: each page of
 * the test's context reports its `securitypolicyviolation` events, and each document of the demo
 * page and each story must come with the strict policy (`STRICT_CSP`, or stricter; a story may add
 * hashes of Storybook's own inline code). The test fails at its end on any violation or looser policy.
 */
export const test = base.extend<{ cspGuard: void }>({
  cspGuard: [
    async ({ context }, use) => {
      const violations: CspViolation[] = [];
      const looserPolicies: string[] = [];
      const headerChecks: Promise<void>[] = [];
      await context.exposeBinding('__paykitCspViolation', (_source, violation: CspViolation) => {
        if (!isStorybookOwn(violation)) violations.push(violation);
      });
      await context.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (event) => {
          const report = (window as unknown as { __paykitCspViolation: (violation: CspViolation) => void }).__paykitCspViolation;
          void report({
            directive: event.effectiveDirective,
            blocked: event.blockedURI,
            sample: event.sample,
            source: `${event.sourceFile}:${event.lineNumber}:${event.columnNumber}`,
            url: location.href,
          });
        });
      });
      context.on('response', (response) => {
        if (response.request().resourceType() !== 'document') return;
        const kind = strictPageKind(new URL(response.url()));
        if (!kind) return;
        headerChecks.push(
          response.allHeaders().then(
            (headers) => {
              const problems = looserThanStrict(headers['content-security-policy'] ?? '', { allowHashes: kind === 'story' });
              if (problems.length > 0) looserPolicies.push(`${response.url()}: ${problems.join('; ')}`);
            },
            () => undefined,
          ),
        );
      });

      await use();

      await Promise.all(context.pages().map(settle));
      await Promise.all(headerChecks);
      expect(looserPolicies, 'pages served under a policy looser than the strict CSP').toEqual([]);
      expect(violations, 'Content-Security-Policy violations').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
