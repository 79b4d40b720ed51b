import { cacheCampaignAssets, registerKioskServiceWorker } from './register-kiosk-sw';

/** A service worker as the page sees it; answers `cache-campaign` on the port it came with, as sw.ts does. */
class PageSideWorker extends EventTarget {
  received: unknown[] = [];
  constructor(public state: ServiceWorkerState) {
    super();
  }
  postMessage(message: { type: string; urls: string[] }, transfer: MessagePort[]) {
    this.received.push(message);
    transfer[0]?.postMessage({ type: 'cache-campaign-done', cached: message.urls.length - 1, failed: 1 });
  }
  become(state: ServiceWorkerState) {
    this.state = state;
    this.dispatchEvent(new Event('statechange'));
  }
}

function registration(workers: { active?: PageSideWorker; installing?: PageSideWorker }): ServiceWorkerRegistration {
  return { active: workers.active ?? null, installing: workers.installing ?? null, waiting: null } as unknown as ServiceWorkerRegistration;
}

/** Lets the page's side reach the point where it listens for the worker's state. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

function containerWith(found: ServiceWorkerRegistration | undefined) {
  return {
    register: vi.fn(async () => found as ServiceWorkerRegistration),
    getRegistration: vi.fn(async () => found),
  };
}

describe('registerKioskServiceWorker', () => {
  it('registers /kiosk-sw.js for the whole origin, never from the HTTP cache', async () => {
    const found = registration({});
    const workers = containerWith(found);
    expect(await registerKioskServiceWorker(workers)).toBe(found);
    expect(workers.register).toHaveBeenCalledWith('/kiosk-sw.js', { scope: '/', updateViaCache: 'none' });
  });

  it('is null where the browser has no service workers (an insecure page, jsdom here) or refuses the registration', async () => {
    expect(navigator.serviceWorker).toBeUndefined();
    expect(await registerKioskServiceWorker()).toBeNull();
    const refusing = { register: vi.fn(async () => Promise.reject(new TypeError('404'))), getRegistration: vi.fn() };
    expect(await registerKioskServiceWorker(refusing)).toBeNull();
  });
});

describe('cacheCampaignAssets', () => {
  const urls = ['/api/events/party/kiosk', '/api/files/a/bg.jpg', '/api/files/a/saver.mp4'];

  it('hands the URLs to the active worker and answers what it reports', async () => {
    const worker = new PageSideWorker('activated');
    expect(await cacheCampaignAssets(urls, containerWith(registration({ active: worker })))).toEqual({ cached: 2, failed: 1 });
    expect(worker.received).toEqual([{ type: 'cache-campaign', urls }]);
  });

  it('waits for a worker that is still installing', async () => {
    const worker = new PageSideWorker('installing');
    const pending = cacheCampaignAssets(urls, containerWith(registration({ installing: worker })));
    await settle();
    worker.become('installed');
    worker.become('activated');
    expect(await pending).toEqual({ cached: 2, failed: 1 });
  });

  it('counts everything as failed without a worker: none in the browser, none registered, or its install failed', async () => {
    expect(await cacheCampaignAssets(urls)).toEqual({ cached: 0, failed: 3 });
    expect(await cacheCampaignAssets(urls, containerWith(undefined))).toEqual({ cached: 0, failed: 3 });
    const broken = new PageSideWorker('installing');
    const pending = cacheCampaignAssets([...urls, urls[0]!], containerWith(registration({ installing: broken })));
    await settle();
    broken.become('redundant');
    expect(await pending).toEqual({ cached: 0, failed: 3 });
    expect(broken.received).toEqual([]);
  });
});
