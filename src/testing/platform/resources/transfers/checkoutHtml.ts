import { checkoutMethods } from '../../../../core/schemas/index.js';
import { escapeHtml, hostedDocument } from '../../http/hostedDocument.js';
import type { TransferRecord } from './store.js';

const METHOD_LABELS: Readonly<Record<string, string>> = {
  card: 'Card',
  apple_pay: 'Apple Pay',
  google_pay: 'Google Pay',
  cash_app: 'Cash App Pay',
  sepa: 'SEPA Direct Debit',
  blik: 'BLIK',
};

const RESULT_TEXT: Readonly<Record<string, { title: string; body: string }>> = {
  completed: { title: 'Payment complete', body: 'The payment went through. You can close this page.' },
  processing: { title: 'Payment processing', body: 'The payment is being processed.' },
  action_required: { title: 'Payment on hold', body: 'The payment needs a review before it can go ahead.' },
  failed: { title: 'Payment failed', body: 'The payment could not be completed.' },
  canceled: { title: 'Payment canceled', body: 'This payment was canceled; nothing was charged.' },
};

function page(title: string, main: string): string {
  return hostedDocument(
    `${title} · Sandbox checkout`,
    `${main}
<p><small>Sandbox checkout served by the paykit fake platform. No real card is charged.</small></p>`,
    ' aria-labelledby="page-title"',
  );
}

function money(amount: string | null | undefined, currency: string): string {
  return amount ? `${amount} ${currency}` : `${currency} (amount known on completion)`;
}

function summary(transfer: TransferRecord, amountLabel: string): string {
  return `<dl>
<dt>${amountLabel}</dt><dd>${escapeHtml(money(transfer.in.amount, transfer.in.currency))}</dd>
<dt>Delivered</dt><dd>${escapeHtml(money(transfer.out.amount ?? transfer._deliverAmount, transfer.out.currency))}</dd>
<dt>Reference</dt><dd>${escapeHtml(transfer.id)}</dd>
</dl>`;
}

/** The checkout form of a transfer awaiting funds: the amount, the methods (one pre-selected), pay and cancel. */
export function renderCheckout(transfer: TransferRecord): string {
  const preselected =
    transfer.checkoutMethod && checkoutMethods.includes(transfer.checkoutMethod as (typeof checkoutMethods)[number])
      ? transfer.checkoutMethod
      : 'card';
  const options = checkoutMethods
    .map(
      (method) =>
        `<div><input type="radio" id="method-${method}" name="method" value="${method}"${method === preselected ? ' checked' : ''}> <label for="method-${method}">${METHOD_LABELS[method] ?? method}</label></div>`,
    )
    .join('\n');
  const amount = escapeHtml(money(transfer.in.amount, transfer.in.currency));
  return page(
    `Pay ${transfer.in.amount ?? ''} ${transfer.in.currency}`,
    `<h1 id="page-title">Pay ${amount}</h1>
${summary(transfer, 'Amount to pay')}
<form method="post">
<fieldset>
<legend>Payment method</legend>
${options}
</fieldset>
<p>
<button type="submit" name="action" value="pay">Pay ${amount}</button>
<button type="submit" name="action" value="cancel">Cancel payment</button>
</p>
</form>`,
  );
}

/** What a transfer no longer awaiting funds shows: its outcome, announced as a status. */
export function renderResult(transfer: TransferRecord): string {
  const text = RESULT_TEXT[transfer.state] ?? { title: `Payment ${transfer.state}`, body: '' };
  return page(
    text.title,
    `<h1 id="page-title">${escapeHtml(text.title)}</h1>
<p role="status">${escapeHtml(text.body)}</p>
${summary(transfer, transfer.state === 'completed' ? 'Amount paid' : 'Amount')}`,
  );
}

/** A page for a link that leads nowhere or a request that cannot be served. */
export function renderMessage(title: string, body: string): string {
  return page(
    title,
    `<h1 id="page-title">${escapeHtml(title)}</h1>
<p role="alert">${escapeHtml(body)}</p>`,
  );
}
