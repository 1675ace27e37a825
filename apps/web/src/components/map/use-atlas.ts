import { useEffect, useState } from 'react';
import { type CountyFeature, loadCounties, loadStates, type StatesLayer } from './map-atlas';

/** The state layer, loaded on mount; the county layer once `wantCounties` first turns true. */
export function useAtlas(wantCounties: boolean) {
  const [states, setStates] = useState<StatesLayer | null>(null);
  const [counties, setCounties] = useState<CountyFeature[] | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let live = true;
    loadStates().then(
      (layer) => live && setStates(layer),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, []);

  const needCounties = wantCounties && counties === null;
  useEffect(() => {
    if (!needCounties) return;
    let live = true;
    // Counties are detail only: without them the map still works, so a failure is ignored.
    loadCounties().then(
      (layer) => live && setCounties(layer),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [needCounties]);

  return { states, counties, failed };
}
