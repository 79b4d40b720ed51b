import { networkFirstNavigation } from './navigation';

const page = new Request('https://booth.example/kiosk/party');
const shell = () => Promise.resolve(new Response('cached kiosk', { status: 200 }));
const noShell = () => Promise.resolve(undefined);

async function text(response: Promise<Response>): Promise<string> {
  return (await response).text();
}

describe('networkFirstNavigation', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('takes the server page when it answers, a 404 included', async () => {
    expect(await text(networkFirstNavigation(page, async () => new Response('fresh'), shell))).toBe('fresh');
    const missing = await networkFirstNavigation(page, async () => new Response('no such page', { status: 404 }), shell);
    expect(missing.status).toBe(404);
  });

  it('runs the cached kiosk when the network is gone', async () => {
    expect(await text(networkFirstNavigation(page, () => Promise.reject(new TypeError('Failed to fetch')), shell))).toBe('cached kiosk');
  });

  it('runs the cached kiosk on a server error (a proxy in front of a stopped server)', async () => {
    expect(await text(networkFirstNavigation(page, async () => new Response('bad gateway', { status: 502 }), shell))).toBe('cached kiosk');
  });

  it('runs the cached kiosk when the server has not answered within the timeout (venue Wi-Fi that hangs)', async () => {
    vi.useFakeTimers();
    const answer = networkFirstNavigation(page, () => new Promise<Response>(() => undefined), shell, 3_000);
    await vi.advanceTimersByTimeAsync(2_999);
    let settled = false;
    void answer.then(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await text(answer)).toBe('cached kiosk');
  });

  it('with nothing cached: the late answer, the server error, or the network failure itself', async () => {
    vi.useFakeTimers();
    const late = networkFirstNavigation(page, () => new Promise<Response>((resolve) => setTimeout(() => resolve(new Response('late')), 5_000)), noShell, 3_000);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(await text(late)).toBe('late');
    vi.useRealTimers();
    expect((await networkFirstNavigation(page, async () => new Response('oops', { status: 500 }), noShell)).status).toBe(500);
    await expect(networkFirstNavigation(page, () => Promise.reject(new TypeError('Failed to fetch')), noShell)).rejects.toThrow('Failed to fetch');
  });
});
