import type { FieldErrors, FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { TextArea } from '@/components/ui/text-area';
import { translate } from '@/lib/i18n/i18n';
import { errorAt } from './address-fields';

export interface ShortAnswerProps<T extends FieldValues> {
  form: UseFormReturn<T>;
  name: Path<T>;
  label: string;
}

/** A free-text answer of the dietitian's pages, which their schemas keep to 200 characters (§5). */
export function ShortAnswer<T extends FieldValues>({ form, name, label }: ShortAnswerProps<T>) {
  const errors = form.formState.errors as FieldErrors<FieldValues>;
  return (
    <TextArea
      {...form.register(name)}
      label={label}
      hint={translate('schedule.field.shortAnswerHint')}
      error={errorAt(errors, name)}
    />
  );
}
