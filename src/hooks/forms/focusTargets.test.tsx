import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createFocusTargets, type FocusTargets } from './focusTargets.js';

function Fields({ targets, names }: { targets: FocusTargets; names: readonly string[] }) {
  return (
    <form>
      {names.map((name) => (
        <input key={name} aria-label={name} ref={targets.ref(name)} />
      ))}
    </form>
  );
}

describe('given the fields of a form registered by name', () => {
  it('should focus the first of the names given that is on the page, in the order given', () => {
    const targets = createFocusTargets();
    const view = render(<Fields targets={targets} names={['first', 'second', 'third']} />);

    expect(targets.focusFirst(['third', 'second'])).toBe(true);
    expect(view.getByLabelText('third')).toHaveFocus();

    view.rerender(<Fields targets={targets} names={['first', 'second']} />);
    expect(targets.focusFirst(['third', 'second'])).toBe(true);
    expect(view.getByLabelText('second')).toHaveFocus();
  });

  it('should focus nothing when no name given has an element', () => {
    const targets = createFocusTargets();
    const view = render(<Fields targets={targets} names={['first']} />);
    expect(targets.focusFirst(['missing'])).toBe(false);
    expect(view.getByLabelText('first')).not.toHaveFocus();
  });

  it('should hand out the same ref for the same name, so a memoised field keeps its props', () => {
    const targets = createFocusTargets();
    expect(targets.ref('first')).toBe(targets.ref('first'));
    expect(targets.ref('first')).not.toBe(targets.ref('second'));
  });
});
