import { renderHook } from '@testing-library/react';
import { createElement, type ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { PaykitProvider } from '../../hooks/index.js';
import { useMessages } from '../messages/index.js';
import { payeesEn } from '../messages/areas/payees.en.js';
import { payeeErrorText } from './payeeText.js';

function translator() {
  const wrapper = ({ children }: { children: ReactNode }) => createElement(PaykitProvider, { events: false }, children);
  return renderHook(() => useMessages(payeesEn), { wrapper }).result.current.t;
}

describe('given a payee field error from the server', () => {
  it("should use the kit's words for a code it knows", () => {
    expect(payeeErrorText(translator(), { pointer: '/bankAccount/iban', code: 'iban_checksum', message: 'RAW-API-WORDING' })).toBe(
      'This IBAN has a typo: its check digits do not match.',
    );
  });

  it("should fall back to a neutral sentence, never the server's message, for a code it does not know", () => {
    expect(payeeErrorText(translator(), { pointer: '/name', code: 'brand_new_rule', message: 'RAW-API-WORDING' })).toBe(
      'This value was not accepted.',
    );
  });
});
