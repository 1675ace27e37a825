import { defineContent } from '../../registry.js';
import type { NotificationTexts } from '../../schemas/notifications/notification-texts.js';

// US carriers (CTIA) ask every recurring text to name its sender and say how to stop and get help.
const STOP_WORDING = 'Reply STOP to opt out, HELP for help. Msg & data rates may apply.';

export const notificationTexts = defineContent<NotificationTexts>(
  { schema: 'notification-texts', version: '1.0.0', dir: 'notifications', name: 'notification-texts' },
  () => import('../../schemas/notifications/notification-texts.js').then((module) => module.NotificationTextsSchema),
  {
    email: {
      confirmation: {
        subject: 'Your appointment at The Local Clinic is booked',
        heading: 'Your appointment is booked',
        intro: 'Thank you for booking with The Local Clinic. Here are the details of your appointment.',
      },
      cancellation: {
        subject: 'Your appointment at The Local Clinic is canceled',
        heading: 'Your appointment is canceled',
        intro: 'This appointment has been canceled. You do not need to do anything else.',
      },
      reschedule: {
        subject: 'Your appointment at The Local Clinic has a new time',
        heading: 'Your appointment has a new time',
        intro: 'Your appointment has been moved. Here are the new details.',
      },
      reminder: {
        subject: 'Reminder: your appointment at The Local Clinic',
        heading: 'Your appointment is coming up',
        intro: 'This is a reminder of your upcoming appointment.',
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
      calendarNote: 'The attached calendar file adds this appointment to your calendar.',
      optOutLinkLabel: 'Stop reminders for this appointment',
      footer: 'The Local Clinic sent this message because an appointment was booked with this e-mail address.',
    },
    sms: {
      confirmation: `The Local Clinic: your appointment at The Local Clinic on {date} at {time} is confirmed. Manage: {link} ${STOP_WORDING}`,
      reminder: `The Local Clinic: reminder of your appointment at The Local Clinic on {date} at {time}. Manage: {link} ${STOP_WORDING}`,
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
