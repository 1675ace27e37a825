import { useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { usePeople } from '@/features/staff/api/identity-queries';
import { DoneMessage } from '@/features/staff/components/done-message';
import { type CreatedInvite, InviteForm } from '@/features/staff/components/invite-form';
import { InviteLink } from '@/features/staff/components/invite-link';
import { PersonCard } from '@/features/staff/components/person-card';
import { StaffHeading } from '@/features/staff/components/staff-heading';
import { requestProblem } from '@/features/staff/model/request-problem';
import styles from './people-page.module.css';

/** For user managers: who works in the console, with what roles; invites, role changes, removals, revocations. */
export function PeoplePage() {
  const people = usePeople();
  const [invite, setInvite] = useState<CreatedInvite | undefined>();
  const [done, setDone] = useState('');
  const showInvite = (created: CreatedInvite) => {
    setInvite(created);
    setDone('');
    // The link is the one thing to act on now, and it is shown this once.
    setTimeout(() => document.getElementById('invite-link')?.focus(), 0);
  };
  return (
    <>
      <StaffHeading title="People" />
      <DoneMessage message={done} />
      {invite ? <InviteLink {...invite} /> : null}
      <InviteForm onCreated={showInvite} />
      <section aria-labelledby="people-heading">
        <h2 id="people-heading">Staff</h2>
        {people.isPending ? <Spinner label="Loading the staff" /> : null}
        {people.isError ? (
          <Alert name={null} variant="error" actions={<Button onClick={() => people.refetch()}>Try again</Button>}>
            {requestProblem(people.error, 'The staff could not be loaded.')}
          </Alert>
        ) : null}
        {people.isSuccess ? (
          <ul className={styles.people}>
            {people.data.map((person) => (
              <PersonCard
                key={person.id}
                person={person}
                onDone={(message) => {
                  setInvite(undefined);
                  setDone(message);
                }}
                onInvited={showInvite}
              />
            ))}
          </ul>
        ) : null}
      </section>
    </>
  );
}
