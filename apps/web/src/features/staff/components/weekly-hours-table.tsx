import { WEEKDAYS } from '@hs/domain';
import type { WeeklyHours } from '@/features/staff/api/hours-queries';
import { clockTime, WEEKDAY_NAMES } from '@/features/staff/model/hours-labels';
import styles from './hours-list.module.css';

/** Each weekday's opening, closing and breaks, on the clinic's clock. */
export function WeeklyHoursTable({ hours }: { hours: WeeklyHours }) {
  return (
    <table className={styles.table}>
      <caption className="visually-hidden">Weekly hours</caption>
      <thead>
        <tr>
          <th scope="col">Day</th>
          <th scope="col">Open</th>
          <th scope="col">Breaks</th>
        </tr>
      </thead>
      <tbody>
        {WEEKDAYS.map((day) => {
          const open = hours[day];
          return (
            <tr key={day}>
              <th scope="row">{WEEKDAY_NAMES[day]}</th>
              <td>{open ? `${clockTime(open.opens)} to ${clockTime(open.closes)}` : 'Closed'}</td>
              <td>
                {open && open.breaks.length > 0
                  ? open.breaks.map((pause) => `${clockTime(pause.start)} to ${clockTime(pause.end)}`).join(', ')
                  : 'None'}
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
