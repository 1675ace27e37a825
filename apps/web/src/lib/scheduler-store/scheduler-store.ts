import type { BookedAppointment } from '@hs/contracts';
import { type AppointmentEntry, GUARD_MESSAGES, type SchedulerState } from './scheduler-state';

const STORAGE_KEY = 'tlc.scheduler';

type Listener = () => void;

/** What the booking answer adds to a held visit. */
type Booked = Pick<BookedAppointment, 'id' | 'confirmCode'> & Partial<Pick<BookedAppointment, 'durationMinutes'>>;

function readStorage(storage: Storage | undefined): SchedulerState {
  try {
    const raw = storage?.getItem(STORAGE_KEY);
    const parsed: unknown = raw ? JSON.parse(raw) : {};
    return parsed && typeof parsed === 'object' ? (parsed as SchedulerState) : {};
  } catch {
    return {};
  }
}

/**
 * The one small store for what the visitor is booking: the held appointment, its provider and follow-up.
 * Kept in sessionStorage so a refresh keeps it, and gone when the tab closes. It holds no API calls:
 * reserving and releasing are done by the features, which then record the outcome here.
 */
export function createSchedulerStore(storage: Storage | undefined = globalThis.sessionStorage) {
  let state: SchedulerState = readStorage(storage);
  const listeners = new Set<Listener>();

  function commit(next: SchedulerState) {
    state = next;
    try {
      if (Object.keys(next).length === 0) storage?.removeItem(STORAGE_KEY);
      else storage?.setItem(STORAGE_KEY, JSON.stringify(next));
    } catch {
      // Storage can be full or disabled (private mode); the in-memory state still works for this page.
    }
    for (const listener of listeners) listener();
  }

  return {
    get: (): SchedulerState => state,
    subscribe(listener: Listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    /** Merges search and flow fields; appointment fields go through the methods below. */
    update(patch: Omit<Partial<SchedulerState>, 'appointment' | 'followup' | 'provider' | 'waitlistOffer'>) {
      commit({ ...state, ...patch });
    },
    /**
     * A new choice replaces the old one and clears any follow-up (§4); a seat offered from the waitlist comes with
     * its offer's link token, which any other choice drops.
     */
    setAppointment(
      appointment: AppointmentEntry,
      provider: NonNullable<SchedulerState['provider']>,
      waitlistOffer?: string,
    ) {
      const { followup: _dropped, waitlistOffer: _offer, ...rest } = state;
      commit({ ...rest, appointment, provider, ...(waitlistOffer ? { waitlistOffer } : {}) });
    },
    setFollowup(followup: AppointmentEntry | undefined) {
      if (followup && (!state.appointment || !state.provider)) throw new Error(GUARD_MESSAGES.followupNeedsAppointment);
      const { followup: _dropped, ...rest } = state;
      commit(followup ? { ...rest, followup } : rest);
    },
    /** Removes appointment, follow-up and provider (their holds must be released by the caller first). */
    clearAppointment() {
      const { appointment: _a, followup: _f, provider: _p, waitlistOffer: _w, ...rest } = state;
      commit(rest);
    },
    /** Booking success: reservation codes give way to id and confirmCode (§4). */
    markBooked(booked: Booked, bookedFollowup?: Booked) {
      if (!state.appointment) throw new Error(GUARD_MESSAGES.schedulingNeedsAppointment);
      const settle = (entry: AppointmentEntry, { id, confirmCode, durationMinutes }: Booked): AppointmentEntry => {
        const { reservationCode: _r, expiresAt: _e, ...kept } = entry;
        return { ...kept, id, confirmCode, durationMinutes };
      };
      commit({
        ...state,
        appointment: settle(state.appointment, booked),
        ...(state.followup && bookedFollowup ? { followup: settle(state.followup, bookedFollowup) } : {}),
      });
    },
    clear() {
      commit({});
    },
  };
}

export type SchedulerStore = ReturnType<typeof createSchedulerStore>;

// Pure for the bundler: the tab guard script (decision 028) reads the store through its factory alone.
export const schedulerStore = /* @__PURE__ */ createSchedulerStore();
