import { useRef, useState } from 'react';
import { checkAddress } from '../api/address-check';
import { type AddressValues, fromCheckedAddress, toPayloadAddress } from '../model/address';
import { AddressDialog, type AddressDialogState } from './address-dialog';

/**
 * §4 address validation before leaving a sub-page. Resolves with the address to continue with: the
 * validated one at once when it needed no correction; otherwise what the visitor picks in the dialog
 * (the suggestion, or the address as entered). Null means they chose to edit it.
 */
export function useAddressVerification() {
  const [dialog, setDialog] = useState<AddressDialogState | null>(null);
  const [checking, setChecking] = useState(false);
  const settle = useRef<((address: AddressValues | null) => void) | null>(null);

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

  const choose = (address: AddressValues | null) => {
    setDialog(null);
    settle.current?.(address);
    settle.current = null;
  };

  return { verify, checking, dialog: <AddressDialog state={dialog} onChoose={choose} /> };
}
