/** One day's opening window in the provider's local time ("HH:mm"); break times are optional. */
export interface DayHours {
  start: string;
  end: string;
  breakStart?: string;
  breakEnd?: string;
}

/** Weekly operating hours as the spec's Provider.operatingHours; null means closed that day. */
export interface OperatingHours {
  isBreakSame: boolean;
  mondayToFriday: DayHours;
  saturday: DayHours | null;
  sunday: DayHours | null;
}
