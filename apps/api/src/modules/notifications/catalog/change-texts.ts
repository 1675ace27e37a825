/**
 * What one kind of message says, in one language. {when} is the appointment's time written by Intl for the
 * language (the long form in an e-mail's sentences, the short one in its preheader and in the text message),
 * {place} the clinic: by name in an e-mail, with its address when the visit moved there; by its street in a
 * text. A text's {optOut} is the carriers' STOP wording. Texts must fit two segments (sms-segments.test.ts).
 */
export interface ChangeTexts {
  subject: string;
  /** The line an inbox shows beside the subject. */
  preheader: string;
  heading: string;
  /** The sentence that opens the e-mail, naming what changed. */
  intro: string;
  /** The text message. */
  text: string;
}
