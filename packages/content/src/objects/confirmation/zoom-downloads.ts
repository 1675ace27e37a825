import { z } from 'zod';
import { defineContent } from '../../registry.js';
import { DisplayTextSchema } from '../../vocabulary.js';

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

export const zoomDownloads = defineContent(
  { schema: 'zoom-downloads', version: '1.0.0', dir: 'confirmation', name: 'zoom-downloads' },
  ZoomDownloadsSchema,
  {
    heading: 'Download Zoom for Your Visit',
    description: 'Your visit takes place over Zoom video. Install the free app before your appointment.',
    links: [
      { label: 'Zoom for Windows and Mac', url: 'https://zoom.us/download' },
      {
        label: 'Zoom for iPhone and iPad',
        url: 'https://apps.apple.com/us/app/zoom-workplace/id546505307',
      },
      {
        label: 'Zoom for Android',
        url: 'https://play.google.com/store/apps/details?id=us.zoom.videomeetings',
      },
    ],
  },
);
