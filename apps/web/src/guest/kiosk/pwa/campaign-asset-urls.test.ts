import { guestAsset } from '@/guest/booth/test/guest-fixture';
import { makeKioskEvent } from '@/guest/kiosk/test/kiosk-fixture';
import { arFilterLayerUrls, campaignAssetUrls, kioskCampaignUrls } from './campaign-asset-urls';

const MANIFEST = '/api/files/assets/c1/ab/cd/a1/ar-filter.json';

function manifestAnswer(layers: string[]): Response {
  const body = { version: 1, layers: layers.map((file) => ({ file, anchor: 'noseTip', pivot: { x: 0, y: 0 }, scale: { pixels: 10 } })) };
  return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
}

describe('campaignAssetUrls', () => {
  it('lists every asset file and its preview, each once', () => {
    const background = guestAsset({ assetType: 'attentionScreenBackground', src: '/api/files/a/bg.jpg', thumbSrc: '/api/files/a/bg-thumb.webp' });
    const video = guestAsset({ assetType: 'screenSaver', mimetype: 'video/mp4', src: '/api/files/a/saver.mp4', thumbSrc: null });
    const font = guestAsset({ assetType: 'font', mimetype: 'font/woff2', src: '/api/files/fonts/brand.woff2', thumbSrc: null, family: 'Brand' });
    // The same overlay picked for two screens comes once.
    const overlay = guestAsset({ src: '/api/files/a/frame.png', thumbSrc: '/api/files/a/frame-thumb.png' });
    const event = makeKioskEvent({}, [background, video, font, overlay, { ...overlay }]);
    expect(campaignAssetUrls(event)).toEqual([
      '/api/files/a/bg.jpg',
      '/api/files/a/bg-thumb.webp',
      '/api/files/a/saver.mp4',
      '/api/files/fonts/brand.woff2',
      '/api/files/a/frame.png',
      '/api/files/a/frame-thumb.png',
    ]);
  });

  it('takes an AR filter by its manifest and preview, never its uploaded ZIP', () => {
    const filter = guestAsset({ assetType: 'arFilter', mimetype: 'application/zip', src: '/api/files/a/filter.zip', thumbSrc: '/api/files/a/filter-thumb.png', arFilter: { manifestSrc: MANIFEST } });
    expect(campaignAssetUrls(makeKioskEvent({}, [filter]))).toEqual([MANIFEST, '/api/files/a/filter-thumb.png']);
  });

  it('is empty for a campaign without assets', () => {
    expect(campaignAssetUrls(makeKioskEvent())).toEqual([]);
  });
});

describe('arFilterLayerUrls', () => {
  it('reads the layers from the manifest and resolves them beside it, each once', async () => {
    const asked: string[] = [];
    const fetchManifest = (async (input: RequestInfo | URL) => {
      asked.push(String(input));
      return manifestAnswer(['ar-layer-0.png', 'ar-layer-1.png', 'ar-layer-0.png']);
    }) as typeof fetch;
    const origin = window.location.origin;
    expect(await arFilterLayerUrls(MANIFEST, fetchManifest)).toEqual([
      `${origin}/api/files/assets/c1/ab/cd/a1/ar-layer-0.png`,
      `${origin}/api/files/assets/c1/ab/cd/a1/ar-layer-1.png`,
    ]);
    expect(asked).toEqual([`${origin}${MANIFEST}`]);
  });

  it('fails for a missing or broken manifest', async () => {
    await expect(arFilterLayerUrls(MANIFEST, (async () => new Response('gone', { status: 404 })) as typeof fetch)).rejects.toThrow(/404/);
    await expect(arFilterLayerUrls(MANIFEST, (async () => new Response('{"version":2}', { status: 200 })) as typeof fetch)).rejects.toThrow();
  });
});

describe('kioskCampaignUrls', () => {
  it('is the settings, the assets and the AR layers; an unreadable manifest leaves out only its own layers', async () => {
    const good = guestAsset({ assetType: 'arFilter', src: '/api/files/g/f.zip', thumbSrc: null, arFilter: { manifestSrc: '/api/files/g/ar-filter.json' } });
    const broken = guestAsset({ assetType: 'arFilter', src: '/api/files/b/f.zip', thumbSrc: null, arFilter: { manifestSrc: '/api/files/b/ar-filter.json' } });
    const background = guestAsset({ src: '/api/files/a/bg.jpg', thumbSrc: null });
    const event = { ...makeKioskEvent({}, [good, broken, background]), slug: 'summer party' };
    const fetchManifest = (async (input: RequestInfo | URL) =>
      String(input).includes('/g/') ? manifestAnswer(['ar-layer-0.png']) : new Response('', { status: 500 })) as typeof fetch;
    expect(await kioskCampaignUrls(event, fetchManifest)).toEqual([
      '/api/events/summer%20party/kiosk',
      '/api/files/g/ar-filter.json',
      '/api/files/b/ar-filter.json',
      '/api/files/a/bg.jpg',
      `${window.location.origin}/api/files/g/ar-layer-0.png`,
    ]);
  });
});
