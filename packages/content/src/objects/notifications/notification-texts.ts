import { defineContent } from '../../registry.js';
import type { NotificationTexts } from '../../schemas/notifications/notification-texts.js';

// US carriers (CTIA) ask every recurring text to name its sender and say how to stop and get help.
const STOP_WORDING = 'Reply STOP to opt out, HELP for help. Msg & data rates may apply.';
const ADDS_TO_CALENDAR = 'The attached calendar file adds this appointment to your calendar, or updates it there.';

export const notificationTexts = defineContent<NotificationTexts>(
  { schema: 'notification-texts', version: '2.0.0', dir: 'notifications', name: 'notification-texts' },
  () => import('../../schemas/notifications/notification-texts.js').then((module) => module.NotificationTextsSchema),
  {
    email: {
      confirmation: {
        subject: 'Your appointment at The Local Clinic is booked',
        preheader: 'Booked: {when} at {place}.',
        heading: 'Your appointment is booked',
        intro: 'Thank you for booking with The Local Clinic. We will see you on {when} at {place}.',
        calendarNote: ADDS_TO_CALENDAR,
      },
      reschedule: {
        subject: 'Your appointment at The Local Clinic has a new time',
        preheader: 'Moved to {when} at {place}.',
        heading: 'Your appointment has a new time',
        intro: 'Your appointment has moved to {when} at {place}. Here are the new details.',
        calendarNote: ADDS_TO_CALENDAR,
      },
      relocation: {
        subject: 'Your appointment has moved to another clinic',
        preheader: 'Moved to {place}, {when}.',
        heading: 'Your appointment is at another clinic',
        intro: 'Your appointment has moved to {place}, on {when}. Here are the new details.',
        calendarNote: ADDS_TO_CALENDAR,
      },
      cancellation: {
        subject: 'Your appointment at The Local Clinic is canceled',
        preheader: 'Canceled: {when} at {place}.',
        heading: 'Your appointment is canceled',
        intro: 'Your appointment on {when} at {place} is canceled. You do not need to do anything else.',
        calendarNote: 'The attached calendar file removes this appointment from your calendar.',
      },
      clinicCancellation: {
        subject: 'The Local Clinic had to cancel your appointment',
        preheader: 'We are sorry: {place} had to cancel {when}.',
        heading: 'We had to cancel your appointment',
        intro:
          'We are sorry: {place} had to cancel your appointment on {when}. Please book another time; we will be glad to see you.',
        calendarNote: 'The attached calendar file removes this appointment from your calendar.',
      },
      reminder: {
        subject: 'Reminder: your appointment at The Local Clinic',
        preheader: 'Coming up: {when} at {place}.',
        heading: 'Your appointment is coming up',
        intro: 'This is a reminder of your appointment on {when} at {place}.',
        calendarNote: ADDS_TO_CALENDAR,
      },
      greeting: 'Hello {firstName},',
      whatLabel: 'What',
      whenLabel: 'When',
      whereLabel: 'Where',
      codeLabel: 'Confirmation code',
      virtualLocation: 'Video visit (Zoom)',
      mapLinkLabel: 'Directions on a map',
      manageLinkLabel: 'Find, move or cancel your appointment',
      cancelLinkLabel: 'Cancel this appointment',
      bookAgainLinkLabel: 'Book another appointment',
      optOutLinkLabel: 'Stop reminders for this appointment',
      footer: 'The Local Clinic sent this message because an appointment was booked with this e-mail address.',
    },
    sms: {
      confirmation: `The Local Clinic: your appointment on {when} at {place} is confirmed. Manage: {link} ${STOP_WORDING}`,
      reschedule: `The Local Clinic: your appointment has moved to {when} at {place}. Manage: {link} ${STOP_WORDING}`,
      relocation: `The Local Clinic: your appointment has moved to another clinic: {place}, on {when}. Manage: {link} ${STOP_WORDING}`,
      cancellation: `The Local Clinic: your appointment on {when} at {place} is canceled. Book again: {link} ${STOP_WORDING}`,
      clinicCancellation: `The Local Clinic: we are sorry, {place} had to cancel your appointment on {when}. Book another time: {link} ${STOP_WORDING}`,
      reminder: `The Local Clinic: reminder of your appointment on {when} at {place}. Manage: {link} ${STOP_WORDING}`,
    },
    reminderOptOut: {
      title: 'Stop reminders',
      question: 'Stop the e-mail and text reminders for this appointment? The appointment itself stays booked.',
      button: 'Stop reminders',
      done: 'You will get no more reminders for this appointment. The appointment itself stays booked.',
      invalid: 'This link is not valid. Please use the link from your reminder as it is.',
    },
  },
);
