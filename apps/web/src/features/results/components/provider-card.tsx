import type { DaysPerPage } from '@hs/content';
import type { AnalyticsAlert, Provider, ProviderAvailability } from '@hs/contracts';
import { type Ref, useCallback, useId, useMemo, useState } from 'react';
import { SlotCalendar } from '@/components/slot-calendar/slot-calendar';
import { useBreakpoint } from '@/components/slot-calendar/use-breakpoint';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useProviderCalendar } from '@/features/results/api/use-provider-calendar';
import { providerErrorKind } from '@/features/results/model/availability-error';
import type { ResultsPlan } from '@/features/results/model/results-plan';
import { RESULTS_TEXTS } from '@/features/results/model/results-texts';
import { type SlotSelection, selectionOf } from '@/features/results/model/slot-selection';
import { recordAnalyticsEvent } from '@/lib/analytics/analytics';
import { useAlertAnalytics } from '@/lib/analytics/use-alert-analytics';
import { cx } from '@/lib/browser/class-names';
import type { IsoDate } from '@/lib/dates/us-date';
import { translate } from '@/lib/i18n/i18n';
import { daysInZone } from '@/lib/slot-calendar/calendar-paging';
import { SLOT_CALENDAR_TEXTS } from '@/lib/slot-calendar/slot-calendar-texts';
import styles from './provider-card.module.css';
import { CareTeamDetails, ClinicDetails } from './provider-details';

/** How a Continue on this card ended: moved on, the time was taken meanwhile, or the hold could not be made. */
export type ContinueOutcome = 'done' | 'justBooked' | 'failed';

export interface ProviderCardProps {
  plan: ResultsPlan;
  provider: Provider;
  /** The block of days the results search brought for this provider (absent on the follow-up screen). */
  initial?: ProviderAvailability;
  generation?: number;
  serviceIds: readonly number[];
  startDate: IsoDate;
  lastBookableDate?: IsoDate;
  daysPerPage: DaysPerPage;
  selected: SlotSelection | undefined;
  onSelect: (selection: SlotSelection) => void;
  onContinue: (selection: SlotSelection, provider: Provider) => Promise<ContinueOutcome>;
  highlighted?: boolean;
  headingRef?: Ref<HTMLHeadingElement>;
}

type CardError = 'selectTime' | 'justBooked' | 'failed';

/** Each card error's message, read in the language shown. */
const CARD_ERROR_TEXT: Record<CardError, () => string> = {
  selectTime: () => RESULTS_TEXTS.selectTime,
  justBooked: () => RESULTS_TEXTS.justBooked,
  failed: () => RESULTS_TEXTS.reserveFailed,
};

/** How display-alert names each card error. */
const CARD_ERROR_ALERT: Record<CardError, AnalyticsAlert> = {
  selectTime: 'select-time',
  justBooked: 'just-booked',
  failed: 'reserve-failed',
};

/** One provider with its slot calendar and Continue (§2 cards, §4 selection and reservation). */
export function ProviderCard(props: ProviderCardProps) {
  const { plan, provider, selected } = props;
  const headingId = useId();
  const errorId = useId();
  const [error, setError] = useState<CardError | null>(null);
  const [errorCount, setErrorCount] = useState(0);
  useAlertAnalytics(error ? CARD_ERROR_ALERT[error] : undefined, errorCount);
  const showError = (next: CardError) => {
    setError(next);
    setErrorCount((count) => count + 1);
  };
  const [isReserving, setReserving] = useState(false);
  const breakpoint = useBreakpoint();
  const { query, days, status } = useProviderCalendar({
    plan,
    provider,
    serviceIds: props.serviceIds,
    startDate: props.startDate,
    initial: props.initial,
    generation: props.generation,
    lastBookableDate: props.lastBookableDate,
  });
  const shownZone = plan.timeZone ?? provider.timezone;
  const shownDays = useMemo(() => (plan.timeZone ? daysInZone(days, plan.timeZone) : days), [days, plan.timeZone]);
  const mine = selected?.providerId === provider.providerId ? selected : undefined;
  const { fetchNextPage } = query;
  const loadMore = useCallback(() => void fetchNextPage(), [fetchNextPage]);

  const onContinue = async () => {
    if (!mine) {
      showError('selectTime');
      recordAnalyticsEvent('user-constraint-error', { form: 'results', fieldName: 'timeslot', rule: 'required' });
      return;
    }
    setReserving(true);
    const outcome = await props.onContinue(mine, provider);
    setReserving(false);
    if (outcome === 'done') return;
    showError(outcome);
    // §4: the time was taken, so this provider's times are fetched again without it.
    if (outcome === 'justBooked') void query.refetch();
  };

  const Details = plan.kind === 'inPerson' ? ClinicDetails : CareTeamDetails;
  const fetchError = query.isError ? providerErrorKind(query.error) : null;

  return (
    <article aria-labelledby={headingId} className={cx(styles.card, props.highlighted && styles.highlighted)}>
      <Details provider={provider} headingId={headingId} headingRef={props.headingRef} />
      <div className={styles.availability}>
        {status === 'SERVICE_UNAVAILABLE' ? (
          <CardState title={RESULTS_TEXTS.serviceUnavailableTitle} text={RESULTS_TEXTS.serviceUnavailable} />
        ) : status === 'NO_AVAILABILITY' && !query.isFetching ? (
          <CardState title={RESULTS_TEXTS.noAvailabilityTitle} text={RESULTS_TEXTS.noAvailability(plan.messageDays)} />
        ) : shownDays.length > 0 ? (
          <SlotCalendar
            providerId={provider.providerId}
            providerName={provider.vanityName}
            timeZone={shownZone}
            days={shownDays}
            perPage={props.daysPerPage[breakpoint]}
            orientation={breakpoint === 'tiny' ? 'horizontal' : 'vertical'}
            selected={mine}
            onSelect={(slot) => {
              setError(null);
              props.onSelect(selectionOf(provider.providerId, slot));
            }}
            canLoadMore={query.hasNextPage}
            isLoadingMore={query.isFetchingNextPage}
            loadMoreFailed={query.isError}
            onLoadMore={loadMore}
            isRefreshing={query.isRefetching && !query.isFetchingNextPage}
          />
        ) : query.isPending || query.isFetching ? (
          <Spinner size="small" label={SLOT_CALENDAR_TEXTS.loadingTimes} />
        ) : null}
        {fetchError ? (
          <Alert
            name="availability-connection-error"
            variant="error"
            actions={
              <Button
                variant="secondary"
                onClick={() => void (days.length > 0 ? query.fetchNextPage() : query.refetch())}
              >
                {RESULTS_TEXTS.tryAgain}
              </Button>
            }
          >
            {fetchError === 'SERVER_ERROR'
              ? RESULTS_TEXTS.providerFetchServerError
              : RESULTS_TEXTS.providerFetchClientError}
          </Alert>
        ) : null}
        <div aria-live="assertive" className={styles.errorRegion}>
          {error ? (
            <p id={errorId} className={styles.error}>
              <span className="visually-hidden">{translate('results.card.error')}</span>
              {CARD_ERROR_TEXT[error]()}
            </p>
          ) : null}
        </div>
        {status === 'AVAILABLE' ? (
          <div className={styles.actions}>
            <Button
              onClick={() => void onContinue()}
              disabled={isReserving}
              aria-busy={isReserving || undefined}
              aria-describedby={error ? errorId : undefined}
            >
              {RESULTS_TEXTS.continue}
              <span className="visually-hidden">
                {translate('results.continueWith', { clinic: provider.vanityName })}
              </span>
            </Button>
          </div>
        ) : null}
      </div>
    </article>
  );
}

function CardState({ title, text }: { title: string; text: string }) {
  return (
    <div className={styles.state}>
      <p className={styles.stateTitle}>{title}</p>
      <p className={styles.stateText}>{text}</p>
    </div>
  );
}
