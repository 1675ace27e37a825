import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { type Block, useRemoveBlock } from '@/features/staff/api/hours-queries';
import { dayHeading } from '@/features/staff/model/clinic-time';
import { clockTime } from '@/features/staff/model/hours-labels';
import { ConfirmDialog } from './confirm-dialog';
import styles from './hours-list.module.css';

function blockText(block: Block): string {
  const span = `${clockTime(block.from)} to ${clockTime(block.to)}`;
  const [first = '', ...rest] = block.dates;
  const last = rest.at(-1);
  return last ? `${span} weekly, ${dayHeading(first)} to ${dayHeading(last)}` : `${dayHeading(first)}, ${span}`;
}

/** The clinic's coming blocked time with its internal reason; Remove takes out every week of a block. */
export function BlocksList({
  clinicId,
  blocks,
  canRemove,
  onDone,
}: {
  clinicId: string;
  blocks: readonly Block[];
  canRemove: boolean;
  onDone: (message: string) => void;
}) {
  const remove = useRemoveBlock(clinicId);
  const [asking, setAsking] = useState<{ block: Block; text: string } | null>(null);
  if (blocks.length === 0) return <p>No blocked time to come.</p>;
  return (
    <>
      <ul className={styles.list}>
        {blocks.map((block) => {
          const text = blockText(block);
          return (
            <li key={block.id} className={styles.item}>
              <div>
                <strong>{text}</strong>
                <span>{block.reason}</span>
              </div>
              {canRemove ? (
                <Button variant="link" onClick={() => setAsking({ block, text })}>
                  Remove<span className="visually-hidden"> the blocked time {text}</span>
                </Button>
              ) : null}
            </li>
          );
        })}
      </ul>
      {asking ? (
        <ConfirmDialog
          title="Remove the blocked time?"
          confirmLabel="Remove the blocked time"
          onConfirm={() =>
            remove.mutate(asking.block.id, {
              onSuccess: () => {
                setAsking(null);
                onDone(`The blocked time ${asking.text} is removed: visitors can book it again.`);
              },
            })
          }
          onClose={() => {
            setAsking(null);
            remove.reset();
          }}
          pending={remove.isPending}
          error={remove.error}
          failure="The blocked time could not be removed."
        >
          <p>{asking.text}: every week of it is removed, and visitors can book these times again at once.</p>
        </ConfirmDialog>
      ) : null}
    </>
  );
}
