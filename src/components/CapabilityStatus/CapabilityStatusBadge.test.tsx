import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../test-support/axe.js';
import { renderWithFakeKit } from '../test-support/renderWithFakeKit.js';
import { CapabilityStatusBadge } from './CapabilityStatusBadge.js';

const statuses = ['pending', 'restricted', 'ready', 'rejected', 'canceled', 'under_partner_review'];

describe('given every capability status and an unknown one', () => {
  it('should label each with its tone, the unknown one neutral in words', async () => {
    const { container } = await renderWithFakeKit(
      <p>
        {statuses.map((status) => (
          <CapabilityStatusBadge key={status} status={status} />
        ))}
      </p>,
      { scenario: 'newIndividual' },
    );

    const shown = statuses.map((status) => {
      const badge = container.querySelector(`[data-state="${status}"]`);
      return [badge?.textContent, badge?.getAttribute('data-tone')];
    });
    expect(shown).toEqual([
      ['Pending', 'info'],
      ['Action needed', 'warning'],
      ['Ready', 'success'],
      ['Rejected', 'danger'],
      ['Canceled', 'neutral'],
      ['Under partner review', 'neutral'],
    ]);
    expect(screen.getByText('Ready')).toBeInTheDocument();
    await expectNoAxeViolations(container);
  });

  it('should speak French in a French provider', async () => {
    await renderWithFakeKit(<CapabilityStatusBadge status="restricted" />, { scenario: 'newIndividual', locale: 'fr-FR' });
    expect(screen.getByText('Action requise')).toBeInTheDocument();
  });
});
