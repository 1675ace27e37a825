import { type FormEvent, useState } from 'react';
import { Button } from '@/components/ui/button';
import { useLocationPredictions } from '@/features/locator/api/use-location-predictions';
import { LOCATOR_TEXTS } from '@/features/locator/model/locator-texts';
import { useFormAnalytics } from '@/lib/analytics/use-form-analytics';
import { useDebouncedValue } from '@/lib/forms/use-debounced-value';
import { translate } from '@/lib/i18n/i18n';
import { LocationCombobox } from './location-combobox';
import styles from './locator.module.css';

/** Predictions are asked for once typing pauses this long, not for every key. */
const PREDICTION_DELAY_MS = 200;

export interface LocatorSearchFormProps {
  initialText: string;
  onSearch: (searchText: string) => void;
  /** Shown only when the browser gave a position (§2 'Search Using My Location'). */
  onUseMyLocation?: () => void;
}

/** The locator's search: the field with predictions, Find, and the visitor's own position. */
export function LocatorSearchForm({ initialText, onSearch, onUseMyLocation }: LocatorSearchFormProps) {
  const [text, setText] = useState(initialText);
  const [error, setError] = useState<string | undefined>();
  const [failedSearches, setFailedSearches] = useState(0);
  const predictions = useLocationPredictions(useDebouncedValue(text, PREDICTION_DELAY_MS));
  // §7: a blank search is the one rule the field has; leaving the page after typing is an abandonment.
  const analytics = useFormAnalytics('locator', {
    errors: error ? { searchText: { type: 'required', message: error } } : {},
    submitCount: failedSearches,
  });

  const search = (searchText: string) => {
    const trimmed = searchText.trim();
    // §5: blank text shows the message and does not navigate.
    if (!trimmed) {
      setError(LOCATOR_TEXTS.emptySearch);
      setFailedSearches((count) => count + 1);
      return;
    }
    setError(undefined);
    analytics.completed();
    onSearch(trimmed);
  };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    search(text);
  };

  return (
    <search aria-label={translate('locator.searchLabel')}>
      <form className={styles.searchForm} onSubmit={submit} noValidate {...analytics.formProps}>
        <div className={styles.searchRow}>
          <LocationCombobox
            value={text}
            onChange={(next) => {
              setText(next);
              if (error && next.trim()) setError(undefined);
            }}
            predictions={predictions}
            onPick={(description) => {
              setText(description);
              search(description);
            }}
            error={error}
          />
          <Button type="submit" className={styles.findButton}>
            {LOCATOR_TEXTS.find}
          </Button>
        </div>
        {onUseMyLocation ? (
          <Button variant="link" onClick={onUseMyLocation} className={styles.myLocation}>
            {LOCATOR_TEXTS.useMyLocation}
          </Button>
        ) : null}
      </form>
    </search>
  );
}
