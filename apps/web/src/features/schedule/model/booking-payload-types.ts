import type { BookingRequestSchema } from '@hs/contracts';
import type { z } from 'zod';

/** The booking payload as sent: the contract's input (the server checks it in full, §3 "sent form"). */
export type BookingPayload = z.input<typeof BookingRequestSchema>;
export type BasicInfoPayload = BookingPayload['basicInfo'];
export type InsuranceInfoPayload = NonNullable<BookingPayload['insuranceInfo']>;
export type ConsentDetailsPayload = NonNullable<BookingPayload['consentDetails']>;
export type MedicalInfoPayload = NonNullable<BookingPayload['medicalInfo']>;
export type QuestionnairePayload = NonNullable<BookingPayload['questionnaire']>;

/** A trimmed text, or undefined when blank: optional payload fields are left out rather than sent empty. */
export const present = (value: string | undefined): string | undefined => {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
};
