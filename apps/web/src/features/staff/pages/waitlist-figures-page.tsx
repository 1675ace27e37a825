import { useForm } from 'react-hook-form';
import { Link, useParams, useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { useClinic } from '@/features/staff/api/use-clinic';
import { useWaitlistFigures } from '@/features/staff/api/waitlist-figures-queries';
import { ClinicPageHeading } from '@/features/staff/components/clinic-page-heading';
import { DayRangeInputs, dayRangeProblems } from '@/features/staff/components/day-range-inputs';
import { FilterForm } from '@/features/staff/components/filter-form';
import { Loaded } from '@/features/staff/components/loaded';
import { WaitlistFiguresView } from '@/features/staff/components/waitlist-figures';
import { staffHrefs } from '@/features/staff/staff-paths';

/**
 * /staff/clinics/:clinicId/waitlist: how the times offered to the clinic's waitlist went, over days the URL holds
 * (the last 30 when it holds none). Counts only; the server decides who may see them.
 */
export function WaitlistFiguresPage() {
  const { clinicId = '' } = useParams();
  const clinic = useClinic(clinicId);
  const [params, setParams] = useSearchParams();
  const asked = { from: params.get('from') || undefined, to: params.get('to') || undefined };
  const figures = useWaitlistFigures(clinicId, asked);
  // Until days are asked for, the form shows the ones the server chose.
  const form = useForm({
    shouldFocusError: false,
    values: { from: asked.from ?? figures.data?.from ?? '', to: asked.to ?? figures.data?.to ?? '' },
  });
  const submit = form.handleSubmit((days) =>
    setParams(new URLSearchParams(Object.entries(days).filter(([, date]) => date !== ''))),
  );

  return (
    <>
      <ClinicPageHeading clinic={clinic} page="Waitlist offers" />
      <p>
        <Link to={staffHrefs.dayList(clinicId)}>Back to the day list</Link>
      </p>
      <p>
        A time freed by a cancellation is offered to the first patient waiting for it and held for them for a few
        minutes. These are the offers made here, by the day they were made, and how they ended.
      </p>
      <FilterForm
        headingId="days-heading"
        heading="Days"
        problems={dayRangeProblems(form, 'waitlist')}
        focusKey={form.formState.submitCount}
        onSubmit={submit}
        columns={2}
        buttons={
          <>
            <Button type="submit">Show the figures</Button>
            <Button variant="secondary" onClick={() => setParams(new URLSearchParams())}>
              The last 30 days
            </Button>
          </>
        }
      >
        <DayRangeInputs form={form} idPrefix="waitlist" />
      </FilterForm>
      <Loaded query={figures} what="waitlist figures">
        {(data) => <WaitlistFiguresView figures={data} />}
      </Loaded>
    </>
  );
}
