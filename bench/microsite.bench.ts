/**
 * The microsite's weight (issue 5 quality bar): the bytes a phone downloads for the page of a ready
 * picture — HTML with its inline CSS and JavaScript, raw and gzip — against the 30 KB gzip budget for
 * JavaScript. The page is rendered by the server's own renderer with every section switched on, so it
 * is the heaviest page an organiser can configure (the picture itself is a separate file).
 */
import { gzipSync } from 'node:zlib';
import { eventSettingsSchema } from '@booth/shared';
import { MIN_ROUNDS } from './support/compare.ts';
import { PHOTO_FOLDER, renderPhotoMicrosite } from './support/microsite-page.ts';

const JS_BUDGET_GZIP = 30 * 1024;

function everythingOn() {
  const on = { enabled: true, text: '' };
  return eventSettingsSchema.parse({
    screens: {
      microsite: {
        bannerUrlEnabled: true,
        bannerUrl: 'https://sponsor.example/',
        body: 'Thanks for coming to our summer party! Share your picture with your friends and followers.',
        footer: { text: 'Pictures are deleted after 30 days.', alignment: 'bottom' },
        links: [
          { title: 'Our website', href: 'https://organiser.example/', icon: 'link' },
          { title: 'Instagram', href: 'https://instagram.com/organiser', icon: 'instagram', style: 'icon' },
        ],
        footerLinks: [
          { name: 'Imprint', url: 'https://organiser.example/imprint' },
          { name: 'Privacy', url: 'https://organiser.example/privacy' },
        ],
        embeddedImage: { dropShadow: true, border: { enabled: true, width: 4 } },
        callToActionButton: { enabled: true, buttonText: 'Visit our shop', url: 'https://organiser.example/shop' },
        publicGalleryButton: { enabled: true },
        socialSharingButtons: { instagram: on, snapchat: on, tiktok: on },
        hashtags: { enabled: true, items: ['summerparty', 'boothwerk'] },
      },
    },
  });
}

const sizes = (text: string) => ({ raw: Buffer.byteLength(text), gzip: gzipSync(Buffer.from(text), { level: 9 }).byteLength });
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;

/** The page as one render makes it; the bench renders it several times and requires the same bytes. */
function renderPage(): string {
  return renderPhotoMicrosite({
    settings: everythingOn(),
    locale: 'en',
    renditions: { thumbnail: { path: `${PHOTO_FOLDER}/thumbnail.webp`, size: 30_000, mimetype: 'image/webp' } },
  });
}

export async function benchMicrosite(): Promise<string> {
  // Sizes are exact, not timings: the repeated renders must agree to the byte, or the page is not stable.
  const renders = Array.from({ length: MIN_ROUNDS }, renderPage);
  const page = renders[0] as string;
  if (renders.some((render) => render !== page)) throw new Error('the microsite page differs between renders of the same picture');
  const js = [...page.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((match) => match[1]).join('\n');
  const css = [...page.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((match) => match[1]).join('\n');
  const [all, script, style] = [sizes(page), sizes(js), sizes(css)];
  const ratio = script.gzip / JS_BUDGET_GZIP;
  return (
    `microsite page of a ready photo: ${kb(all.raw)} raw / ${kb(all.gzip)} gzip in total ` +
    `(JS ${kb(script.raw)} / ${kb(script.gzip)}, CSS ${kb(style.raw)} / ${kb(style.gzip)}, one request); ` +
    `JS gzip is ${ratio.toFixed(3)}× the 30 kB budget (identical in ${renders.length} renders)`
  );
}
