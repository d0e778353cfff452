/**
 * The words of the payee forms: field labels and hints, option names, and error messages for the
 * client checks' codes and the server's, by message id with a humanized fallback for open enums.
 */
import type { PayeeError, PayeeField, PayeeProblemError } from '../../core/payees/index.js';
import type { ComponentTranslate, UseMessagesResult } from '../messages/index.js';
import type { PayeesMessageId } from '../messages/areas/payees.en.js';
import { humanize, knownMessage, openEnumLabel } from '../text/index.js';

type Messages = UseMessagesResult<PayeesMessageId>;

/** The label of a payee field by its name (`routingNumber`, `address.city`). */
export function payeeFieldLabel(t: ComponentTranslate<PayeesMessageId>, name: string): string {
  return openEnumLabel(t, 'payees.field.', name);
}

/**
 * The help under a payee field, when the kit has some; a wire's country explains the
 * domestic/international switch.
 */
export function payeeFieldHint(t: ComponentTranslate<PayeesMessageId>, field: PayeeField, method?: string): string | undefined {
  if (method === 'wire' && field.name === 'country') return t('payees.hint.wireCountry');
  return knownMessage(t, 'payees.hint.', field.name);
}

/** How one option of a select field reads: relationships, account types, networks, currencies. */
export function payeeOptionLabel({ t, i18n }: Messages, field: PayeeField, option: string): string {
  switch (field.name) {
    case 'relationship':
      return openEnumLabel(t, 'payees.relationship.', option);
    case 'accountType':
      return openEnumLabel(t, 'payees.accountType.', option);
    case 'network':
      return openEnumLabel(t, 'payees.network.', option);
    case 'currency':
      return `${option} (${i18n.currencyName(option)})`;
    default:
      return field.kind === 'country' ? i18n.countryName(option) : humanize(option);
  }
}

/**
 * The message of a field error from the client checks or the server: the kit's message for its
 * code when it has one, else a neutral sentence (the server's own `message` is never shown).
 */
export function payeeErrorText(t: ComponentTranslate<PayeesMessageId>, error: PayeeError | PayeeProblemError): string {
  return knownMessage(t, 'payees.problem.', error.code ?? 'unknown') ?? t('payees.problem.unknown');
}
