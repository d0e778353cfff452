import type { PriceChange } from '../../core/checkout/index.js';
import { Button } from '../primitives/Button/Button.js';
import { Callout } from '../primitives/Callout/Callout.js';
import { useMessages } from '../messages/index.js';
import { checkoutEn } from '../messages/areas/checkout.en.js';
import { part } from '../part.js';

/** Props for {@link PriceChangeNotice}. */
export interface PriceChangeNoticeProps {
  /** The old and the new quote (`checkout.priceChange`). */
  change: PriceChange;
  /** Accepts the new price (`checkout.acceptPriceChange`). */
  onAccept: () => void;
}

/**
 * "The price changed": what the person reviewed and what a confirm would now send and deliver,
 * with the button that accepts the new price; the confirm waits for it.
 */
export function PriceChangeNotice({ change, onAccept }: PriceChangeNoticeProps) {
  const { t, i18n } = useMessages(checkoutEn);
  const money = (side: { amount?: string | null; currency: string }) =>
    side.amount ? i18n.formatMoney(side.amount, side.currency) : side.currency;
  const { previous, current } = change;
  return (
    <Callout
      tone="warning"
      title={t('checkout.priceChange.title')}
      action={<Button onClick={onAccept}>{t('checkout.priceChange.accept')}</Button>}
      {...part('checkout-price-change')}
    >
      <p>{t('checkout.priceChange.was', { sent: money(previous.in), received: money(previous.out) })}</p>
      <p>{t('checkout.priceChange.now', { sent: money(current.in), received: money(current.out) })}</p>
    </Callout>
  );
}
