import { afterFirstPaint } from '@/app/after-first-paint';

// The app's code and the first page's load at once; only React's first render waits for the HTML's first view
// to paint (decision 047).
const painted = new Promise<void>((resolve) => afterFirstPaint(resolve));
void import('@/app/start-app').then(({ startApp }) => startApp(painted));
