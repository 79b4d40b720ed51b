import { useEffect, useState } from 'react';
import type { CutoutMaker, Keyer } from '@/guest/booth/capture/live-compositor';

export type ReplacerMethod = 'none' | 'segmentation' | 'greenScreen';

export interface Replacer {
  status: 'off' | 'loading' | 'ready' | 'failed';
  segmenter: CutoutMaker | null;
  keyer: Keyer | null;
}

/**
 * How long a guest waits for the background replacer before it counts as failed. The segmentation
 * popup blocks the main screen while it loads, so a download that hangs (bad venue Wi-Fi) must end.
 */
export const REPLACER_LOAD_TIMEOUT_MS = 60_000;

const FAILED: Replacer = { status: 'failed', segmenter: null, keyer: null };

async function load(method: Exclude<ReplacerMethod, 'none'>): Promise<{ replacer: Replacer; dispose: (() => void) | null }> {
  if (method === 'greenScreen') {
    const { chromaKey } = await import('@/guest/booth/ml/chroma-key');
    return { replacer: { status: 'ready', segmenter: null, keyer: (frame) => chromaKey(frame) }, dispose: null };
  }
  const { loadSegmenter } = await import('@/guest/booth/ml/segmenter');
  const segmenter = await loadSegmenter();
  return { replacer: { status: 'ready', segmenter, keyer: null }, dispose: () => segmenter.dispose() };
}

/**
 * Loads what replaces the camera's background, only once a background is chosen: on-device selfie
 * segmentation when the mode asks for it, else green-screen keying. The ML code is a separate chunk.
 * Each change of method is a new request, so an answer of an earlier one (a segmenter disposed since,
 * a failure) is never shown while the new one loads.
 */
export function useBackgroundReplacer(method: ReplacerMethod): Replacer {
  const [request, setRequest] = useState<{ method: ReplacerMethod }>(() => ({ method }));
  if (request.method !== method) setRequest({ method });
  const [loaded, setLoaded] = useState<{ request: { method: ReplacerMethod }; replacer: Replacer } | null>(null);

  useEffect(() => {
    if (request.method === 'none') return;
    // Set once an answer was given (loaded, failed, timed out) or the request is gone.
    let settled = false;
    let dispose: (() => void) | null = null;
    const settle = (replacer: Replacer): boolean => {
      if (settled) return false;
      settled = true;
      window.clearTimeout(timer);
      setLoaded({ request, replacer });
      return true;
    };
    const timer = window.setTimeout(() => settle(FAILED), REPLACER_LOAD_TIMEOUT_MS);
    load(request.method).then(
      (result) => {
        if (settle(result.replacer)) dispose = result.dispose;
        else result.dispose?.();
      },
      () => settle(FAILED),
    );
    return () => {
      settled = true;
      window.clearTimeout(timer);
      dispose?.();
    };
  }, [request]);

  if (method === 'none') return { status: 'off', segmenter: null, keyer: null };
  if (!loaded || loaded.request !== request || request.method !== method) return { status: 'loading', segmenter: null, keyer: null };
  return loaded.replacer;
}
