import { useEffect, useRef, useState } from 'react';
import type { Destination, Recipient } from '../../core/schemas/index.js';
import { useMessages } from '../messages/index.js';
import { payeesEn } from '../messages/areas/payees.en.js';
import { DestinationForm } from './DestinationForm.js';
import { PayeeDialog } from './PayeeDialog.js';
import { RecipientForm } from './RecipientForm.js';
import { recipientName } from './recipientName.js';
import { part } from '../part.js';

/** Props for {@link DestinationDialog}. */
export interface DestinationDialogProps {
  /** The recipient to add a destination to; `null` keeps the dialog closed. */
  recipient: Recipient | null;
  /** Called when the dialog closes, saved or not. */
  onClose: () => void;
  /**
   * Called with the new destination; the dialog then closes.
   * @default undefined
   */
  onSaved?: (destination: Destination) => void;
}

/**
 * The {@link DestinationForm} in a modal dialog. When the platform needs the recipient's address
 * first, the recipient's form opens in its place (address required); once saved, the destination
 * form comes back with what was typed in it.
 */
export function DestinationDialog({ recipient, onClose, onSaved }: DestinationDialogProps) {
  const { t } = useMessages(payeesEn);
  const [step, setStep] = useState<'destination' | 'recipient'>('destination');
  const [current, setCurrent] = useState<Recipient | null>(recipient);
  const stepRoot = useRef<HTMLDivElement>(null);
  const hasSwitched = useRef(false);
  const name = current ? recipientName(t, current) : '';

  useEffect(() => {
    // Each switch moves focus into the part now shown; the other part stays mounted and keeps its values.
    if (!hasSwitched.current) return;
    stepRoot.current?.querySelector<HTMLElement>(`[data-step="${step}"] :is(input, select, button):not([disabled])`)?.focus();
  }, [step]);
  const switchTo = (next: 'destination' | 'recipient') => {
    hasSwitched.current = true;
    setStep(next);
  };

  return (
    <PayeeDialog
      open={recipient !== null}
      onOpenChange={(open) => !open && onClose()}
      title={step === 'recipient' ? t('payees.dialog.edit', { name }) : t('payees.dialog.addDestination', { name })}
      description={step === 'recipient' ? t('payees.dialog.addressDescription') : t('payees.dialog.destinationDescription', { name })}
    >
      {current && (
        <div ref={stepRoot} {...part('destination-dialog-steps')}>
          <div data-step="destination" hidden={step !== 'destination'}>
            <DestinationForm
              recipientId={current.id}
              onCancel={onClose}
              onEditRecipient={() => switchTo('recipient')}
              onSaved={(destination) => {
                onClose();
                onSaved?.(destination);
              }}
            />
          </div>
          {step === 'recipient' && (
            <div data-step="recipient">
              <RecipientForm
                recipient={current}
                isPayoutAddressRequired
                onCancel={() => switchTo('destination')}
                onSaved={(saved) => {
                  setCurrent(saved);
                  switchTo('destination');
                }}
              />
            </div>
          )}
        </div>
      )}
    </PayeeDialog>
  );
}
