import { useId, useState, type FormEvent } from 'react';
import type { SweepTargetOption } from '../../core/rules/index.js';
import type { Rule, RuleTarget } from '../../core/schemas/index.js';
import { useUpdateRule } from '../../hooks/index.js';
import { useMessages } from '../messages/index.js';
import { accountsEn } from '../messages/areas/accounts.en.js';
import { sweepRulesEn } from '../messages/areas/sweepRules.en.js';
import { part } from '../part.js';
import { Button } from '../primitives/Button/index.js';
import { MoneyErrorNotice } from '../shared/MoneyError/index.js';
import { sweepTargetName } from './sweepTargetName.js';

/** Props for {@link EditSweepRule}. */
export interface EditSweepRuleProps {
  /** The rule being changed. */
  rule: Rule;
  /** The targets a sweep from its account can legally reach (`useSweepTargets`). */
  options: readonly SweepTargetOption[];
  /** Called once the change is saved and the rules were read again, or on Cancel. */
  onDone: () => void;
}

const valueOf = ({ type, id }: RuleTarget) => `${type}:${id}`;

/**
 * Changes where a sweep rule sends the money: a picker of the legal targets, preset to the
 * current one, Save (one idempotency key per chosen target) and Cancel. A refusal is shown
 * through its message id and the choice is kept.
 */
export function EditSweepRule({ rule, options, onDone }: EditSweepRuleProps) {
  const { t } = useMessages(sweepRulesEn, accountsEn);
  const id = useId();
  const [choice, setChoice] = useState(valueOf(rule.target));
  const update = useUpdateRule({ onSuccess: onDone });
  const chosen = options.find((option) => valueOf(option.target) === choice);
  const isCurrentLegal = options.some((option) => valueOf(option.target) === valueOf(rule.target));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (chosen && choice !== valueOf(rule.target)) update.mutate({ ruleId: rule.id, body: { target: chosen.target } });
  };

  return (
    <form onSubmit={submit} aria-label={t('sweepRules.edit.title')} {...part('sweep-rule-edit')}>
      <label htmlFor={`${id}-target`} {...part('sweep-rule-edit-label')}>
        {t('sweepRules.create.target')}
      </label>
      <select id={`${id}-target`} value={choice} onChange={(event) => setChoice(event.target.value)} {...part('sweep-rule-edit-target')}>
        {!isCurrentLegal && (
          <option value={valueOf(rule.target)} disabled>
            {sweepTargetName(t, rule.target, options)}
          </option>
        )}
        {options.map((option) => (
          <option key={valueOf(option.target)} value={valueOf(option.target)}>
            {sweepTargetName(t, option.target, options)}
          </option>
        ))}
      </select>
      <Button
        type="submit"
        size="sm"
        disabled={!chosen || choice === valueOf(rule.target)}
        isPending={update.isPending}
        pendingLabel={t('sweepRules.edit.pending')}
      >
        {t('sweepRules.edit.save')}
      </Button>
      <Button type="button" variant="secondary" size="sm" onClick={onDone}>
        {t('sweepRules.edit.cancel')}
      </Button>
      {update.error && <MoneyErrorNotice error={update.error} />}
    </form>
  );
}
