import { z } from 'zod';
import { DisplayTextSchema } from '../vocabulary.js';
import { ConsentDocumentSchema } from './consent-document.js';

export const PrivacyPracticeSchema = z.object({
  document: ConsentDocumentSchema,
  /** The Yes/No acknowledgement under the notice. */
  legend: DisplayTextSchema,
});
export type PrivacyPractice = z.infer<typeof PrivacyPracticeSchema>;
