import type { ReactNode } from 'react';
import { PageHeading } from './page-heading';
import { useDocumentTitle } from './use-document-title';

export interface PlaceholderPageProps {
  heading: string;
  /** One line saying what the page is for, until the screen itself is built. */
  purpose: ReactNode;
  children?: ReactNode;
}

/** A page that so far shows only its heading and purpose; each feature replaces it with the real screen. */
export function PlaceholderPage({ heading, purpose, children }: PlaceholderPageProps) {
  useDocumentTitle(heading);
  return (
    <>
      <PageHeading>{heading}</PageHeading>
      <p>{purpose}</p>
      {children}
    </>
  );
}
