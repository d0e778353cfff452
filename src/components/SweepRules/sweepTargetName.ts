import type { SweepTargetOption } from '../../core/rules/index.js';
import type { RuleTarget } from '../../core/schemas/index.js';
import { accountName } from '../Accounts/index.js';
import type { ComponentTranslate } from '../messages/index.js';
import type { AccountsMessageId } from '../messages/areas/accounts.en.js';
import type { SweepRulesMessageId } from '../messages/areas/sweepRules.en.js';

type Translate = ComponentTranslate<SweepRulesMessageId | AccountsMessageId>;

/**
 * A sweep target as a person recognises it: an account by its name ("USDC wallet"), a payee's
 * wallet by the end of its address; a target not among `known` (no longer legal) in neutral words.
 */
export function sweepTargetName(t: Translate, target: RuleTarget, known: readonly SweepTargetOption[]): string {
  const option = known.find((candidate) => candidate.target.type === target.type && candidate.target.id === target.id);
  if (option?.account) return accountName(t, option.account);
  if (option?.destination) {
    const address = option.destination.details?.address?.replace(/\s+/g, '') ?? '';
    return address.length >= 4
      ? t('sweepRules.target.destination', { last4: address.slice(-4) })
      : t('sweepRules.target.destinationNoAddress');
  }
  return target.type === 'destination' ? t('sweepRules.target.destinationNoAddress') : t('sweepRules.target.unknown');
}
