import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { startComfyStandIn, type ComfyStandIn } from '@/test/ai-stand-ins/comfy-stand-in.ts';
import { aiWorkdir, meanDifference, runInput } from '@/test/ai-stand-ins/ai-run-input.ts';
import { requireWorkflow } from './comfy-workflow.ts';
import { createEventStationProvider } from './event-station-provider.ts';

let station: ComfyStandIn;
let work: Awaited<ReturnType<typeof aiWorkdir>>;
const provider = () => createEventStationProvider({ url: station.url, token: 'station-token', creditsPerRun: 3 }, { pollIntervalMs: 20 });
const input = (overrides: Partial<Parameters<typeof runInput>[0]> = {}) =>
  runInput({ photo: work.photo, workdir: work.dir, filterId: 'anime-style', prompt: { positivePrompt: 'anime hero', negativePrompt: 'blurry' }, ...overrides });

beforeAll(async () => {
  [station, work] = await Promise.all([startComfyStandIn({ token: 'station-token' }), aiWorkdir()]);
});
afterAll(async () => {
  await station.close();
  await work.cleanup();
});
beforeEach(() => {
  station.set('normal');
  station.socket = true;
  station.requests.length = 0;
});

describe('the event station provider (ComfyUI HTTP API)', () => {
  it('uploads, queues workflow 163 with the filter’s settings, follows the socket and fetches the picture', async () => {
    const run = input({ options: { strength: 0.45, seed: 1234, ratio: 'portrait' } });
    const result = await provider().run(run);

    const picture = await sharp(result.image.path).metadata();
    expect(picture).toMatchObject({ format: 'png', width: 832, height: 1216 });
    expect(result.image.mimetype).toBe('image/png');
    expect(await meanDifference(result.image.path, work.photo)).toBeGreaterThan(10);

    const { graph, clientId } = station.prompts.at(-1)!;
    const node = (name: string) => Object.values(graph).find((candidate) => candidate.class_type === name)!;
    expect(node('CheckpointLoaderSimple').inputs.ckpt_name).toBe('anime-style.safetensors');
    expect(node('KSampler').inputs).toMatchObject({ seed: 1234, denoise: 0.45 });
    expect(node('LoadImage').inputs.image).toMatch(/^booth-[0-9a-f-]+\.jpg$/);
    expect(Object.values(graph).filter((candidate) => candidate.class_type === 'CLIPTextEncode').map((candidate) => candidate.inputs.text)).toEqual(['anime hero', 'blurry']);
    expect(clientId).toMatch(/^[0-9a-f-]{36}$/);

    expect(result.pin).toEqual({
      provider: 'event_station',
      model: `163@${requireWorkflow(163).hash}`,
      version: 'ComfyUI 0.3.40 / PyTorch 2.5.1+cu124',
      parameters: { workflow: 163, checkpoint: 'anime-style.safetensors', ratio: 'portrait', captureMode: 5, denoise: 0.45, seed: 1234 },
    });
    expect(provider().pinFor('anime-style', run.prompt, run.options)).toEqual({ ...result.pin, version: '' });

    // Socket progress (4 sampler steps) between the upload and the download, ending at 1.
    expect(run.progress).toEqual([...run.progress].sort((a, b) => a - b));
    expect(run.progress.filter((value) => value > 0.15 && value < 0.9).length).toBeGreaterThanOrEqual(3);
    expect(run.progress.at(-1)).toBe(1);

    expect(station.requests.map((request) => `${request.method} ${request.url.split('?')[0]}`)).toEqual(
      expect.arrayContaining(['GET /system_stats', 'POST /upload/image', 'POST /prompt', 'GET /view']),
    );
    expect(station.requests.every((request) => request.headers.authorization === 'Bearer station-token')).toBe(true);
    const upload = station.requests.find((request) => request.url === '/upload/image')!;
    expect(upload.form?.get('overwrite')).toBe('true');
  });

  it('polls the history when the station offers no socket', async () => {
    station.socket = false;
    const result = await provider().run(input({ options: { ratio: 'square' } }));
    expect(await sharp(result.image.path).metadata()).toMatchObject({ width: 1024, height: 1024 });
    expect(station.requests.filter((request) => request.url.startsWith('/history/')).length).toBeGreaterThanOrEqual(1);
  });

  it('shows a station update as a new version in the pin', async () => {
    station.comfyuiVersion = '0.3.41';
    try {
      expect((await provider().run(input())).pin.version).toBe('ComfyUI 0.3.41 / PyTorch 2.5.1+cu124');
    } finally {
      station.comfyuiVersion = '0.3.40';
    }
  });

  it.each([
    ['429', 429],
    ['500', 500],
  ] as const)('maps a %s answer to a provider error with its status', async (mode, status) => {
    station.set(mode);
    await expect(provider().run(input())).rejects.toMatchObject({ name: 'AiProviderError', reason: 'provider', status });
  });

  it('reports a workflow that failed on the station', async () => {
    station.set('error');
    await expect(provider().run(input())).rejects.toMatchObject({ reason: 'provider', message: expect.stringContaining('KSampler: CUDA out of memory') });
  });

  it.each([
    ['garbage', 'not a JPEG/PNG/WEBP image'],
    ['huge', '8000×5200'],
    ['oversized', 'bytes accepted'],
  ] as const)('refuses a %s output (not a picture, too many pixels, too many bytes)', async (mode, message) => {
    station.set(mode);
    await expect(provider().run(input())).rejects.toMatchObject({ reason: 'provider', message: expect.stringContaining(message) });
  });

  it('gives up when the workflow never finishes, and takes it off the station’s queue', async () => {
    station.set('hang');
    const queued = station.prompts.length;
    const timeout = new AbortController();
    const running = provider().run(input({ signal: timeout.signal }));
    // The run's timeout strikes while it waits for the queued workflow (as AbortSignal.timeout would).
    await vi.waitFor(() => expect(station.prompts.length).toBe(queued + 1));
    timeout.abort(new DOMException('The operation timed out.', 'TimeoutError'));
    await expect(running).rejects.toMatchObject({ reason: 'timeout' });
    const promptId = station.prompts.at(-1)!.promptId;
    await vi.waitFor(() => {
      expect(station.requests.find((request) => request.url === '/queue')?.json).toEqual({ delete: [promptId] });
      expect(station.requests.find((request) => request.url === '/interrupt')?.json).toEqual({ prompt_id: promptId });
    });
  });

  it('times out on a slow station', async () => {
    station.set('slow');
    station.delayMs = 500;
    await expect(provider().run(input({ signal: AbortSignal.timeout(200) }))).rejects.toMatchObject({ reason: 'timeout' });
  });

  it('is unconfigured without an address, and refuses a filter without a filter id or a missing workflow', async () => {
    const none = createEventStationProvider({ url: undefined, token: undefined, creditsPerRun: 1 });
    expect(none).toMatchObject({ name: 'event_station', configured: false, generative: true, creditsPerRun: 1, effects: [] });
    await expect(none.run(input())).rejects.toMatchObject({ reason: 'unconfigured', message: expect.stringContaining('AI_EVENT_STATION_URL') });
    await expect(provider().run(input({ filterId: ' ' }))).rejects.toMatchObject({ reason: 'input' });
    await expect(provider().run(input({ options: { workflow: 4242 } }))).rejects.toMatchObject({ reason: 'unconfigured', message: expect.stringContaining('Workflow 4242') });
  });

  it('is refused by a station that wants another token', async () => {
    const wrong = createEventStationProvider({ url: station.url, token: 'other', creditsPerRun: 1 }, { pollIntervalMs: 20 });
    await expect(wrong.run(input())).rejects.toMatchObject({ reason: 'provider', status: 401 });
  });
});
