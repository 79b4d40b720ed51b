import { describe, expect, it } from 'vitest';
import { aiChoiceReady, aiFiltersOf, boothCaptureKinds } from './ai-modes';
import { aiStepPicture, aiStepView, canRetryAi } from './ai-step-view';
import { aiEvent, aiStatus, ASTRONAUT, CARTOON } from './ai-test-support';

const missing = '2b7c1d4e-9999-4999-8999-999999999999';

describe('the AI capture modes a booth offers', () => {
  it('offers an enabled AI mode with filters after the other modes, its filters in the mode’s order', () => {
    const event = aiEvent({ shutter: { photo: { enabled: true }, gif: { enabled: true }, aifilter: { enabled: true, aiFilters: [ASTRONAUT.id, missing, CARTOON.id] } } });
    expect(boothCaptureKinds(event)).toEqual({ kinds: ['photo', 'gif', 'aifilter'], aiReplaced: false });
    // A filter the server did not send (deleted, another customer's) is left out.
    expect(aiFiltersOf(event, 'aifilter').map((filter) => filter.name)).toEqual(['Astronaut', 'Cartoon']);
    expect(aiFiltersOf(event, 'photo')).toEqual([]);
  });

  it('leaves out an AI mode without a filter to choose', () => {
    const event = aiEvent({ shutter: { photo: { enabled: true }, ai: { enabled: true, aiFilters: [missing] } } });
    expect(boothCaptureKinds(event)).toEqual({ kinds: ['photo'], aiReplaced: false });
  });

  it('turns the AI modes into the plain photo mode when the budget or the credits are spent', () => {
    const withPhoto = aiEvent({ shutter: { photo: { enabled: true }, ai: { enabled: true, aiFilters: [CARTOON.id] } } }, [CARTOON], false);
    expect(boothCaptureKinds(withPhoto)).toEqual({ kinds: ['photo'], aiReplaced: true });
    const aiOnly = aiEvent({ shutter: { photo: { enabled: false }, video: { enabled: true }, ai: { enabled: true, aiFilters: [CARTOON.id] } } }, [CARTOON], false);
    expect(boothCaptureKinds(aiOnly)).toEqual({ kinds: ['photo', 'video'], aiReplaced: true });
  });

  it('is ready to capture with a filter, and with its variant where the filter has separate ids', () => {
    expect(aiChoiceReady([CARTOON, ASTRONAUT], { filterId: CARTOON.id, variant: null })).toBe(true);
    expect(aiChoiceReady([CARTOON, ASTRONAUT], { filterId: ASTRONAUT.id, variant: null })).toBe(false);
    expect(aiChoiceReady([CARTOON, ASTRONAUT], { filterId: ASTRONAUT.id, variant: 'male' })).toBe(true);
    expect(aiChoiceReady([CARTOON], { filterId: missing, variant: null })).toBe(false);
  });
});

describe('what the AI step shows', () => {
  it('shows the progress while the shoot is processing or the filter runs, and the slow notice once the polls ran out', () => {
    expect(aiStepView(null, true)).toBe('progress');
    expect(aiStepView(aiStatus('processing', { state: 'running', progress: 0.4 }), true)).toBe('progress');
    expect(aiStepView(aiStatus('processing', { state: 'queued' }), false)).toBe('slow');
  });

  it('shows the result, the failure or the used-up notice once the shoot is ready', () => {
    expect(aiStepView(aiStatus('ready', { state: 'succeeded', progress: 1 }), false)).toBe('result');
    expect(aiStepView(aiStatus('ready', { state: 'failed', failure: 'timeout' }), false)).toBe('failed');
    expect(aiStepView(aiStatus('ready', { state: 'skipped', failure: 'credits' }), false)).toBe('usedUp');
    expect(aiStepView(aiStatus('ready', { state: 'skipped', failure: 'unconfigured' }), false)).toBe('failed');
    expect(aiStepView(aiStatus('failed', null), false)).toBe('failed');
  });

  it('offers a retry only for a failed effect with retries left, and hands on the server’s picture', () => {
    expect(canRetryAi(aiStatus('ready', { state: 'failed', retriesLeft: 2 }))).toBe(true);
    expect(canRetryAi(aiStatus('ready', { state: 'failed', retriesLeft: 0 }))).toBe(false);
    expect(canRetryAi(aiStatus('ready', { state: 'skipped', failure: 'budget', retriesLeft: 2 }))).toBe(false);
    expect(aiStepPicture(aiStatus('ready', { state: 'succeeded' }))).toEqual({ url: '/api/files/shoots/abc12345.jpg', mimetype: 'image/jpeg' });
    const display = { src: '/api/files/shoots/abc12345-1080.webp', srcset: '/api/files/shoots/abc12345-1080.webp 1080w', width: 1080, height: 1440 };
    expect(aiStepPicture(aiStatus('ready', { state: 'succeeded' }, { display }))).toEqual({ url: display.src, mimetype: 'image/webp' });
    expect(aiStepPicture(aiStatus('processing', { state: 'running' }))).toBeNull();
  });
});
