import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { VisuallyHidden } from './VisuallyHidden.js';

describe('given visually hidden text inside a button', () => {
  it('should still name the button, without an inline style', () => {
    render(
      <button type="button">
        <VisuallyHidden>Close</VisuallyHidden>
      </button>,
    );

    const button = screen.getByRole('button', { name: 'Close' });
    expect(button.querySelector('[style]')).toBeNull();
  });
});
