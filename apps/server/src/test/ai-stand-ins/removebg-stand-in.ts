import sharp from 'sharp';
import { cutOut, hugePng } from './stand-in-images.ts';
import { sendBytes, sendJson, sendOversized, startStandIn, type StandIn, type StandInMode } from './stand-in-http.ts';

/**
 * A remove.bg stand-in (https://www.remove.bg/api):
 *
 *   POST /v1.0/removebg   X-Api-Key, multipart image_file (+ size, format) → image/png: the photo with an
 *                         oval "person" kept and the rest transparent; headers X-Width, X-Height,
 *                         X-Credits-Charged. Without the key: 403 {errors: [{title: 'Forbidden', code}]};
 *                         without image_file: 400.
 *
 * Usage:
 *   const removeBg = await startRemoveBgStandIn({ apiKey: 'rbg-key' });
 *   createRemoveBgRemover({ baseUrl: removeBg.url, apiKey: 'rbg-key' });
 *   removeBg.set('429'); removeBg.requests; await removeBg.close();
 *
 * Modes: `garbage` — 200 with an HTML page; `hang` — never answered; `huge` — a 41.6 MP PNG;
 * `oversized` — 40 MB streamed; `slow`, `429` (with Retry-After), `500` — in remove.bg's
 * {errors: [{title, code}]} shape.
 */
export type RemoveBgStandIn = StandIn;

export async function startRemoveBgStandIn(options: { apiKey?: string } = {}): Promise<RemoveBgStandIn> {
  const base = await startStandIn({
    errorBody: (status) => ({ errors: [{ title: status === 429 ? 'Rate limit exceeded' : 'Internal server error', code: status === 429 ? 'rate_limit_exceeded' : 'unknown_error' }] }),
    hangsOn: (path) => path === '/v1.0/removebg',
    async route({ request, path, res }): Promise<void> {
      if (request.method !== 'POST' || path !== '/v1.0/removebg') return sendJson(res, 404, { errors: [{ title: 'Not found' }] });
      if (options.apiKey && request.headers['x-api-key'] !== options.apiKey) return sendJson(res, 403, { errors: [{ title: 'Forbidden', code: 'auth_failed' }] });
      const image = request.form?.get('image_file');
      if (!(image instanceof Blob)) return sendJson(res, 400, { errors: [{ title: 'No image given', code: 'missing_source' }] });
      const mode = base.current();
      if (mode === 'garbage') return sendBytes(res, 200, Buffer.from('<!doctype html><title>Service unavailable</title>'), 'text/html');
      if (mode === 'huge') return sendBytes(res, 200, hugePng(), 'image/png');
      if (mode === 'oversized') return sendOversized(res, 'image/png');
      const png = await cutOut(Buffer.from(await image.arrayBuffer()));
      const { width, height } = await sharp(png).metadata();
      return sendBytes(res, 200, png, 'image/png', { 'x-width': String(width), 'x-height': String(height), 'x-credits-charged': '1', 'x-type': 'person' });
    },
  });
  return {
    url: base.url,
    requests: base.requests,
    set: (mode: StandInMode) => base.set(mode),
    get mode() {
      return base.mode;
    },
    get delayMs() {
      return base.delayMs;
    },
    set delayMs(value: number) {
      base.delayMs = value;
    },
    close: () => base.close(),
  };
}
