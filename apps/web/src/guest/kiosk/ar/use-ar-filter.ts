import { useEffect, useState } from 'react';
import { useGuest } from '@/guest/shared/guest-context';
import { loadArFilter, type LoadedArFilter } from './ar-filter-loader';
import { loadFaceTracker, type FaceTracker } from './face-tracker';

/** The chosen AR filter asset, loaded (manifest and layers); null while loading, for none, or when it could not be loaded. */
export function useArFilter(assetId: string | null): { filter: LoadedArFilter | null; failed: boolean } {
  const { asset } = useGuest();
  const manifestSrc = asset(assetId)?.arFilter?.manifestSrc ?? null;
  const [state, setState] = useState<{ src: string | null; filter: LoadedArFilter | null; failed: boolean }>({ src: null, filter: null, failed: false });

  useEffect(() => {
    if (!manifestSrc) return;
    let current = true;
    loadArFilter(manifestSrc).then(
      (filter) => current && setState({ src: manifestSrc, filter, failed: false }),
      () => current && setState({ src: manifestSrc, filter: null, failed: true }),
    );
    return () => {
      current = false;
    };
  }, [manifestSrc]);

  // An answer for another filter than the chosen one is not shown.
  return state.src === manifestSrc && manifestSrc ? { filter: state.filter, failed: state.failed } : { filter: null, failed: false };
}

/**
 * The face tracker, loaded the first time `needed` is true (human's models are a few MB: a campaign
 * without AR filters never downloads them) and kept until the component goes.
 */
export function useFaceTracker(needed: boolean): { tracker: FaceTracker | null; failed: boolean } {
  const [state, setState] = useState<{ tracker: FaceTracker | null; failed: boolean }>({ tracker: null, failed: false });
  const [wanted, setWanted] = useState(needed);
  if (needed && !wanted) setWanted(true);

  useEffect(() => {
    if (!wanted) return;
    let current = true;
    let loaded: FaceTracker | null = null;
    loadFaceTracker().then(
      (tracker) => {
        loaded = tracker;
        if (current) setState({ tracker, failed: false });
        else tracker.dispose();
      },
      () => current && setState({ tracker: null, failed: true }),
    );
    return () => {
      current = false;
      loaded?.dispose();
    };
  }, [wanted]);

  return state;
}
