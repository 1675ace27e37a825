import { useEffect } from 'react';
import { BRAND } from '@/config/business';

export const formatDocumentTitle = (title: string) => `${title} | ${BRAND.name}`;

/** Sets the browser tab title; screen readers and history lists read it to tell pages apart. */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = formatDocumentTitle(title);
  }, [title]);
}
