/**
 * Script of /ml/check.html (added to the build by vite-plugins/ml-assets.ts): exposes the booth's ML
 * modules to a browser that drives the page, so the end-to-end test runs the real models from the
 * built app's own origin. Loaded the same lazy way the booth loads them; no guest page includes it.
 */
import type { chromaKey } from './chroma-key.ts';
import type { loadFaceChecker } from './face-checker.ts';
import type { loadSegmenter } from './segmenter.ts';

export interface BoothMl {
  loadSegmenter: typeof loadSegmenter;
  loadFaceChecker: typeof loadFaceChecker;
  chromaKey(...args: Parameters<typeof chromaKey>): Promise<ReturnType<typeof chromaKey>>;
}

declare global {
  interface Window {
    boothMl?: BoothMl;
  }
}

window.boothMl = {
  loadSegmenter: async () => (await import('./segmenter.ts')).loadSegmenter(),
  loadFaceChecker: async (face) => (await import('./face-checker.ts')).loadFaceChecker(face),
  chromaKey: async (...args) => (await import('./chroma-key.ts')).chromaKey(...args),
};
const statusLine = document.getElementById('status');
if (statusLine) statusLine.textContent = 'ready';
