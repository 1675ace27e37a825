import type { ErrorSummaryItem } from '@/components/ui/error-summary';

export interface FieldMessage {
  fieldId: string;
  label: string;
  message: string | undefined;
}

const leadIn = (label: string) => (/[?.:!]$/.test(label) ? label : `${label}:`);

/**
 * The error summary's links, in field order. Messages such as 'This is a required field' can repeat;
 * a repeated one is led by its question so each link says where it goes.
 */
export function summaryItems(fields: readonly FieldMessage[]): ErrorSummaryItem[] {
  const withMessage = fields.filter((field): field is FieldMessage & { message: string } => !!field.message);
  const counts = new Map<string, number>();
  for (const field of withMessage) counts.set(field.message, (counts.get(field.message) ?? 0) + 1);
  return withMessage.map((field) => ({
    fieldId: field.fieldId,
    message: (counts.get(field.message) ?? 0) > 1 ? `${leadIn(field.label)} ${field.message}` : field.message,
  }));
}
