/**
 * Transfer intents moved to `core/checkout/transferIntent.ts`, beside the checkout observer.
 * This path stays only for `stories/payments/Checkout.stories.tsx`, which imports it by path
 * until the stories import the package's names (issue 17, the consumers' item); then delete it.
 */
export { createTransferIntents, OPEN_TRANSFER_INTENT_KEY } from '../../core/checkout/transferIntent.js';
