/**
 * Bodies built from valid form values are accepted by the fake platform, which checks them the
 * way the API does: the destination shapes the kit chose (wire especially) are proven here.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { createManualClock } from '../../testing/platform/clock.js';
import { createFakePlatform } from '../../testing/platform/createFakePlatform.js';
import { runScenario } from '../../testing/scenarios/index.js';
import { createScenarioClient, ScenarioError, type ScenarioClient } from '../../testing/scenarios/scenarioClient.js';
import { destinationSchema, recipientSchema, type Recipient } from '../schemas/index.js';
import { toCreateDestinationBody } from './destinationBody.js';
import type { PayeeFormValues } from './payeeFormModel.js';
import { toCreateRecipientBody, toUpdateRecipientBody } from './recipientBody.js';
import { recipientFormValues } from './recipientFormModel.js';
import { validateDestination } from './validateDestination.js';
import { validateRecipient } from './validateRecipient.js';

let client: ScenarioClient;
let recipientsPath: string;
let destinationsPath: string;

beforeAll(async () => {
  const platform = createFakePlatform({ seed: 6, clock: createManualClock('2026-05-01T12:00:00.000Z'), effectLatencyMs: 0 });
  const scenario = await runScenario(platform, 'readyForPayments');
  client = createScenarioClient(platform, scenario.apiKey);
  recipientsPath = `/v3/customers/${scenario.customerId}/recipients`;
  destinationsPath = `${recipientsPath}/${scenario.recipientId}/destinations`;
});

const EVM = '0x71C7656EC7ab88b098defB751B7401B5f6d8976F';
const valid: Record<string, PayeeFormValues> = {
  ach: { routingNumber: '021 000 021', accountNumber: '0001 2345 6789', accountHolderName: ' Grace Hopper ', bankName: 'JPMorgan Chase' },
  'a domestic wire': {
    routingNumber: '026009593',
    accountNumber: '987654321',
    accountHolderName: 'Grace Hopper',
    bankName: 'Bank of America',
    'bankAddress.streetLine1': '100 N Tryon St',
    'bankAddress.city': 'Charlotte',
    'bankAddress.state': 'NC',
    'bankAddress.country': 'us',
  },
  'an international wire': { country: 'de', bic: 'coba de ff xxx', accountNumber: 'DE05 3201 3000', accountHolderName: 'Grace Hopper' },
  sepa: { iban: 'fr14 2004 1010 0505 0001 3m02 606', bic: 'bnpafrpp', accountHolderName: 'Grace Hopper' },
  wallet: { network: 'base', address: EVM },
};
const methodOf = (name: string) => (name.includes('wire') ? 'wire' : name);

describe('given a destination built from valid form values', () => {
  it.each(Object.keys(valid))('should be created ready by the platform for %s', async (name) => {
    const method = methodOf(name);
    const values = valid[name] ?? {};
    expect(validateDestination(method, values)).toEqual([]);
    const body = toCreateDestinationBody(method, values);
    const created = await client.post<{ data: unknown }>(destinationsPath, body);
    const destination = destinationSchema.parse(created.data);
    expect(destination).toMatchObject({ type: method, status: 'ready', currency: body?.currency, details: body?.details });
  });

  it('should be refused by the platform where the client refuses it too, at the same pointer', async () => {
    const values = { ...valid.ach, routingNumber: '021000022' };
    expect(validateDestination('ach', values).map((error) => error.pointer)).toEqual(['/details/routingNumber']);
    const refused = await client.post(destinationsPath, toCreateDestinationBody('ach', values)).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(ScenarioError);
    expect((refused as ScenarioError).problem).toMatchObject({
      code: 'recipient_destination_invalid',
      errors: [expect.objectContaining({ pointer: '/details/routingNumber' })],
    });
  });
});

describe('given a recipient built from valid form values', () => {
  it('should be created, then updated with only the changed fields', async () => {
    const values = {
      type: 'business',
      companyName: ' Initech LLC ',
      relationship: 'vendor',
      email: 'ap@initech.example',
      phone: '+1 415 555 0100',
      'address.streetLine1': '4120 Freidrich Lane',
      'address.city': 'Austin',
      'address.country': 'us',
    };
    expect(validateRecipient(values, { isPayoutAddressRequired: true })).toEqual([]);
    const created = recipientSchema.parse((await client.post<{ data: unknown }>(recipientsPath, toCreateRecipientBody(values))).data);
    expect(created).toMatchObject({ type: 'business', companyName: 'Initech LLC', phone: '+14155550100', address: { country: 'US' } });

    const edited = { ...recipientFormValues(created), email: '', 'address.state': 'TX', label: 'Staplers' };
    const patch = toUpdateRecipientBody(created, edited);
    expect(patch).toEqual({ email: null, address: { state: 'TX' }, label: 'Staplers' });
    const updated: Recipient = recipientSchema.parse(
      (await client.patch<{ data: unknown }>(`${recipientsPath}/${created.id}`, patch)).data,
    );
    expect(updated).toMatchObject({
      email: null,
      label: 'Staplers',
      address: { streetLine1: '4120 Freidrich Lane', city: 'Austin', state: 'TX', country: 'US' },
    });
  });
});
