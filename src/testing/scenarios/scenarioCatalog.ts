/** The named scenarios, each built by one call of `runScenario`. */
export const scenarioNames = [
  'newIndividual',
  'individualWithOpenTasks',
  'businessWithRelatedParties',
  'capabilityChangesRequested',
  'readyForPayments',
  'payinAwaitingFunds',
  'v1OnboardedIndividual',
] as const;

/** A scenario's name. */
export type ScenarioName = (typeof scenarioNames)[number];

/** One line per scenario: what state it leaves behind. */
export const scenarioDescriptions: Readonly<Record<ScenarioName, string>> = {
  newIndividual: 'An individual customer just created with a name and contact details; only stablecoin_transfers is granted (ready).',
  individualWithOpenTasks: 'An individual who requested ach_pooled: the capability is restricted and its tasks are open (action_required).',
  businessWithRelatedParties:
    'A business customer (LLC) with three related persons created inline: a director and owner, an officer, a primary contact.',
  capabilityChangesRequested:
    'An individual whose ach_pooled intake task was submitted and reviewed with changes_requested: remediationRound 1, reviewFeedback set, task open again.',
  readyForPayments:
    'An individual with ach_pooled ready, an issued USDC wallet (funded) and an issued ACH bank account (ready), and a recipient with a ready ACH destination.',
  payinAwaitingFunds: 'readyForPayments plus a USD to USDC pay-in transfer in awaiting_funds, with its funding instructions.',
  v1OnboardedIndividual:
    'An individual onboarded through v1: created on /v1, verified by a KYC import, ach_pooled ready_to_use (ready on v3) and sepa_pooled requested.',
};

/** What each scenario returns besides its name and key: the ids a story or test needs. */
export interface ScenarioResults {
  newIndividual: { customerId: string };
  individualWithOpenTasks: { customerId: string; capabilityId: string; taskIds: string[] };
  businessWithRelatedParties: { customerId: string; relatedPartyIds: string[] };
  capabilityChangesRequested: { customerId: string; capabilityId: string; taskId: string; submissionId: string };
  readyForPayments: {
    customerId: string;
    capabilityId: string;
    walletAccountId: string;
    bankAccountId: string;
    recipientId: string;
    destinationId: string;
  };
  payinAwaitingFunds: ScenarioResults['readyForPayments'] & { quoteId: string; transferId: string };
  v1OnboardedIndividual: { customerId: string; readyRail: string; requestedRail: string };
}

/** The result of `runScenario(platform, name)`: the scenario, the key it used, and its ids. */
export type ScenarioResult<N extends ScenarioName = ScenarioName> = { [K in N]: { scenario: K; apiKey: string } & ScenarioResults[K] }[N];
