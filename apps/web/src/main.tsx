import { afterFirstPaint } from '@/app/after-first-paint';

// The app's code and the first page's load at once; only React's first render waits for the HTML's first view
// to paint (decision 047). The first page's code and requests go ahead without React DOM, which arrives last.
const painted = new Promise<void>((resolve) => afterFirstPaint(resolve));
const firstPage = import('@/app/first-page').then(({ startFirstPage }) => startFirstPage());
void import('@/app/start-app').then(({ startApp }) => startApp(painted, firstPage));
