import { useEffect, useState } from 'react';
import { firstScreenSettled } from '@/lib/lazy-schema';
import type { CountyAtlas } from './county-atlas';
import { loadCounties, loadStates, type StatesLayer } from './map-atlas';

/**
 * The state layer, loaded on mount; the county layer once `wantCounties` first turns true, the states are drawn
 * and the page has settled: counties are detail, so they wait until the pins, states and the rest have loaded.
 */
export function useAtlas(wantCounties: boolean) {
  const [states, setStates] = useState<StatesLayer | null>(null);
  const [counties, setCounties] = useState<CountyAtlas | null>(null);

  useEffect(() => {
    let live = true;
    // Outlines are the backdrop: without them the pins still show and work, so a failure leaves them out.
    loadStates().then(
      (layer) => live && setStates(layer),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, []);

  const needCounties = wantCounties && states !== null && counties === null;
  useEffect(() => {
    if (!needCounties) return;
    let live = true;
    // Without counties the map still works, so a failure is ignored.
    firstScreenSettled()
      .then(loadCounties)
      .then(
        (atlas) => live && setCounties(atlas),
        () => undefined,
      );
    return () => {
      live = false;
    };
  }, [needCounties]);

  return { states, counties };
}
