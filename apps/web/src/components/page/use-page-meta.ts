import { useEffect } from 'react';
import { formatDocumentTitle } from './use-document-title';

/** The description index.html ships, kept for pages that do not set their own. */
let defaultDescription: string | null | undefined;

function descriptionTag(): HTMLMetaElement {
  let tag = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (!tag) {
    tag = document.createElement('meta');
    tag.name = 'description';
    document.head.append(tag);
  }
  return tag;
}

/**
 * Sets the tab title and the meta description of a page people arrive at from search engines, and puts the
 * site's own description back when the page is left.
 */
export function usePageMeta(title: string, description: string): void {
  useEffect(() => {
    document.title = formatDocumentTitle(title);
    const tag = descriptionTag();
    if (defaultDescription === undefined) defaultDescription = tag.getAttribute('content');
    tag.content = description;
    return () => {
      if (defaultDescription) tag.content = defaultDescription;
    };
  }, [title, description]);
}
