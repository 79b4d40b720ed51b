import type { ShootStatusDto, ShootUploaded } from '@booth/shared';
import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STATUS_POLL_MS } from '@/guest/booth/share/use-processed-shoot';
import { makeVirtualEvent, photoCapture, renderGuest } from '@/guest/booth/test/guest-fixture';
import { AI_SLOW_MS, AiStep } from './ai-step';
import { aiStatus, CARTOON, SHOOT_ID } from './ai-test-support';

const shoot: ShootUploaded = { id: SHOOT_ID, slug: 'abc12345', micrositeUrl: 'http://localhost/m/abc12345' };
const capture = photoCapture({ id: SHOOT_ID, kind: 'aifilter', ai: { filterId: CARTOON.id, variant: null } });
const display = { src: '/api/files/shoots/abc12345-result-1080.webp', srcset: '/api/files/shoots/abc12345-result-1080.webp 1080w', width: 1080, height: 1440 };

/** The server: status answers one after the other (the last repeats), and the retry's answer. */
function server(statuses: ShootStatusDto[], retry: () => Response = () => Response.json(aiStatus('processing', { state: 'queued' }))) {
  let polled = 0;
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    if (url === `/api/events/party/shoots/${SHOOT_ID}/status`) {
      const answer = statuses[Math.min(polled, statuses.length - 1)];
      polled += 1;
      return Response.json(answer);
    }
    if (url === `/api/events/party/shoots/${SHOOT_ID}/ai/retry` && init?.method === 'POST') return retry();
    return new Response('not found', { status: 404 });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function renderStep(locale: 'de' | 'en' = 'en') {
  const onDone = vi.fn();
  const onRetake = vi.fn();
  const onBusyChange = vi.fn();
  const event = { ...makeVirtualEvent(), slug: 'party' };
  renderGuest(<AiStep shoot={shoot} capture={capture} onDone={onDone} onRetake={onRetake} onBusyChange={onBusyChange} />, event, locale);
  return { onDone, onRetake, onBusyChange };
}

/** Lets the pending fetches answer and React render what they brought. */
const settle = () => act(async () => vi.advanceTimersByTimeAsync(0));
const wait = (ms: number) => act(async () => vi.advanceTimersByTimeAsync(ms));

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('the AI step', () => {
  it('shows a progress bar with the seconds left while the picture is made, then the result to review', async () => {
    server([
      aiStatus('processing', { state: 'running', progress: 0.4, secondsLeft: 12 }),
      aiStatus('processing', { state: 'running', progress: 0.8, secondsLeft: 4 }),
      aiStatus('ready', { state: 'succeeded', progress: 1, secondsLeft: 0 }, { display }),
    ]);
    const { onDone, onBusyChange } = renderStep('de');
    await settle();
    const bar = screen.getByRole('progressbar', { name: 'Dein KI-Bild wird erstellt …' });
    expect(bar).toHaveAttribute('aria-valuenow', '40');
    expect(bar).toHaveAttribute('aria-valuetext', 'Noch etwa 12 s (40 %)');
    expect(screen.getByTestId('ai-seconds-left')).toHaveTextContent('Noch etwa 12 s');
    expect(onBusyChange).toHaveBeenLastCalledWith(true);
    // Between two answers the seconds count down on their own.
    await wait(1_000);
    expect(screen.getByTestId('ai-seconds-left')).toHaveTextContent('Noch etwa 11 s');
    await wait(STATUS_POLL_MS - 1_000);
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '80');
    expect(screen.getByTestId('ai-seconds-left')).toHaveTextContent('Noch etwa 4 s');

    await wait(STATUS_POLL_MS);
    expect(screen.getByTestId('ai-step')).toHaveAttribute('data-view', 'result');
    expect(screen.getByRole('heading', { name: 'Dein KI-Bild' })).toBeInTheDocument();
    expect(screen.getByTestId('ai-result')).toHaveAttribute('src', display.src);
    expect(onBusyChange).toHaveBeenLastCalledWith(false);
    fireEvent.click(screen.getByTestId('ai-continue'));
    expect(onDone).toHaveBeenCalledWith({ url: display.src, mimetype: 'image/webp' });
  });

  it('shows the campaign’s capture-failure texts on a failure; the retry runs the effect again', async () => {
    const fetchMock = server([aiStatus('ready', { state: 'failed', failure: 'timeout', retriesLeft: 2 }), aiStatus('processing', { state: 'running', progress: 0.5, secondsLeft: 6 }), aiStatus('ready', { state: 'succeeded' }, { display })]);
    renderStep();
    await settle();
    expect(screen.getByTestId('ai-step')).toHaveAttribute('data-view', 'failed');
    expect(screen.getByRole('alert')).toHaveTextContent('Oops! Something has gone wrong.');
    expect(screen.getByRole('alert')).toHaveTextContent('Cannot progress image. Please ensure you have used good light and press Retake.');
    // The guest keeps the photo, whatever happens.
    expect(screen.getByTestId('ai-photo')).toHaveAttribute('src', capture.preview.url);
    expect(screen.getByText('Tries left: 2')).toBeInTheDocument();

    fireEvent.click(screen.getByTestId('ai-retry'));
    await settle();
    expect(fetchMock).toHaveBeenCalledWith(`/api/events/party/shoots/${SHOOT_ID}/ai/retry`, expect.objectContaining({ method: 'POST', headers: expect.objectContaining({ 'x-booth-session': 'session-1' }) }));
    expect(screen.getByTestId('ai-step')).toHaveAttribute('data-view', 'progress');
    expect(screen.getByTestId('ai-seconds-left')).toHaveTextContent('About 6 s left');
    await wait(STATUS_POLL_MS);
    expect(screen.getByTestId('ai-result')).toHaveAttribute('src', display.src);
  });

  it('goes on with the photo when the guest keeps it, and says so when no retry is possible', async () => {
    server([aiStatus('ready', { state: 'failed', failure: 'provider', retriesLeft: 1 })], () => Response.json({ code: 'CONFLICT', message: 'No retry left' }, { status: 409 }));
    const { onDone, onRetake } = renderStep();
    await settle();
    fireEvent.click(screen.getByTestId('ai-retry'));
    await settle();
    expect(screen.getByRole('alert')).toHaveTextContent('The effect cannot be tried again. Your photo is safe.');
    expect(screen.queryByTestId('ai-retry')).toBeNull();
    fireEvent.click(screen.getByTestId('ai-keep-photo'));
    // The server's camera picture: the shoot fell back to it.
    expect(onDone).toHaveBeenCalledWith({ url: '/api/files/shoots/abc12345.jpg', mimetype: 'image/jpeg' });
    fireEvent.click(screen.getByTestId('ai-retake'));
    expect(onRetake).toHaveBeenCalled();
  });

  it('offers no retry once the campaign’s limit is reached', async () => {
    server([aiStatus('ready', { state: 'failed', failure: 'provider', retriesLeft: 0 })]);
    renderStep();
    await settle();
    expect(screen.getByRole('alert')).toHaveTextContent('Oops! Something has gone wrong.');
    expect(screen.queryByTestId('ai-retry')).toBeNull();
    expect(screen.getByTestId('ai-keep-photo')).toBeInTheDocument();
  });

  it('tells the guest the AI effects are used up and goes on with the photo', async () => {
    server([aiStatus('ready', { state: 'skipped', failure: 'budget' })]);
    const { onDone } = renderStep('de');
    await settle();
    expect(screen.getByTestId('ai-used-up')).toHaveTextContent('Die KI-Effekte sind für dieses Event aufgebraucht — hier ist dein Foto.');
    expect(screen.queryByRole('alert')).toBeNull();
    fireEvent.click(screen.getByTestId('ai-continue'));
    expect(onDone).toHaveBeenCalledWith({ url: '/api/files/shoots/abc12345.jpg', mimetype: 'image/jpeg' });
  });

  it('lets the guest go on when the picture takes far longer than usual', async () => {
    server([aiStatus('processing', { state: 'queued' })]);
    const { onDone, onBusyChange } = renderStep();
    await settle();
    expect(screen.getByTestId('ai-seconds-left')).toHaveTextContent('One moment please…');
    expect(screen.queryByTestId('ai-continue')).toBeNull();
    await wait(AI_SLOW_MS);
    expect(screen.getByTestId('ai-slow')).toHaveTextContent('This is taking longer than usual.');
    // The session may end again: the guest has something to do.
    expect(onBusyChange).toHaveBeenLastCalledWith(false);
    fireEvent.click(screen.getByTestId('ai-continue'));
    expect(onDone).toHaveBeenCalledWith(null);
  });
});
