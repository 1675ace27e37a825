import { servicesPath } from '@hs/contracts';
import { LOCATION_LENGTH } from '@hs/domain';
import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { type FieldErrors, useForm } from 'react-hook-form';
import { useLocation } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { DateInput } from '@/components/ui/date-input';
import { ErrorSummary, type ErrorSummaryItem } from '@/components/ui/error-summary';
import { Select } from '@/components/ui/select';
import { Spinner } from '@/components/ui/spinner';
import { TextInput } from '@/components/ui/text-input';
import { routePatterns } from '@/config/paths';
import { useFixedClinic } from '@/features/search/api/use-fixed-clinic';
import { BUNDLED_SEARCH_CONTENT, type SearchContent } from '@/features/search/api/use-search-content';
import { categoryConfigFor, searchableCategories } from '@/features/search/model/category-config';
import { categoriesAtClinic } from '@/features/search/model/fixed-clinic';
import { loadOnFirstCheck, resolverOnFirstCheck } from '@/features/search/model/load-on-first-check';
import { searchErrorView } from '@/features/search/model/search-error';
import type { SearchFormInput, SearchFormValues } from '@/features/search/model/search-form-schema';
import { searchMessagesFrom, searchRuleFor } from '@/features/search/model/search-messages';
import { useFailureReport } from '@/lib/analytics/use-failure-report';
import { useFormAnalytics } from '@/lib/analytics/use-form-analytics';
import { categoryLabel } from '@/lib/catalog/category-label';
import { useServices } from '@/lib/catalog/services-query';
import { addDays, formatUsDate, type IsoDate, isIsoDate } from '@/lib/dates/us-date';
import { combineFormHandlers } from '@/lib/forms/form-handlers';
import { useBlurValidation } from '@/lib/forms/use-blur-validation';
import { needMessages } from '@/lib/i18n/i18n';
import { useTranslate } from '@/lib/i18n/use-translate';
import { errorKindOf } from '@/lib/search/search-error-kind';
import type { SearchState } from '@/lib/search/search-state';
import styles from './search-form.module.css';
import { useSearchSubmit } from './use-search-submit';

// The state question names states from the catalog's other pages (not the first screen's), so it brings them.
const SearchQuestions = lazy(() =>
  Promise.all([import('./search-questions'), needMessages('all')]).then(([module]) => module),
);
// Only a search that starts from a clinic's page shows it: the first screen goes without its code.
const FixedClinic = lazy(() => import('./fixed-clinic').then((module) => ({ default: module.FixedClinic })));

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
  content?: SearchContent;
  /** The search to start from: what results handed back (query and router state), error included. */
  initial?: Partial<SearchState>;
  /** A benefit code the server verified; it travels into the search (§2). */
  benefitCode?: string | undefined;
}

function initialValues(initial: Partial<SearchState>): SearchFormInput {
  return {
    // The type is set once the options exist, so a category that is no longer offered is never kept.
    type: '',
    location: initial.location ?? '',
    appointmentDate: initial.date && isIsoDate(initial.date) ? formatUsDate(initial.date) : '',
  };
}

export function SearchForm({ today, content = BUNDLED_SEARCH_CONTENT, initial = {}, benefitCode }: SearchFormProps) {
  const { texts, config, flows, errorBanner } = content;
  const t = useTranslate();
  const isOnResults = useLocation().pathname === routePatterns.results;
  const services = useServices();
  // §8 asks for the status text too; the status says as much, and the server's message is no word of ours.
  useFailureReport(services.error, 'SERVICES_UNAVAILABLE', servicesPath);
  const fixed = useFixedClinic(initial.clinic);
  const fixedClinic = fixed.clinic;
  const categories = useMemo(() => {
    const searchable = searchableCategories(services.data ?? [], config);
    return fixedClinic ? categoriesAtClinic(searchable, fixedClinic) : searchable;
  }, [services.data, config, fixedClinic]);
  const messages = useMemo(() => searchMessagesFrom(texts), [texts]);
  const resolver = useMemo(() => {
    const maxDate = texts.maxDaysAhead ? addDays(today, texts.maxDaysAhead) : undefined;
    const limits = { minDate: today, ...(maxDate ? { maxDate } : {}) };
    const schema = loadOnFirstCheck(() =>
      import('@/features/search/model/search-form-schema').then((module) =>
        module.createSearchFormSchema(limits, messages),
      ),
    );
    return resolverOnFirstCheck(schema);
  }, [today, texts.maxDaysAhead, messages]);
  const [searchError, setSearchError] = useState(initial.error);
  const search = useSearchSubmit({ flows, isOnResults });

  const form = useForm<SearchFormInput, unknown, SearchFormValues>({
    resolver,
    defaultValues: initialValues(initial),
    // §2: an invalid submit focuses the first invalid field; the summary above only announces.
    shouldFocusError: true,
  });
  const {
    register,
    handleSubmit,
    setValue,
    setFocus,
    watch,
    formState: { errors, submitCount },
  } = form;
  const blurAlert = useBlurValidation(form);

  const analytics = useFormAnalytics('search', {
    errors,
    submitCount,
    ruleForMessage: (message) => searchRuleFor(messages, message),
  });

  const initialType = initial.type;
  useEffect(() => {
    if (initialType && categories.includes(initialType)) setValue('type', initialType);
  }, [initialType, categories, setValue]);

  // A fixed clinic is searched by its ZIP code should the visitor let go of it; a link may not carry one.
  useEffect(() => {
    if (fixedClinic) setValue('location', fixedClinic.address.zip);
  }, [fixedClinic, setValue]);
  const [released, setReleased] = useState(false);
  useEffect(() => {
    if (released) setFocus('location');
  }, [released, setFocus]);
  const releaseClinic = () => {
    fixed.release();
    setReleased(true);
  };

  const selectedType = watch('type');
  const inlineMessage = selectedType ? categoryConfigFor(config, selectedType).inlineSAFMessage : undefined;
  // A failed service list leaves nothing to choose; it is a connection problem of this flow (§8).
  const servicesFailed = services.isError ? errorKindOf(services.error) : undefined;
  const errorView = searchErrorView(searchError ?? servicesFailed, texts);

  const onValid = (values: SearchFormValues) => {
    setSearchError(undefined);
    search.submit({
      values,
      category: categoryConfigFor(config, values.type),
      services: services.data ?? [],
      today,
      benefitCode,
      clinic: fixedClinic?.id,
    });
  };

  const pending = search.pending;

  return (
    <>
      <form
        noValidate
        onSubmit={handleSubmit(onValid)}
        className={styles.form}
        aria-label={texts.heading}
        {...combineFormHandlers(analytics.formProps, blurAlert)}
      >
        <ErrorSummary
          name="search-banner"
          title={errorBanner.enabled && errorBanner.message ? errorBanner.message : messages.banner}
          // The banner sums up a failed search; a field left invalid before that shows only its own error.
          items={submitCount > 0 ? summaryItems(errors) : []}
          autoFocus={false}
        />
        {errorView.kind === 'connection' ? (
          <Alert name="search-connection-error" variant="error">
            {errorView.message}
          </Alert>
        ) : null}
        <div className={styles.fields}>
          <div className={styles.cell}>
            <Select
              {...register('type')}
              label={texts.appointmentTypeLabel}
              placeholder={services.isPending ? texts.appointmentTypeLoading : texts.appointmentTypePlaceholder}
              options={categories.map((category) => ({ value: category, label: categoryLabel(config, category) }))}
              aria-busy={services.isPending || undefined}
              error={errors.type?.message}
            />
            {inlineMessage ? (
              <Alert name="inline-category-message" variant={inlineMessage.type} className={styles.inline}>
                {inlineMessage.text}
              </Alert>
            ) : null}
          </div>
          <div className={styles.cell}>
            {fixedClinic ? (
              <Suspense fallback={<Spinner size="small" label={t('search.fixedClinic.loading')} />}>
                <FixedClinic clinic={fixedClinic} onRelease={releaseClinic} />
              </Suspense>
            ) : fixed.isLoading ? (
              <Spinner size="small" label={t('search.fixedClinic.loading')} />
            ) : (
              <TextInput
                {...register('location')}
                label={texts.locationLabel}
                placeholder={texts.locationPlaceholder}
                maxLength={LOCATION_LENGTH.max}
                autoComplete="off"
                error={errors.location?.message}
              />
            )}
            {errorView.kind === 'location' ? (
              <Alert name="location-unavailable" variant="error" className={styles.inline}>
                {errorView.message}
              </Alert>
            ) : null}
          </div>
          <DateInput
            {...register('appointmentDate')}
            label={texts.dateLabel}
            placeholder={texts.datePlaceholder}
            error={errors.appointmentDate?.message}
          />
        </div>
        <Button type="submit" className={styles.submit}>
          {texts.submitLabel}
        </Button>
      </form>
      {pending ? (
        <Suspense fallback={null}>
          <SearchQuestions pending={pending} search={search} texts={texts} promotion={content.promotion} />
        </Suspense>
      ) : null}
    </>
  );
}
