import { hostedHtmlResponse } from '../../http/hostedDocument.js';
import { hostedTokenMatches } from '../../http/hostedToken.js';
import type { HostedPage } from '../../http/RequestContext.js';
import type { Partition } from '../../Partition.js';
import type { PlatformCore } from '../../PlatformCore.js';
import { renderCheckout, renderMessage, renderResult } from './checkoutHtml.js';
import { checkoutUrl } from './checkoutLink.js';
import { transfersOf, type TransferRecord } from './store.js';
import { moveTransfer } from './transferStateMachine.js';
import { tickTransfers } from './transferTick.js';

/**
 * The card-checkout transfer `id` in whichever partition holds it, when `token` is its checkout
 * token (the link is the credential); undefined otherwise, the same for a wrong token as for no
 * such transfer.
 */
function findCheckoutTransfer(
  platform: PlatformCore,
  id: string,
  token: string | null,
): { partition: Partition; transfer: TransferRecord } | undefined {
  for (const partition of platform.allPartitions()) {
    const transfer = transfersOf(partition).get(id);
    if (transfer?._funding === 'card_checkout')
      return hostedTokenMatches(token, transfer._checkoutToken) ? { partition, transfer } : undefined;
  }
  return undefined;
}

/**
 * The hosted card checkout at `/hosted/checkout/{transferId}?token={token}` (the transfer's
 * `checkout.url`), in place of the card processor's page; without the transfer's token it is not
 * found, on GET and POST alike. GET shows the amount with pay and cancel buttons (or the outcome
 * once settled). POST `action=pay` receives the funds and completes the pay-in (processing, then
 * completed); `action=cancel` cancels it. Both answer 303 to the transfer's `redirectUrl`, or back
 * to this page, which then shows the outcome. A form posted from another site never gets here
 * (403, see `hostedFormOrigin.ts`).
 */
export const checkoutPage: HostedPage = {
  kind: 'checkout',
  async handle({ platform, id, request, publicOrigin }) {
    const found = findCheckoutTransfer(platform, id, new URL(request.url).searchParams.get('token'));
    if (!found) return hostedHtmlResponse(404, renderMessage('Checkout not found', 'This checkout link is not valid.'));
    const { partition, transfer } = found;
    tickTransfers(platform, partition);

    if (request.method === 'GET' || request.method === 'HEAD') {
      return hostedHtmlResponse(200, transfer.state === 'awaiting_funds' ? renderCheckout(transfer) : renderResult(transfer));
    }
    if (request.method !== 'POST')
      return hostedHtmlResponse(405, renderMessage('Not allowed', 'Use the buttons of the checkout page.'), { Allow: 'GET, POST' });

    const form = await request.formData().catch(() => undefined);
    const action = form?.get('action');
    if (action !== 'pay' && action !== 'cancel')
      return hostedHtmlResponse(400, renderMessage('Unknown action', 'Choose Pay or Cancel payment.'));
    if (transfer.state !== 'awaiting_funds') return hostedHtmlResponse(409, renderResult(transfer));

    const env = { platform, partition, nowIso: platform.nowIso() };
    if (action === 'pay') {
      moveTransfer(env, transfer, 'processing');
      moveTransfer(env, transfer, 'completed');
    } else {
      moveTransfer(env, transfer, 'canceled', {
        code: 'checkout_canceled',
        message: 'The payer canceled the checkout.',
        actor: 'customer',
        retryable: false,
      });
    }
    return new Response(null, {
      status: 303,
      headers: { Location: transfer.redirectUrl ?? checkoutUrl(publicOrigin, transfer), 'Cache-Control': 'no-store' },
    });
  },
};
