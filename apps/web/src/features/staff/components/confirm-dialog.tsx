import type { ReactNode } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { requestProblem } from '@/features/staff/model/request-problem';

interface ConfirmDialogProps {
  title: string;
  children: ReactNode;
  confirmLabel: string;
  onConfirm: () => void;
  onClose: () => void;
  pending: boolean;
  /** The failed attempt's error, shown in the dialog with `failure` as its fallback text. */
  error: unknown;
  failure: string;
}

/** Asks before a change that cannot be taken back (revoking, removing); the change's refusal shows in it. */
export function ConfirmDialog({
  title,
  children,
  confirmLabel,
  onConfirm,
  onClose,
  pending,
  error,
  failure,
}: ConfirmDialogProps) {
  return (
    <Modal
      open
      onClose={onClose}
      title={title}
      actions={
        <>
          <Button onClick={onConfirm} disabled={pending}>
            {confirmLabel}
          </Button>
          <Button variant="secondary" onClick={onClose}>
            Keep it
          </Button>
        </>
      }
    >
      {error ? (
        <Alert name={null} variant="error">
          {requestProblem(error, failure)}
        </Alert>
      ) : null}
      {children}
    </Modal>
  );
}
