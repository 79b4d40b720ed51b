import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { followExecution, makeExecution, makeFilter, signedIn, studioApi } from '@/features/ai-studio/test/ai-studio-fake-api';
import { apiError } from '@/test/fake-api';
import { renderApp } from '@/test/render-app';
import { chooseOption } from '@/test/select-option';

const photo = () => new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3, 4])], 'me.jpg', { type: 'image/jpeg' });

describe('AI studio: test a filter on a photo', () => {
  it('runs a library filter on an uploaded photo: progress with seconds left, then before/after with time, credits and pin', async () => {
    const noir = makeFilter({ name: 'Noir', isPublic: true, editable: false, filterType: 'library', provider: 'event_station', filterId: 'noir' });
    const { api } = studioApi({ library: [noir] });
    const queued = makeExecution({ filterSlug: noir.slug });
    const running = { ...queued, status: 'running' as const, progress: 0.4, estimateSeconds: 12, secondsLeft: 7.4 };
    const done = {
      ...queued,
      status: 'succeeded' as const,
      progress: 1,
      secondsLeft: 0,
      durationMs: 8300,
      credits: 3,
      resultUrl: `/api/aifilters/executions/${queued.id}/result`,
      pin: { provider: 'event_station' as const, model: 'workflow 163@ab12', version: 'comfy 0.3.10', parameters: { denoise: 0.6 } },
    };
    followExecution(api, '/api/aifilters/execute', [queued, running, done]);
    signedIn();
    renderApp('/en/aistudio?tab=test');
    const user = userEvent.setup();
    await screen.findByTestId('test-filter');
    await chooseOption(user, 'test-filter', 'Noir — Workflow server (ComfyUI)');
    expect(screen.getByTestId('test-run')).toBeDisabled();
    await user.upload(screen.getByTestId('photo-input'), photo());
    expect(await screen.findByTestId('photo-name')).toHaveTextContent('me.jpg');
    await user.click(screen.getByTestId('test-run'));

    expect(await screen.findByText('About 8 seconds left')).toBeInTheDocument();
    expect(screen.getByTestId('execution-progress')).toHaveAttribute('data-status', 'running');
    const result = await screen.findByTestId('execution-result', {}, { timeout: 5000 });
    const sent = api.calls('POST', '/api/aifilters/execute')[0]?.form;
    expect(sent?.get('slug')).toBe(noir.slug);
    expect(sent?.get('variant')).toBeNull();
    expect((sent?.get('file') as File).name).toBe('me.jpg');

    expect(within(result).getByTestId('before-after-source')).toHaveAttribute('src', queued.sourceUrl);
    expect(within(result).getByTestId('before-after-result')).toHaveAttribute('src', done.resultUrl);
    expect(within(result).getByTestId('execution-duration')).toHaveTextContent('8.3 s');
    expect(within(result).getByTestId('execution-credits')).toHaveTextContent(/^3 credits$/);
    expect(within(result).getByTestId('pin-line')).toHaveTextContent('Made with: Workflow server (ComfyUI) · workflow 163@ab12 · version comfy 0.3.10');
    // What it cost shows in the balance at once.
    await waitFor(() => expect(api.calls('GET', '/api/customers/consumedCredits').length).toBeGreaterThan(1));

    // The comparison is a slider: its value moves the cut between photo and result.
    const slider = within(result).getByRole('slider', { name: 'Compare before and after' });
    expect(slider).toHaveAttribute('aria-valuetext', '50 % before, 50 % after');
    fireEvent.change(slider, { target: { value: '80' } });
    expect(within(result).getByTestId('before-after-source')).toHaveStyle({ clipPath: 'inset(0 20% 0 0)' });
    expect(slider).toHaveAttribute('aria-valuetext', '80 % before, 20 % after');
  });

  it('says that a run was not charged when the account uses no credits', async () => {
    const sketch = makeFilter({ name: 'Sketch', isPublic: true, editable: false, filterType: 'library', provider: 'local', filterId: 'sketch' });
    const { api } = studioApi({ library: [sketch], credits: { balance: 0, consumed: 0, creditConsumption: false } });
    const queued = makeExecution({ filterSlug: sketch.slug });
    const done = { ...queued, status: 'succeeded' as const, progress: 1, secondsLeft: 0, durationMs: 300, credits: 1, resultUrl: `/api/aifilters/executions/${queued.id}/result` };
    followExecution(api, '/api/aifilters/execute', [queued, done]);
    signedIn();
    renderApp('/aistudio?tab=test');
    const user = userEvent.setup();
    await screen.findByTestId('test-filter');
    await chooseOption(user, 'test-filter', 'Sketch — Lokale Effekte — keine generative KI');
    await user.upload(screen.getByTestId('photo-input'), photo());
    await user.click(screen.getByTestId('test-run'));
    const result = await screen.findByTestId('execution-result', {}, { timeout: 5000 });
    expect(within(result).getByTestId('execution-credits')).toHaveTextContent(/^1 Credit \(diesem Konto nicht berechnet\)$/);
  });

  it('asks for the variant of a filter with separate ids and sends it', async () => {
    const royal = makeFilter({ name: 'Royal', filterType: 'library', provider: 'event_station', useSeparateIds: true, maleFilterId: 'king', femaleFilterId: 'queen', filterId: '' });
    const { api } = studioApi({ own: [royal] });
    const queued = makeExecution({ filterSlug: royal.slug });
    followExecution(api, '/api/aifilters/execute', [queued]);
    signedIn();
    renderApp('/en/aistudio?tab=test&source=own');
    const user = userEvent.setup();
    await screen.findByTestId('test-filter');
    await chooseOption(user, 'test-filter', 'Royal — Workflow server (ComfyUI)');
    await user.click(await screen.findByRole('radio', { name: 'Female' }));
    await user.upload(screen.getByTestId('photo-input'), photo());
    await user.click(await screen.findByTestId('test-run'));
    await waitFor(() => expect(api.calls('POST', '/api/aifilters/execute')).toHaveLength(1));
    expect(api.calls('POST', '/api/aifilters/execute')[0]?.form?.get('variant')).toBe('female');
    expect(await screen.findByText('Waiting for the provider …')).toBeInTheDocument();
  });

  it.each([
    ['credits', 'Your account has no credits left.'],
    ['timeout', 'The provider did not answer in time.'],
    ['unconfigured', 'This provider is not set up on this server.'],
  ] as const)('says "Failed to execute filter" and why when the run fails (%s)', async (failure, reason) => {
    const comic = makeFilter({ name: 'Comic' });
    const { api } = studioApi({ own: [comic] });
    const queued = makeExecution({ filterSlug: comic.slug });
    followExecution(api, '/api/aifilters/execute', [queued, { ...queued, status: 'failed', failure }]);
    signedIn();
    renderApp('/en/aistudio?tab=test&source=own');
    const user = userEvent.setup();
    await screen.findByTestId('test-filter');
    await chooseOption(user, 'test-filter', 'Comic — Local effects — not generative AI');
    await user.upload(screen.getByTestId('photo-input'), photo());
    await user.click(screen.getByTestId('test-run'));
    const alert = await screen.findByTestId('execution-failed');
    expect(alert).toHaveTextContent('Failed to execute filter');
    expect(alert).toHaveTextContent(reason);
    expect(screen.getByTestId('test-run')).toBeEnabled();
  });

  it('says "Failed to execute filter" when the photo is refused', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const comic = makeFilter({ name: 'Comic' });
    const { api } = studioApi({ own: [comic] });
    api.on('POST', '/api/aifilters/execute', apiError(413, 'LIMIT_EXCEEDED'));
    signedIn();
    renderApp('/en/aistudio?tab=test&source=own');
    const user = userEvent.setup();
    await screen.findByTestId('test-filter');
    await chooseOption(user, 'test-filter', 'Comic — Local effects — not generative AI');
    await user.upload(screen.getByTestId('photo-input'), photo());
    await user.click(screen.getByTestId('test-run'));
    expect(await screen.findByText('Failed to execute filter')).toBeInTheDocument();
    expect(screen.queryByTestId('execution-progress')).toBeNull();
  });

  it('takes the photo with the webcam through a canvas as a JPEG', async () => {
    const stop = vi.fn();
    const getUserMedia = vi.fn(async () => ({ getTracks: () => [{ stop }] }) as unknown as MediaStream);
    vi.stubGlobal('navigator', Object.assign(Object.create(navigator), { mediaDevices: { getUserMedia } }));
    vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
    vi.spyOn(HTMLVideoElement.prototype, 'videoWidth', 'get').mockReturnValue(640);
    vi.spyOn(HTMLVideoElement.prototype, 'videoHeight', 'get').mockReturnValue(480);
    const drawImage = vi.fn();
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation((() => ({ drawImage })) as unknown as HTMLCanvasElement['getContext']);
    vi.spyOn(HTMLCanvasElement.prototype, 'toBlob').mockImplementation((callback, type) => callback(new Blob([new Uint8Array([0xff, 0xd8])], { type })));
    studioApi({ own: [makeFilter({ name: 'Comic' })] });
    signedIn();
    renderApp('/en/aistudio?tab=test&source=own');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('radio', { name: 'Webcam' }));
    await user.click(screen.getByTestId('webcam-start'));
    await user.click(await screen.findByTestId('webcam-take'));
    expect(await screen.findByTestId('photo-name')).toHaveTextContent('webcam.jpg');
    expect(drawImage).toHaveBeenCalled();
    expect(stop).toHaveBeenCalled();
    expect(getUserMedia).toHaveBeenCalledWith(expect.objectContaining({ audio: false }));
  });

  it.each([
    ['NotAllowedError', 'The camera is blocked.'],
    ['NotFoundError', 'No camera was found'],
  ])('explains a camera that cannot be used (%s) and keeps the upload open', async (name, text) => {
    const getUserMedia = vi.fn(async () => {
      throw new DOMException('nope', name);
    });
    vi.stubGlobal('navigator', Object.assign(Object.create(navigator), { mediaDevices: { getUserMedia } }));
    studioApi({ own: [makeFilter({ name: 'Comic' })] });
    signedIn();
    renderApp('/en/aistudio?tab=test&source=own');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('radio', { name: 'Webcam' }));
    await user.click(screen.getByTestId('webcam-start'));
    expect(await screen.findByTestId('webcam-problem')).toHaveTextContent(text);
    await user.click(screen.getByRole('radio', { name: 'Upload' }));
    expect(screen.getByTestId('photo-dropzone')).toBeInTheDocument();
  });
});
