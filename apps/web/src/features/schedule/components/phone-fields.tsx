import { PATIENT_LIMITS } from '@hs/domain';
import type { FocusEvent } from 'react';
import type { FieldErrors, FieldValues, UseFormRegister } from 'react-hook-form';
import { TextInput } from '@/components/ui/text-input';
import { translate } from '@/lib/i18n/i18n';
import { errorAt } from './address-fields';

type ConfirmedPhoneField = 'phoneNumber' | 'confirmPhone';

export interface PhoneFieldsProps {
  // Patient details and the signed consents both name the fields phoneNumber and confirmPhone, in forms of
  // different types.
  register: UseFormRegister<FieldValues>;
  errors: FieldErrors<FieldValues>;
  hint?: string;
  /** Once left, a number is shown the way people read it. */
  onFormat: (name: ConfirmedPhoneField) => void;
}

/** A phone number and its confirmation; a change to the number checks the confirmation again. */
export function PhoneFields({ register, errors, hint, onFormat }: PhoneFieldsProps) {
  const phone = (name: ConfirmedPhoneField) => {
    const registered = register(name, name === 'phoneNumber' ? { deps: ['confirmPhone'] } : undefined);
    return {
      ...registered,
      onBlur: async (event: FocusEvent<HTMLInputElement>) => {
        onFormat(name);
        await registered.onBlur(event);
      },
    };
  };
  return (
    <>
      <TextInput
        {...phone('phoneNumber')}
        label={translate('schedule.field.phone')}
        hint={hint}
        type="tel"
        autoComplete="tel-national"
        width="medium"
        maxLength={PATIENT_LIMITS.phone}
        error={errorAt(errors, 'phoneNumber')}
      />
      <TextInput
        {...phone('confirmPhone')}
        label={translate('schedule.field.confirmPhone')}
        type="tel"
        autoComplete="off"
        width="medium"
        maxLength={PATIENT_LIMITS.phone}
        error={errorAt(errors, 'confirmPhone')}
      />
    </>
  );
}
