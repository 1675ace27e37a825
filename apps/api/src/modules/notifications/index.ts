export { createDeliveryWorker, type DeliveryWorker } from './delivery-worker.js';
export { outboxKeyNeeds, resealOutboxEnvelopes } from './envelope-rotation.js';
export { GSM_EXTENSION, isGsm7 } from './gsm-alphabet.js';
export { insertMessages, type OutboxInsert, outboxInsert } from './outbox.repository.js';
export { type AppointmentEvent, messagesFor, type PatientContact } from './outbox-messages.js';
export { type QueueFigures, queueFigures, requeueDead } from './outbox-upkeep.repository.js';
export { type OptOutPage, optOutOfReminders, reminderOptOutQuestion } from './reminder-opt-out.js';
export { openWaitlistEnvelope } from './sealed-envelope.js';
export { httpSmsSender } from './sms-sender.js';
export { smtpSender } from './smtp-sender.js';
export { waitlistLeaveUrl, waitlistOfferUrl } from './waitlist-content.js';
export { waitlistLeavePage } from './waitlist-leave-page.js';
export {
  textsAllowedAt,
  type WaitlistRecipient,
  waitlistCodeMessage,
  waitlistOfferMessage,
} from './waitlist-messages.js';
