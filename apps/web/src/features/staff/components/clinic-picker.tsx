import { type FormEvent, useId, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { TextInput } from '@/components/ui/text-input';
import { CLINIC_CHOICES, useClinics } from '@/features/staff/api/schedule-queries';
import { dateIn } from '@/features/staff/model/clinic-time';
import { staffHrefs } from '@/features/staff/staff-paths';
import styles from './clinic-picker.module.css';

function found(count: number): string {
  if (count >= CLINIC_CHOICES) return `The first ${count} clinics: search to find the others.`;
  return `${count === 0 ? 'No' : count} clinic${count === 1 ? '' : 's'} found.`;
}

/**
 * The clinics whose list the member may see, found by name, city or store number; each links to its day list on
 * the clinic's today. The list shows them all until a search narrows it.
 */
export function ClinicPicker({ currentClinicId }: { currentClinicId?: string }) {
  const [typed, setTyped] = useState('');
  const [q, setQ] = useState('');
  const clinics = useClinics(q);
  const fieldId = useId();
  const today = new Date();
  const search = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setQ(typed.trim());
  };
  return (
    <div className={styles.picker}>
      <search>
        <form onSubmit={search} className={styles.search}>
          <TextInput
            id={fieldId}
            name="clinicSearch"
            label="Find a clinic"
            hint="Its name, city or store number."
            type="search"
            autoComplete="off"
            width="medium"
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
          />
          <Button type="submit" variant="secondary" className={styles.find}>
            Find
          </Button>
        </form>
      </search>
      <p role="status" className={styles.count}>
        {clinics.isSuccess && !clinics.isPlaceholderData ? found(clinics.data.length) : ''}
      </p>
      {clinics.isPending ? <Spinner size="small" label="Finding clinics" /> : null}
      {clinics.isError ? (
        <p role="alert">The clinics could not be loaded. Check your connection and try again.</p>
      ) : null}
      {clinics.isSuccess && clinics.data.length > 0 ? (
        <ul className={styles.list}>
          {clinics.data.map((clinic) => (
            <li key={clinic.id}>
              <Link
                to={staffHrefs.dayList(clinic.id, { date: dateIn(clinic.timeZone, today) })}
                className={styles.clinic}
                aria-current={clinic.id === currentClinicId ? 'page' : undefined}
              >
                <span className={styles.name}>{clinic.name}</span>
                <span className={styles.place}>
                  {clinic.city}, {clinic.stateCode} · store {clinic.storeNumber}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
