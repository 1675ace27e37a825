import { schedulerConfig, timeZoneValues } from '@hs/content';
import { US_STATES } from '@hs/domain';
import { Button } from '@/components/ui/button';
import type { ResultsPlan } from '@/features/results/model/results-plan';
import { RESULTS_TEXTS } from '@/features/results/model/results-texts';
import { categoryLabel } from '@/lib/catalog/category-label';
import { stateName } from '@/lib/clinics/state-names';
import { useContentNow } from '@/lib/content/use-content';
import { translate } from '@/lib/i18n/i18n';
import type { SearchState } from '@/lib/search/search-state';
import { longDate } from '@/lib/slot-calendar/slot-format';
import { EditSearch } from './edit-search';
import styles from './results-layout.module.css';

export const stateNameOf = (code: string | null): string | undefined =>
  US_STATES.some((state) => state.code === code) && code ? stateName(code) : undefined;

/** What was searched, so the visitor can check it at a glance, with the way back to change it. */
export interface SearchSummaryProps {
  search: SearchState;
  plan: ResultsPlan;
  /** The search 'Edit Search' returns to, when it is not the one shown (the follow-up shows its own). */
  editTarget?: SearchState;
  /** The one clinic searched (a search fixed to it), and the way to the clinics around it instead. */
  fixedClinic?: { name: string; onSearchNearby: () => void } | undefined;
}

export function SearchSummary({ search, plan, editTarget, fixedClinic }: SearchSummaryProps) {
  const place = plan.kind === 'inPerson' ? search.location : (stateNameOf(plan.stateCode) ?? search.location);
  const placeTerm = translate(plan.kind === 'inPerson' ? 'results.summary.near' : 'results.summary.state');
  const zones = useContentNow(timeZoneValues)?.timeZones ?? [];
  const config = useContentNow(schedulerConfig);
  const chosenZone = plan.timeZone ? zones.find((zone) => zone.code === search.timeZone)?.label : undefined;
  return (
    <div className={styles.summary}>
      <dl className={styles.summaryList}>
        <div>
          <dt>{translate('results.summary.type')}</dt>
          <dd>{search.type ? categoryLabel(config, search.type) : null}</dd>
        </div>
        <div>
          <dt>{fixedClinic ? RESULTS_TEXTS.fixedClinic : placeTerm}</dt>
          <dd>{fixedClinic ? fixedClinic.name : place}</dd>
        </div>
        {chosenZone ? (
          <div>
            <dt>{RESULTS_TEXTS.shownTimeZone}</dt>
            <dd>{RESULTS_TEXTS.chosenTimeZone(chosenZone)}</dd>
          </div>
        ) : null}
        {search.date ? (
          <div>
            <dt>{translate('results.summary.from')}</dt>
            <dd>{longDate(search.date)}</dd>
          </div>
        ) : null}
      </dl>
      {fixedClinic ? (
        <Button variant="link" onClick={fixedClinic.onSearchNearby}>
          {RESULTS_TEXTS.searchNearby(search.location ?? '')}
        </Button>
      ) : null}
      <EditSearch search={editTarget ?? search} />
    </div>
  );
}
