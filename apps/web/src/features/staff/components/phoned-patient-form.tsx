import { PATIENT_LIMITS, SPOKEN_LANGUAGES, US_STATES } from '@hs/domain';
import { type FieldErrors, useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Checkboxes } from '@/components/ui/checkboxes';
import { DateInput } from '@/components/ui/date-input';
import { ErrorSummary, type ErrorSummaryItem } from '@/components/ui/error-summary';
import { Radios } from '@/components/ui/radios';
import { Select } from '@/components/ui/select';
import { TextInput } from '@/components/ui/text-input';
import {
  EMPTY_PHONED_PATIENT,
  type PhonedPatientValues,
  phonedPatientSchema,
} from '@/features/staff/model/phoned-patient';
import type { PatientMessages } from '@/lib/patient-fields/patient-messages';
import { schemaResolver } from '@/lib/patient-fields/schema-resolver';
import styles from './phoned-patient-form.module.css';

const YES_NO = [
  { value: 'Yes', label: 'Yes' },
  { value: 'No', label: 'No' },
];
const STATES = US_STATES.map((state) => ({ value: state.code, label: state.name }));
const LANGUAGES = SPOKEN_LANGUAGES.map((language) => ({ value: language, label: language }));

/** The summary's entries in the order of the fields on the page (the order the schema lists them). */
function summaryOf(errors: FieldErrors<PhonedPatientValues>, order: readonly string[]): ErrorSummaryItem[] {
  return order.flatMap((field) => {
    const message = errors[field as keyof PhonedPatientValues]?.message;
    return message ? [{ fieldId: field, message }] : [];
  });
}

interface PhonedPatientFormProps {
  /** What the patient form's rules say: the console's English. */
  messages: PatientMessages;
  /** The clinic's calendar day and state, which the minimum age is judged by (§9). */
  today: string;
  clinicState: string | null;
  initial: PhonedPatientValues | null;
  onDone: (values: PhonedPatientValues) => void;
}

/**
 * The patient's details as the front desk takes them down on the phone, checked by the patient form's own rules
 * and messages (§5). The clinic asks everything else at the visit.
 */
export function PhonedPatientForm({ messages, today, clinicState, initial, onDone }: PhonedPatientFormProps) {
  const schema = phonedPatientSchema(messages, today, clinicState);
  const form = useForm<PhonedPatientValues>({
    defaultValues: initial ?? EMPTY_PHONED_PATIENT,
    resolver: schemaResolver(schema),
    shouldFocusError: false,
  });
  const { errors, submitCount } = form.formState;
  const order = schema(EMPTY_PHONED_PATIENT).map(([field]) => field);
  const mobile = form.watch('isMobileNum') === 'Yes';
  const field = (name: keyof PhonedPatientValues) => ({ ...form.register(name), error: errors[name]?.message });

  return (
    <form onSubmit={form.handleSubmit(onDone)} noValidate aria-label="The patient’s details">
      <ErrorSummary name={null} items={summaryOf(errors, order)} focusKey={submitCount} />
      <div className={styles.row}>
        <TextInput label="First name" autoComplete="off" maxLength={PATIENT_LIMITS.name} {...field('firstName')} />
        <TextInput label="Last name" autoComplete="off" maxLength={PATIENT_LIMITS.name} {...field('lastName')} />
      </div>
      <DateInput label="Date of birth" hint="For example, 04/09/1988." {...field('dateOfBirth')} />
      <TextInput label="Phone number" type="tel" autoComplete="off" width="medium" {...field('phoneNumber')} />
      <Radios
        name="isMobileNum"
        legend="Is it a mobile number?"
        inline
        options={YES_NO}
        error={errors.isMobileNum?.message}
        inputProps={form.register('isMobileNum')}
      />
      {mobile ? (
        <Checkboxes
          name="textsAllowed"
          legend="Text messages"
          options={[{ value: 'Yes', label: 'The patient agrees to text messages about this visit' }]}
          inputProps={form.register('textsAllowed')}
        />
      ) : null}
      <TextInput label="Email address" type="email" autoComplete="off" {...field('emailAddress')} />
      <TextInput
        label="Street address"
        autoComplete="off"
        maxLength={PATIENT_LIMITS.addressLine}
        {...field('addressLineOne')}
      />
      <TextInput
        label="Apartment, suite or unit (optional)"
        autoComplete="off"
        maxLength={PATIENT_LIMITS.addressLine}
        {...field('addressLineTwo')}
      />
      <div className={styles.row}>
        <TextInput label="City" autoComplete="off" width="medium" {...field('city')} />
        <Select label="State" placeholder="Choose one" options={STATES} {...field('state')} />
        <TextInput label="ZIP code" autoComplete="off" width="short" {...field('zipCode')} />
      </div>
      <TextInput label="County" autoComplete="off" width="medium" {...field('county')} />
      <Select
        label="Preferred language (optional)"
        hint="Our messages to the patient are in Spanish when it is Spanish, otherwise in English."
        placeholder="Not given"
        options={LANGUAGES}
        {...field('preferredLanguage')}
      />
      <Button type="submit">Continue</Button>
    </form>
  );
}
