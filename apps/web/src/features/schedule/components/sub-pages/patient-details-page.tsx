import { type PatientDetailsTexts, patientDetailsTexts } from '@hs/content';
import { useMemo } from 'react';
import { Spinner } from '../../../../components/ui/spinner';
import { useContent } from '../../../../lib/content/use-content';
import { pickAddress } from '../../model/address';
import { ADDRESS_DIALOG_TEXTS } from '../../model/address-dialog-texts';
import { createPatientDetailsSchema, type PatientDetailsValues } from '../../model/patient-details-schema';
import { toDisplayPhone } from '../../model/phone-number';
import { StepForm } from '../step-form';
import { useAddressVerification } from '../use-address-verification';
import { useSubPageForm } from '../use-sub-page-form';
import { ContactInformationSection } from './contact-information-section';
import { PersonalInformationSection } from './personal-information-section';
import { ProviderInformationSection } from './provider-information-section';
import type { SubPageProps } from './sub-page-props';

/** patientDetails: Personal Information, Contact Information and (optional) Provider Information. */
export function PatientDetailsPage(props: SubPageProps<PatientDetailsValues>) {
  const texts = useContent(patientDetailsTexts);
  if (!texts.data) return <Spinner label="Loading the form" />;
  return <PatientDetailsForm {...props} texts={texts.data} />;
}

function PatientDetailsForm({
  heading,
  initial,
  footer,
  context,
  onDraft,
  onContinue,
  texts,
}: SubPageProps<PatientDetailsValues> & { texts: PatientDetailsTexts }) {
  const { plan, today, options, showPatientAddressFields } = context;
  const showAddress = plan.addressPage === 'patientDetails';
  const schema = useMemo(
    () => createPatientDetailsSchema({ fields: plan.patientDetails, showAddress, today }),
    [plan.patientDetails, showAddress, today],
  );
  const form = useSubPageForm({ schema, initial, onDraft });
  const { register, handleSubmit, formState, setValue, watch, setFocus } = form;
  const address = useAddressVerification();

  const submit = handleSubmit(async (values) => {
    // §4: verified here only when the toggle shows the address fields; otherwise a consent step asks.
    if (!(showAddress && showPatientAddressFields)) {
      onContinue(values);
      return;
    }
    const chosen = await address.verify(pickAddress(values));
    if (!chosen) {
      setFocus('addressLineOne');
      return;
    }
    for (const [key, value] of Object.entries(chosen)) setValue(key as keyof typeof chosen, value);
    onContinue({ ...values, ...chosen });
  });

  // Once valid, numbers are shown the way people read them.
  const formatPhoneOnBlur = (name: 'phoneNumber' | 'confirmPhone' | 'providerPhoneNumber' | 'providerFax') => ({
    onBlur: () => setValue(name, toDisplayPhone(watch(name))),
  });

  const shared = { register, errors: formState.errors, options, texts };

  return (
    <StepForm
      label={heading}
      onSubmit={submit}
      errors={formState.errors}
      submitCount={formState.submitCount}
      footer={{
        ...footer,
        busy: footer.busy || address.checking,
        busyLabel: address.checking ? ADDRESS_DIALOG_TEXTS.checking : footer.busyLabel,
      }}
    >
      <PersonalInformationSection {...shared} fields={plan.patientDetails} />
      <ContactInformationSection
        {...shared}
        showAddress={showAddress}
        isMobile={watch('isMobileNum') === 'Yes'}
        formatPhoneOnBlur={formatPhoneOnBlur}
      />
      {plan.patientDetails.providerInformation ? (
        <ProviderInformationSection {...shared} formatPhoneOnBlur={formatPhoneOnBlur} />
      ) : null}
      {address.dialog}
    </StepForm>
  );
}
