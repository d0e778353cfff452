import { describe, expect, it } from 'vitest';
import { destinationFormModel } from './destinationFormModel.js';
import { payeeProblemsByName, payeeServerErrors } from './payeeFormPlacement.js';
import { recipientFormModel } from './recipientFormModel.js';
import { validateDestination } from './validateDestination.js';

describe('given the client checks of a destination', () => {
  it('should name each problem by its field, and keep a problem at a pointer no field has', () => {
    const model = destinationFormModel('ach');
    const problems = payeeProblemsByName(model, [
      ...validateDestination('ach', { routingNumber: '021000022' }),
      { pointer: '/type', code: 'type_unsupported' },
    ]);
    expect(problems.routingNumber?.code).toBe('routing_checksum');
    expect(problems['/type']?.code).toBe('type_unsupported');
  });
});

describe('given a server refusal of a recipient', () => {
  it('should place recipient_name_invalid on the name fields of the type shown and leave the problem itself off the form', () => {
    const placed = payeeServerErrors(recipientFormModel('individual'), { code: 'recipient_name_invalid', detail: 'Malformed.' });
    expect(Object.keys(placed.fields)).toEqual(['firstName', 'lastName']);
    expect(placed.form).toEqual([]);
  });

  it('should keep errors at pointers no field owns on the form', () => {
    const placed = payeeServerErrors(recipientFormModel('individual'), {
      errors: [
        { pointer: '/email', code: 'invalid', message: 'Bad.' },
        { pointer: '/unknown', code: 'invalid', message: 'Odd.' },
      ],
    });
    expect(placed.fields.email).toEqual([{ pointer: '/email', code: 'invalid', message: 'Bad.' }]);
    expect(placed.form).toEqual([{ pointer: '/unknown', code: 'invalid', message: 'Odd.' }]);
  });
});
