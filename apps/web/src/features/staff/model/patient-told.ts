/** The channels a message to the patient goes by, as the server answers them. */
export interface Channels {
  email: boolean;
  sms: boolean;
}

/** 'email and text message', 'email', 'text message', or null when the patient cannot be told. */
export function toldBy(channels: Channels | undefined): string | null {
  const by = [channels?.email && 'email', channels?.sms && 'text message'].filter(Boolean);
  return by.length > 0 ? by.join(' and ') : null;
}

/** What the page says once a change is made: how the patient hears of it, or that the clinic must tell them. */
export function toldText(channels: Channels | undefined, message: string): string {
  const by = toldBy(channels);
  return by
    ? `They are told by ${by}, with the clinic’s usual ${message}.`
    : `They have no email or text messages: tell them yourself, now or by phone.`;
}
