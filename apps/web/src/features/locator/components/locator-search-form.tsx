import { type FormEvent, useState } from 'react';
import { Button } from '@/components/ui/button';
import { useLocationPredictions } from '@/features/locator/api/use-location-predictions';
import { LOCATOR_TEXTS } from '@/features/locator/model/locator-texts';
import { useDebouncedValue } from '@/lib/forms/use-debounced-value';
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
  const predictions = useLocationPredictions(useDebouncedValue(text, PREDICTION_DELAY_MS));

  const search = (searchText: string) => {
    const trimmed = searchText.trim();
    // §5: blank text shows the message and does not navigate.
    if (!trimmed) {
      setError(LOCATOR_TEXTS.emptySearch);
      return;
    }
    setError(undefined);
    onSearch(trimmed);
  };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    search(text);
  };

  return (
    <search aria-label="Clinic search">
      <form className={styles.searchForm} onSubmit={submit} noValidate>
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
