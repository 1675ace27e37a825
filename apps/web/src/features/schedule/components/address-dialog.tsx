import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { Radios } from '@/components/ui/radios';
import { ADDRESS_DIALOG_TEXTS } from '@/features/schedule/model/address-dialog-texts';
import { type AddressValues, formatAddress } from '@/lib/patient-fields/address';
import { PATIENT_MESSAGES } from '@/lib/patient-fields/patient-messages';

export type AddressDialogState =
  | { kind: 'corrected'; entered: AddressValues; suggested: AddressValues }
  | { kind: 'unverified'; entered: AddressValues };

export interface AddressDialogProps {
  state: AddressDialogState | null;
  /** The address to continue with, or null to go back and edit it. */
  onChoose: (address: AddressValues | null) => void;
}

/**
 * §2 address verification dialog. A close match offers the verified address and the one entered as a
 * choice (one must be selected); an address that cannot be verified may still be used as entered.
 */
export function AddressDialog({ state, onChoose }: AddressDialogProps) {
  if (!state) return null;
  return state.kind === 'corrected' ? (
    <CorrectedAddressDialog state={state} onChoose={onChoose} />
  ) : (
    <Modal
      open
      onClose={() => onChoose(null)}
      title={ADDRESS_DIALOG_TEXTS.unverifiedTitle}
      actions={
        <>
          <Button variant="secondary" onClick={() => onChoose(null)}>
            {ADDRESS_DIALOG_TEXTS.edit}
          </Button>
          <Button onClick={() => onChoose(state.entered)}>{ADDRESS_DIALOG_TEXTS.useAnyway}</Button>
        </>
      }
    >
      <p>{ADDRESS_DIALOG_TEXTS.unverified}</p>
      <p>
        <strong>{ADDRESS_DIALOG_TEXTS.enteredLabel}</strong>
        <br />
        {formatAddress(state.entered)}
      </p>
    </Modal>
  );
}

const SUGGESTED = 'suggested';
const ENTERED = 'entered';

function CorrectedAddressDialog({
  state,
  onChoose,
}: {
  state: Extract<AddressDialogState, { kind: 'corrected' }>;
  onChoose: AddressDialogProps['onChoose'];
}) {
  const [choice, setChoice] = useState('');
  const [error, setError] = useState<string | undefined>();
  const id = useId();
  const confirm = () => {
    if (!choice) {
      setError(PATIENT_MESSAGES.addressSelectionRequired);
      document.getElementById(`${id}-address`)?.focus();
      return;
    }
    onChoose(choice === SUGGESTED ? state.suggested : state.entered);
  };
  return (
    <Modal
      open
      onClose={() => onChoose(null)}
      title={ADDRESS_DIALOG_TEXTS.correctedTitle}
      actions={
        <>
          <Button variant="secondary" onClick={() => onChoose(null)}>
            {ADDRESS_DIALOG_TEXTS.edit}
          </Button>
          <Button onClick={confirm}>{ADDRESS_DIALOG_TEXTS.useSelected}</Button>
        </>
      }
    >
      <Radios
        name={`${id}-address`}
        id={`${id}-address`}
        legend={ADDRESS_DIALOG_TEXTS.corrected}
        error={error}
        options={[
          { value: SUGGESTED, label: ADDRESS_DIALOG_TEXTS.suggestedLabel, hint: formatAddress(state.suggested) },
          { value: ENTERED, label: ADDRESS_DIALOG_TEXTS.enteredLabel, hint: formatAddress(state.entered) },
        ]}
        inputProps={{
          onChange: (event) => {
            setChoice(event.target.value);
            setError(undefined);
          },
        }}
      />
    </Modal>
  );
}
