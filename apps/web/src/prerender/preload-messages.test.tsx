import { afterEach, describe, expect, it } from 'vitest';
import { MESSAGES_ATTRIBUTE, preloadMessages } from './preload-messages';

const catalogs = { en: '/assets/_messages-en-all-1.js', es: '/assets/_messages-es-all-2.js' };

function guardScript(): HTMLScriptElement {
  const script = document.createElement('script');
  script.setAttribute(MESSAGES_ATTRIBUTE, JSON.stringify(catalogs));
  return script;
}

const preloads = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((link) => ({
    href: new URL(link.href).pathname,
    credentialsLikeTheImport: link.hasAttribute('crossorigin'),
  }));

describe("the guard's preload of the page's messages", () => {
  afterEach(() => {
    document.head.replaceChildren();
  });

  it("asks for the visitor's language's catalog alone, as the app's own import will", () => {
    preloadMessages(guardScript(), 'es');
    expect(preloads()).toEqual([{ href: catalogs.es, credentialsLikeTheImport: true }]);
  });

  it('asks for nothing in a language the page names no catalog for, or without the attribute', () => {
    preloadMessages(guardScript(), 'pseudo');
    preloadMessages(document.createElement('script'), 'en');
    preloadMessages(null, 'en');
    expect(preloads()).toEqual([]);
  });
});
