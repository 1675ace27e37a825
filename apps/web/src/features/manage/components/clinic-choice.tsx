import type { ManagedAppointment } from '@hs/contracts';
import { Select } from '@/components/ui/select';
import { Spinner } from '@/components/ui/spinner';
import { useNearbyClinics } from '@/features/manage/api/use-nearby-clinics';
import { clinicChoices, nearbyClinicsSearch } from '@/features/manage/model/clinic-choices';
import { MANAGE_TEXTS } from '@/features/manage/model/manage-texts';
import type { IsoDate } from '@/lib/dates/us-date';
import styles from './manage.module.css';

export interface ClinicChoiceProps {
  appointment: ManagedAppointment;
  startDate: IsoDate;
  value: string;
  onChange: (providerId: string) => void;
}

/** The appointment's clinic, or another nearby that offers the same services (a native select). */
export function ClinicChoice({ appointment, startDate, value, onChange }: ClinicChoiceProps) {
  const nearby = useNearbyClinics(nearbyClinicsSearch(appointment, startDate));
  const choices = clinicChoices(appointment, nearby.data ?? [], MANAGE_TEXTS.currentClinic);
  return (
    <>
      <Select
        name="move-clinic"
        label={MANAGE_TEXTS.clinicLabel}
        hint={MANAGE_TEXTS.clinicHint}
        className={styles.clinicSelect}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        options={choices.map((choice) => ({ value: choice.providerId, label: choice.label }))}
      />
      {nearby.isFetching ? <Spinner size="small" label={MANAGE_TEXTS.findingClinics} /> : null}
    </>
  );
}
