import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { type Closure, useRemoveClosure } from '@/features/staff/api/hours-queries';
import { closureSpan } from '@/features/staff/model/hours-labels';
import { ConfirmDialog } from './confirm-dialog';
import styles from './hours-list.module.css';

/**
 * The clinic's coming closures as visitors read them, each with Remove where the member's roles allow it (a whole
 * day is the district's to reopen); the chain's are the directory file's alone.
 */
export function ClosuresList({
  clinicId,
  closures,
  canRemove,
  onDone,
}: {
  clinicId: string;
  closures: readonly Closure[];
  canRemove: (closure: Closure) => boolean;
  onDone: (message: string) => void;
}) {
  const remove = useRemoveClosure(clinicId);
  const [asking, setAsking] = useState<{ closure: Closure; span: string } | null>(null);
  if (closures.length === 0) return <p>No closures to come.</p>;
  return (
    <>
      <ul className={styles.list}>
        {closures.map((closure) => {
          const span = closureSpan(closure.startsLocal, closure.endsLocal, closure.wholeDay);
          return (
            <li key={closure.id} className={styles.item}>
              <div>
                <strong>{span}</strong>
                <span className={styles.kind}>
                  {closure.wholeDay ? 'Whole day' : 'Part of the day'}
                  {closure.chainWide ? ', the whole chain' : ''}
                </span>
                <span>“{closure.reason}”</span>
              </div>
              {!closure.chainWide && canRemove(closure) ? (
                <Button variant="link" onClick={() => setAsking({ closure, span })}>
                  Remove<span className="visually-hidden"> the closure of {span}</span>
                </Button>
              ) : null}
            </li>
          );
        })}
      </ul>
      {asking ? (
        <ConfirmDialog
          title={`Reopen ${asking.span}?`}
          confirmLabel="Remove the closure"
          onConfirm={() =>
            remove.mutate(asking.closure.id, {
              onSuccess: () => {
                setAsking(null);
                onDone(`The closure of ${asking.span} is removed: visitors can book those times again.`);
              },
            })
          }
          onClose={() => {
            setAsking(null);
            remove.reset();
          }}
          pending={remove.isPending}
          error={remove.error}
          failure="The closure could not be removed."
        >
          <p>Visitors can book these times again at once.</p>
        </ConfirmDialog>
      ) : null}
    </>
  );
}
