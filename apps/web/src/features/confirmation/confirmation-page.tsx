import { schedulerConfig } from '@hs/content';
import { useEffect } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { PageHeading } from '@/components/page/page-heading';
import { useDocumentTitle } from '@/components/page/use-document-title';
import { paths } from '@/config/paths';
import { ConfirmationDetails } from '@/features/confirmation/components/confirmation-details';
import { CONFIRMATION_TEXTS } from '@/features/confirmation/model/confirmation-messages';
import { resolveConfirmation } from '@/features/confirmation/model/confirmation-view';
import { useClearOnLeave } from '@/features/confirmation/model/use-clear-on-leave';
import { prepareZoneFormatting } from '@/lib/appointments/time-zone-label';
import { useContent } from '@/lib/content/use-content';
import { useScheduler } from '@/lib/scheduler-store/use-scheduler';
import { ConfirmationShell } from './confirmation-shell';

/** §2 Confirmation: what was booked, with whom, how to change or cancel it, and what to do before the visit. */
export function Component() {
  useDocumentTitle(CONFIRMATION_TEXTS.heading);
  useEffect(prepareZoneFormatting, []);
  const navigate = useNavigate();
  const state = useScheduler();
  const config = useContent(schedulerConfig);
  const categories = config.data?.categories ?? (config.isError ? null : undefined);
  const view = resolveConfirmation(state, categories);
  useClearOnLeave(view.kind === 'ready');

  if (view.kind === 'fallback') return <Navigate to={paths.main()} replace />;
  if (view.kind === 'pending') return <ConfirmationShell />;

  return (
    <>
      <PageHeading>{CONFIRMATION_TEXTS.heading}</PageHeading>
      <ConfirmationDetails
        data={view.data}
        onCanceled={() =>
          navigate(paths.confirmCancel(), { state: { businessName: view.data.isDietitian ? 'dietitian' : 'tlc' } })
        }
      />
    </>
  );
}
