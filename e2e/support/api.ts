import sharp from 'sharp';

export const DEMO = { email: 'demo@boothwerk.app', password: 'boothwerk-demo' };

/** A signed-in organiser talking to the real API, for setting up what a browser test then uses. */
export class OrganiserApi {
  private constructor(
    readonly baseUrl: string,
    private readonly token: string,
  ) {}

  /** The server creates the demo account just after it starts listening: a 401 is retried for a while. */
  static async login(baseUrl: string, credentials = DEMO): Promise<OrganiserApi> {
    const deadline = Date.now() + 20_000;
    let response: Response;
    for (;;) {
      response = await fetch(`${baseUrl}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(credentials),
      });
      if (response.status !== 401 || Date.now() > deadline) break;
      await new Promise((wait) => setTimeout(wait, 250));
    }
    if (!response.ok) throw new Error(`login failed: ${response.status} ${await response.text()}`);
    const { token } = (await response.json()) as { token: string };
    return new OrganiserApi(baseUrl, token);
  }

  async request<T>(method: string, path: string, body?: unknown): Promise<T> {
    const response = await fetch(`${this.baseUrl}/api${path}`, {
      method,
      headers: { authorization: `Bearer ${this.token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${text}`);
    return (text ? JSON.parse(text) : undefined) as T;
  }

  async uploadAsset(assetType: string, filename: string, data: Buffer): Promise<{ id: string }> {
    const form = new FormData();
    form.append('assetType', assetType);
    form.append('file', new Blob([new Uint8Array(data)]), filename);
    const response = await fetch(`${this.baseUrl}/api/assets`, { method: 'POST', headers: { authorization: `Bearer ${this.token}` }, body: form });
    if (!response.ok) throw new Error(`asset upload failed: ${response.status} ${await response.text()}`);
    return (await response.json()) as { id: string };
  }
}

/** The overlay colour the microsite's picture must show: a solid band across the top tenth. */
export const OVERLAY_RED = { r: 230, g: 20, b: 40 };

/** A portrait shutter overlay (1536×2048): an opaque band at the top, transparent below. */
export function bandOverlay(): Promise<Buffer> {
  const width = 1536;
  const height = 2048;
  const band = Math.round(height / 10);
  return sharp({ create: { width, height, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } })
    .composite([{ input: { create: { width, height: band, channels: 4, background: { ...OVERLAY_RED, alpha: 1 } } }, top: 0, left: 0 }])
    .png()
    .toBuffer();
}

/** Whether the top band of a picture (as bytes) is the overlay's red. */
export async function topBandColour(image: Buffer): Promise<{ r: number; g: number; b: number }> {
  const { data, info } = await sharp(image).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const x = Math.floor(info.width / 2);
  const y = Math.floor(info.height / 40);
  const offset = (y * info.width + x) * info.channels;
  return { r: data[offset] ?? 0, g: data[offset + 1] ?? 0, b: data[offset + 2] ?? 0 };
}
