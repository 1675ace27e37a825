import { type PatientDetailsTexts, patientDetailsTexts } from '@hs/content';
import { useMemo } from 'react';
import { StepForm } from '@/features/schedule/components/step-form';
import { useAddressVerification } from '@/features/schedule/components/use-address-verification';
import { useSubPageForm } from '@/features/schedule/components/use-sub-page-form';
import {
  createPatientDetailsSchema,
  type PatientDetailsValues,
} from '@/features/schedule/model/patient-details-schema';
import { toDisplayPhone } from '@/lib/patient-fields/phone-number';
import { ContactInformationSection } from './contact-information-section';
import type { PhoneField } from './patient-details-section-props';
import { PersonalInformationSection } from './personal-information-section';
import { ProviderInformationSection } from './provider-information-section';
import { type ContentFormProps, withContent } from './with-content';

/** patientDetails: Personal Information, Contact Information and (optional) Provider Information. */
export const PatientDetailsPage = withContent(patientDetailsTexts, 'schedule.loadingForm', PatientDetailsForm);

function PatientDetailsForm({ content: texts, ...page }: ContentFormProps<PatientDetailsValues, PatientDetailsTexts>) {
  const { heading, footer, onContinue } = page;
  const { plan, today, options, showPatientAddressFields, scheduler } = page.context;
  const showAddress = plan.addressPage === 'patientDetails';
  // A clinic's own state, or the searched state for virtual care (see the availability contract).
  const clinicState = scheduler.provider?.licensureState ?? null;
  const schema = useMemo(
    () => createPatientDetailsSchema({ fields: plan.patientDetails, showAddress, today, clinicState }),
    [plan.patientDetails, showAddress, today, clinicState],
  );
  const form = useSubPageForm(schema, page);
  const { register, handleSubmit, formState, setValue, watch } = form;
  const address = useAddressVerification();

  const submit = handleSubmit(async (values) => {
    // §4: verified here only when the toggle shows the address fields; otherwise a consent step asks.
    if (showAddress && showPatientAddressFields) await address.continueVerified(values, form, onContinue);
    else onContinue(values);
  });

  const formatPhone = (name: PhoneField) => setValue(name, toDisplayPhone(watch(name)));

  const shared = { register, errors: formState.errors, options, texts };

  return (
    <StepForm name={page.page} label={heading} onSubmit={submit} form={form} footer={address.footerFor(footer)}>
      <PersonalInformationSection {...shared} fields={plan.patientDetails} />
      <ContactInformationSection
        {...shared}
        showAddress={showAddress}
        isMobile={watch('isMobileNum') === 'Yes'}
        formatPhone={formatPhone}
      />
      {plan.patientDetails.providerInformation ? (
        <ProviderInformationSection {...shared} formatPhone={formatPhone} />
      ) : null}
      {address.dialog}
    </StepForm>
  );
}
