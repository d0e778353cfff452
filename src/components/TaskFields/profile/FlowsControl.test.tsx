import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../../test-support/axe.js';
import { ControlHarness } from '../../test-support/ControlHarness.js';
import { profileField } from '../../test-support/fieldFixtures.js';
import { FlowsControl } from './FlowsControl.js';

const control = { Control: FlowsControl, labelling: 'fieldset' } as const;
const flows = profileField('/financialProfile/flows', { valueType: 'object', prompt: 'Who do you pay and get paid by?' });

describe('given the flows of the financial profile', () => {
  it('should send both directions with both booleans', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    render(<ControlHarness field={flows} control={control} onValueChange={onValueChange} />);

    await user.click(
      within(screen.getByRole('group', { name: 'Money going out' })).getByRole('checkbox', {
        name: 'From or to other people or businesses',
      }),
    );

    expect(onValueChange).toHaveBeenLastCalledWith({
      payin: { firstParty: false, thirdParty: false },
      payout: { firstParty: false, thirdParty: true },
    });
  });

  it('should have no axe violations', async () => {
    const { container } = render(
      <ControlHarness field={flows} control={control} initialValue={{ payin: { firstParty: true, thirdParty: false } }} />,
    );
    await expectNoAxeViolations(container);
  });
});
