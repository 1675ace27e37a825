import { type SignedConsent, signedConsents } from '@hs/content';
import { useMemo } from 'react';
import type { FieldErrors, FieldValues } from 'react-hook-form';
import { Select } from '@/components/ui/select';
import { Spinner } from '@/components/ui/spinner';
import { TextInput } from '@/components/ui/text-input';
import { AddressFields } from '@/features/schedule/components/address-fields';
import { ConsentText } from '@/features/schedule/components/consent-text';
import { registerByPath } from '@/features/schedule/components/form-paths';
import { FormSection } from '@/features/schedule/components/form-section';
import { PhoneFields } from '@/features/schedule/components/phone-fields';
import { StepForm } from '@/features/schedule/components/step-form';
import { type TextFieldSpec, TextFields } from '@/features/schedule/components/text-fields';
import { useAddressVerification } from '@/features/schedule/components/use-address-verification';
import { useSubPageForm } from '@/features/schedule/components/use-sub-page-form';
import {
  createSignedConsentSchema,
  DEFAULT_LEGAL_NAME_MAX_LENGTH,
  needsResponsibleParty,
  type SignedConsentValues,
} from '@/features/schedule/model/signed-consent-schema';
import { useContent } from '@/lib/content/use-content';
import { translate } from '@/lib/i18n/i18n';
import { toDisplayPhone } from '@/lib/patient-fields/phone-number';
import type { SubPageContext, SubPageProps } from './sub-page-props';

const RESPONSIBLE_PARTY_NAMES: readonly TextFieldSpec<'responsiblePartyFirstName' | 'responsiblePartyLastName'>[] = [
  {
    name: 'responsiblePartyFirstName',
    get label() {
      return translate('schedule.field.responsibleFirstName');
    },
    autoComplete: 'given-name',
  },
  {
    name: 'responsiblePartyLastName',
    get label() {
      return translate('schedule.field.responsibleLastName');
    },
    autoComplete: 'family-name',
  },
];

/** The consent object a signed-consent sub-page shows: named by the group, or by the category for vaccines. */
function consentEntryFor(page: SubPageProps<unknown>['page'], context: SubPageContext) {
  const name =
    page === 'vaccineConsent'
      ? (context.category?.vaccineConsent?.ampAssetID ?? 'vaccine-consent')
      : page === 'financialConsentForTelemedicine'
        ? context.plan.consentAssets.financialConsentForTelemedicine
        : context.plan.consentAssets.financialConsent;
  // An asset that is not bundled cannot be checked against a schema; the standard wording is used instead.
  return signedConsents.find((entry) => entry.name === name) ?? signedConsents[0]!;
}

/** financialConsent, financialConsentForTelemedicine and vaccineConsent: read, then sign with the legal name. */
export function SignedConsentPage(props: SubPageProps<SignedConsentValues>) {
  const consent = useContent(consentEntryFor(props.page, props.context));
  if (!consent.data) return <Spinner label={translate('schedule.loadingConsent')} />;
  return <SignedConsentForm {...props} consent={consent.data} />;
}

function SignedConsentForm({ consent, ...props }: SubPageProps<SignedConsentValues> & { consent: SignedConsent }) {
  const { page, heading, footer, context, onContinue } = props;
  const showAddress = context.plan.addressPage === page;
  const legalNameMaxLength =
    page === 'financialConsentForTelemedicine'
      ? (context.category?.financialConsentForTelemedicine?.patientLegalNameMaxLength ?? DEFAULT_LEGAL_NAME_MAX_LENGTH)
      : DEFAULT_LEGAL_NAME_MAX_LENGTH;
  const schema = useMemo(
    () => createSignedConsentSchema({ legalNameMaxLength, showAddress }),
    [legalNameMaxLength, showAddress],
  );
  const form = useSubPageForm(schema, props);
  const { register, handleSubmit, formState, setValue, getValues, watch } = form;
  const address = useAddressVerification();
  const errors = formState.errors;
  const responsible = needsResponsibleParty(watch('relationshipWithPatient'));
  const scrolling = page !== 'vaccineConsent' || context.category?.vaccineConsent?.allowScrolling !== false;

  const submit = handleSubmit(async (values) => {
    // §4: these consents always verify the address they carry.
    if (showAddress) await address.continueVerified(values, form, onContinue);
    else onContinue(values);
  });

  const looseRegister = registerByPath(register);
  const looseErrors = errors as FieldErrors<FieldValues>;

  return (
    <StepForm name={page} label={heading} onSubmit={submit} form={form} footer={address.footerFor(footer)}>
      <ConsentText document={consent.document} scrolling={scrolling} />
      {showAddress ? (
        <FormSection id={`${page}-address`} title={translate('schedule.section.homeAddress')}>
          <AddressFields
            register={looseRegister}
            errors={looseErrors}
            selectPlaceholder={context.options.selectPlaceholder}
            withCounty
          />
        </FormSection>
      ) : null}
      <FormSection id={`${page}-signature`} title={translate('schedule.section.signature')}>
        <p>{consent.attestation}</p>
        <TextInput
          {...register('patientLegalName')}
          label={translate('schedule.field.legalName')}
          hint={`Up to ${legalNameMaxLength} characters.`}
          autoComplete="off"
          error={errors.patientLegalName?.message}
        />
        <Select
          {...register('relationshipWithPatient')}
          label={translate('schedule.field.relationship')}
          hint={translate('schedule.field.relationshipHint')}
          placeholder={context.options.selectPlaceholder}
          options={context.options.relationships}
          error={errors.relationshipWithPatient?.message}
        />
      </FormSection>
      {responsible ? (
        <FormSection
          id={`${page}-responsible`}
          title={translate('schedule.section.responsibleParty')}
          intro={translate('schedule.section.responsiblePartyIntro')}
        >
          <TextFields fields={RESPONSIBLE_PARTY_NAMES} register={register} error={(name) => errors[name]?.message} />
          <PhoneFields
            register={looseRegister}
            errors={looseErrors}
            onFormat={(name) => setValue(name, toDisplayPhone(getValues(name)))}
          />
        </FormSection>
      ) : null}
      {address.dialog}
    </StepForm>
  );
}
