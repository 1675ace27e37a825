import { PATIENT_LIMITS } from '@hs/domain';
import type { FieldErrors, FieldValues, UseFormRegister } from 'react-hook-form';
import { Select } from '@/components/ui/select';
import { TextInput } from '@/components/ui/text-input';
import { stateOptions } from '@/lib/clinics/state-names';
import { translate } from '@/lib/i18n/i18n';
import styles from './form-sections.module.css';

/** Reads a dotted field's message out of react-hook-form's nested errors. */
export function errorAt(errors: FieldErrors<FieldValues>, path: string): string | undefined {
  let node: unknown = errors;
  for (const key of path.split('.'))
    node = node && typeof node === 'object' ? (node as Record<string, unknown>)[key] : undefined;
  const message = node && typeof node === 'object' ? (node as { message?: unknown }).message : undefined;
  return typeof message === 'string' ? message : undefined;
}

export interface AddressFieldsProps {
  // The fields sit at different paths in different sub-pages, so the form's own types cannot follow them.
  register: UseFormRegister<FieldValues>;
  errors: FieldErrors<FieldValues>;
  /** Where the address sits in the form, e.g. 'primary.claimsAddress.'. */
  prefix?: string;
  /** The field names; the provider address has its own (providerCity…). */
  names?: { line1: string; line2: string; city: string; state: string; zip: string; county?: string };
  selectPlaceholder: string;
  withCounty: boolean;
  /** Whose address it is, when it is not the patient's: the labels say so. */
  whose?: 'provider' | 'billing';
  /** The autocomplete section; null for someone else's address (the provider's), which the browser cannot know. */
  autoCompleteSection?: 'home' | 'billing' | null;
}

/** Each part's label, which names whose address it is. */
const PART_LABELS = {
  street: 'schedule.addressField.street',
  line2: 'schedule.addressField.line2',
  city: 'schedule.addressField.city',
  state: 'schedule.addressField.state',
  zip: 'schedule.addressField.zip',
  county: 'schedule.addressField.county',
} as const;

const PATIENT_NAMES = {
  line1: 'addressLineOne',
  line2: 'addressLineTwo',
  city: 'city',
  state: 'state',
  zip: 'zipCode',
  county: 'county',
};

/** Street, city, state, ZIP and (for the patient's home) county, with the autocomplete hints browsers use. */
export function AddressFields({
  register,
  errors,
  prefix = '',
  names = PATIENT_NAMES,
  selectPlaceholder,
  withCounty,
  whose,
  autoCompleteSection = 'home',
}: AddressFieldsProps) {
  const at = (name: string) => `${prefix}${name}`;
  const label = (part: keyof typeof PART_LABELS) => translate(PART_LABELS[part], { whose: whose ?? 'patient' });
  // 'home' is not a valid section for address tokens; the patient's own address uses the bare tokens.
  const auto = (token: string) =>
    autoCompleteSection === null ? 'off' : autoCompleteSection === 'home' ? token : `${autoCompleteSection} ${token}`;
  const allParts = [names.line1, names.line2, names.city, names.state, names.zip, names.county ?? ''].map(at);
  // Parts are checked together (all or nothing, or the address check), so a change to one re-checks the others.
  const reg = (name: string) =>
    register(at(name), { deps: allParts.filter((part) => part !== at(name) && part !== at('')) });
  return (
    <>
      <TextInput
        {...reg(names.line1)}
        label={label('street')}
        error={errorAt(errors, at(names.line1))}
        autoComplete={auto('address-line1')}
        maxLength={PATIENT_LIMITS.addressLine}
      />
      <TextInput
        {...reg(names.line2)}
        label={label('line2')}
        error={errorAt(errors, at(names.line2))}
        autoComplete={auto('address-line2')}
        maxLength={PATIENT_LIMITS.addressLine}
      />
      <div className={styles.row}>
        <TextInput
          {...reg(names.city)}
          label={label('city')}
          error={errorAt(errors, at(names.city))}
          autoComplete={auto('address-level2')}
          width="medium"
          maxLength={PATIENT_LIMITS.city}
        />
        <Select
          {...reg(names.state)}
          label={label('state')}
          placeholder={selectPlaceholder}
          options={stateOptions()}
          error={errorAt(errors, at(names.state))}
          autoComplete={auto('address-level1')}
        />
        <TextInput
          {...reg(names.zip)}
          label={label('zip')}
          error={errorAt(errors, at(names.zip))}
          autoComplete={auto('postal-code')}
          inputMode="numeric"
          width="short"
          maxLength={PATIENT_LIMITS.zip}
        />
      </div>
      {withCounty && names.county ? (
        <TextInput
          {...reg(names.county)}
          label={label('county')}
          error={errorAt(errors, at(names.county))}
          width="medium"
          maxLength={PATIENT_LIMITS.county}
        />
      ) : null}
    </>
  );
}
