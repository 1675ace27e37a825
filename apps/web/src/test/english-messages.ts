import { chooseLanguage, needMessages } from '@/lib/i18n/i18n';

// Tests read the pages in English, the default language, with every message compiled as the build compiles it.
chooseLanguage('en');
await needMessages('all');
