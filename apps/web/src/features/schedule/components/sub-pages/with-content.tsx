import type { BundledContent } from '@hs/content';
import type { ComponentType } from 'react';
import { Spinner } from '@/components/ui/spinner';
import { useContent } from '@/lib/content/use-content';
import { translate } from '@/lib/i18n/i18n';
import type { MessageId } from '@/locales/source-messages';
import type { SubPageProps } from './sub-page-props';

/** What the form of a sub-page with content gets: the sub-page's props and the loaded content. */
export type ContentFormProps<T, C> = SubPageProps<T> & { content: C };

/** A sub-page that shows `Form` with its content once loaded (live or bundled), and a spinner until then. */
export function withContent<T, C>(
  entry: BundledContent<C>,
  loadingLabel: MessageId,
  Form: ComponentType<ContentFormProps<T, C>>,
) {
  return function ContentLoadedPage(props: SubPageProps<T>) {
    const content = useContent(entry);
    if (!content.data) return <Spinner label={translate(loadingLabel)} />;
    return <Form {...props} content={content.data} />;
  };
}
