/**
 * The languages a patient can use the scheduler and get its messages in. A booking keeps the one its visitor
 * used, and every message about the appointment is written in it.
 */
export const LANGUAGES = ['en', 'es'] as const;
export type Language = (typeof LANGUAGES)[number];

/** What a booking that names no language is kept in. */
export const DEFAULT_LANGUAGE: Language = 'en';

/** The locale each language's dates and times are written in: US English, and Spanish as written in the US. */
export const LOCALES: Readonly<Record<Language, string>> = { en: 'en-US', es: 'es-US' };
