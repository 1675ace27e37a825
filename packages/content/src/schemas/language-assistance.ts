import { z } from 'zod';
import { DisplayTextSchema } from './vocabulary.js';

/** A line in a language of its own, marked with that language's BCP 47 tag so it is read out in it. */
export const LanguageTaglineSchema = z.object({
  lang: z.string().regex(/^[a-z]{2,3}(-[A-Za-z0-9]{2,8})*$/),
  text: z.string().min(1).max(300),
});

/** The language-assistance notice: free interpreters, by phone, for every visit (issue 32). */
export const LanguageAssistanceSchema = z.object({
  title: DisplayTextSchema,
  description: z.string().min(1).max(200),
  intro: z.string().min(1).max(600),
  /** The free interpreter line, as shown and as dialled. */
  interpreterPhone: z.object({
    display: DisplayTextSchema,
    href: z.string().regex(/^tel:\+\d{11}$/),
  }),
  phoneLabel: DisplayTextSchema,
  hours: z.string().min(1).max(200),
  paragraphs: z.array(z.string().min(1).max(600)).max(6),
  taglinesHeading: DisplayTextSchema,
  taglines: z.array(LanguageTaglineSchema).max(20),
});
export type LanguageAssistance = z.infer<typeof LanguageAssistanceSchema>;
