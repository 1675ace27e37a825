import { useEffect, useState } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { HoldCountdown } from '@/components/hold/hold-countdown';
import { PageHeading } from '@/components/page/page-heading';
import { useDocumentTitle } from '@/components/page/use-document-title';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { DirectoryText } from '@/components/ui/directory-text';
import { releaseHeldTimes } from '@/features/results/api/holds';
import { mustLeaveResults } from '@/features/results/model/results-guard';
import { HOLD_TEXTS, RESULTS_TEXTS } from '@/features/results/model/results-texts';
import { mainNavigation, resultsNavigation } from '@/features/results/model/search-navigation';
import { isHoldActive } from '@/features/results/model/slot-selection';
import { useScheduler } from '@/lib/scheduler-store/use-scheduler';
import { slotSummary } from '@/lib/slot-calendar/slot-format';
import { ProviderCard } from './provider-card';
import styles from './results-layout.module.css';
import { SearchSummary } from './search-summary';
import { useResultsSettings } from './use-results-settings';
import { useSearchState } from './use-search-state';
import { useSlotChoice } from './use-slot-choice';

/**
 * The follow-up screen (§2, §4): the results view for the second appointment, at the provider of the first.
 * The first appointment stays held meanwhile; its remaining time is shown, and a lapsed hold sends the
 * visitor back to pick a first time again.
 */
export function FollowupScreen() {
  const search = useSearchState();
  const scheduler = useScheduler();
  const navigate = useNavigate();
  const settings = useResultsSettings(search);
  const { appointment, provider } = scheduler;
  const [expired, setExpired] = useState(() => Boolean(appointment?.reservationCode) && !isHoldActive(appointment));
  useDocumentTitle(RESULTS_TEXTS.followupHeading);

  // §4: arriving releases a held follow-up; the first appointment stays held.
  useEffect(() => releaseHeldTimes('followup'), []);

  const choice = useSlotChoice('followup', search, settings);

  // The search to go back to: the one the first appointment was chosen in.
  const firstSearch = scheduler.search ?? search;
  const leave = mustLeaveResults({ search, category: settings.category, mode: 'followup', scheduler });
  if (leave || !appointment || !provider || !search.date) {
    const target = mainNavigation(firstSearch);
    return <Navigate to={target.to} state={target.state} replace />;
  }

  // The results screen releases every held time on arrival (§4), so going there is all it takes.
  const pickAgain = () => {
    const target = resultsNavigation({ ...firstSearch, page: 1 });
    navigate(target.to, { state: target.state });
  };

  return (
    <div className={styles.screen}>
      <PageHeading>{RESULTS_TEXTS.followupHeading}</PageHeading>
      <section aria-labelledby="first-appointment-heading" className={styles.firstAppointment}>
        <h2 id="first-appointment-heading">{HOLD_TEXTS.firstAppointment}</h2>
        <p>
          <DirectoryText words={appointment.services.map((service) => service.name)} />
          {`: ${slotSummary(appointment.timestamp, appointment.timezone)}`}
        </p>
        <p>{provider.vanityName}</p>
        {appointment.expiresAt && !expired ? (
          <HoldCountdown expiresAt={appointment.expiresAt} onExpire={() => setExpired(true)} />
        ) : null}
      </section>
      {expired ? (
        <Alert
          name="hold-expired"
          variant="warning"
          title={HOLD_TEXTS.holdExpiredTitle}
          actions={<Button onClick={pickAgain}>{HOLD_TEXTS.pickAgain}</Button>}
        >
          <p>{HOLD_TEXTS.holdExpired}</p>
        </Alert>
      ) : (
        <>
          <SearchSummary search={search} plan={settings.plan} editTarget={firstSearch} />
          {settings.isReady ? (
            <ProviderCard
              plan={settings.plan}
              provider={provider}
              serviceIds={search.serviceIds}
              startDate={search.date}
              daysPerPage={settings.daysPerPage}
              selected={choice.selected}
              onSelect={choice.onSelect}
              onContinue={choice.onContinue}
            />
          ) : null}
        </>
      )}
    </div>
  );
}
