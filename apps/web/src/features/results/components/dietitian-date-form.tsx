import { type FormEvent, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { DateInput } from '@/components/ui/date-input';
import { checkDietitianDate } from '@/features/results/model/dietitian-date';
import { RESULTS_TEXTS } from '@/features/results/model/results-texts';
import { formatUsDate, type IsoDate } from '@/lib/dates/us-date';
import { translate } from '@/lib/i18n/i18n';
import styles from './results-layout.module.css';

export interface DietitianDateFormProps {
  date: IsoDate;
  today: IsoDate;
  onSearch: (date: IsoDate) => void;
}

/** The dietitian results' own date picker and 'Update Search' (§2). */
export function DietitianDateForm({ date, today, onSearch }: DietitianDateFormProps) {
  const [text, setText] = useState(formatUsDate(date));
  const [error, setError] = useState<string | undefined>();
  const inputRef = useRef<HTMLInputElement>(null);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const check = checkDietitianDate(text, today);
    if (!check.ok) {
      setError(check.message);
      inputRef.current?.focus();
      return;
    }
    setError(undefined);
    onSearch(check.date);
  };

  return (
    <form noValidate onSubmit={onSubmit} className={styles.dateForm} aria-label={translate('results.dateForm.label')}>
      <DateInput
        ref={inputRef}
        name="appointmentDate"
        label={translate('results.dateForm.date')}
        value={text}
        onChange={(event) => setText(event.target.value)}
        error={error}
      />
      <Button type="submit" variant="secondary">
        {RESULTS_TEXTS.updateSearch}
      </Button>
    </form>
  );
}
