import { useEffect } from 'react';
import { ResultsScreen } from '@/features/results/components/results-screen';
import { prepareZoneFormatting } from '@/lib/appointments/time-zone-label';

/** Route module of the results screen (§2 `results`). */
export function Component() {
  useEffect(prepareZoneFormatting, []);
  return <ResultsScreen />;
}
