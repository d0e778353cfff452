import type { RequirementConstraints, RequirementOption, RequirementRequest } from '../../../../../core/schemas/index.js';
import type { RequirementBlueprint } from './TaskTemplate.js';

/** The key of the ask for the profile field at `pointer`: the same field is the same ask everywhere. */
export function profileKey(pointer: string): string {
  return `profile${pointer.replaceAll('/', '.')}`;
}

/** Words the fake's option labels write in capitals. */
const ACRONYMS: Readonly<Record<string, string>> = { llc: 'LLC', ach: 'ACH', sepa: 'SEPA', us: 'US' };

/** Options labelled by their words: `sole_proprietorship` → "Sole proprietorship", `llc` → "LLC". */
export function optionsOf(values: readonly string[]): RequirementOption[] {
  return values.map((value) => {
    const words = value.split('_').map((word) => ACRONYMS[word] ?? word);
    const [first = '', ...rest] = words;
    return { value, label: [`${first.charAt(0).toUpperCase()}${first.slice(1)}`, ...rest].join(' ') };
  });
}

interface AskInit {
  section: string;
  prompt: string;
  constraints?: RequirementConstraints;
}

function ask(key: string, section: string, request: RequirementRequest, alternativeKey?: string): RequirementBlueprint {
  return alternativeKey === undefined ? { key, section, request } : { key, section, request, alternativeKey };
}

/** A profile field, written through to the customer at `pointer` when answered. */
export function profileAsk(
  pointer: string,
  init: AskInit & { valueType: string; itemValueType?: string; options?: RequirementOption[]; allowsAbsence?: boolean },
): RequirementBlueprint {
  return ask(profileKey(pointer), init.section, {
    type: 'profile',
    prompt: init.prompt,
    required: true,
    profilePointer: pointer,
    valueType: init.valueType,
    ...(init.itemValueType === undefined ? {} : { itemValueType: init.itemValueType }),
    allowsAbsence: init.allowsAbsence ?? false,
    ...(init.constraints === undefined ? {} : { constraints: init.constraints }),
    ...(init.options === undefined ? {} : { options: init.options }),
  });
}

/** A choice among `options`: one (`single_select`) or several (`multi_select`). */
export function selectAsk(
  key: string,
  type: 'single_select' | 'multi_select',
  init: AskInit & { options: RequirementOption[] },
): RequirementBlueprint {
  return ask(key, init.section, {
    type,
    prompt: init.prompt,
    required: true,
    valueType: type === 'single_select' ? 'string' : 'array',
    ...(type === 'multi_select' ? { itemValueType: 'string' } : {}),
    allowsAbsence: false,
    options: init.options,
    ...(init.constraints === undefined ? {} : { constraints: init.constraints }),
  });
}

/** Free text within the constraints. */
export function textAsk(key: string, init: AskInit): RequirementBlueprint {
  return ask(key, init.section, {
    type: 'text',
    prompt: init.prompt,
    required: true,
    valueType: 'string',
    allowsAbsence: false,
    ...(init.constraints ? { constraints: init.constraints } : {}),
  });
}

/** A yes or no question. */
export function booleanAsk(key: string, init: AskInit): RequirementBlueprint {
  return ask(key, init.section, { type: 'boolean', prompt: init.prompt, required: true, valueType: 'boolean', allowsAbsence: false });
}

/** A statement the customer confirms; only `true` answers it. */
export function attestationAsk(key: string, init: AskInit): RequirementBlueprint {
  return ask(key, init.section, { type: 'attestation', prompt: init.prompt, required: true, valueType: 'boolean', allowsAbsence: false });
}

/** An uploaded document of one of the accepted types, optionally one member of an alternative group. */
export function documentAsk(
  key: string,
  init: AskInit & { constraints: RequirementConstraints; alternativeKey?: string },
): RequirementBlueprint {
  return ask(
    key,
    init.section,
    { type: 'document', prompt: init.prompt, required: true, valueType: 'document', allowsAbsence: false, constraints: init.constraints },
    init.alternativeKey,
  );
}

/** An id of one of the customer's own resources (`related_party`, `account` or `document`). */
export function referenceAsk(key: string, init: AskInit & { valueType: 'related_party' | 'account' | 'document' }): RequirementBlueprint {
  return ask(key, init.section, {
    type: 'resource_reference',
    prompt: init.prompt,
    required: true,
    valueType: init.valueType,
    allowsAbsence: false,
  });
}
