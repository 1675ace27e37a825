import { defineContent } from '../../registry.js';
import type { ArrivalChecklist } from '../../schemas/confirmation/arrival-checklist.js';

const clinicVisit = {
  heading: 'Before You Arrive',
  items: [
    'Arrive 10 minutes before your appointment time and check in at the clinic inside the store.',
    'Bring a photo ID and your insurance card, if you have one.',
    'Bring a list of the medicines you take, including vitamins and supplements.',
    'If you are getting a vaccine, wear a short-sleeved or loose-fitting top.',
    'If you are feeling unwell with a fever, call the clinic before you come in.',
  ],
};

const videoVisit = {
  heading: 'Before Your Video Visit',
  items: [
    'Install Zoom on the phone, tablet or computer you will use.',
    'Find a quiet, private place with a good internet connection.',
    'Have your photo ID, insurance card and a list of your medicines nearby.',
    'Join a few minutes early from the link in your confirmation email.',
    'Be in the state you chose when you booked: our providers are licensed by state.',
  ],
};

export const arrivalChecklist = defineContent<ArrivalChecklist>(
  { schema: 'confirmation-checklist', version: '1.0.0', dir: 'confirmation', name: 'arrival-checklist' },
  () => import('../../schemas/confirmation/arrival-checklist.js').then((module) => module.ArrivalChecklistSchema),
  {
    byFlow: {
      IN_PERSON: clinicVisit,
      EVERYDAY_VACCINE: clinicVisit,
      VIRTUAL_VISIT: videoVisit,
      DIETITIAN: {
        heading: 'Before Your Dietitian Visit',
        items: [
          'Install Zoom on the phone, tablet or computer you will use.',
          'Find a quiet, private place with a good internet connection.',
          'Write down your goals and any questions you want to ask.',
          'Have a list of your medicines and any recent lab results nearby.',
          'Join a few minutes early from the link in your confirmation email.',
        ],
      },
    },
  },
  ['es'],
);
