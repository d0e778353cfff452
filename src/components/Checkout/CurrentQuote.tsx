import type { Quote } from '../../core/schemas/index.js';
import type { UseCheckoutResult } from '../../hooks/money/useCheckout.js';
import { Button } from '../primitives/Button/Button.js';
import { Callout } from '../primitives/Callout/Callout.js';
import { useMessages } from '../messages/index.js';
import { checkoutEn } from '../messages/areas/checkout.en.js';
import { QuoteSummary } from './QuoteSummary.js';

/** Props for {@link CurrentQuote}. */
export interface CurrentQuoteProps {
  checkout: UseCheckoutResult;
  quote: Quote;
  /** Whose account receives: the customer's own, or a recipient's. */
  receiver: 'own' | 'recipient';
}

/**
 * The checkout's quote as both steps show it: the summary with its countdown, and once it
 * expires the way to price it again, or the news that it is being priced again.
 */
export function CurrentQuote({ checkout, quote, receiver }: CurrentQuoteProps) {
  const { t } = useMessages(checkoutEn);
  const { status } = checkout;
  return (
    <>
      <QuoteSummary
        quote={quote}
        receiver={receiver}
        secondsLeft={checkout.secondsLeft}
        state={status === 'expired' ? 'expired' : status === 'requoting' ? 'requoting' : 'live'}
      />
      {status === 'expired' && (
        <Callout
          tone="warning"
          action={
            <Button variant="secondary" onClick={() => checkout.requote()}>
              {t('checkout.quote.requote')}
            </Button>
          }
        >
          {t('checkout.quote.expired')}
        </Callout>
      )}
      {status === 'requoting' && <p role="status">{t('checkout.quote.requoting')}</p>}
    </>
  );
}
