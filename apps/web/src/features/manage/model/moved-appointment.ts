import type { ManagedAppointment, MovedAppointment, Provider } from '@hs/contracts';

/** Where the visit now is, as the manage page shows it; the kind of care stays what it was. */
function managedProviderOf(provider: Provider, kind: ManagedAppointment['provider']['kind']) {
  const { address } = provider;
  return {
    providerId: provider.providerId,
    kind,
    name: provider.vanityName || provider.name,
    phone: provider.phone,
    address: address
      ? {
          addressLines: address.addressLines,
          cityTown: address.cityTown,
          stateProvince: address.stateProvince,
          postalCode: address.postalCode,
        }
      : null,
  };
}

/** The appointment after a move: the new times, the counted moves and, when it changed, the new place. */
export function movedAppointment(
  appointment: ManagedAppointment,
  moved: { appointment: MovedAppointment; followupAppointment?: MovedAppointment | undefined },
  provider: Provider,
): ManagedAppointment {
  const followup = appointment.followupAppointment;
  const movedFollowup = moved.followupAppointment;
  const samePlace = provider.providerId === appointment.provider.providerId;
  return {
    ...appointment,
    timestamp: moved.appointment.timestamp,
    timezone: moved.appointment.timezone,
    sequence: moved.appointment.sequence,
    provider: samePlace ? appointment.provider : managedProviderOf(provider, appointment.provider.kind),
    followupAppointment:
      followup && movedFollowup
        ? {
            ...followup,
            timestamp: movedFollowup.timestamp,
            timezone: movedFollowup.timezone,
            sequence: movedFollowup.sequence,
          }
        : followup,
  };
}
