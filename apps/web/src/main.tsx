import '@/styles/global.css';
import { afterFirstPaint } from '@/app/after-first-paint';

// The app's code is fetched only once the HTML's first view has painted (decision 028).
afterFirstPaint(() => {
  void import('@/app/start-app').then(({ startApp }) => startApp());
});
