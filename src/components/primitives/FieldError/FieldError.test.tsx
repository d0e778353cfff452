import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../../test-support/axe.js';
import { FieldError } from './FieldError.js';

describe('given no message', () => {
  it.each([
    ['undefined', undefined],
    ['null', null],
    ['false', false],
    ['an empty string', ''],
  ])('should render nothing for %s', (_name, message) => {
    const { container } = render(<FieldError>{message}</FieldError>);
    expect(container).toBeEmptyDOMElement();
  });
});

describe('given a message', () => {
  it('should announce it as an alert', async () => {
    const { container } = render(<FieldError id="iban-error">Enter a valid IBAN</FieldError>);

    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Enter a valid IBAN');
    expect(alert).toHaveAttribute('id', 'iban-error');
    await expectNoAxeViolations(container);
  });
});
