import { EMAIL_PATTERN, PHONE_PATTERN, WAITLIST_CODE_PATTERN } from '@hs/domain';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Checkboxes } from '@/components/ui/checkboxes';
import { Radios } from '@/components/ui/radios';
import { Spinner } from '@/components/ui/spinner';
import { TextInput } from '@/components/ui/text-input';
import { isApiRequestError } from '@/lib/api/api-client';
import { requestLanguage } from '@/lib/i18n/request-language';
import { confirmWaitlistCode, joinWaitlist, type WaitlistWish } from '@/lib/waitlist/waitlist-calls';
import { checkDateOfBirth, dateOfBirthToSend, WaitlistAgeFields } from './waitlist-age-fields';
import styles from './waitlist-join.module.css';
import { JOIN_TEXTS } from './waitlist-join-texts';

interface ContactFields {
  channel: 'email' | 'sms';
  email: string;
  phone: string;
  consent: string[];
  young: string[];
  dateOfBirth: string;
}

interface CodeFields {
  code: string;
}

/**
 * A refusal's message when the server names a field or a limit; otherwise the connection message. A patient too
 * young for the whole window hears it in their language, with the window's last day (`windowEnd`).
 */
function refusalOf(error: unknown, windowEnd = ''): string {
  if (!isApiRequestError(error) || error.status >= 500) return JOIN_TEXTS.failed;
  const [first] = error.errors;
  if (first?.code === 'TOO_YOUNG') return JOIN_TEXTS.tooYoung(windowEnd);
  return first?.message ?? JOIN_TEXTS.failed;
}

/**
 * "Notify me" and "Tell me if something earlier opens" (decisions 060, 065): a button that opens the contact form,
 * then the step that confirms the contact with the code we send, then the word that the visitor is in line.
 * `windowEnd` names, in the visitor's words, the last day waited for; `stateName` the state a dietitian is
 * looked for in.
 */
export function WaitlistJoin({
  wish,
  windowEnd = '',
  stateName,
}: {
  wish: WaitlistWish;
  windowEnd?: string;
  stateName?: string;
}) {
  const [open, setOpen] = useState(false);
  const [entry, setEntry] = useState<{ id: string; channel: 'email' | 'sms' } | null>(null);
  const [done, setDone] = useState(false);
  const headingId = useId();
  const opener = wish.kind === 'earlier' ? JOIN_TEXTS.earlierOpen : JOIN_TEXTS.notifyOpen;

  if (done) {
    return (
      <Alert name={null} variant="success">
        {JOIN_TEXTS.done}
      </Alert>
    );
  }
  if (!open) {
    return (
      <p>
        <Button variant="secondary" onClick={() => setOpen(true)}>
          {opener}
        </Button>
      </p>
    );
  }
  return (
    <section className={styles.join} aria-labelledby={headingId}>
      <h2 id={headingId}>{opener}</h2>
      <p>{introOf(wish, windowEnd, stateName)}</p>
      {entry ? (
        <CodeStep entry={entry} onConfirmed={() => setDone(true)} />
      ) : (
        <ContactStep wish={wish} windowEnd={windowEnd} onJoined={setEntry} />
      )}
    </section>
  );
}

function introOf(wish: WaitlistWish, windowEnd: string, stateName: string | undefined): string {
  if (wish.kind === 'earlier') return JOIN_TEXTS.earlierIntro;
  if (wish.businessName === 'dietitian' && stateName) return JOIN_TEXTS.dietitianIntro(stateName, windowEnd);
  return JOIN_TEXTS.notifyIntro(windowEnd);
}

function ContactStep({
  wish,
  windowEnd,
  onJoined,
}: {
  wish: WaitlistWish;
  windowEnd: string;
  onJoined: (entry: { id: string; channel: 'email' | 'sms' }) => void;
}) {
  const [refusal, setRefusal] = useState<string | null>(null);
  const { register, handleSubmit, watch, formState } = useForm<ContactFields>({
    defaultValues: { channel: 'email', email: '', phone: '', consent: [], young: [], dateOfBirth: '' },
  });
  const { errors, isSubmitting } = formState;
  const channel = watch('channel');
  const young = watch('young').length > 0;

  const submit = handleSubmit(async (fields) => {
    setRefusal(null);
    const contact =
      fields.channel === 'email'
        ? ({ channel: 'email', email: fields.email.trim() } as const)
        : ({ channel: 'sms', phone: fields.phone.trim(), smsConsent: 'Yes' } as const);
    // An appointment's patient is known by its booking; "notify me" asks only a young child's date of birth.
    const dateOfBirth = wish.kind === 'notify-me' ? dateOfBirthToSend(fields) : null;
    try {
      const joined = await joinWaitlist({
        ...wish,
        ...(dateOfBirth ? { dateOfBirth } : {}),
        contact,
        language: requestLanguage(),
      });
      onJoined({ id: joined.data.waitlistEntry.id, channel: fields.channel });
    } catch (error) {
      setRefusal(refusalOf(error, windowEnd));
    }
  });

  return (
    <form onSubmit={submit} noValidate className={styles.join}>
      {refusal ? (
        <Alert name={null} variant="error">
          {refusal}
        </Alert>
      ) : null}
      <Radios
        name="channel"
        id="waitlist-channel"
        legend={JOIN_TEXTS.channel}
        inline
        options={[
          { value: 'email', label: JOIN_TEXTS.email },
          { value: 'sms', label: JOIN_TEXTS.text },
        ]}
        inputProps={register('channel')}
      />
      {channel === 'email' ? (
        <TextInput
          id="waitlist-email"
          label={JOIN_TEXTS.emailLabel}
          type="email"
          autoComplete="email"
          maxLength={64}
          error={errors.email?.message}
          {...register('email', {
            validate: (value) =>
              value.trim() === '' ? JOIN_TEXTS.required : EMAIL_PATTERN.test(value.trim()) || JOIN_TEXTS.invalidEmail,
          })}
        />
      ) : (
        <>
          <TextInput
            id="waitlist-phone"
            label={JOIN_TEXTS.phoneLabel}
            hint={JOIN_TEXTS.phoneHint}
            type="tel"
            autoComplete="tel"
            maxLength={14}
            error={errors.phone?.message}
            {...register('phone', {
              validate: (value) =>
                value.trim() === '' ? JOIN_TEXTS.required : PHONE_PATTERN.test(value.trim()) || JOIN_TEXTS.invalidPhone,
            })}
          />
          <Checkboxes
            name="consent"
            id="waitlist-consent"
            legend={JOIN_TEXTS.text}
            error={errors.consent?.message}
            options={[{ value: 'yes', label: JOIN_TEXTS.consent }]}
            inputProps={register('consent', {
              validate: (value) => (value?.length ?? 0) > 0 || JOIN_TEXTS.consentRequired,
            })}
          />
        </>
      )}
      {wish.kind === 'notify-me' ? (
        <WaitlistAgeFields
          youngProps={register('young')}
          // Registered only while asked, so an unticked box leaves no date to check or send.
          dateOfBirthProps={
            young ? register('dateOfBirth', { validate: checkDateOfBirth, shouldUnregister: true }) : null
          }
          error={errors.dateOfBirth?.message}
        />
      ) : null}
      <div className={styles.actions}>
        <Button type="submit" disabled={isSubmitting}>
          {JOIN_TEXTS.submit}
        </Button>
        {isSubmitting ? <Spinner size="small" label={JOIN_TEXTS.sending} /> : null}
      </div>
    </form>
  );
}

function CodeStep({
  entry,
  onConfirmed,
}: {
  entry: { id: string; channel: 'email' | 'sms' };
  onConfirmed: () => void;
}) {
  const [refusal, setRefusal] = useState<string | null>(null);
  const { register, handleSubmit, formState } = useForm<CodeFields>({ defaultValues: { code: '' } });
  const { errors, isSubmitting } = formState;

  const submit = handleSubmit(async ({ code }) => {
    setRefusal(null);
    try {
      await confirmWaitlistCode(entry.id, code.trim());
      onConfirmed();
    } catch (error) {
      setRefusal(refusalOf(error));
    }
  });

  return (
    <form onSubmit={submit} noValidate className={styles.join}>
      <p role="status">{entry.channel === 'email' ? JOIN_TEXTS.codeSentEmail : JOIN_TEXTS.codeSentText}</p>
      {refusal ? (
        <Alert name={null} variant="error">
          {refusal}
        </Alert>
      ) : null}
      <TextInput
        id="waitlist-code"
        label={JOIN_TEXTS.codeLabel}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        width="short"
        error={errors.code?.message}
        {...register('code', {
          validate: (value) => WAITLIST_CODE_PATTERN.test(value.trim()) || JOIN_TEXTS.invalidCode,
        })}
      />
      <div className={styles.actions}>
        <Button type="submit" disabled={isSubmitting}>
          {JOIN_TEXTS.confirm}
        </Button>
        {isSubmitting ? <Spinner size="small" label={JOIN_TEXTS.confirming} /> : null}
      </div>
    </form>
  );
}
