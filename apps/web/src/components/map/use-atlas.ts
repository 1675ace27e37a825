import { useEffect, useState } from 'react';
import type { CountyAtlas } from './county-atlas';
import { loadCounties, loadStates, type StatesLayer } from './map-atlas';

/**
 * The state layer, loaded on mount; the county layer once `wantCounties` first turns true and the states are
 * drawn: counties are detail, so they come after the outlines the map needs first.
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
    loadCounties().then(
      (atlas) => live && setCounties(atlas),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [needCounties]);

  return { states, counties };
}
