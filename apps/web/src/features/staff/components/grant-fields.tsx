import type { FieldErrors, UseFormReturn } from 'react-hook-form';
import type { ErrorSummaryItem } from '@/components/ui/error-summary';
import { Select } from '@/components/ui/select';
import { TextInput } from '@/components/ui/text-input';
import {
  type GrantFields as Fields,
  GRANT_MESSAGES,
  type PersonFormValues,
  ROLE_OPTIONS,
  SCOPE_ID_LABELS,
  SCOPE_OPTIONS,
} from '@/features/staff/model/grant-form';
import styles from './grant-fields.module.css';

const FIELD_SUFFIXES: Record<keyof Fields, string> = { role: 'role', scope: 'scope', scopeId: 'scope-id' };

/** The grant's fields' messages, and the error summary's entries for them, linked to GrantFields' controls. */
export function grantErrorsOf(
  errors: FieldErrors<PersonFormValues>,
  idPrefix: string,
): { messages: Partial<Record<keyof Fields, string>>; items: ErrorSummaryItem[] } {
  const messages = {
    role: errors.grant?.role?.message,
    scope: errors.grant?.scope?.message,
    scopeId: errors.grant?.scopeId?.message,
  };
  const items = (Object.keys(FIELD_SUFFIXES) as (keyof Fields)[]).flatMap((field) => {
    const message = messages[field];
    return message ? [{ fieldId: `${idPrefix}-${FIELD_SUFFIXES[field]}`, message }] : [];
  });
  return { messages, items };
}

/** Role, scope, and the clinic or district the scope names: one grant's fields. */
export function GrantFields({
  form,
  errors,
  idPrefix,
}: {
  form: UseFormReturn<PersonFormValues>;
  errors: Partial<Record<keyof Fields, string>>;
  /** Each field's id is this and the field's name: `${idPrefix}-role`, `-scope`, `-scope-id`. */
  idPrefix: string;
}) {
  const scope = form.watch('grant.scope');
  const scopeId = scope === 'clinic' || scope === 'district' ? SCOPE_ID_LABELS[scope] : undefined;
  return (
    <div className={styles.fields}>
      <Select
        id={`${idPrefix}-${FIELD_SUFFIXES.role}`}
        label="Role"
        placeholder="Choose a role"
        options={ROLE_OPTIONS}
        error={errors.role}
        {...form.register('grant.role', { validate: { required: (value) => value !== '' || GRANT_MESSAGES.role } })}
      />
      <Select
        id={`${idPrefix}-${FIELD_SUFFIXES.scope}`}
        label="Where"
        placeholder="Choose where"
        options={SCOPE_OPTIONS}
        error={errors.scope}
        {...form.register('grant.scope', { validate: { required: (value) => value !== '' || GRANT_MESSAGES.scope } })}
      />
      {scopeId ? (
        <TextInput
          id={`${idPrefix}-${FIELD_SUFFIXES.scopeId}`}
          label={scopeId.label}
          hint={scopeId.hint}
          autoComplete="off"
          maxLength={64}
          error={errors.scopeId}
          {...form.register('grant.scopeId', {
            validate: {
              required: (value, values) =>
                values.grant.scope === 'chain' ||
                values.grant.scope === '' ||
                value.trim() !== '' ||
                GRANT_MESSAGES[values.grant.scope],
            },
          })}
        />
      ) : null}
    </div>
  );
}
