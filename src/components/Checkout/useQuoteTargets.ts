import {
  accountTarget,
  destinationTarget,
  quoteTargetMisfit,
  type QuoteTarget,
  type QuoteTargetMisfit,
} from '../../core/checkout/quoteTargetFit.js';
import { receivingDestinations } from '../../core/checkout/quoteFormModel.js';
import type { Account, Destination } from '../../core/schemas/index.js';
import type { UseQuoteFormResult } from '../../hooks/forms/useQuoteForm.js';
import { useDestinations, useSupportedCapabilities } from '../../hooks/index.js';

/** The accounts and destinations the quote form offers: only those the chosen payment method can reach. */
export interface QuoteTargets {
  /** The customer's accounts that can receive by the chosen method (all of them while none is chosen). */
  accounts: Account[];
  /** The chosen recipient's ready destinations that can receive by the chosen method. */
  destinations: Destination[];
  /** Whether the recipient's destinations are still being read. */
  isLoadingDestinations: boolean;
  /** Whether some account or destination is left out because the method cannot reach it. */
  hasHidden: boolean;
  /** Why the account or destination chosen now cannot receive from `capabilityId`, or `null`. */
  misfitOfChosen: (capabilityId: string) => QuoteTargetMisfit | null;
}

/**
 * What the quote form may offer as a receiving account or destination for the payment method
 * chosen, by `quoteTargetMisfit` (core): a stablecoin method is never offered an ACH destination.
 */
export function useQuoteTargets(form: UseQuoteFormResult): QuoteTargets {
  const { values, sources } = form;
  const supported = useSupportedCapabilities();
  const read = useDestinations(values.recipientId, { enabled: values.payeeKind === 'recipient' && values.recipientId !== '' });
  const misfit = (capabilityId: string, target: QuoteTarget) => {
    const capability = sources.find((each) => each.id === capabilityId);
    const offer = supported.data?.find((each) => each.id === capabilityId);
    return capability ? quoteTargetMisfit(capability, offer, target) : null;
  };
  const ready = receivingDestinations(read.data);
  const accounts = form.accounts.filter((account) => misfit(values.capabilityId, accountTarget(account)) === null);
  const destinations = ready.filter((destination) => misfit(values.capabilityId, destinationTarget(destination)) === null);
  const chosenAccount = form.accounts.find((account) => account.id === values.accountId);
  const chosenDestination = ready.find((destination) => destination.id === values.destinationId);
  const chosen =
    values.payeeKind === 'own' ? chosenAccount && accountTarget(chosenAccount) : chosenDestination && destinationTarget(chosenDestination);
  return {
    accounts,
    destinations,
    isLoadingDestinations: read.status === 'pending',
    hasHidden: values.payeeKind === 'own' ? accounts.length < form.accounts.length : destinations.length < ready.length,
    misfitOfChosen: (capabilityId) => (chosen ? misfit(capabilityId, chosen) : null),
  };
}
