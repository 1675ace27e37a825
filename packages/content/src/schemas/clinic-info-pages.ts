import { z } from 'zod';
import { INFO_PAGE_ACTIONS } from '../objects/clinic-info-pages.js';
import { DisplayTextSchema } from './vocabulary.js';

export const InfoPageActionSchema = z.object({ to: z.enum(INFO_PAGE_ACTIONS), label: DisplayTextSchema });
export type InfoPageAction = z.infer<typeof InfoPageActionSchema>;

export const InfoPageSectionSchema = z.object({
  heading: DisplayTextSchema,
  paragraphs: z.array(z.string().min(1).max(600)).max(6),
  items: z.array(z.string().min(1).max(300)).max(12),
});

/** The texts of one clinic information page (§2 clinic schedule, other clinic pages, pharmacy guest vaccination). */
export const InfoPageSchema = z.object({
  title: DisplayTextSchema,
  /** The meta description search engines show. */
  description: z.string().min(1).max(200),
  intro: z.string().min(1).max(600),
  sections: z.array(InfoPageSectionSchema).max(8),
  actions: z.array(InfoPageActionSchema).min(1).max(4),
});
export type InfoPage = z.infer<typeof InfoPageSchema>;

/** The services page adds self-pay prices by service category; a category without one shows no price. */
export const ServicesInfoPageSchema = InfoPageSchema.extend({
  prices: z.array(z.object({ category: DisplayTextSchema, price: DisplayTextSchema })).max(20),
  priceNote: z.string().min(1).max(300),
});
export type ServicesInfoPage = z.infer<typeof ServicesInfoPageSchema>;
