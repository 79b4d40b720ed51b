import { useEffect, useState } from 'react';
import type { CutoutMaker, Keyer } from '@/guest/booth/capture/live-compositor';

export type ReplacerMethod = 'none' | 'segmentation' | 'greenScreen';

export interface Replacer {
  status: 'off' | 'loading' | 'ready' | 'failed';
  segmenter: CutoutMaker | null;
  keyer: Keyer | null;
}

/**
 * Loads what replaces the camera's background, only once a background is chosen: on-device selfie
 * segmentation when the mode asks for it, else green-screen keying. The ML code is a separate chunk.
 */
export function useBackgroundReplacer(method: ReplacerMethod): Replacer {
  const [loaded, setLoaded] = useState<{ method: ReplacerMethod; replacer: Replacer } | null>(null);

  useEffect(() => {
    if (method === 'none') return;
    let cancelled = false;
    let dispose: (() => void) | null = null;
    const load = async (): Promise<Replacer> => {
      if (method === 'greenScreen') {
        const { chromaKey } = await import('@/guest/booth/ml/chroma-key');
        return { status: 'ready', segmenter: null, keyer: (frame) => chromaKey(frame) };
      }
      const { loadSegmenter } = await import('@/guest/booth/ml/segmenter');
      const segmenter = await loadSegmenter();
      dispose = () => segmenter.dispose();
      return { status: 'ready', segmenter, keyer: null };
    };
    load().then(
      (replacer) => {
        if (cancelled) dispose?.();
        else setLoaded({ method, replacer });
      },
      () => {
        if (!cancelled) setLoaded({ method, replacer: { status: 'failed', segmenter: null, keyer: null } });
      },
    );
    return () => {
      cancelled = true;
      dispose?.();
    };
  }, [method]);

  if (method === 'none') return { status: 'off', segmenter: null, keyer: null };
  if (!loaded || loaded.method !== method) return { status: 'loading', segmenter: null, keyer: null };
  return loaded.replacer;
}
