import type { Control, FieldValues, UseFormRegister } from 'react-hook-form';

/*
 * Some field names are made at run time: cards keyed by content, address and phone groups under a prefix.
 * react-hook-form's path types cannot follow them, so a page's register and control are widened here, and
 * only here, to address any path of the form.
 */

export function registerByPath<T extends FieldValues>(register: UseFormRegister<T>): UseFormRegister<FieldValues> {
  return register as unknown as UseFormRegister<FieldValues>;
}

export function controlByPath<T extends FieldValues>(control: Control<T>): Control<FieldValues> {
  return control as unknown as Control<FieldValues>;
}
