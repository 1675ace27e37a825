import { MEDICAL_CARD_FIELDS, MEDICAL_LIST_FIELDS, QUESTIONNAIRE_YES_NO_FIELDS } from '@hs/domain';
import { z } from 'zod';
import { ContentIdSchema, DisplayTextSchema } from '../vocabulary.js';

/** A 'yes' may ask for more: a list of names, or cards of name, date (and dose). */
const ListDetailSchema = z.object({
  kind: z.literal('list'),
  field: z.enum(MEDICAL_LIST_FIELDS),
  label: DisplayTextSchema,
  hint: DisplayTextSchema.optional(),
  requiredMessage: DisplayTextSchema,
});

const CardsDetailSchema = z.object({
  kind: z.literal('cards'),
  field: z.enum(MEDICAL_CARD_FIELDS),
  legend: DisplayTextSchema,
  nameLabel: DisplayTextSchema,
  withDose: z.boolean(),
});

export const MedicalQuestionSchema = z.object({
  field: z.enum(QUESTIONNAIRE_YES_NO_FIELDS),
  text: DisplayTextSchema,
  hint: DisplayTextSchema.optional(),
  detail: z.discriminatedUnion('kind', [ListDetailSchema, CardsDetailSchema]).optional(),
});
export type MedicalQuestion = z.infer<typeof MedicalQuestionSchema>;

export const MedicalInformationSchema = z.object({
  /**
   * The answers offered to every question. The booking counts an answer starting with 'no' or '0' as No and
   * anything else as Yes, so an unsure answer is treated with the same care as a yes.
   */
  answers: z
    .array(z.object({ value: z.string().min(1).max(20), label: DisplayTextSchema }))
    .min(2)
    .refine((answers) => answers.some((a) => /^(no|0)/i.test(a.value)), 'One answer must mean No.'),
  requiredMessage: DisplayTextSchema,
  questions: z.array(MedicalQuestionSchema).min(1),
  /** The questions each form group asks, in order, by field. */
  groups: z.record(ContentIdSchema, z.array(z.enum(QUESTIONNAIRE_YES_NO_FIELDS)).min(1)),
});
export type MedicalInformation = z.infer<typeof MedicalInformationSchema>;
