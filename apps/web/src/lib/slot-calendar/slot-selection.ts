/** The time a visitor picked in a slot calendar; nothing is held until they go on. */
export interface SlotSelection {
  providerId: string;
  /** The slot value: an ISO instant with the provider's offset. */
  timestamp: string;
  serviceIds: number[];
}
