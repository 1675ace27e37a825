import { z } from 'zod';
import { DisplayTextSchema, templateText } from '../vocabulary.js';

/** Wording of one kind of e-mail: its subject, the page heading and the sentence that opens it. */
const EmailKindSchema = z.object({
  subject: DisplayTextSchema,
  heading: DisplayTextSchema,
  intro: DisplayTextSchema,
});

/**
 * Texts of the messages sent to patients after a booking, a cancellation or a move, and of reminders (e-mail
 * and text message), and of the page behind a reminder's opt-out link. Placeholders are filled by the server;
 * a message says only what the patient needs: first name, what, when, where and how to change it.
 */
export const NotificationTextsSchema = z.object({
  email: z.object({
    confirmation: EmailKindSchema,
    cancellation: EmailKindSchema,
    reschedule: EmailKindSchema,
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
    calendarNote: DisplayTextSchema,
    optOutLinkLabel: DisplayTextSchema,
    footer: DisplayTextSchema,
  }),
  sms: z.object({
    confirmation: templateText('date', 'time', 'link'),
    reminder: templateText('date', 'time', 'link'),
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
