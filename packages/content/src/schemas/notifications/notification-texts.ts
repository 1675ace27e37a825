import { z } from 'zod';
import { DisplayTextSchema, templateText } from '../vocabulary.js';

/**
 * Wording of one kind of e-mail: its subject, the preview line an inbox shows beside it, the heading, the sentence
 * that opens it (naming what changed) and what its calendar file does.
 */
const EmailKindSchema = z.object({
  subject: DisplayTextSchema,
  preheader: templateText('when', 'place'),
  heading: DisplayTextSchema,
  intro: templateText('when', 'place'),
  calendarNote: DisplayTextSchema,
});

/** A text message: what changed, when and where, a link and the carriers' STOP wording. */
const smsText = templateText('when', 'place', 'link');

/**
 * Texts of the messages sent to patients after each change of an appointment (booked, moved, moved to another
 * clinic, canceled by the patient, canceled by the clinic) and of reminders (e-mail and text message), and of the
 * page behind a reminder's opt-out link. Placeholders are filled by the server: {when} is the time as the pages
 * write it ('Tue, Dec 1 at 9:00 AM ET'), {place} the clinic's name, with its address when the visit moved there.
 * A message says only what the patient needs: first name, what, when, where and how to change it.
 */
export const NotificationTextsSchema = z.object({
  email: z.object({
    confirmation: EmailKindSchema,
    reschedule: EmailKindSchema,
    relocation: EmailKindSchema,
    cancellation: EmailKindSchema,
    clinicCancellation: EmailKindSchema,
    reminder: EmailKindSchema,
    greeting: templateText('firstName'),
    whatLabel: DisplayTextSchema,
    whenLabel: DisplayTextSchema,
    whereLabel: DisplayTextSchema,
    codeLabel: DisplayTextSchema,
    virtualLocation: DisplayTextSchema,
    mapLinkLabel: DisplayTextSchema,
    manageLinkLabel: DisplayTextSchema,
    cancelLinkLabel: DisplayTextSchema,
    bookAgainLinkLabel: DisplayTextSchema,
    optOutLinkLabel: DisplayTextSchema,
    footer: DisplayTextSchema,
  }),
  sms: z.object({
    confirmation: smsText,
    reschedule: smsText,
    relocation: smsText,
    cancellation: smsText,
    clinicCancellation: smsText,
    reminder: smsText,
  }),
  reminderOptOut: z.object({
    title: DisplayTextSchema,
    question: DisplayTextSchema,
    button: DisplayTextSchema,
    done: DisplayTextSchema,
    invalid: DisplayTextSchema,
  }),
});
export type NotificationTexts = z.infer<typeof NotificationTextsSchema>;
