import type { UseMutationResult } from '@tanstack/react-query';
import { useState } from 'react';
import type { BookingsChoice, HoursChange } from '@/features/staff/api/hours-queries';
import { bookingsInTheWay, visitCount } from '@/features/staff/model/bookings-in-the-way';
import { requestProblem } from '@/features/staff/model/request-problem';
import { BookingsChoiceDialog } from './bookings-choice-dialog';

/** What the page says once a change is applied, booked visits included. */
export function appliedText(done: string, change: HoursChange): string {
  if (change.canceledVisits > 0) {
    return `${done} ${visitCount(change.canceledVisits)} cancelled: the patients are told.`;
  }
  if (change.affectedVisits > 0) return `${done} ${visitCount(change.affectedVisits)} kept.`;
  return done;
}

/**
 * Sends a change as asked; when the server refuses it for the booked visits it touches, asks the member what
 * happens to them and sends it again with that answer. Without an answer nothing is changed.
 */
export function useBookingsGuard<Input extends BookingsChoice>(mutation: UseMutationResult<HoursChange, Error, Input>) {
  const [asking, setAsking] = useState<{ input: Input; affected: number; title: string; done: string } | null>(null);
  const [problem, setProblem] = useState<string>();

  const apply = (input: Input, title: string, done: string, onApplied: (message: string) => void) => {
    setProblem(undefined);
    mutation.mutate(input, {
      onSuccess: (change) => {
        setAsking(null);
        onApplied(appliedText(done, change));
      },
      onError: (error) => {
        const affected = bookingsInTheWay(error);
        if (affected !== undefined) setAsking({ input, affected, title, done });
        else if (asking) setProblem(requestProblem(error, 'The change could not be made.'));
      },
    });
  };

  const dialog = (onApplied: (message: string) => void) =>
    asking ? (
      <BookingsChoiceDialog
        title={asking.title}
        affectedVisits={asking.affected}
        pending={mutation.isPending}
        problem={problem}
        onChoose={(choice) => apply({ ...asking.input, ...choice }, asking.title, asking.done, onApplied)}
        onClose={() => {
          setAsking(null);
          mutation.reset();
        }}
      />
    ) : null;

  /** The refusal to show beside the form: any but the one the dialog answers. */
  const formProblem =
    mutation.isError && !asking && bookingsInTheWay(mutation.error) === undefined ? mutation.error : undefined;
  return { apply, dialog, formProblem };
}
