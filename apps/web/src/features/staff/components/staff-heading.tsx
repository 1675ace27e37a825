import type { ReactNode } from 'react';
import { PageHeading } from '@/components/page/page-heading';
import { useDocumentTitle } from '@/components/page/use-document-title';

/** A console page's h1 (which takes focus after each navigation) and the tab's title, which names the console. */
export function StaffHeading({ title, children }: { title: string; children?: ReactNode }) {
  useDocumentTitle(`${title} – Staff console`);
  return <PageHeading>{children ?? title}</PageHeading>;
}
