import { useForm } from 'react-hook-form';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ErrorSummary, type ErrorSummaryItem } from '@/components/ui/error-summary';
import { TextInput } from '@/components/ui/text-input';
import { useCreateInvite } from '@/features/staff/api/identity-queries';
import { EMPTY_GRANT, grantOf, type PersonFormValues } from '@/features/staff/model/grant-form';
import { requestProblem } from '@/features/staff/model/request-problem';
import { GrantFields, grantErrorsOf } from './grant-fields';
import styles from './invite-form.module.css';

const EMAIL_MAX = 254;
const NAME_MAX = 100;
const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const FIELD_IDS = { email: 'invite-email', name: 'invite-name' };

export interface CreatedInvite {
  link: string;
  expiresAt: string;
  name: string;
}

/** Invites someone new with their first role; the link it makes is shown once, by the page. */
export function InviteForm({ onCreated }: { onCreated: (invite: CreatedInvite) => void }) {
  const create = useCreateInvite();
  const form = useForm<PersonFormValues>({
    defaultValues: { email: '', name: '', grant: EMPTY_GRANT },
    shouldFocusError: false,
  });
  const { errors, submitCount } = form.formState;
  const grantErrors = grantErrorsOf(errors, 'invite');
  const items: ErrorSummaryItem[] = [
    ...(['email', 'name'] as const).flatMap((field) => {
      const message = errors[field]?.message;
      return message ? [{ fieldId: FIELD_IDS[field], message }] : [];
    }),
    ...grantErrors.items,
  ];

  const submit = form.handleSubmit((values) => {
    const made = grantOf(values.grant);
    if ('field' in made) {
      form.setError(`grant.${made.field}`, { message: made.message });
      return;
    }
    const invite = { email: values.email.trim(), name: values.name.trim(), grants: [made.grant] };
    create.mutate(invite, {
      onSuccess: ({ link, expiresAt }) => {
        onCreated({ link, expiresAt, name: invite.name });
        form.reset();
      },
    });
  });

  return (
    <form onSubmit={submit} noValidate className={styles.form} aria-labelledby="invite-heading">
      <h2 id="invite-heading">Invite someone</h2>
      <ErrorSummary name={null} items={items} focusKey={submitCount} />
      {create.isError ? (
        <Alert key={create.submittedAt} name={null} variant="error">
          {requestProblem(create.error, 'The invite could not be made.')}
        </Alert>
      ) : null}
      <div className={styles.person}>
        <TextInput
          id={FIELD_IDS.email}
          label="Email address"
          type="email"
          autoComplete="off"
          spellCheck={false}
          maxLength={EMAIL_MAX}
          error={errors.email?.message}
          {...form.register('email', {
            validate: {
              required: (value) => value.trim() !== '' || 'Enter their email address.',
              pattern: (value) => EMAIL_SHAPE.test(value.trim()) || 'Enter an email address like name@example.com.',
            },
          })}
        />
        <TextInput
          id={FIELD_IDS.name}
          label="Name"
          hint="As colleagues know them: it shows in the audit trail."
          autoComplete="off"
          maxLength={NAME_MAX}
          error={errors.name?.message}
          {...form.register('name', { validate: { required: (value) => value.trim() !== '' || 'Enter their name.' } })}
        />
      </div>
      <fieldset className={styles.grant}>
        <legend>Their first role</legend>
        <GrantFields form={form} errors={grantErrors.messages} idPrefix="invite" />
      </fieldset>
      <Button type="submit" disabled={create.isPending}>
        Make the invite link
      </Button>
    </form>
  );
}
