import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useControllableState } from './useControllableState.js';

describe('useControllableState', () => {
  it('keeps its own state from the default when the caller passes no value, and reports each change', () => {
    const onChange = vi.fn();
    const { result } = renderHook(() => useControllableState({ value: undefined, defaultValue: 'a', onChange, caller: 'Part' }));
    expect(result.current[0]).toBe('a');
    act(() => result.current[1]('b'));
    expect(result.current[0]).toBe('b');
    expect(onChange).toHaveBeenCalledExactlyOnceWith('b');
  });

  it('shows the caller’s value and only asks for a change while controlled', () => {
    const onChange = vi.fn();
    const { result, rerender } = renderHook(({ value }) => useControllableState({ value, defaultValue: 'a', onChange, caller: 'Part' }), {
      initialProps: { value: 'x' as string | undefined },
    });
    act(() => result.current[1]('y'));
    expect(onChange).toHaveBeenCalledExactlyOnceWith('y');
    expect(result.current[0]).toBe('x');
    rerender({ value: 'y' });
    expect(result.current[0]).toBe('y');
  });

  it('does not report a change to the value it already has', () => {
    const onChange = vi.fn();
    const { result } = renderHook(() => useControllableState({ value: undefined, defaultValue: 1, onChange, caller: 'Part' }));
    act(() => result.current[1](1));
    expect(onChange).not.toHaveBeenCalled();
  });

  it('warns, naming the part, when it switches from uncontrolled to controlled', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { rerender } = renderHook(({ value }) => useControllableState({ value, defaultValue: false, caller: 'ConfirmDialog' }), {
      initialProps: { value: undefined as boolean | undefined },
    });
    expect(warn).not.toHaveBeenCalled();
    rerender({ value: true });
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('ConfirmDialog is changing from uncontrolled to controlled'));
  });
});
