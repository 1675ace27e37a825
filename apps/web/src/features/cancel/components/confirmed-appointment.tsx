import type { AppointmentDetails } from '@hs/contracts';
import type { ReactNode } from 'react';
import { PageHeading } from '@/components/page/page-heading';
import { useDocumentTitle } from '@/components/page/use-document-title';
import { TitledSection } from '@/components/ui/titled-section';
import { CANCEL_PAGE_TEXTS } from '@/features/cancel/model/cancel-page-messages';
import { changePhoneFor, telHref } from '@/lib/clinics/business-phone';
import { AppointmentOverview } from './appointment-overview';
import styles from './cancel-page.module.css';

/** 'You have a confirmed appointment!' with when, where and what, and the numbers to call for changes. */
export function ConfirmedAppointment({
  appointment,
  children,
}: {
  appointment: AppointmentDetails;
  children: ReactNode;
}) {
  useDocumentTitle(CANCEL_PAGE_TEXTS.heading);
  const where =
    appointment.businessName === 'dietitian'
      ? `${CANCEL_PAGE_TEXTS.virtual}: ${appointment.provider.name}`
      : appointment.provider.name;
  const followup =
    !appointment.isFollowup && appointment.followupAppointment?.status === 'BOOKED'
      ? appointment.followupAppointment
      : undefined;
  const phone = changePhoneFor(appointment.businessName);
  return (
    <>
      <PageHeading>{CANCEL_PAGE_TEXTS.heading}</PageHeading>
      <div className={styles.card}>
        <AppointmentOverview slot={appointment} where={where} />
        {followup ? (
          <div className={styles.followup}>
            <h2 className={styles.sectionHeading}>{CANCEL_PAGE_TEXTS.followupHeading}</h2>
            <AppointmentOverview slot={followup} where={where} />
          </div>
        ) : null}
      </div>
      <TitledSection headingId="changes-heading" heading={CANCEL_PAGE_TEXTS.changesHeading} classes={styles}>
        <p>
          {`${CANCEL_PAGE_TEXTS.changesText} `}
          <a href={phone.href}>{phone.display}</a>.
          {appointment.provider.phone ? (
            <>
              {` ${CANCEL_PAGE_TEXTS.locationPhone} `}
              <a href={telHref(appointment.provider.phone)}>{appointment.provider.phone}</a>.
            </>
          ) : null}
        </p>
      </TitledSection>
      {children}
    </>
  );
}
