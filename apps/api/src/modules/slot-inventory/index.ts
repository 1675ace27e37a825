export { type BookableProvider, findBookableServices } from './bookable.repository.js';
export {
  providerProblem,
  type ResolvedServices,
  resolveServices,
  slotAtWallClock,
  slotProblem,
  visitMinutes,
} from './bookable-slot.js';
export { type ClaimWindow, claimCounts, countedClaimsIn } from './counted-claims.js';
export { choosableProviders } from './provider-choice.js';
export type { SchedulingContext } from './scheduling-context.js';
export { deleteBookingClaims, deleteHold, findHold, findHoldProvider } from './slot-claims.repository.js';
export { againIfRulesChanged, bookCells, claimCells, RulesChangedError, SlotTakenError } from './slot-inventory.js';
export { type CellSeats, fullCellsOf, type ProviderFullCells, seatsOf } from './slot-occupancy.js';
