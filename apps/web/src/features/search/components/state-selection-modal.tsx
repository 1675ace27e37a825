import { type BundledContent, type StateSelectionModal, virtualVisitStateSelectionModal } from '@hs/content';
import { type LicensureResponse, licensureStatesPath } from '@hs/contracts';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { Select } from '@/components/ui/select';
import { Spinner } from '@/components/ui/spinner';
import { preselectedState } from '@/features/search/model/licensure-states';
import { reportCustomerFacingError } from '@/lib/analytics/customer-facing-error';
import { isApiRequestError } from '@/lib/api/api-client';
import { licensureStatesQuery } from '@/lib/catalog/licensure-states-query';
import { selectableStates } from '@/lib/catalog/selectable-states';
import { stateOptions } from '@/lib/clinics/state-names';
import { useContentNow } from '@/lib/content/use-content';
import { useTranslate } from '@/lib/i18n/use-translate';
import styles from './state-selection-modal.module.css';

/**
 * The modal's texts are the state-selection-modal object the category names (stateSelectionModal
 * .ampCollectionId); one not bundled is read live, with the virtual-visit texts as its fallback.
 * Only the modal objects are looked at: the whole content list would put every screen's texts in this one.
 */
const bundledModals: readonly BundledContent<StateSelectionModal>[] = [virtualVisitStateSelectionModal];

function modalEntry(id: string): BundledContent<StateSelectionModal> {
  return bundledModals.find((entry) => entry.name === id) ?? { ...virtualVisitStateSelectionModal, name: id };
}

export interface StateSelectionModalProps {
  /** The content object's name (ampCollectionId). */
  modalId: string;
  /** The virtual service whose licences decide the states offered. */
  serviceId: number | undefined;
  /** What the visitor typed as location; a state it names is preselected. */
  location: string;
  /** Texts of the connection-trouble message, for when the states cannot be loaded. */
  connectionMessage: (status: number) => string;
  onConfirm: (stateCode: string) => void;
  onCancel: () => void;
}

const licensedOnly = (response: LicensureResponse) => selectableStates(response.data['licensure-states']);

/** §2 state selection for virtual visits: a select of licensed states, sorted by name, then on to results. */
export function StateSelectionModalDialog({
  modalId,
  serviceId,
  location,
  connectionMessage,
  onConfirm,
  onCancel,
}: StateSelectionModalProps) {
  const t = useTranslate();
  const entry = modalEntry(modalId);
  const texts = useContentNow(entry);
  const states = useQuery({ ...licensureStatesQuery(serviceId), select: licensedOnly });
  const [choice, setChoice] = useState<string | null>(null);
  const [error, setError] = useState<string>();
  const selectRef = useRef<HTMLSelectElement>(null);
  const formId = useId();
  const value = choice ?? preselectedState(location, states.data ?? []);

  // States that arrive after the dialog opened take focus, as they would have had they been there at once.
  const hadStates = useRef(states.data !== undefined);
  useEffect(() => {
    if (!states.data || hadStates.current) return;
    hadStates.current = true;
    selectRef.current?.focus();
  }, [states.data]);

  useEffect(() => {
    if (!states.isError) return;
    const status = isApiRequestError(states.error) ? states.error.status : 0;
    reportCustomerFacingError({
      flow: 'VIRTUAL_VISIT',
      description: 'LICENSURE_STATES_UNAVAILABLE',
      endpoint: licensureStatesPath,
      code: status,
    });
  }, [states.isError, states.error]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!value) {
      setError(texts?.requiredMessage);
      selectRef.current?.focus();
      return;
    }
    onConfirm(value);
  };

  const failedStatus = isApiRequestError(states.error) ? states.error.status : 0;
  if (!texts) return <Spinner label={t('search.loadingStates')} className={styles.loading} />;

  return (
    <Modal
      open
      onClose={onCancel}
      title={texts.heading}
      initialFocusRef={selectRef}
      actions={
        <>
          <Button variant="secondary" onClick={onCancel}>
            {texts.cancelLabel}
          </Button>
          <Button type="submit" form={formId} disabled={!states.data}>
            {texts.confirmLabel}
          </Button>
        </>
      }
    >
      <p>{texts.description}</p>
      {states.isPending ? <Spinner label={t('search.loadingStates')} className={styles.loading} /> : null}
      {states.isError ? (
        <Alert name="licensure-states-failed" variant="error">
          {connectionMessage(failedStatus)}
        </Alert>
      ) : null}
      {states.data ? (
        <form id={formId} noValidate onSubmit={onSubmit}>
          <Select
            ref={selectRef}
            name="licensureState"
            label={texts.label}
            placeholder={texts.placeholder}
            options={stateOptions(states.data.map((state) => state.code))}
            value={value}
            onChange={(event) => {
              setChoice(event.target.value);
              if (event.target.value) setError(undefined);
            }}
            error={error}
          />
        </form>
      ) : null}
    </Modal>
  );
}
