import type { FieldErrors, FieldValues } from 'react-hook-form';
import type { ErrorSummaryItem } from '@/components/ui/error-summary';

/** Every message in react-hook-form's nested errors, keyed by the field's dotted name (its element id). */
export function flattenErrors(errors: FieldErrors<FieldValues>, prefix = ''): ErrorSummaryItem[] {
  const items: ErrorSummaryItem[] = [];
  for (const [key, value] of Object.entries(errors)) {
    if (!value || typeof value !== 'object' || key === 'ref') continue;
    const path = `${prefix}${key}`;
    const message = (value as { message?: unknown }).message;
    if (typeof message === 'string' && message) items.push({ fieldId: path, message });
    else items.push(...flattenErrors(value as FieldErrors<FieldValues>, `${path}.`));
  }
  return items;
}

/** The summary lists errors in the order their fields appear on the page. */
export function inPageOrder(items: ErrorSummaryItem[]): ErrorSummaryItem[] {
  return [...items].sort((a, b) => {
    const left = document.getElementById(a.fieldId);
    const right = document.getElementById(b.fieldId);
    if (!left || !right) return 0;
    return left.compareDocumentPosition(right) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1;
  });
}
