import { useRef, useState } from 'react';
import type { Path, PathValue, UseFormReturn } from 'react-hook-form';
import { checkAddress } from '@/features/schedule/api/address-check';
import { ADDRESS_DIALOG_TEXTS } from '@/features/schedule/model/address-dialog-texts';
import { type AddressValues, fromCheckedAddress, pickAddress, toPayloadAddress } from '@/lib/patient-fields/address';
import { AddressDialog, type AddressDialogState } from './address-dialog';
import type { StepFooter } from './step-form';

/**
 * §4 address validation before leaving a sub-page. The address to continue with is the validated one at
 * once when it needed no correction; otherwise what the visitor picks in the dialog (the suggestion, or
 * the address as entered). They may instead choose to edit it.
 */
export function useAddressVerification() {
  const [dialog, setDialog] = useState<AddressDialogState | null>(null);
  const [checking, setChecking] = useState(false);
  const settle = useRef<((address: AddressValues | null) => void) | null>(null);

  /** Resolves with the address to continue with; null means the visitor chose to edit it. */
  const verify = async (entered: AddressValues): Promise<AddressValues | null> => {
    setChecking(true);
    let result: Awaited<ReturnType<typeof checkAddress>> | null = null;
    try {
      result = await checkAddress(toPayloadAddress(entered));
    } catch {
      // A failed check is 'anything else': the visitor decides whether to keep the address as entered.
      result = null;
    } finally {
      setChecking(false);
    }
    if (result?.validated && !result.corrected) return fromCheckedAddress(result.address, entered);
    return new Promise((resolve) => {
      settle.current = resolve;
      setDialog(
        result?.validated && result.corrected
          ? { kind: 'corrected', entered, suggested: fromCheckedAddress(result.address, entered) }
          : { kind: 'unverified', entered },
      );
    });
  };

  /** Goes on with the address to continue with, written back into the form; editing returns to its first line. */
  const continueVerified = async <T extends AddressValues>(
    values: T,
    form: UseFormReturn<T>,
    onContinue: (values: T) => void,
  ) => {
    const chosen = await verify(pickAddress(values));
    if (!chosen) {
      form.setFocus('addressLineOne' as Path<T>);
      return;
    }
    for (const [key, value] of Object.entries(chosen)) form.setValue(key as Path<T>, value as PathValue<T, Path<T>>);
    onContinue({ ...values, ...chosen });
  };

  const choose = (address: AddressValues | null) => {
    setDialog(null);
    settle.current?.(address);
    settle.current = null;
  };

  /** While the address is checked, Continue is busy saying so. */
  const footerFor = (footer: StepFooter): StepFooter => ({
    ...footer,
    busy: footer.busy || checking,
    busyLabel: checking ? ADDRESS_DIALOG_TEXTS.checking : footer.busyLabel,
  });

  return { continueVerified, footerFor, dialog: <AddressDialog state={dialog} onChoose={choose} /> };
}
