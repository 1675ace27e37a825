import { useState } from 'react';
import { PageHeading } from '../../components/page/page-heading';
import { useDocumentTitle } from '../../components/page/use-document-title';
import { localIsoDate } from '../../lib/us-date';
import { SearchForm } from './components/search-form';
import { SEARCH_LABELS } from './model/search-messages';

/** The scheduler's main page: the 'Find an Appointment' search form. */
export function Component() {
  useDocumentTitle(SEARCH_LABELS.heading);
  // Fixed for the visit, so the minimum date does not shift under the user at midnight mid-typing.
  const [today] = useState(localIsoDate);
  return (
    <>
      <PageHeading>{SEARCH_LABELS.heading}</PageHeading>
      <SearchForm today={today} />
    </>
  );
}
