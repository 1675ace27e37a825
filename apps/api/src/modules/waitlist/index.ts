export { confirmEntry } from './confirm.service.js';
export { joinWaitlist } from './join.service.js';
export { type LeavePage, leaveQuestion, leaveWaitlist } from './leave.service.js';
export { nextTimesFrom } from './next-times.js';
export { bookOffer, declineOffer, moveToOffer, viewOffer } from './offer-answers.service.js';
export { type FiguresDays, figuresDays, offerFigures } from './offer-figures.js';
export { createOfferWorker, type OfferWorker } from './offer-worker.js';
export { waitlistKeyNeeds } from './waitlist-key-needs.js';
