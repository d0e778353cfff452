import { describe, expect, it } from 'vitest';
import { payeeFieldErrors } from './payeeFieldErrors.js';

describe('given a problem from creating a destination', () => {
  it('should place recipient_destination_invalid errors on their fields and unknown pointers on the form', () => {
    const placed = payeeFieldErrors(
      {
        code: 'recipient_destination_invalid',
        detail: 'The destination details are invalid.',
        errors: [
          { pointer: '/details/routingNumber', code: 'invalid_routing_number', message: 'must be a 9-digit ABA routing number' },
          { pointer: '/details/accountNumber', code: 'invalid_account_number', message: 'must be 4 to 17 digits' },
          { pointer: '/details/swift', code: 'unknown_field', message: 'is not a field' },
          { pointer: '/currency', code: 'currency_unsupported', message: 'must be USD' },
        ],
      },
      'ach',
    );
    expect(Object.keys(placed.fields)).toEqual(['/details/routingNumber', '/details/accountNumber']);
    expect(placed.fields['/details/routingNumber']).toEqual([expect.objectContaining({ code: 'invalid_routing_number' })]);
    expect(placed.form.map((error) => error.pointer)).toEqual(['/details/swift', '/currency']);
  });

  it('should put a recipient_destination_invalid without errors on the form', () => {
    expect(payeeFieldErrors({ code: 'recipient_destination_invalid', detail: 'Incompatible.' }, 'sepa')).toEqual({
      fields: {},
      form: [{ pointer: null, code: 'recipient_destination_invalid', message: 'Incompatible.' }],
    });
  });

  it('should place recipient_account_unsupported on the field it names, or on the form', () => {
    const placed = payeeFieldErrors(
      { code: 'recipient_account_unsupported', errors: [{ pointer: '/details/iban', code: 'country_unsupported', message: 'not SEPA' }] },
      'sepa',
    );
    expect(placed.fields['/details/iban']).toHaveLength(1);
    expect(payeeFieldErrors({ code: 'recipient_account_unsupported', title: 'Unsupported' }, 'ach').form).toEqual([
      { pointer: null, code: 'recipient_account_unsupported', message: 'Unsupported' },
    ]);
  });

  it('should place an international wire BIC error on the BIC field', () => {
    expect(
      Object.keys(
        payeeFieldErrors({ code: 'recipient_destination_invalid', errors: [{ pointer: '/details/bic', code: 'invalid_bic' }] }, 'wire')
          .fields,
      ),
    ).toEqual(['/details/bic']);
  });

  it('should put wallet_destination_not_supported on the wallet currency or network, and on the network when unpointed', () => {
    const currency = payeeFieldErrors(
      { code: 'wallet_destination_not_supported', errors: [{ pointer: '/currency', code: 'wallet_destination_not_supported' }] },
      'wallet',
    );
    expect(Object.keys(currency.fields)).toEqual(['/currency']);
    const bare = payeeFieldErrors({ code: 'wallet_destination_not_supported', detail: 'USDT is not paid out on base.' }, 'wallet');
    expect(bare).toEqual({
      fields: {
        '/details/network': [
          { pointer: '/details/network', code: 'wallet_destination_not_supported', message: 'USDT is not paid out on base.' },
        ],
      },
      form: [],
    });
    expect(Object.keys(payeeFieldErrors({ code: 'wallet_destination_not_supported' }, 'ach').fields)).toEqual(['/type']);
  });

  it('should put recipient_address_required on the missing address parts and, in a destination form, on the form', () => {
    const listed = payeeFieldErrors(
      { code: 'recipient_address_required', detail: 'Address needed.', missingAddressFields: ['streetLine1', 'country'] },
      'ach',
    );
    expect(Object.keys(listed.fields)).toEqual(['/address/streetLine1', '/address/country']);
    expect(listed.form).toEqual([{ pointer: null, code: 'recipient_address_required', message: 'Address needed.' }]);
    const unlisted = payeeFieldErrors({ code: 'recipient_address_required' });
    expect(Object.keys(unlisted.fields)).toEqual(['/address/streetLine1', '/address/city', '/address/country']);
    expect(unlisted.form).toEqual([]);
  });

  it('should put the whole problem on the form for a method the kit does not know, or an unknown code', () => {
    expect(
      payeeFieldErrors({ code: 'recipient_destination_invalid', errors: [{ pointer: '/details/chequeNumber', code: 'x' }] }, 'cheque').form,
    ).toHaveLength(1);
    expect(payeeFieldErrors({ code: 'payee_frozen', title: 'Frozen' }, 'ach')).toEqual({
      fields: {},
      form: [{ pointer: null, code: 'payee_frozen', message: 'Frozen' }],
    });
  });
});

describe('given a problem from creating or updating a recipient', () => {
  it('should place recipient_name_invalid errors on the name fields they point at', () => {
    const placed = payeeFieldErrors({
      code: 'recipient_name_invalid',
      errors: [
        { pointer: '/companyName', code: 'required' },
        { pointer: '/email', code: 'invalid_format' },
      ],
    });
    expect(Object.keys(placed.fields)).toEqual(['/companyName', '/email']);
    expect(placed.form).toEqual([]);
  });

  it('should put an unpointed recipient_name_invalid on every name field', () => {
    expect(Object.keys(payeeFieldErrors({ code: 'recipient_name_invalid', detail: 'Bad name.' }).fields)).toEqual([
      '/firstName',
      '/lastName',
      '/companyName',
    ]);
  });

  it('should place validation errors on address parts and keep an /address error on the form', () => {
    const placed = payeeFieldErrors({
      code: 'validation_error',
      errors: [
        { pointer: '/address/country', code: 'invalid_country' },
        { pointer: '/address', code: 'too_few_properties' },
      ],
    });
    expect(Object.keys(placed.fields)).toEqual(['/address/country']);
    expect(placed.form.map((error) => error.pointer)).toEqual(['/address']);
  });
});
