import type { WaitlistAcceptRequest, WaitlistOfferView } from '@hs/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { PageHeading } from '@/components/page/page-heading';
import { useDocumentTitle } from '@/components/page/use-document-title';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import {
  acceptRequest,
  declineOffer,
  moveToOffer,
  providerOfOffer,
  useOffer,
} from '@/features/waitlist/api/offer-calls';
import { OFFER_TEXTS, offerTokenOf } from '@/features/waitlist/model/offer-texts';
import { holdOfferedSeat } from '@/features/waitlist/model/offered-seat';
import { isApiRequestError } from '@/lib/api/api-client';
import { type Attempt, attemptFor, automaticRetries, isRetryable } from '@/lib/api/idempotent-attempt';
import { formatAppointmentTime, shortAppointmentTime } from '@/lib/appointments/appointment-time';
import { servicesQuery } from '@/lib/catalog/services-query';
import { schedulerStore } from '@/lib/scheduler-store/scheduler-store';

type Done = 'moved' | 'declined' | 'stopped';

/**
 * Where a waitlist offer's link lands (decision 060): the held seat with the way to book it (the patient form, as
 * after choosing a time) or, for a booked appointment, to move it there; "no thanks" passes it on. A link whose offer
 * ended says so and shows the next three times, never a blank page.
 */
export function Component() {
  const { hash } = useLocation();
  const [token] = useState(() => offerTokenOf(hash));
  const offer = useOffer(token);
  if (!token) return <Problem heading={OFFER_TEXTS.invalidHeading} text={OFFER_TEXTS.invalidText} />;
  if (offer.isPending) return <Loading />;
  if (offer.isError) {
    const invalid = isApiRequestError(offer.error) && offer.error.status === 404;
    return invalid ? (
      <Problem heading={OFFER_TEXTS.invalidHeading} text={OFFER_TEXTS.invalidText} />
    ) : (
      <Problem heading={OFFER_TEXTS.errorHeading} text={OFFER_TEXTS.errorText} onRetry={() => void offer.refetch()} />
    );
  }
  if (offer.data.status === 'taken') return <Taken offer={offer.data} />;
  if (offer.data.status === 'accepted') return <Accepted offer={offer.data} />;
  return <Offered offer={offer.data} token={token} onTaken={() => void offer.refetch()} />;
}

function Offered({ offer, token, onTaken }: { offer: WaitlistOfferView; token: string; onTaken: () => void }) {
  const earlier = offer.kind === 'earlier';
  const heading = earlier ? OFFER_TEXTS.earlierHeading : OFFER_TEXTS.heading;
  useDocumentTitle(heading);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [working, setWorking] = useState(false);
  const [done, setDone] = useState<{ kind: Done; time?: string } | null>(null);
  const [failed, setFailed] = useState(false);
  // One key for accepting this offer, kept across the page's retries: a move made whose answer was lost is answered.
  const acceptAttempt = useRef<Attempt<WaitlistAcceptRequest> | null>(null);
  const accepting = useMutation({
    mutationFn: ({ request, key }: Attempt<WaitlistAcceptRequest>) => moveToOffer(request, key),
    ...automaticRetries,
  });

  async function act(run: () => Promise<void>) {
    setWorking(true);
    setFailed(false);
    try {
      await run();
    } catch (error) {
      // A 409 says the offer is gone, unless it is this page's own move still under way: then a retry is answered.
      if (isApiRequestError(error) && error.status === 409 && !isRetryable(error)) onTaken();
      else setFailed(true);
    } finally {
      setWorking(false);
    }
  }

  const book = () =>
    act(async () => {
      const [provider, catalog] = await Promise.all([providerOfOffer(offer), queryClient.fetchQuery(servicesQuery)]);
      if (!provider) throw new Error('The offered clinic was not found');
      holdOfferedSeat(schedulerStore, offer, provider, catalog.data.services, token);
      navigate(paths.schedule());
    });
  const move = () =>
    act(async () => {
      acceptAttempt.current = attemptFor(acceptAttempt.current, token, () => acceptRequest(token));
      const moved = await accepting.mutateAsync(acceptAttempt.current);
      const appointment = moved.data.appointment;
      setDone({ kind: 'moved', time: formatAppointmentTime(appointment.timestamp, appointment.timezone) });
    });
  const decline = (keepWaiting: boolean) =>
    act(async () => {
      await declineOffer(token, keepWaiting);
      setDone({ kind: keepWaiting ? 'declined' : 'stopped' });
    });

  if (done) {
    return (
      <>
        <PageHeading>{heading}</PageHeading>
        <Alert name={null} variant="success">
          {done.kind === 'moved' ? OFFER_TEXTS.moved(done.time ?? '') : OFFER_TEXTS[done.kind]}
        </Alert>
        <p>
          <Link to={paths.main()}>{OFFER_TEXTS.search}</Link>
        </p>
      </>
    );
  }
  return (
    <>
      <PageHeading>{heading}</PageHeading>
      <p>{OFFER_TEXTS.heldUntil(shortAppointmentTime(offer.expiresAt, offer.seat.timezone))}</p>
      <OfferDetails offer={offer} current={offer.currentAppointment} />
      {failed ? (
        <Alert name={null} variant="error">{`${OFFER_TEXTS.errorHeading} ${OFFER_TEXTS.errorText}`}</Alert>
      ) : null}
      {working ? <Spinner label={OFFER_TEXTS.working} /> : null}
      <p>
        <Button disabled={working} onClick={() => void (earlier ? move() : book())}>
          {earlier ? OFFER_TEXTS.move : OFFER_TEXTS.book}
        </Button>
      </p>
      <p>
        <Button variant="secondary" disabled={working} onClick={() => void decline(true)}>
          {OFFER_TEXTS.noThanks}
        </Button>{' '}
        <Button variant="link" disabled={working} onClick={() => void decline(false)}>
          {OFFER_TEXTS.stop}
        </Button>
      </p>
    </>
  );
}

/** The offered time, the place and the service; for an earlier time, the appointment it would move. */
function OfferDetails({
  offer,
  current,
}: {
  offer: WaitlistOfferView;
  current: WaitlistOfferView['currentAppointment'];
}) {
  return (
    <dl>
      <dt>{OFFER_TEXTS.when}</dt>
      <dd>{formatAppointmentTime(offer.seat.timestamp, offer.seat.timezone)}</dd>
      {current ? (
        <>
          <dt>{OFFER_TEXTS.current}</dt>
          <dd>{formatAppointmentTime(current.timestamp, current.timezone)}</dd>
        </>
      ) : null}
      <dt>{OFFER_TEXTS.where}</dt>
      <dd>
        {offer.provider.name}
        {offer.provider.address ? (
          <>
            <br />
            {offer.provider.address.addressLines.join(', ')}, {offer.provider.address.cityTown},{' '}
            {offer.provider.address.stateProvince} {offer.provider.address.postalCode}
          </>
        ) : null}
      </dd>
      <dt>{OFFER_TEXTS.what}</dt>
      <dd>{offer.seat.services.map((service) => service.name).join(', ')}</dd>
    </dl>
  );
}

/**
 * The link's holder took the offer: said as what happened then, since the appointment may have changed or been
 * cancelled since; where it stands now is on the page that finds it by its code.
 */
function Accepted({ offer }: { offer: WaitlistOfferView }) {
  useDocumentTitle(OFFER_TEXTS.acceptedHeading);
  return (
    <>
      <PageHeading>{OFFER_TEXTS.acceptedHeading}</PageHeading>
      <p>{offer.kind === 'earlier' ? OFFER_TEXTS.acceptedEarlier : OFFER_TEXTS.accepted}</p>
      <OfferDetails offer={offer} current={null} />
      <p>
        <Link to={paths.manage()}>{OFFER_TEXTS.manage}</Link>
      </p>
    </>
  );
}

function Taken({ offer }: { offer: WaitlistOfferView }) {
  useDocumentTitle(OFFER_TEXTS.takenHeading);
  return (
    <>
      <PageHeading>{OFFER_TEXTS.takenHeading}</PageHeading>
      {offer.nextTimes.length > 0 ? (
        <>
          <p>{OFFER_TEXTS.takenText}</p>
          <ul>
            {offer.nextTimes.map((time) => (
              <li key={time.timestamp}>
                {offer.provider.name}: {formatAppointmentTime(time.timestamp, time.timezone)}
              </li>
            ))}
          </ul>
        </>
      ) : (
        <p>{OFFER_TEXTS.noNextTimes}</p>
      )}
      <p>
        <Link to={paths.main()}>{OFFER_TEXTS.search}</Link>
      </p>
    </>
  );
}

function Loading() {
  useDocumentTitle(OFFER_TEXTS.loadingHeading);
  return (
    <>
      <PageHeading>{OFFER_TEXTS.loadingHeading}</PageHeading>
      <Spinner label={OFFER_TEXTS.loading} />
    </>
  );
}

function Problem({ heading, text, onRetry }: { heading: string; text: string; onRetry?: () => void }) {
  useDocumentTitle(heading);
  return (
    <>
      <PageHeading>{heading}</PageHeading>
      <p>{text}</p>
      {onRetry ? <Button onClick={onRetry}>{OFFER_TEXTS.retry}</Button> : null}
      <p>
        <Link to={paths.main()}>{OFFER_TEXTS.search}</Link>
      </p>
    </>
  );
}
