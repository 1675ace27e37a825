import { defineContent } from '../../registry.js';
import type { ZoomDownloads } from '../../schemas/confirmation/zoom-downloads.js';

export const zoomDownloads = defineContent<ZoomDownloads>(
  { schema: 'zoom-downloads', version: '1.0.0', dir: 'confirmation', name: 'zoom-downloads' },
  () => import('../../schemas/confirmation/zoom-downloads.js').then((module) => module.ZoomDownloadsSchema),
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
  ['es'],
);
