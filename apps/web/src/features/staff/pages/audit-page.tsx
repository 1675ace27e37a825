import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useSearchParams } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Select } from '@/components/ui/select';
import { Spinner } from '@/components/ui/spinner';
import { TextInput } from '@/components/ui/text-input';
import { type AuditFilters, useAuditTrail } from '@/features/staff/api/audit-queries';
import { AuditTable } from '@/features/staff/components/audit-table';
import { DayRangeInputs, dayRangeProblems } from '@/features/staff/components/day-range-inputs';
import { FilterForm } from '@/features/staff/components/filter-form';
import { StaffHeading } from '@/features/staff/components/staff-heading';
import { requestProblem } from '@/features/staff/model/request-problem';
import { staffHrefs } from '@/features/staff/staff-paths';
import styles from './audit-page.module.css';

const FILTERS = ['staffId', 'appointmentId', 'from', 'to'] as const;
type FilterFields = Record<(typeof FILTERS)[number], string>;

/**
 * The filters and the page as the URL holds them, so a view of the trail can be shared, comes back on reload, and
 * Back returns to the newer page.
 */
function filtersOf(params: URLSearchParams): AuditFilters {
  const filters: AuditFilters = {};
  for (const name of [...FILTERS, 'before'] as const) {
    const value = params.get(name)?.trim();
    if (value) filters[name] = value;
  }
  return filters;
}

function pageHref(filters: AuditFilters, before: number | undefined): string {
  const params = new URLSearchParams();
  for (const name of FILTERS) if (filters[name]) params.set(name, filters[name]);
  if (before !== undefined) params.set('before', String(before));
  const query = params.toString();
  return query ? `${staffHrefs.audit()}?${query}` : staffHrefs.audit();
}

/** For auditors: every read of patient data and every change, newest first, filtered by member, visit and dates. */
export function AuditPage() {
  const [params, setParams] = useSearchParams();
  const filters = filtersOf(params);
  const trail = useAuditTrail(filters);
  const [members, setMembers] = useState(new Map<string, string>());
  const { before, ...shown } = filters;
  const form = useForm<FilterFields>({
    shouldFocusError: false,
    values: { staffId: '', appointmentId: '', from: '', to: '', ...shown },
  });
  const { submitCount } = form.formState;

  // The member filter offers everyone seen in the trail so far: auditors know names, not ids.
  useEffect(() => {
    const seen = trail.data?.entries ?? [];
    setMembers((known) => {
      const fresh = seen.filter((entry) => entry.staffId && entry.staffName && !known.has(entry.staffId));
      if (fresh.length === 0) return known;
      const next = new Map(known);
      for (const entry of fresh) next.set(entry.staffId as string, entry.staffName as string);
      return next;
    });
  }, [trail.data]);

  const submit = form.handleSubmit((values) => {
    const next = new URLSearchParams();
    for (const name of FILTERS) if (values[name].trim()) next.set(name, values[name].trim());
    setParams(next);
  });
  const entries = trail.data?.entries ?? [];
  const older = trail.data?.before ?? undefined;
  const memberOptions = [...members].map(([id, name]) => ({ value: id, label: name }));
  if (filters.staffId && !members.has(filters.staffId))
    memberOptions.push({ value: filters.staffId, label: filters.staffId });

  return (
    <>
      <StaffHeading title="Audit trail" />
      <p>Every read of patient data and every change made in the console, with who made it, in what role, and why.</p>
      <FilterForm
        headingId="filters-heading"
        heading="Filter the trail"
        problems={dayRangeProblems(form, 'audit')}
        focusKey={submitCount}
        onSubmit={submit}
        columns={4}
        buttons={
          <>
            <Button type="submit">Show entries</Button>
            <Button variant="secondary" onClick={() => setParams(new URLSearchParams())}>
              Clear the filters
            </Button>
          </>
        }
      >
        <Select
          id="audit-staff"
          label="Staff member"
          placeholder="Anyone"
          options={memberOptions}
          {...form.register('staffId')}
        />
        <TextInput
          id="audit-appointment"
          label="Appointment id"
          autoComplete="off"
          spellCheck={false}
          maxLength={64}
          {...form.register('appointmentId')}
        />
        <DayRangeInputs form={form} idPrefix="audit" />
      </FilterForm>
      {trail.isPending ? <Spinner label="Loading the trail" /> : null}
      {trail.isError ? (
        <Alert name={null} variant="error" actions={<Button onClick={() => trail.refetch()}>Try again</Button>}>
          {requestProblem(trail.error, 'The trail could not be loaded.')}
        </Alert>
      ) : null}
      {trail.isSuccess ? (
        <>
          <p role="status">
            {entries.length === 0
              ? 'No entries match.'
              : `${entries.length} entr${entries.length === 1 ? 'y' : 'ies'} shown, newest first${before ? ', after newer ones' : ''}.`}
          </p>
          {entries.length > 0 ? <AuditTable entries={entries} /> : null}
          <nav aria-label="Pages of the trail" className={styles.pages}>
            {before ? <Link to={pageHref(filters, undefined)}>Newest entries</Link> : null}
            {older !== undefined ? <Link to={pageHref(filters, older)}>Older entries</Link> : null}
          </nav>
        </>
      ) : null}
    </>
  );
}
