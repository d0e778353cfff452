import { buildField, type FormField } from '../../core/forms/index.js';
import { requirement } from '../../core/forms/test-support/taskFixtures.js';
import { sourcesOfFunds, type Customer, type RequirementRequest } from '../../core/schemas/index.js';

/** A field built by the real form model from a requirement with `request` over a text ask. */
export function fieldOf(
  request: Partial<RequirementRequest>,
  options: { id?: string; status?: string; customer?: Customer } = {},
): FormField {
  const id = options.id ?? 'req_1';
  return buildField(requirement(id, { request, ...(options.status ? { status: options.status } : {}) }), options.customer ?? null);
}

/** A profile field at `pointer`, as the fake platform's templates ask for it. */
export function profileField(pointer: string, request: Partial<RequirementRequest> = {}, customer?: Customer): FormField {
  return fieldOf(
    { type: 'profile', profilePointer: pointer, prompt: `Your ${pointer.split('/').pop() ?? ''}`, ...request },
    customer ? { customer } : {},
  );
}

/** Options labelled by their words, as the fake's `optionsOf` writes them. */
export function optionsOf(values: readonly string[], withLabels = true) {
  return values.map((value) => ({
    value,
    label: withLabels ? `${value.charAt(0).toUpperCase()}${value.slice(1).replaceAll('_', ' ')}` : null,
  }));
}

/** The business profile's ask of its sources of funds: a multiple choice of 24 options. */
export function sourcesOfFundsField(): FormField {
  return fieldOf({
    type: 'multi_select',
    valueType: 'array',
    itemValueType: 'string',
    prompt: 'Where do the funds of the business come from?',
    options: optionsOf(sourcesOfFunds),
  });
}
