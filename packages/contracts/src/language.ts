import { LANGUAGES } from '@hs/domain';
import { z } from 'zod';

/** 'en' or 'es': the language the visitor used, which every message about the appointment is written in. */
export const LanguageSchema = z.enum(LANGUAGES);
