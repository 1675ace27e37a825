import { z } from 'zod';
import { DisplayTextSchema } from '../vocabulary.js';

/** Only secure links to the app stores and the vendor's site: these open in a new tab. */
const SecureUrlSchema = z.url({ protocol: /^https$/, message: 'Must be an https URL.' }).max(300);

/** Where to get the video-call app, shown on the confirmation of virtual and dietitian visits (§2). */
export const ZoomDownloadsSchema = z.object({
  heading: DisplayTextSchema,
  description: DisplayTextSchema,
  links: z
    .array(z.object({ label: DisplayTextSchema, url: SecureUrlSchema }))
    .min(1)
    .max(6),
});
export type ZoomDownloads = z.infer<typeof ZoomDownloadsSchema>;
