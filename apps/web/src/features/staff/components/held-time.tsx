import { Button } from '@/components/ui/button';
import type { Hold } from '@/features/staff/api/booking-queries';
import { visitTimeWithZone, visitWhen } from '@/features/staff/model/clinic-time';
import styles from './held-time.module.css';

/** The time held for the call, how long it is held, and the way back to choose another. */
export function HeldTime({ hold, what, onChooseAgain }: { hold: Hold; what: string; onChooseAgain: () => void }) {
  return (
    <div className={styles.held}>
      <p>
        <strong>Held:</strong> {what}, {visitWhen(hold.timestamp, hold.timezone)}. It is kept for this call until{' '}
        {visitTimeWithZone(hold.expiresAt, hold.timezone)}; after that it is booked only if it is still free.
      </p>
      <Button variant="secondary" onClick={onChooseAgain}>
        Choose another time
      </Button>
    </div>
  );
}
