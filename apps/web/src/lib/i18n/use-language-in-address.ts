import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { showLanguageInAddress } from './language-address';
import { useLanguage } from './use-translate';

/** Keeps the language in the address of every page the visitor goes to, as they switch or navigate. */
export function useLanguageInAddress(): void {
  const language = useLanguage();
  const { key } = useLocation();
  // Every navigation (a new key) writes a new address.
  useEffect(() => showLanguageInAddress(language), [language, key]);
}
