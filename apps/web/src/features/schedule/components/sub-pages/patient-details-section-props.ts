import type { PatientDetailsTexts, PatientFormOptions } from '@hs/content';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import type { PatientDetailsValues } from '@/features/schedule/model/patient-details-schema';

export interface PatientDetailsSectionProps {
  register: UseFormRegister<PatientDetailsValues>;
  errors: FieldErrors<PatientDetailsValues>;
  options: PatientFormOptions;
  texts: PatientDetailsTexts;
}

export type PhoneField = 'phoneNumber' | 'confirmPhone' | 'providerPhoneNumber' | 'providerFax';
/** Once left, a number is shown the way people read it. */
export type FormatPhone = (name: PhoneField) => void;

export const selectOptions = (list: PatientFormOptions['races']) =>
  list.map((option) => ({ value: option.value, label: option.label }));
