import { render, screen } from '@testing-library/react';
import { createRef } from 'react';
import { describe, expect, it } from 'vitest';
import { TaskFormSubmitted } from './TaskFormSubmitted.js';

describe('given the submitted notice with a ref from the caller', () => {
  it('should hand the ref the notice and still take focus', () => {
    const ref = createRef<HTMLDivElement>();
    render(<TaskFormSubmitted ref={ref} />);

    expect(ref.current).toHaveTextContent('Submitted for review');
    expect(ref.current).toHaveFocus();
    expect(screen.getByText('Submitted for review')).toBeInTheDocument();
  });
});
