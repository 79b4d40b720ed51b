import type { Config, Human } from '@vladmandic/human';

/**
 * Where the build puts the model and wasm files (vite-plugins/ml-assets.ts copies them there out of
 * the npm packages). Served from our own origin: the booth must work offline, in CI and at a venue
 * with bad Wi-Fi, and never pulls code or weights from a CDN at run time.
 */
export const ML_MODEL_PATH = '/ml/models/';
export const ML_WASM_PATH = '/ml/wasm/';

/** Everything off; each loader switches on only the one module it needs. */
const BASE: Partial<Config> = {
  // The WASM backend gives the same results on every device; WebGL in a phone browser often falls back
  // to a software renderer that is slower than WASM with SIMD and differs between GPUs.
  backend: 'wasm',
  modelBasePath: ML_MODEL_PATH,
  wasmPath: ML_WASM_PATH,
  wasmPlatformFetch: false,
  debug: false,
  async: true,
  // Warm-up only pays off for the GPU backends, and would run every model once before the first frame.
  warmup: 'none',
  // Human keys its IndexedDB model cache by file name alone, so a newer model would never replace an
  // older cached one; the browser's HTTP cache revalidates the files instead.
  cacheModels: false,
  filter: { enabled: false },
  gesture: { enabled: false },
  body: { enabled: false },
  hand: { enabled: false },
  object: { enabled: false },
  segmentation: { enabled: false },
  face: {
    enabled: false,
    emotion: { enabled: false },
    description: { enabled: false },
    antispoof: { enabled: false },
    liveness: { enabled: false },
    attention: { enabled: false },
  },
};

type ConfigPart = Omit<Partial<Config>, 'face' | 'segmentation'> & {
  face?: Partial<Config['face']>;
  segmentation?: Partial<Config['segmentation']>;
};

/**
 * Loads human (a large chunk: fetched only here, never with the guest bundle's entry), creates an
 * instance with the base configuration plus `config`, and loads its backend and models.
 */
export async function createHuman(config: ConfigPart): Promise<Human> {
  const { Human: HumanClass } = await import('@vladmandic/human');
  const human = new HumanClass({
    ...BASE,
    ...config,
    face: { ...BASE.face, ...config.face },
    segmentation: { ...BASE.segmentation, ...config.segmentation },
  });
  await human.load();
  return human;
}
