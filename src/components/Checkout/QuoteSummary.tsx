import type { ComponentPropsWithRef } from 'react';
import type { Quote } from '../../core/schemas/index.js';
import { isKnownValue } from '../../core/schemas/isKnownValue.js';
import { feeTypes, transferDirections } from '../../core/schemas/quoteValues.js';
import { useMessages } from '../messages/index.js';
import { checkoutEn } from '../messages/areas/checkout.en.js';
import { transfersEn } from '../messages/areas/transfers.en.js';
import { part } from '../part.js';
import { humanize } from '../text/index.js';
import { Heading, type HeadingLevel } from '../primitives/Heading/index.js';
import { QuoteCountdown } from './QuoteCountdown.js';
import { forwardRefAsProp } from '../forwardRefAsProp.js';

/** Props for {@link QuoteSummary}: any `<section>` attribute but children, plus the ones below. */
export interface QuoteSummaryProps extends Omit<ComponentPropsWithRef<'section'>, 'children'> {
  quote: Quote;
  /**
   * Who receives: `own` reads "you receive", `recipient` "they receive".
   * @default 'recipient'
   */
  receiver?: 'own' | 'recipient';
  /**
   * Seconds left on the quote; the countdown is shown when it is a number.
   * @default null
   */
  secondsLeft?: number | null;
  /** The level of the summary's heading. @default the level the enclosing part or `HeadingLevelProvider` sets, else 2 */
  headingLevel?: HeadingLevel;
  /**
   * `data-state` of the summary: `live`, `expired` or `requoting`.
   * @default 'live'
   */
  state?: 'live' | 'expired' | 'requoting';
}

/**
 * A quote in words: the direction as a sentence ("You send 250.00 USD, they receive 249.10
 * USDC"), both amounts, the rate, each fee, the kind of movement and the countdown.
 */
export const QuoteSummary = forwardRefAsProp(function QuoteSummary({
  quote,
  receiver = 'recipient',
  secondsLeft = null,
  headingLevel,
  state = 'live',
  ...props
}: QuoteSummaryProps) {
  const { t, i18n } = useMessages(checkoutEn, transfersEn);
  const money = (side: { amount?: string | null; currency: string }) =>
    side.amount ? i18n.formatMoney(side.amount, side.currency) : side.currency;
  const { direction } = quote;
  return (
    <section data-state={state} aria-label={t('checkout.quote.title')} {...props} {...part('quote-summary', props)}>
      <Heading level={headingLevel} {...part('quote-summary-title')}>
        {t('checkout.quote.title')}
      </Heading>
      <p {...part('quote-summary-sentence')}>
        {t('checkout.quote.summaryIn', { sent: money(quote.in), received: money(quote.out), receiver })}
      </p>
      <dl {...part('quote-summary-list')}>
        <div>
          <dt>{t('checkout.quote.send')}</dt>
          <dd>{money(quote.in)}</dd>
        </div>
        <div>
          <dt>{t('checkout.quote.receive')}</dt>
          <dd>{money(quote.out)}</dd>
        </div>
        {quote.rate && (
          <div>
            <dt>{t('checkout.quote.rate')}</dt>
            <dd>{t('checkout.quote.rateValue', { from: quote.in.currency, to: quote.out.currency, rate: quote.rate })}</dd>
          </div>
        )}
        <div>
          <dt>{t('checkout.quote.fees')}</dt>
          <dd>
            {quote.fees.length === 0 ? (
              t('checkout.quote.noFees')
            ) : (
              <ul {...part('quote-summary-fees')}>
                {quote.fees.map((fee, index) => (
                  <li key={`${fee.type}-${index}`}>
                    {isKnownValue(feeTypes, fee.type) ? t(`checkout.quote.fee.${fee.type}`) : humanize(fee.type)}:{' '}
                    {i18n.formatMoney(fee.amount, fee.currency)}
                  </li>
                ))}
              </ul>
            )}
          </dd>
        </div>
        {direction && (
          <div>
            <dt>{t('checkout.quote.direction')}</dt>
            <dd>{isKnownValue(transferDirections, direction) ? t(`transfers.direction.${direction}`) : humanize(direction)}</dd>
          </div>
        )}
      </dl>
      {secondsLeft !== null && <QuoteCountdown secondsLeft={secondsLeft} />}
    </section>
  );
});
