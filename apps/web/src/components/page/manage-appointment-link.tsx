import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useTranslate } from '@/lib/i18n/use-translate';

/** The way back to an appointment from anywhere: its code, the patient's last name and date of birth. */
export function ManageAppointmentLink({ children }: { children?: string }) {
  const t = useTranslate();
  return <Link to={paths.manage()}>{children ?? t('shell.nav.manage')}</Link>;
}
