import { type Checklist, checklists } from '@hs/content';
import { Spinner } from '@/components/ui/spinner';
import { ChoicesWithOther } from '@/features/schedule/components/choices-with-other';
import { useContentSchemaForm } from '@/features/schedule/components/use-sub-page-form';
import { type ChecklistValues, createChecklistSchema } from '@/features/schedule/model/checklist-schema';
import { useContent } from '@/lib/content/use-content';
import { translate } from '@/lib/i18n/i18n';
import { SubPageForm } from './sub-page-form';
import type { SubPageProps } from './sub-page-props';

/** appointmentGoals and survey: a checklist with an optional Other box (§5 "Checklists"). */
export function ChecklistPage(props: SubPageProps<ChecklistValues>) {
  const content = useContent(checklists);
  if (!content.data) return <Spinner label={translate('schedule.loadingForm')} />;
  const checklist = props.page === 'survey' ? content.data.survey : content.data.appointmentGoals;
  return <ChecklistForm {...props} checklist={checklist} />;
}

function ChecklistForm({ checklist, ...page }: SubPageProps<ChecklistValues> & { checklist: Checklist }) {
  const form = useContentSchemaForm(createChecklistSchema, checklist, page);
  return (
    <SubPageForm page={page} form={form}>
      {/* A checklist's texts and options are named as the list takes them. */}
      <ChoicesWithOther form={form} name="choices" otherName="otherCheckboxField" {...checklist} />
    </SubPageForm>
  );
}
