/**
 * The gallery's first page (issue 11 quality bar "the gallery's first-page bytes"): what a phone
 * downloads before the pictures for a campaign with 24+ pictures — the HTML with its inline CSS, as
 * sent raw, gzip and brotli (the settings of @fastify/compress: brotli quality 4, gzip level 6), plus
 * the external script once (compressed at start at the best settings, then cached for a year).
 * Reference (not the same page): the microsite page of one ready photo, the lightest page we serve,
 * rendered by its own renderer. The render time of both pages is
 * measured interleaved (median and spread over rounds), since a venue's phones load this page at once.
 * Both are rendered by the server's renderers from the same kind of rows; the gallery with its
 * heaviest settings (likes, names, dates, shutter, big picture).
 */
import { performance } from 'node:perf_hooks';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { eventSettingsSchema, guestTexts, presentationSchema, type GalleryPicture } from '@booth/shared';
import { renderGalleryPage } from '../apps/server/src/modules/presentation/gallery-page.ts';
import { scriptByFileName, scriptPath } from '../apps/server/src/modules/presentation/presentation-scripts.ts';
import type { GalleryView } from '../apps/server/src/modules/presentation/presentation-views.ts';
import { compare, formatStats, MIN_ROUNDS } from './support/compare.ts';
import { PHOTO_FOLDER, renderPhotoMicrosite } from './support/microsite-page.ts';

const PICTURES = 24;
const ROUNDS = Math.max(MIN_ROUNDS, 7);
/** Renders per measurement: one render takes well under a millisecond, so a round sums many. */
const RENDERS = 300;
const EVENT = '7c1e0c5e-0000-4000-8000-000000000000';
const ORIGIN = 'https://booth.example';

function picture(index: number): GalleryPicture {
  const id = `8d2f1d6f-0000-4000-8000-${String(index).padStart(12, '0')}`;
  const folder = `/api/files/shoots/${EVENT}/${id}`;
  return {
    id,
    slug: `k3j9x${index}`,
    eventId: EVENT,
    kind: index % 5 === 0 ? 'Boomerang' : 'Photo',
    createdAt: new Date(Date.UTC(2026, 5, 1, 18, 0, 0) - index * 60_000).toISOString(),
    src: `${folder}/overlayed.jpg`,
    mimetype: 'image/jpeg',
    display: { src: `${folder}/display-1440.webp`, srcset: [480, 960, 1440].map((w) => `${folder}/display-${w}.webp ${w}w`).join(', '), width: 1200, height: 1600 },
    thumbSrc: `${folder}/thumbnail.webp`,
    video: index % 5 === 0 ? `${folder}/main.mp4` : null,
    width: 1200,
    height: 1600,
    likes: index * 3,
    name: index % 2 ? 'Anna M.' : null,
    micrositeUrl: `${ORIGIN}/m/k3j9x${index}`,
  };
}

function galleryView(): GalleryView {
  const settings = presentationSchema.parse({
    gallery: { likesEnabled: true, showName: true, showCaptureDate: true, shutter: true, bigPicture: { enabled: true } },
  }).gallery;
  return {
    locale: 'de',
    t: guestTexts('de'),
    url: `${ORIGIN}/gallery/summer-party`,
    eventSlug: 'summer-party',
    title: 'Summer party 2026',
    settings,
    pictures: Array.from({ length: PICTURES }, (_, index) => picture(index)),
    nextCursor: 'WyIyMDI2LTA2LTAxVDE3OjM3OjAwLjAwMFoiLCI4ZDJmMWQ2Zi0wMDAwLTQwMDAtODAwMC0wMDAwMDAwMDAwMjMiXQ',
    ogImage: { url: `${ORIGIN}/api/files/shoots/${EVENT}/x/social.jpg`, type: 'image/jpeg', width: 1200, height: 1600 },
    boothHref: '/booth/summer-party',
  };
}

const DEFAULT_SETTINGS = eventSettingsSchema.parse({});

function micrositePage(): string {
  return renderPhotoMicrosite({
    settings: DEFAULT_SETTINGS,
    locale: 'de',
    renditions: {
      widths: [480, 960, 1440].map((width) => ({ width, height: (width * 4) / 3, file: { path: `${PHOTO_FOLDER}/display-${width}.webp`, size: 1, mimetype: 'image/webp' } })),
    },
  });
}

interface Bytes {
  raw: number;
  gzip: number;
  brotli: number;
}
const bytesOf = (text: string): Bytes => {
  const buffer = Buffer.from(text);
  return {
    raw: buffer.byteLength,
    gzip: gzipSync(buffer, { level: 6 }).byteLength,
    brotli: brotliCompressSync(buffer, { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } }).byteLength,
  };
};
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;
const line = (b: Bytes) => `${kb(b.raw)} raw / ${kb(b.gzip)} gzip / ${kb(b.brotli)} br`;

function timed(render: () => string): () => Promise<number> {
  return async () => {
    const started = performance.now();
    for (let i = 0; i < RENDERS; i += 1) render();
    return ((performance.now() - started) / RENDERS) * 1000;
  };
}

export async function benchGalleryPage(): Promise<string> {
  const view = galleryView();
  const gallery = renderGalleryPage(view);
  const microsite = micrositePage();
  if (renderGalleryPage(galleryView()) !== gallery) throw new Error('the gallery page differs between renders of the same pictures');
  const tiles = gallery.match(/<li class="tile"/g)?.length ?? 0;
  if (tiles !== PICTURES) throw new Error(`expected ${PICTURES} tiles, rendered ${tiles}`);
  const css = /<style>([\s\S]*?)<\/style>/.exec(gallery)?.[1] ?? '';
  const served = scriptByFileName(scriptPath('gallery').split('/').pop() ?? '');
  if (!served) throw new Error('the gallery script is not served under its own name');
  // The script goes out as compressed at start (brotli 11, gzip 9), the page per request (brotli 4, gzip 6).
  const script: Bytes = { raw: served.bodies.identity.byteLength, gzip: served.bodies.gzip.byteLength, brotli: served.bodies.br.byteLength };
  const [page, micro, style] = [bytesOf(gallery), bytesOf(microsite), bytesOf(css)];
  const times = await compare({ name: 'gallery', run: timed(() => renderGalleryPage(view)) }, { name: 'microsite', run: timed(micrositePage) }, ROUNDS);
  return (
    `gallery first page, ${PICTURES} pictures: HTML ${line(page)} (inline CSS ${line(style)}) + script ${line(script)} once; ` +
    `first visit ${kb(page.brotli + script.brotli)} br vs microsite ${line(micro)} (HTML+inline JS) → ${(page.brotli / micro.brotli).toFixed(2)}× the microsite's HTML, ` +
    `${((page.brotli + script.brotli) / micro.brotli).toFixed(2)}× with the script; per picture ${(page.brotli / PICTURES).toFixed(0)} B br. ` +
    `Render ${formatStats(times.subject, 'µs')} vs the microsite page (the reference, not the same page) ${formatStats(times.baseline, 'µs')}, ratio ${times.ratio.median.toFixed(2)} ` +
    `(${times.ratio.min.toFixed(2)}–${times.ratio.max.toFixed(2)}), median of ${times.rounds} interleaved rounds`
  );
}
