import { useState } from 'react';
import type { SweepTargetOption } from '../../core/rules/index.js';
import type { Rule } from '../../core/schemas/index.js';
import { useDeleteRule, useUpdateRule } from '../../hooks/index.js';
import { useMessages } from '../messages/index.js';
import { sweepRulesEn } from '../messages/areas/sweepRules.en.js';
import { part } from '../part.js';
import { Badge } from '../primitives/Badge/index.js';
import { Button } from '../primitives/Button/index.js';
import { ConfirmDialog } from '../primitives/ConfirmDialog/index.js';
import { MoneyErrorNotice } from '../shared/MoneyError/index.js';
import { humanize } from '../text/index.js';
import { EditSweepRule } from './EditSweepRule.js';

/** Props for {@link SweepRuleItem}. */
export interface SweepRuleItemProps {
  /** The rule. */
  rule: Rule;
  /** Where it sweeps to, in words. */
  targetName: string;
  /** The targets a sweep from its account can legally reach, offered when editing. */
  options: readonly SweepTargetOption[];
  /** Called once the rule is deleted and the rules were read again. */
  onDeleted: (targetName: string) => void;
}

/** One sweep rule: its target and status, Pause or Resume, Edit (its target), and Delete behind a confirmation. */
export function SweepRuleItem({ rule, targetName, options, onDeleted }: SweepRuleItemProps) {
  const { t } = useMessages(sweepRulesEn);
  const update = useUpdateRule();
  const remove = useDeleteRule({ onSuccess: () => onDeleted(targetName) });
  const [isEditing, setIsEditing] = useState(false);
  const isActive = rule.status === 'active';
  const statusLabel =
    rule.status === 'active'
      ? t('sweepRules.status.active')
      : rule.status === 'disabled'
        ? t('sweepRules.status.disabled')
        : humanize(rule.status);
  const error = update.error ?? remove.error;
  return (
    <div data-state={rule.status} data-editing={isEditing || undefined} {...part('sweep-rule')}>
      <p {...part('sweep-rule-target')}>{t('sweepRules.rule.to', { target: targetName })}</p>
      {isEditing && <EditSweepRule rule={rule} options={options} onDone={() => setIsEditing(false)} />}
      <Badge tone={isActive ? 'success' : 'neutral'} {...part('sweep-rule-status')}>
        {statusLabel}
      </Badge>
      {rule.currency && <p {...part('sweep-rule-currency')}>{t('sweepRules.rule.currency', { currency: rule.currency })}</p>}
      <div {...part('sweep-rule-actions')}>
        <Button
          variant="secondary"
          size="sm"
          isPending={update.isPending}
          pendingLabel={t(isActive ? 'sweepRules.pause.pending' : 'sweepRules.resume.pending')}
          onClick={() => update.mutate({ ruleId: rule.id, body: { status: isActive ? 'disabled' : 'active' } })}
        >
          {t(isActive ? 'sweepRules.pause' : 'sweepRules.resume')}
        </Button>
        {!isEditing && (
          <Button variant="secondary" size="sm" onClick={() => setIsEditing(true)}>
            {t('sweepRules.edit')}
          </Button>
        )}
        <ConfirmDialog
          trigger={
            <Button variant="secondary" size="sm" isPending={remove.isPending} pendingLabel={t('sweepRules.delete.pending')}>
              {t('sweepRules.delete')}
            </Button>
          }
          title={t('sweepRules.delete.title', { target: targetName })}
          description={t('sweepRules.delete.description')}
          cancelLabel={t('sweepRules.delete.keep')}
          confirmLabel={t('sweepRules.delete.confirm')}
          onConfirm={() => remove.mutate(rule.id)}
        />
      </div>
      {error && <MoneyErrorNotice error={error} />}
    </div>
  );
}
