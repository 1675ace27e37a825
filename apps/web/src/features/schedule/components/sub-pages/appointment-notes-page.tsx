import { type NotesSettings, notesData } from '@hs/content';
import { Checkboxes } from '@/components/ui/checkboxes';
import { Radios } from '@/components/ui/radios';
import { Spinner } from '@/components/ui/spinner';
import { TextArea } from '@/components/ui/text-area';
import { useContentSchemaForm } from '@/features/schedule/components/use-sub-page-form';
import { type AppointmentNotesValues, createAppointmentNotesSchema } from '@/features/schedule/model/notes-schema';
import { useContent } from '@/lib/content/use-content';
import { translate } from '@/lib/i18n/i18n';
import { SubPageForm } from './sub-page-form';
import type { SubPageProps } from './sub-page-props';

const FALLBACK_NOTES: NotesSettings = {
  kind: 'freeText',
  get label() {
    return translate('schedule.field.notes');
  },
};

/** appointmentNotes: reasons for visit from the notes data (one or up to a maximum), or a free-text note. */
export function AppointmentNotesPage(props: SubPageProps<AppointmentNotesValues>) {
  const content = useContent(notesData);
  if (!content.data) return <Spinner label={translate('schedule.loadingForm')} />;
  return <AppointmentNotesForm {...props} settings={content.data.groups[props.context.plan.group] ?? FALLBACK_NOTES} />;
}

function AppointmentNotesForm({
  settings,
  ...page
}: SubPageProps<AppointmentNotesValues> & { settings: NotesSettings }) {
  const form = useContentSchemaForm(createAppointmentNotesSchema, settings, page);
  const { register, formState } = form;
  const errors = formState.errors;
  // Where only one reason may be given, radios let choosing another replace it.
  const ReasonChoices = settings.kind === 'reasons' && settings.maxSelections === 1 ? Radios : Checkboxes;
  return (
    <SubPageForm page={page} form={form}>
      {settings.kind === 'freeText' ? (
        <TextArea {...register('note')} label={settings.label} hint={settings.hint} error={errors.note?.message} />
      ) : (
        <>
          <ReasonChoices
            name="reasons"
            legend={settings.legend}
            hint={settings.hint}
            options={settings.reasons.map((reason) => ({ value: reason, label: reason }))}
            inputProps={register('reasons')}
            error={errors.reasons?.message}
          />
          {settings.commentsLabel ? (
            <TextArea {...register('comments')} label={settings.commentsLabel} error={errors.comments?.message} />
          ) : null}
        </>
      )}
    </SubPageForm>
  );
}
