import { describe, expect, it } from 'vitest';
import { chooseLanguage, needMessages, showIn, translate } from './i18n';
import { requestLanguage } from './request-language';
import { resolveLanguage } from './visitor-language';

const storageWith = (value: string | null): Storage =>
  ({ getItem: () => value, setItem: () => {} }) as unknown as Storage;

describe('the visitor language', () => {
  it('is the address’s lang first, then the visit’s choice, then the browser’s first language we speak', () => {
    expect(resolveLanguage({ search: '?lang=es', storage: storageWith('en'), preferred: ['en-US'] })).toBe('es');
    expect(resolveLanguage({ search: '', storage: storageWith('es'), preferred: ['en-US'] })).toBe('es');
    expect(resolveLanguage({ search: '', storage: storageWith(null), preferred: ['fr-FR', 'es-MX'] })).toBe('es');
    expect(resolveLanguage({ search: '?lang=fr', storage: undefined, preferred: ['de'] })).toBe('en');
  });
});

describe('messages', () => {
  it('are filled in, with the Spanish plural rules and the request language following the language shown', async () => {
    chooseLanguage('es');
    await needMessages('all');
    expect(translate('controls.pages.page', { number: 3 })).toBe('Página 3');
    expect(requestLanguage()).toBe('es');
    await showIn('pseudo');
    expect(translate('shell.nav.book')).toMatch(/^⟦Ɓöö.*~+⟧$/);
    expect(requestLanguage()).toBe('en');
    await showIn('en');
    expect(translate('shell.nav.book')).toBe('Book an appointment');
  });
});
