import { describe, expect, it, vi } from 'vitest';
import { GuestApiError } from '@/guest/shared/guest-api';
import type { CapturedMedia } from '@/guest/booth/capture/captured-media';
import { shootFormData, UploadFailedError, uploadShoot, type UploadState } from './upload-shoot';
import { NetworkError, type UploadRequest, type UploadResponse } from './upload-transport';

const id = '6f1c3c52-3f3a-4c34-9a9e-0d0f4a3f6d11';
const uploaded = { id, slug: 'abc123', micrositeUrl: 'http://localhost/m/abc123' };

function gif(): CapturedMedia {
  return {
    id,
    kind: 'gif',
    frames: [new Blob(['1'], { type: 'image/jpeg' }), new Blob(['2'], { type: 'image/jpeg' })],
    video: null,
    backgroundId: null,
    overlayId: '0c8f7f1e-8f54-4a53-9f5e-8f0b5a1f2e33',
    backgroundApplied: true,
    faceCount: 2,
    preview: { url: 'blob:p', mimetype: 'image/jpeg' },
    frameUrls: [],
  };
}

/** A transport that answers from a script, one entry per try; recording what each try sent. */
function scripted(answers: (UploadResponse | 'network')[]) {
  const requests: UploadRequest[] = [];
  const transport = vi.fn(async (request: UploadRequest) => {
    requests.push(request);
    request.onProgress(0.5);
    const answer = answers[requests.length - 1];
    if (!answer || answer === 'network') throw new NetworkError();
    return answer;
  });
  return { transport, requests };
}

function upload(transport: ReturnType<typeof scripted>['transport'], states: UploadState[] = []) {
  const sleep = vi.fn(async () => {});
  const promise = uploadShoot({
    slug: 'demo-party',
    token: 'session-1',
    locale: 'en',
    capture: gif(),
    feedback: { personal: { firstname: 'Ada' } },
    onState: (state) => states.push(state),
    transport,
    sleep,
  });
  return { promise, sleep };
}

describe('uploadShoot', () => {
  it('sends the text fields first, then the frames, with the session header', async () => {
    const { transport, requests } = scripted([{ status: 201, body: uploaded }]);
    await expect(upload(transport).promise).resolves.toEqual(uploaded);
    const [request] = requests;
    expect(request?.url).toBe('/api/events/demo-party/shoots');
    expect(request?.headers).toEqual({ 'x-booth-session': 'session-1' });
    const entries = [...request!.body.entries()];
    expect(entries.map(([name]) => name)).toEqual(['id', 'kind', 'overlayId', 'backgroundApplied', 'faceCount', 'locale', 'feedback', 'frames', 'frames']);
    expect(request?.body.get('feedback')).toBe(JSON.stringify({ personal: { firstname: 'Ada' } }));
    expect((request?.body.getAll('frames')[1] as File).name).toBe('frame-2.jpg');
  });

  it('retries network errors and server errors with backoff, always with the same id, showing the retrying state', async () => {
    const { transport, requests } = scripted(['network', { status: 503, body: { code: 'UNAVAILABLE', message: 'busy' } }, { status: 200, body: uploaded }]);
    const states: UploadState[] = [];
    const { promise, sleep } = upload(transport, states);
    await expect(promise).resolves.toEqual(uploaded);
    expect(requests.map((r) => r.body.get('id'))).toEqual([id, id, id]);
    expect(sleep.mock.calls).toEqual([[1_000], [3_000]]);
    expect(states).toContainEqual({ state: 'retrying', attempt: 1, inMs: 1_000 });
    expect(states).toContainEqual({ state: 'retrying', attempt: 2, inMs: 3_000 });
    expect(states).toContainEqual({ state: 'uploading', percent: 50 });
  });

  it('gives up after the last try with UploadFailedError', async () => {
    const { transport, requests } = scripted(['network', 'network', 'network', 'network', { status: 201, body: uploaded }]);
    await expect(upload(transport).promise).rejects.toBeInstanceOf(UploadFailedError);
    expect(requests).toHaveLength(4);
  });

  it('waits out a full storage on the server (507) for as long as it takes, apart from the tries for network errors', async () => {
    const full = { status: 507, body: { code: 'STORAGE_FULL', message: 'The storage is full' } };
    const { transport, requests } = scripted([full, full, full, full, full, 'network', full, { status: 201, body: uploaded }]);
    const states: UploadState[] = [];
    const { promise, sleep } = upload(transport, states);
    await expect(promise).resolves.toEqual(uploaded);
    expect(requests.map((r) => r.body.get('id'))).toEqual(Array(8).fill(id));
    expect(sleep.mock.calls).toEqual([[30_000], [30_000], [30_000], [30_000], [30_000], [1_000], [30_000]]);
    expect(states).toContainEqual({ state: 'storageFull', inMs: 30_000 });
    expect(states).toContainEqual({ state: 'retrying', attempt: 1, inMs: 1_000 });
  });

  it('does not retry a refusal and passes on the server\'s message', async () => {
    const { transport, requests } = scripted([{ status: 422, body: { code: 'INVALID', message: 'This mode is not enabled' } }]);
    const error = await upload(transport).promise.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(GuestApiError);
    expect((error as GuestApiError).message).toBe('This mode is not enabled');
    expect(requests).toHaveLength(1);
  });
});

describe('shootFormData of an AI picture', () => {
  const filterId = '2b7c1d4e-1111-4111-8111-111111111111';
  const still = new Blob(['jpeg'], { type: 'image/jpeg' });
  const aiPicture = (kind: 'ai' | 'aifilter', variant: 'male' | 'female' | null): CapturedMedia => ({ ...gif(), kind, frames: [still], ai: { filterId, variant } });

  it('names the chosen filter and the variant the guest picked, and sends the photo as one file', () => {
    const form = shootFormData(aiPicture('aifilter', 'female'), 'de', null);
    expect(form.get('kind')).toBe('aifilter');
    expect(form.get('aiFilterId')).toBe(filterId);
    expect(form.get('aiVariant')).toBe('female');
    expect(form.getAll('file')).toHaveLength(1);
    expect(form.getAll('frames')).toHaveLength(0);
    // The text fields go before the file, so the server knows the filter before the picture streams in.
    const names = [...form.keys()];
    expect(names.indexOf('aiFilterId')).toBeLessThan(names.indexOf('file'));
  });

  it('leaves the variant out for a filter without separate ids, and both out for other modes', () => {
    const form = shootFormData(aiPicture('ai', null), 'en', null);
    expect(form.get('aiFilterId')).toBe(filterId);
    expect(form.has('aiVariant')).toBe(false);
    const plain = shootFormData(gif(), 'en', null);
    expect(plain.has('aiFilterId')).toBe(false);
    expect(plain.getAll('frames')).toHaveLength(2);
  });
});
