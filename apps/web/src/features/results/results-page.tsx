import { useEffect } from 'react';
import { prepareZoneFormatting } from '@/lib/time-zone-label';
import { ResultsScreen } from './components/results-screen';

/** Route module of the results screen (§2 `results`). */
export function Component() {
  useEffect(prepareZoneFormatting, []);
  return <ResultsScreen />;
}
