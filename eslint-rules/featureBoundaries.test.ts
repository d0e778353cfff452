import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, it } from 'vitest';
import featureBoundaries from './featureBoundaries.js';

RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;

const tester = new RuleTester({ languageOptions: { parser: tseslint.parser, ecmaVersion: 2024, sourceType: 'module' } });
const inPayees = 'src/components/Payees/RecipientForm.tsx';

tester.run('feature-boundaries', featureBoundaries, {
  valid: [
    { filename: inPayees, code: "import { recipientName } from './recipientName.js';" },
    { filename: inPayees, code: "import { RelatedPartyDialog } from '../RelatedParties/index.js';" },
    { filename: inPayees, code: "export { TaskForm } from '../TaskForm/index.js';" },
    { filename: inPayees, code: "import { Button } from '../primitives/Button/Button.js';" },
    { filename: inPayees, code: "import { CountrySelect } from '../shared/CountrySelect/CountrySelect.js';" },
    { filename: inPayees, code: "import { part } from '../part.js';\nimport { useMessages } from '../messages/index.js';" },
    { filename: inPayees, code: "import { usePayees } from '../../hooks/index.js';" },
    { filename: 'src/components/TaskFields/profile/AddressControl.tsx', code: "import { asText } from '../controlValues.js';" },
    {
      filename: 'src/components/shared/FormErrorSummary/FormErrorSummary.tsx',
      code: "import { Callout } from '../../primitives/Callout/Callout.js';",
    },
    { filename: 'src/hooks/usePayees.ts', code: "import { thing } from '../components/TaskForm/taskFormView.js';" },
  ],
  invalid: [
    {
      filename: inPayees,
      code: "import { CountrySelect } from '../RelatedParties/CountrySelect.js';",
      errors: [
        {
          messageId: 'internal',
          data: { source: '../RelatedParties/CountrySelect.js', feature: 'RelatedParties', index: '../RelatedParties/index.js' },
        },
      ],
    },
    { filename: inPayees, code: "import type { ErrorSummaryItem } from '../TaskForm/errorText.js';", errors: [{ messageId: 'internal' }] },
    { filename: inPayees, code: "export { TaskForm } from '../TaskForm/TaskForm.js';", errors: [{ messageId: 'internal' }] },
    { filename: inPayees, code: "export * from '../TaskForm/TaskForm.js';", errors: [{ messageId: 'internal' }] },
    { filename: inPayees, code: "const lazy = () => import('../Checkout/Checkout.js');", errors: [{ messageId: 'internal' }] },
    {
      filename: 'src/components/TaskFields/profile/AddressControl.tsx',
      code: "import { RelatedPartyForm } from '../../RelatedParties/RelatedPartyForm.js';",
      errors: [
        {
          messageId: 'internal',
          data: { source: '../../RelatedParties/RelatedPartyForm.js', feature: 'RelatedParties', index: '../../RelatedParties/index.js' },
        },
      ],
    },
    {
      filename: 'src/components/TaskForm/TaskForm.test.tsx',
      code: "import { fieldOf } from '../TaskFields/test-support/fieldFixtures.js';\nvi.mock('../Transfers/transferView.js');",
      errors: [{ messageId: 'internal' }, { messageId: 'internal' }],
    },
  ],
});
