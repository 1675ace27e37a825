import { Link } from 'react-router';
import { paths } from '@/config/paths';

export const MANAGE_LINK_TEXT = 'Find my appointment';

/** The way back to an appointment from anywhere: its code, the patient's last name and date of birth. */
export function ManageAppointmentLink({ children = MANAGE_LINK_TEXT }: { children?: string }) {
  return <Link to={paths.manage()}>{children}</Link>;
}
