import type { ReactNode } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { StepForm } from '@/features/schedule/components/step-form';
import type { SubPageProps } from './sub-page-props';

export interface SubPageFormProps<T extends FieldValues> {
  page: Pick<SubPageProps<T>, 'page' | 'heading' | 'footer' | 'onContinue'>;
  form: UseFormReturn<T>;
  children: ReactNode;
}

/** The form of a sub-page that goes on as soon as its values are valid. */
export function SubPageForm<T extends FieldValues>({ page, form, children }: SubPageFormProps<T>) {
  return (
    <StepForm
      name={page.page}
      label={page.heading}
      onSubmit={form.handleSubmit(page.onContinue)}
      form={form}
      footer={page.footer}
    >
      {children}
    </StepForm>
  );
}
