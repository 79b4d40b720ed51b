import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { micrositeSchema, type Event } from '@booth/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createEvent, customerOn } from '@/modules/events/events.test-support.ts';
import { findPlanByName, grantPlan } from '@/modules/plans/plans.repo.ts';
import { png, uploadOk, type TestCustomer } from '@/test/assets.ts';
import { buildTestApp, TEST_PUBLIC_URL, type TestApp } from '@/test/test-app.ts';
import { gifRenditions, insertShoot, photoRenditions, PICTURE, scriptBytes, videoRenditions } from './microsite.test-support.ts';

let t: TestApp;
let ada: TestCustomer;
let event: Event;

/** A built web app, so the microsite routes are shown to win over its fallback (index.html for unknown pages). */
const WEB_INDEX = '<!doctype html><title>organiser app</title>';
let webDist: string;

beforeAll(async () => {
  webDist = await mkdtemp(join(tmpdir(), 'microsite-web-'));
  await writeFile(join(webDist, 'index.html'), WEB_INDEX);
  t = await buildTestApp({ WEB_DIST_DIR: webDist });
  ada = await customerOn(t, 'ada@example.com', 'Silver');
  event = await createEvent(t, ada, { name: 'Summer party', boothType: 'virtual' } as never);
});
afterAll(async () => {
  await t?.close();
  await rm(webDist, { recursive: true, force: true });
});

const get = (url: string, method: 'GET' | 'HEAD' = 'GET') => t.app.inject({ method, url, headers: { accept: 'text/html' } });

/** Changes the event's microsite settings (the rest of the screens stay) and answers the event. */
async function setMicrosite(target: Event, microsite: Record<string, unknown>, owner: TestCustomer = ada): Promise<Event> {
  const response = await call(t, owner, 'PUT', `/events/${target.id}`, { screens: { ...target.screens, microsite: micrositeSchema.parse(microsite) } });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Event>();
}

function meta(page: string, attribute: 'property' | 'name', key: string): string | undefined {
  const match = new RegExp(`<meta ${attribute}="${key.replace(/[.:]/g, '\\$&')}" content="([^"]*)"`).exec(page);
  return match?.[1];
}

async function photoShoot(target: Event = event) {
  const id = crypto.randomUUID();
  const renditions = await photoRenditions(t, `shoots/${target.id}/${id}`);
  return insertShoot(t, target, { id, renditions });
}

describe('GET /m/{shootSlug}: a ready photo', () => {
  it('is complete German HTML with Open Graph and Twitter tags carrying absolute addresses of the picture', async () => {
    const shoot = await photoShoot();
    const response = await get(`/m/${shoot.slug}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    const page = response.body;
    expect(page).toMatch(/^<!doctype html>\n<html lang="de">/);
    expect(page).toContain('<title>#Boothwerk</title>');
    expect(page).toContain('<h1>#Boothwerk</h1>');
    expect(page).toContain('Danke fürs Mitmachen. Teile dein Bild mit deinen Freunden und Followern.');
    const url = `${TEST_PUBLIC_URL}/m/${shoot.slug}`;
    expect(page).toContain(`<link rel="canonical" href="${url}">`);
    expect(meta(page, 'property', 'og:url')).toBe(url);
    expect(meta(page, 'property', 'og:type')).toBe('website');
    expect(meta(page, 'property', 'og:title')).toBe('#Boothwerk');
    expect(meta(page, 'property', 'og:description')).toContain('Danke fürs Mitmachen');
    const image = meta(page, 'property', 'og:image') ?? '';
    // The picture's own copy: its files carry the access key, whatever moderation decides.
    expect(image).toBe(`${TEST_PUBLIC_URL}/api/files/shoots/${event.id}/${shoot.id}/main.jpg?access=${shoot.slug}`);
    expect(meta(page, 'property', 'og:image:width')).toBe(String(PICTURE.width));
    expect(meta(page, 'property', 'og:image:height')).toBe(String(PICTURE.height));
    expect(meta(page, 'property', 'og:image:type')).toBe('image/jpeg');
    expect(meta(page, 'name', 'twitter:card')).toBe('summary_large_image');
    expect(meta(page, 'name', 'twitter:image')).toBe(image);
  });

  it('preloads the picture with its responsive sizes and shows it with explicit size and high priority (the LCP element)', async () => {
    const shoot = await photoShoot();
    const page = (await get(`/m/${shoot.slug}`)).body;
    const file = (name: string) => `/api/files/shoots/${event.id}/${shoot.id}/${name}?access=${shoot.slug}`;
    const srcset = `${file('thumbnail.webp')} 384w, ${file('main.jpg')} ${PICTURE.width}w`;
    const head = page.slice(0, page.indexOf('</head>'));
    expect(head).toContain(`<link rel="preload" as="image" href="${file('main.jpg')}" imagesrcset="${srcset}" imagesizes="(max-width: 960px) calc(100vw - 32px), 928px" fetchpriority="high">`);
    expect(page).toContain(
      `<img class="media" src="${file('main.jpg')}" srcset="${srcset}" sizes="(max-width: 960px) calc(100vw - 32px), 928px" width="${PICTURE.width}" height="${PICTURE.height}" alt="#Boothwerk" fetchpriority="high"`,
    );
    // The only other images are small and after it.
    expect(page.indexOf('<img')).toBe(page.indexOf('<img class="media"'));
  });

  it('has one small inline script: at most 30 KB gzip of JavaScript, nothing loaded from elsewhere', async () => {
    const shoot = await photoShoot();
    const page = (await get(`/m/${shoot.slug}`)).body;
    expect(page).not.toMatch(/<script[^>]+src=/);
    expect(page).not.toMatch(/<link[^>]+rel="stylesheet"/);
    const bytes = scriptBytes(page);
    expect(bytes.raw).toBeGreaterThan(0);
    expect(bytes.gzip).toBeLessThanOrEqual(30 * 1024);
  });

  it('speaks English under /en with lang="en" and an English canonical address', async () => {
    const shoot = await photoShoot();
    const response = await get(`/en/m/${shoot.slug}`);
    expect(response.statusCode).toBe(200);
    expect(response.body).toMatch(/<html lang="en">/);
    expect(response.body).toContain('Thanks for participating. Share your picture with your friends and followers.');
    expect(response.body).toContain(`<link rel="canonical" href="${TEST_PUBLIC_URL}/en/m/${shoot.slug}">`);
    expect(response.body).toContain('aria-label="Download"');
  });

  it('has the default social buttons: Facebook, X, WhatsApp, LinkedIn with share links, a download of the picture, and their hints', async () => {
    const shoot = await photoShoot();
    const page = (await get(`/en/m/${shoot.slug}`)).body;
    const link = encodeURIComponent(`${TEST_PUBLIC_URL}/en/m/${shoot.slug}`);
    expect(page).toContain(`href="https://www.facebook.com/sharer/sharer.php?u=${link}"`);
    expect(page).toContain(`href="https://x.com/intent/tweet?url=${link}&amp;text=%23Boothwerk"`);
    expect(page).toContain(`href="https://www.linkedin.com/sharing/share-offsite/?url=${link}"`);
    expect(page).toMatch(/href="https:\/\/wa\.me\/\?text=/);
    expect(page).toContain(`href="/api/files/shoots/${event.id}/${shoot.id}/main.jpg?access=${shoot.slug}&amp;download=1" download data-track="download"`);
    expect(page).toContain('Send the link in WhatsApp, or download your picture and attach it.');
    expect(page).toContain('Share the link in a LinkedIn post, or download your picture and add it.');
    for (const off of ['instagram', 'snapchat', 'tiktok']) expect(page).not.toContain(`data-track="${off}"`);
    expect(page).not.toContain('Instagram app');
  });

  it("serves the page's files to a guest without a session: preview image, picture, thumbnail and the download", async () => {
    const shoot = await photoShoot();
    const page = (await get(`/m/${shoot.slug}`)).body;
    const image = (meta(page, 'property', 'og:image') ?? '').slice(TEST_PUBLIC_URL.length);
    const preview = await t.app.inject({ method: 'GET', url: image });
    expect(preview.statusCode).toBe(200);
    expect(preview.headers['content-type']).toBe('image/jpeg');
    const thumbnail = /srcset="([^ ]+) /.exec(page)?.[1] ?? '';
    expect((await t.app.inject({ method: 'GET', url: thumbnail })).headers['content-type']).toBe('image/webp');
    const download = /href="([^"]+&amp;download=1)" download data-track="download"/.exec(page)?.[1] ?? '';
    const file = await t.app.inject({ method: 'GET', url: download.replaceAll('&amp;', '&') });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-disposition']).toMatch(/^attachment/);
  });

  it('counts a view for each GET of a ready page, none for HEAD', async () => {
    const shoot = await photoShoot();
    const views = async () => (await call(t, ada, 'GET', `/micrositeInteractionView/events/${event.slug}/micrositeInteractionView?limit=500`)).json<{ items: Array<{ shootId: string; views: number; lastViewedAt: string | null }> }>().items.find((row) => row.shootId === shoot.id);
    expect(await views()).toBeUndefined();
    expect((await get(`/m/${shoot.slug}`, 'HEAD')).statusCode).toBe(200);
    expect(await views()).toBeUndefined();
    await get(`/m/${shoot.slug}`);
    await get(`/en/m/${shoot.slug}`);
    const row = await views();
    expect(row?.views).toBe(2);
    expect(row?.lastViewedAt).not.toBeNull();
  });
});

describe('GET /m/{shootSlug}: the microsite settings', () => {
  let styled: Event;
  let shootSlug: string;
  let page: string;

  beforeAll(async () => {
    styled = await createEvent(t, ada, { name: 'Styled', boothType: 'virtual' } as never);
    styled = await setMicrosite(styled, {
      title: 'Hi <script>alert("x")</script> & you',
      body: 'Line one\n<b>bold?</b>',
      backgroundColor: '#102030',
      embeddedImage: { size: 'small', dropShadow: true, border: { enabled: true, width: 6, color: '#ff0000' } },
      footer: { text: 'Footer <i>note</i>', alignment: 'bottom' },
      links: [
        { title: 'Our site', href: 'https://organiser.example/', icon: 'link', style: 'icon-text' },
        { title: 'Instagram', href: 'https://instagram.com/organiser', icon: 'instagram', style: 'icon' },
        { title: 'Hidden', href: 'https://hidden.example/', enabled: false },
      ],
      footerLinks: [{ name: 'Imprint', url: 'https://organiser.example/imprint' }],
      callToActionButton: { enabled: true, buttonText: 'Visit us', url: 'https://organiser.example/shop', cornerRadius: 20, backgroundColor: '#00aa00', color: '#ffffff', openInNewWindow: false, dropShadow: true },
      publicGalleryButton: { enabled: true },
      socialSharingButtons: { instagram: { enabled: true, text: 'Insta' }, facebook: { enabled: false }, buttonShape: 'rounded', dropShadow: true },
      hashtags: { enabled: true, items: ['#summer', 'party time'] },
      campaignCode: { enabled: true, code: 'SUMMER20' },
    });
    const styledId = crypto.randomUUID();
    const renditions = await photoRenditions(t, `shoots/${styled.id}/${styledId}`);
    shootSlug = (await insertShoot(t, styled, { id: styledId, renditions })).slug;
    page = (await get(`/en/m/${shootSlug}`)).body;
  });

  it('escapes every organiser text: no markup of theirs reaches the page', async () => {
    expect(page).not.toContain('<script>alert');
    expect(page).toContain('<title>Hi &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; you</title>');
    expect(page).toContain('<h1>Hi &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; you</h1>');
    expect(page).toContain('content="Hi &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; you"');
    expect(page).toContain('Line one\n&lt;b&gt;bold?&lt;/b&gt;');
    expect(page).toContain('Footer &lt;i&gt;note&lt;/i&gt;');
    expect(page.match(/<script/g)).toHaveLength(1);
  });

  it('sizes, shadows and borders the picture as set', async () => {
    expect(page).toContain('<figure class="picture small shadow bordered">');
    expect(page).toContain('--border-width:6px');
    expect(page).toContain('--border-color:#ff0000');
    expect(page).toContain('imagesizes="(max-width: 352px) calc(100vw - 32px), 320px"');
    expect(page).toContain('--bg:#102030');
    // A dark background gets light text.
    expect(page).toContain('--fg:#ffffff');
  });

  it('puts the footer text at the bottom when asked, with the footer links', async () => {
    const footer = page.slice(page.indexOf('<footer>'));
    expect(footer).toContain('Footer &lt;i&gt;note&lt;/i&gt;');
    expect(footer).toContain('<a href="https://organiser.example/imprint" target="_blank" rel="noopener noreferrer" data-track="footerLink">Imprint</a>');
    expect(page.indexOf('Footer &lt;i&gt;')).toBeGreaterThan(page.indexOf('</main>'));
  });

  it('shows the enabled links in their style, not the disabled one', async () => {
    expect(page).toContain('<a href="https://organiser.example/" target="_blank" rel="noopener noreferrer" data-track="link"><svg class="icon" aria-hidden="true"><use href="#i-link"/></svg><span>Our site</span></a>');
    expect(page).toContain('<a href="https://instagram.com/organiser" target="_blank" rel="noopener noreferrer" data-track="link" aria-label="Instagram" title="Instagram"><svg class="icon" aria-hidden="true"><use href="#i-instagram"/></svg></a>');
    expect(page).not.toContain('hidden.example');
    expect(page).toContain('<symbol id="i-instagram"');
  });

  it('shows the call-to-action and the public gallery buttons', async () => {
    expect(page).toContain('<a class="btn cta shadow" href="https://organiser.example/shop" data-track="callToAction">Visit us</a>');
    expect(page).toContain('--cta-bg:#00aa00');
    expect(page).toContain('--cta-radius:20px');
    expect(page).toContain(`<a class="btn gallery" href="/en/gallery/${styled.slug}" data-track="publicGallery">Public gallery</a>`);
  });

  it('shows the enabled social buttons only, Instagram as a download with its hint, and the hashtags', async () => {
    expect(page).not.toContain('facebook.com');
    expect(page).toMatch(/<a class="btn social rounded shadow" href="\/api\/files\/[^"]+&amp;download=1" download data-track="instagram" data-hint="instagram" aria-label="Insta"/);
    expect(page).toContain('<p id="hint-instagram" hidden>Download your picture and post it in the Instagram app.</p>');
    expect(page).toContain('<p class="hashtags">#summer #partytime</p>');
    expect(page).toContain('hashtags=summer%2Cpartytime');
  });

  it('shows the campaign code with its 20% offer', async () => {
    expect(page).toContain('<p class="campaign-code" data-campaign-code>Use the campaign code SUMMER20 for 20% off</p>');
  });

  it('leaves out a call-to-action without a URL, the gallery button when the gallery is off, hashtags and campaign code when off', async () => {
    const plain = await setMicrosite(styled, { callToActionButton: { enabled: true, buttonText: 'Nowhere', url: '' }, publicGalleryButton: { enabled: true }, hashtags: { enabled: false, items: ['#summer'] }, campaignCode: { enabled: false, code: 'SUMMER20' } });
    const galleryOff = { ...plain.screens.presentation, gallery: { ...plain.screens.presentation.gallery, enabled: false } };
    const response = await call(t, ada, 'PUT', `/events/${plain.id}`, { screens: { ...plain.screens, presentation: galleryOff } });
    expect(response.statusCode, response.body).toBe(200);
    const again = (await get(`/m/${shootSlug}`)).body;
    expect(again).not.toContain('Nowhere');
    expect(again).not.toContain('data-track="publicGallery"');
    expect(again).not.toContain('#summer');
    expect(again).not.toContain('hashtags=');
    expect(again).not.toContain('SUMMER20');
    // The default title in German, since the title is back at its default.
    expect(again).toContain('<h1>#Boothwerk</h1>');
  });
});

describe('GET /m/{shootSlug}: the public gallery button follows the plan', () => {
  it('is left out for an organiser below Silver, whose gallery page would be closed', async () => {
    const free = await customerOn(t, 'free-gallery@example.com', 'Free');
    const campaign = await createEvent(t, free, { name: 'Free party', boothType: 'virtual' } as never);
    const withButton = await setMicrosite(campaign, { publicGalleryButton: { enabled: true } }, free);
    expect(withButton.screens.presentation.gallery.enabled).toBe(true);
    const id = crypto.randomUUID();
    const shoot = await insertShoot(t, withButton, { id, renditions: await photoRenditions(t, `shoots/${campaign.id}/${id}`) });
    const page = (await get(`/m/${shoot.slug}`)).body;
    expect(page).toContain('<h1>');
    expect(page).not.toContain('data-track="publicGallery"');
    expect((await get(`/gallery/${campaign.slug}`)).statusCode).toBe(402);
  });
});

describe('GET /m/{shootSlug}: other kinds and states', () => {
  it('plays a video as a muted looping <video> with its MP4 and poster, and tells previews about the video', async () => {
    const id = crypto.randomUUID();
    const renditions = await videoRenditions(t, `shoots/${event.id}/${id}`);
    const shoot = await insertShoot(t, event, { id, kind: 'Video', renditions, width: 320, height: 240 });
    const page = (await get(`/m/${shoot.slug}`)).body;
    const file = (name: string) => `/api/files/shoots/${event.id}/${id}/${name}?access=${shoot.slug}`;
    expect(page).toContain(`<video class="media" width="320" height="240" autoplay muted loop playsinline controls poster="${file('poster.jpg')}" preload="auto"><source src="${file('main.mp4')}" type="video/mp4"></video>`);
    expect(page).toContain(`<link rel="preload" as="image" href="${file('poster.jpg')}" fetchpriority="high">`);
    expect(meta(page, 'property', 'og:type')).toBe('video.other');
    expect(meta(page, 'property', 'og:video')).toBe(`${TEST_PUBLIC_URL}${file('main.mp4')}`);
    expect(meta(page, 'property', 'og:image')).toBe(`${TEST_PUBLIC_URL}${file('poster.jpg')}`);
    expect(page).toContain(`href="${file('main.mp4')}&amp;download=1" download`);
  });

  it('loops a boomerang without controls', async () => {
    const id = crypto.randomUUID();
    const renditions = await videoRenditions(t, `shoots/${event.id}/${id}`);
    const shoot = await insertShoot(t, event, { id, kind: 'Boomerang', renditions, width: 320, height: 240 });
    const page = (await get(`/m/${shoot.slug}`)).body;
    expect(page).toMatch(/<video class="media" width="320" height="240" autoplay muted loop playsinline poster=/);
  });

  it('shows a GIF as an animated image (no still thumbnail in a srcset) and previews its thumbnail', async () => {
    const id = crypto.randomUUID();
    const renditions = await gifRenditions(t, `shoots/${event.id}/${id}`);
    const shoot = await insertShoot(t, event, { id, kind: 'Gif', renditions, width: 640, height: 640 });
    const page = (await get(`/m/${shoot.slug}`)).body;
    expect(page).toContain(`<img class="media" src="/api/files/shoots/${event.id}/${id}/main.gif?access=${shoot.slug}" width="640" height="640"`);
    expect(page).not.toContain('srcset=');
    expect(meta(page, 'property', 'og:image')).toBe(`${TEST_PUBLIC_URL}/api/files/shoots/${event.id}/${id}/thumbnail.webp?access=${shoot.slug}`);
    expect(meta(page, 'property', 'og:image:width')).toBe('512');
  });

  it('says the picture is not yet available while processing, polls its status and refreshes without JavaScript', async () => {
    const shoot = await insertShoot(t, event, { status: 'processing', width: null, height: null });
    const response = await get(`/en/m/${shoot.slug}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toContain('The picture is not yet available. Please check back later.');
    expect(response.body).toContain('<noscript><meta http-equiv="refresh" content="10"></noscript>');
    // Polled by the page's own capability, its slug: the bare id answers nobody but the guest's session.
    expect(response.body).toContain(`data-status="/api/events/${event.slug}/shoots/${shoot.slug}/status"`);
    expect(response.body).not.toContain('og:image');
    expect(response.body).not.toContain('class="btn like"');
    const german = await get(`/m/${shoot.slug}`);
    expect(german.body).toContain('Das Bild ist noch nicht verfügbar. Bitte schau später noch einmal vorbei.');
    // Not counted as a view.
    const list = await call(t, ada, 'GET', `/micrositeInteractionView/events/${event.slug}/micrositeInteractionView?limit=500`);
    expect(list.json<{ items: Array<{ shootId: string }> }>().items.map((row) => row.shootId)).not.toContain(shoot.id);
  });

  it('says so when processing failed, without polling', async () => {
    const shoot = await insertShoot(t, event, { status: 'failed' });
    const page = (await get(`/en/m/${shoot.slug}`)).body;
    expect(page).toContain('This picture could not be processed.');
    expect(page).not.toContain('data-status=');
    expect(page).not.toContain('http-equiv="refresh"');
  });

  it("is served instead of the web app's page, which still answers other paths", async () => {
    const shoot = await photoShoot();
    for (const url of [`/m/${shoot.slug}`, `/en/m/${shoot.slug}`, '/m/unknown1']) expect((await get(url)).body).not.toContain('organiser app');
    expect((await get('/events')).body).toBe(WEB_INDEX);
  });

  it('answers an unknown picture with a 404 page in the same style and the guest\'s language', async () => {
    for (const slug of ['nope', 'bad%20slug', 'x'.repeat(80)]) {
      const response = await get(`/en/m/${slug}`);
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(response.body).toContain('<html lang="en">');
      expect(response.body).toContain('This picture does not exist (any more).');
    }
    expect((await get('/m/nope')).body).toContain('Dieses Bild gibt es nicht (mehr).');
  });

  it('still shows the pictures of an archived campaign (people keep their links)', async () => {
    const archived = await createEvent(t, ada, { name: 'Old party', boothType: 'virtual' } as never);
    const shoot = await photoShoot(archived);
    expect((await call(t, ada, 'PUT', `/events/${archived.id}`, { archived: true })).statusCode).toBe(200);
    const response = await get(`/m/${shoot.slug}`);
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<img class="media"');
  });

  it('shows the banner and links it, except for a white-label account', async () => {
    const banner = await uploadOk(t, ada, 'banner', 'banner.png', await png(600, 200));
    const withBanner = await createEvent(t, ada, { name: 'Banner', boothType: 'virtual' } as never);
    await setMicrosite(withBanner, { banner: banner.id, bannerUrlEnabled: true, bannerUrl: 'https://sponsor.example/' });
    const shoot = await photoShoot(withBanner);
    const page = (await get(`/m/${shoot.slug}`)).body;
    expect(page).toContain(`<div class="banner"><a href="https://sponsor.example/" target="_blank" rel="noopener noreferrer"><img src="${banner.filePath}" alt=""`);

    // The white-label product hides the banner URL (campaigns §2): the banner shows, unlinked.
    const white = await customerOn(t, 'white@example.com', 'Free');
    const premium = await findPlanByName(t.runtime.database.db, 'Premium (Beta)');
    if (!premium) throw new Error('no white-label plan');
    await grantPlan(t.runtime.database.db, white.id, 'cheddar', premium.id);
    const whiteBanner = await uploadOk(t, white, 'banner', 'banner.png', await png(600, 200));
    const whiteEvent = await createEvent(t, white, { name: 'White', boothType: 'virtual' } as never);
    await setMicrosite(whiteEvent, { banner: whiteBanner.id, bannerUrlEnabled: true, bannerUrl: 'https://sponsor.example/' }, white);
    const whiteShoot = await photoShoot(whiteEvent);
    const whitePage = (await get(`/m/${whiteShoot.slug}`)).body;
    expect(whitePage).toContain(`<div class="banner"><img src="${whiteBanner.filePath}" alt=""`);
    expect(whitePage).not.toContain('sponsor.example');
  });
});
