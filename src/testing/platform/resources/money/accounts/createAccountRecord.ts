import { capabilityCatalog, findCatalogCapability } from '../../../catalog/index.js';
import { ApiProblem } from '../../../http/ApiProblem.js';
import type { RequestContext } from '../../../http/RequestContext.js';
import { findCapability, type CapabilityRecord } from '../../onboarding/store.js';
import { zeroBalance } from '../balances.js';
import { issuingCountriesOf, methodCurrency } from '../methodRules.js';
import { accountsOf, type AccountRecord } from '../store.js';
import type { CreateAccountInput } from './checkCreateAccountBody.js';

const DEFAULT_WALLET_NETWORK = 'polygon';
const WALLET_CAPABILITY = 'stablecoin_transfers';

function capabilityNotReady(capabilities: string[], detail: string): ApiProblem {
  return new ApiProblem({ status: 409, code: 'capability_not_ready', detail, extras: { capabilities }, retryable: false });
}

/**
 * The ready capability an issued bank account of `method` is provisioned under: the one named,
 * or the customer's first ready capability of the method. None ready is 409 capability_not_ready
 * with the capability ids that would do.
 */
function readyBankCapability(ctx: RequestContext, customerId: string, method: string, capabilityId: string | undefined): CapabilityRecord {
  const candidates = capabilityId
    ? [capabilityId]
    : capabilityCatalog.filter((capability) => capability.method === method).map((capability) => capability.id);
  for (const id of candidates) {
    const capability = findCapability(ctx.partition, customerId, id);
    if (capability?.status === 'ready') return capability;
  }
  throw capabilityNotReady(
    candidates,
    `An issued ${method} account needs a ready capability (${candidates.join(' or ')}); request it and complete its tasks first.`,
  );
}

/** The institution an issued account's coordinates come from: the capability's ready application's, else the catalog default. */
function institutionOf(capability: CapabilityRecord): string | undefined {
  const applications = capability.applications ?? [];
  const chosen = applications.find((application) => application.status === 'ready') ?? applications[0];
  return chosen?.institution?.id ?? findCatalogCapability(capability.id)?.institutionIds[0];
}

function base(ctx: RequestContext, customerId: string, input: CreateAccountInput): AccountRecord {
  return {
    id: ctx.platform.ids.next('acc_'),
    customerId,
    origin: input.origin,
    type: input.type,
    status: 'ready',
    statusReason: null,
    balances: [],
    openTaskIds: [],
    label: input.label ?? null,
    createdAt: ctx.nowIso,
    updatedAt: ctx.nowIso,
    archivedAt: null,
  };
}

function provisioning(ctx: RequestContext, account: AccountRecord, currency: string): AccountRecord {
  return {
    ...account,
    status: 'provisioning',
    details: null,
    routing: null,
    balances: [zeroBalance(currency, ctx.nowIso)],
    _readyAt: ctx.now + ctx.platform.settings.provisioningMs,
  };
}

/**
 * Builds and stores the account a checked create body describes. Issued accounts need a ready
 * capability (bank: one of the method's; wallet: stablecoin_transfers) and start `provisioning`
 * with `details: null`; external accounts are `ready` at once with the details given.
 */
export function createAccountRecord(ctx: RequestContext, customerId: string, input: CreateAccountInput): AccountRecord {
  let account: AccountRecord;
  if (input.origin === 'issued' && input.type === 'bank') {
    const capability = readyBankCapability(ctx, customerId, input.method, input.capabilityId);
    const currency = methodCurrency[input.method] ?? findCatalogCapability(capability.id)?.currencies.payin[0] ?? 'USD';
    account = provisioning(
      ctx,
      {
        ...base(ctx, customerId, input),
        capabilityId: capability.id,
        method: input.method,
        country: input.country ?? issuingCountriesOf(input.method)[0] ?? null,
        currency,
        fees: { developerFeePercent: null, developerFeeFixed: null },
        settlement: { accountId: input.settlementAccountId },
        _institutionId: institutionOf(capability),
      },
      currency,
    );
  } else if (input.origin === 'issued') {
    if (findCapability(ctx.partition, customerId, WALLET_CAPABILITY)?.status !== 'ready') {
      throw capabilityNotReady([WALLET_CAPABILITY], `An issued wallet needs the ${WALLET_CAPABILITY} capability ready.`);
    }
    account = provisioning(
      ctx,
      {
        ...base(ctx, customerId, input),
        capabilityId: WALLET_CAPABILITY,
        currency: input.currency,
        network: input.network ?? DEFAULT_WALLET_NETWORK,
      },
      input.currency,
    );
  } else if (input.type === 'bank') {
    const currency = input.currency ?? input.methods.map((method) => methodCurrency[method]).find(Boolean) ?? null;
    account = { ...base(ctx, customerId, input), methods: input.methods, country: input.country, currency, details: input.details };
  } else {
    account = {
      ...base(ctx, customerId, input),
      currency: input.currency,
      network: input.details.network,
      details: { network: input.details.network, address: input.details.address },
    };
  }
  return accountsOf(ctx.partition).insert(account.id, account);
}
