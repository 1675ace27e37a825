import { type NotesSettings, notesData } from '@hs/content';
import { useMemo } from 'react';
import { Checkboxes } from '../../../../components/ui/checkboxes';
import { Radios } from '../../../../components/ui/radios';
import { Spinner } from '../../../../components/ui/spinner';
import { TextArea } from '../../../../components/ui/text-area';
import { useContent } from '../../../../lib/content/use-content';
import { type AppointmentNotesValues, createAppointmentNotesSchema } from '../../model/notes-schema';
import { StepForm } from '../step-form';
import { useSubPageForm } from '../use-sub-page-form';
import type { SubPageProps } from './sub-page-props';

const FALLBACK_NOTES: NotesSettings = { kind: 'freeText', label: 'Anything the provider should know? (optional)' };

/** appointmentNotes: reasons for visit from the notes data (one or up to a maximum), or a free-text note. */
export function AppointmentNotesPage(props: SubPageProps<AppointmentNotesValues>) {
  const content = useContent(notesData);
  if (!content.data) return <Spinner label="Loading the form" />;
  return <AppointmentNotesForm {...props} settings={content.data.groups[props.context.plan.group] ?? FALLBACK_NOTES} />;
}

function AppointmentNotesForm({
  heading,
  initial,
  footer,
  onDraft,
  onContinue,
  settings,
}: SubPageProps<AppointmentNotesValues> & { settings: NotesSettings }) {
  const schema = useMemo(() => createAppointmentNotesSchema(settings), [settings]);
  const { register, handleSubmit, formState } = useSubPageForm({ schema, initial, onDraft });
  const errors = formState.errors;
  return (
    <StepForm
      label={heading}
      onSubmit={handleSubmit(onContinue)}
      errors={errors}
      submitCount={formState.submitCount}
      footer={footer}
    >
      {settings.kind === 'freeText' ? (
        <TextArea {...register('note')} label={settings.label} hint={settings.hint} error={errors.note?.message} />
      ) : (
        <>
          {settings.maxSelections === 1 ? (
            <Radios
              name="reasons"
              legend={settings.legend}
              hint={settings.hint}
              options={settings.reasons.map((reason) => ({ value: reason, label: reason }))}
              inputProps={register('reasons')}
              error={errors.reasons?.message}
            />
          ) : (
            <Checkboxes
              name="reasons"
              legend={settings.legend}
              hint={settings.hint}
              options={settings.reasons.map((reason) => ({ value: reason, label: reason }))}
              inputProps={register('reasons')}
              error={errors.reasons?.message}
            />
          )}
          {settings.commentsLabel ? (
            <TextArea {...register('comments')} label={settings.commentsLabel} error={errors.comments?.message} />
          ) : null}
        </>
      )}
    </StepForm>
  );
}
