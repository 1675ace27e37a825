import { zodResolver } from '@hookform/resolvers/zod';
import { distinctCategories, LOCATION_LENGTH } from '@hs/domain';
import { useMemo } from 'react';
import { type FieldErrors, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { DateInput } from '../../../components/ui/date-input';
import { ErrorSummary, type ErrorSummaryItem } from '../../../components/ui/error-summary';
import { Select } from '../../../components/ui/select';
import { TextInput } from '../../../components/ui/text-input';
import type { IsoDate } from '../../../lib/us-date';
import { useServices } from '../api/use-services';
import {
  createSearchFormSchema,
  EMPTY_SEARCH_FORM,
  type SearchFormInput,
  type SearchFormValues,
} from '../model/search-form-schema';
import { SEARCH_LABELS, SEARCH_MESSAGES } from '../model/search-messages';
import { resultsNavigationFor } from '../model/search-submission';
import styles from './search-form.module.css';

/** Field order on screen; the error summary lists errors in the same order. */
const FIELD_ORDER = ['type', 'location', 'appointmentDate'] as const;

function summaryItems(errors: FieldErrors<SearchFormInput>): ErrorSummaryItem[] {
  return FIELD_ORDER.flatMap((name) => {
    const message = errors[name]?.message;
    return message ? [{ fieldId: name, message }] : [];
  });
}

export interface SearchFormProps {
  /** The user's calendar day; the earliest date they may search for. */
  today: IsoDate;
}

export function SearchForm({ today }: SearchFormProps) {
  const navigate = useNavigate();
  const services = useServices();
  const categories = useMemo(() => distinctCategories(services.data ?? []), [services.data]);
  const schema = useMemo(() => createSearchFormSchema({ minDate: today }), [today]);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<SearchFormInput, unknown, SearchFormValues>({
    resolver: zodResolver(schema),
    defaultValues: EMPTY_SEARCH_FORM,
    // §2: an invalid submit focuses the first invalid field; the summary above only announces.
    shouldFocusError: true,
  });

  const onValid = (values: SearchFormValues) => {
    const { to, state } = resultsNavigationFor(values, services.data ?? [], today);
    navigate(to, { state });
  };

  return (
    <form noValidate onSubmit={handleSubmit(onValid)} className={styles.form} aria-label={SEARCH_LABELS.heading}>
      <ErrorSummary title={SEARCH_MESSAGES.banner} items={summaryItems(errors)} autoFocus={false} />
      <div className={styles.fields}>
        <Select
          {...register('type')}
          label={SEARCH_LABELS.type}
          placeholder={services.isPending ? SEARCH_LABELS.typeLoading : SEARCH_LABELS.typePlaceholder}
          options={categories.map((category) => ({ value: category, label: category }))}
          aria-busy={services.isPending || undefined}
          error={errors.type?.message}
        />
        <TextInput
          {...register('location')}
          label={SEARCH_LABELS.location}
          placeholder={SEARCH_LABELS.locationPlaceholder}
          maxLength={LOCATION_LENGTH.max}
          autoComplete="off"
          error={errors.location?.message}
        />
        <DateInput
          {...register('appointmentDate')}
          label={SEARCH_LABELS.date}
          error={errors.appointmentDate?.message}
        />
      </div>
      <Button type="submit" className={styles.submit}>
        {SEARCH_LABELS.submit}
      </Button>
    </form>
  );
}
