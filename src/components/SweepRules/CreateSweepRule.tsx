import { useId, useState, type FormEvent } from 'react';
import type { SweepTargetOption } from '../../core/rules/index.js';
import { useCreateRule } from '../../hooks/index.js';
import { useMessages } from '../messages/index.js';
import { accountsEn } from '../messages/areas/accounts.en.js';
import { sweepRulesEn } from '../messages/areas/sweepRules.en.js';
import { part } from '../part.js';
import { Button } from '../primitives/Button/index.js';
import { Heading, type HeadingLevel } from '../primitives/Heading/index.js';
import { MoneyErrorNotice } from '../shared/MoneyError/index.js';
import { sweepTargetName } from './sweepTargetName.js';

/** Props for {@link CreateSweepRule}. */
export interface CreateSweepRuleProps {
  /** The issued wallet account the rule is on. */
  accountId: string;
  /** The targets a sweep from it can legally reach (`useSweepTargets`). */
  options: readonly SweepTargetOption[];
  /** The level of its heading. */
  headingLevel: HeadingLevel;
}

const valueOf = ({ target }: SweepTargetOption) => `${target.type}:${target.id}`;

/**
 * A new sweep rule: a picker offering only the legal targets, and a button that creates the rule
 * under one idempotency key. A refusal is shown through its message id; the choice is kept.
 */
export function CreateSweepRule({ accountId, options, headingLevel }: CreateSweepRuleProps) {
  const { t } = useMessages(sweepRulesEn, accountsEn);
  const id = useId();
  const [choice, setChoice] = useState('');
  const create = useCreateRule({ onSuccess: () => setChoice('') });
  const chosen = options.find((option) => valueOf(option) === choice);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (chosen) create.mutate({ sourceAccountId: accountId, target: chosen.target });
  };

  return (
    <form onSubmit={submit} aria-labelledby={`${id}-title`} {...part('sweep-rules-create')}>
      <Heading level={headingLevel} id={`${id}-title`} {...part('sweep-rules-create-title')}>
        {t('sweepRules.create.title')}
      </Heading>
      {options.length === 0 ? (
        <p {...part('sweep-rules-create-none')}>{t('sweepRules.create.none')}</p>
      ) : (
        <>
          <label htmlFor={`${id}-target`} {...part('sweep-rules-create-label')}>
            {t('sweepRules.create.target')}
          </label>
          <select
            id={`${id}-target`}
            value={choice}
            onChange={(event) => setChoice(event.target.value)}
            {...part('sweep-rules-create-target')}
          >
            <option value="">{t('sweepRules.create.choose')}</option>
            {options.map((option) => (
              <option key={valueOf(option)} value={valueOf(option)}>
                {sweepTargetName(t, option.target, options)}
              </option>
            ))}
          </select>
          <Button type="submit" disabled={!chosen} isPending={create.isPending} pendingLabel={t('sweepRules.create.pending')}>
            {t('sweepRules.create.submit')}
          </Button>
        </>
      )}
      {create.error && <MoneyErrorNotice error={create.error} />}
    </form>
  );
}
