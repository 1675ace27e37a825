import { useEffect, useMemo, useRef } from 'react';
import { type DefaultValues, type FieldValues, useForm } from 'react-hook-form';
import type { SubPageProps } from '@/features/schedule/components/sub-pages/sub-page-props';
import type { FormSchema } from '@/lib/patient-fields/field-rules';
import { schemaResolver } from '@/lib/patient-fields/schema-resolver';

/**
 * react-hook-form set up the way every sub-page wants it: validated on submit, then re-validated as the
 * visitor corrects; the error summary (not the first field) takes focus after a failed submit.
 */
export function useSubPageForm<T extends FieldValues>(
  schema: FormSchema<T>,
  { initial, onDraft }: Pick<SubPageProps<T>, 'initial' | 'onDraft'>,
) {
  const form = useForm<T>({
    resolver: schemaResolver(schema),
    defaultValues: initial as DefaultValues<T>,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    shouldFocusError: false,
  });
  const onDraftRef = useRef(onDraft);
  onDraftRef.current = onDraft;
  const { watch } = form;
  useEffect(() => {
    const subscription = watch((values) => onDraftRef.current(values as T));
    return () => subscription.unsubscribe();
  }, [watch]);
  return form;
}

/** A sub-page form whose schema is built from its content, and built again only when that content changes. */
export function useContentSchemaForm<C, T extends FieldValues>(
  createSchema: (content: C) => FormSchema<T>,
  content: C,
  page: Pick<SubPageProps<T>, 'initial' | 'onDraft'>,
) {
  const schema = useMemo(() => createSchema(content), [createSchema, content]);
  return useSubPageForm(schema, page);
}
