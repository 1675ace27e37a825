import type { UseFormRegisterReturn } from 'react-hook-form';
import { TextInput, type TextInputProps } from '@/components/ui/text-input';

/** A text field as data: its form name and how its input reads (label, hint, autocomplete, width, limit). */
export type TextFieldSpec<Name extends string = string> = Omit<
  TextInputProps,
  'name' | 'error' | 'onChange' | 'onBlur' | 'ref'
> & { name: Name };

/** What is spread into the input: react-hook-form's registration, or one with a blur handler of its own. */
export type TextFieldRegistration = Omit<UseFormRegisterReturn, 'onBlur'> & Pick<TextInputProps, 'onBlur'>;

interface FieldWiring<Name extends string> {
  /** The form's registration of a field: its register, or one that adds rules or formatting. */
  register: (name: Name) => TextFieldRegistration;
  error: (name: Name) => string | undefined;
}

export interface TextFieldProps<Name extends string> extends FieldWiring<Name> {
  field: TextFieldSpec<Name>;
}

/** One text input, registered under its name and showing its own message. */
export function TextField<Name extends string>({ field: { name, ...input }, register, error }: TextFieldProps<Name>) {
  return <TextInput {...register(name)} {...input} error={error(name)} />;
}

export interface TextFieldsProps<Name extends string> extends FieldWiring<Name> {
  fields: readonly TextFieldSpec<Name>[];
}

/** Text inputs in the order given. */
export function TextFields<Name extends string>({ fields, register, error }: TextFieldsProps<Name>) {
  return (
    <>
      {fields.map((field) => (
        <TextField key={field.name} field={field} register={register} error={error} />
      ))}
    </>
  );
}
