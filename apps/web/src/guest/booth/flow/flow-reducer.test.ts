import type { ShootUploaded } from '@booth/shared';
import { describe, expect, it } from 'vitest';
import { photoCapture } from '@/guest/booth/test/guest-fixture';
import { flowReducer, initialFlow, type FlowAction, type FlowState } from './flow-reducer';

const capture = photoCapture({ frameUrls: ['blob:frame'] });
const shoot: ShootUploaded = { id: capture.id, slug: 'abc123', micrositeUrl: 'http://x/m/abc123' };

function run(state: FlowState, ...actions: FlowAction[]): FlowState {
  return actions.reduce(flowReducer, state);
}

describe('virtual booth flow', () => {
  it('goes start → main → submit → upload → share without questions', () => {
    const states = [initialFlow({ pre: false, post: false })];
    const actions: FlowAction[] = [
      { type: 'started', token: 't1' },
      { type: 'captured', capture },
      { type: 'submitAnswered', submit: true },
      { type: 'uploaded', shoot },
    ];
    for (const action of actions) states.push(flowReducer(states.at(-1)!, action));
    expect(states.map((s) => s.screen)).toEqual(['start', 'main', 'submit', 'upload', 'share']);
    expect(states.at(-1)).toMatchObject({ sessionToken: 't1', capture, shoot });
  });

  it('asks the pre questions before the camera and the post questions before sharing', () => {
    let state = run(initialFlow({ pre: true, post: true }), { type: 'started', token: 't' });
    expect(state.screen).toBe('preFeedback');
    state = run(state, { type: 'preFeedbackDone', feedback: { comment: 'hi' } });
    expect(state).toMatchObject({ screen: 'main', preFeedback: { comment: 'hi' } });
    state = run(state, { type: 'captured', capture }, { type: 'submitAnswered', submit: true }, { type: 'uploaded', shoot });
    expect(state.screen).toBe('postFeedback');
    expect(run(state, { type: 'postFeedbackDone' }).screen).toBe('share');
  });

  it('answering "No" to "Submit Picture?" drops the capture and returns to the main screen', () => {
    const state = run(initialFlow({ pre: false, post: false }), { type: 'started', token: 't' }, { type: 'captured', capture }, { type: 'submitAnswered', submit: false });
    expect(state).toMatchObject({ screen: 'main', capture: null });
  });

  it('retake goes back to the main screen; finish goes home or to the shutter per the finish button', () => {
    const shared = run(initialFlow({ pre: true, post: false }), { type: 'started', token: 't' }, { type: 'preFeedbackDone', feedback: {} }, { type: 'captured', capture }, { type: 'submitAnswered', submit: true }, { type: 'uploaded', shoot });
    expect(shared.screen).toBe('share');
    expect(run(shared, { type: 'retake' })).toMatchObject({ screen: 'main', capture: null, shoot: null, sessionToken: 't' });
    expect(run(shared, { type: 'finished', goTo: 'shutter' })).toMatchObject({ screen: 'main', sessionToken: 't', preFeedback: {} });
    expect(run(shared, { type: 'finished', goTo: 'home' })).toEqual(initialFlow({ pre: true, post: false }));
  });

  it('an expired session goes back to the start screen and forgets the guest', () => {
    const state = run(initialFlow({ pre: false, post: false }), { type: 'started', token: 't' }, { type: 'captured', capture });
    expect(run(state, { type: 'expired' })).toEqual(initialFlow({ pre: false, post: false }));
  });

  it('ignores actions that do not belong to the current screen', () => {
    const start = initialFlow({ pre: false, post: false });
    expect(run(start, { type: 'captured', capture })).toBe(start);
    expect(run(start, { type: 'uploaded', shoot })).toBe(start);
    expect(run(start, { type: 'retake' })).toBe(start);
    const main = run(start, { type: 'started', token: 't' });
    expect(run(main, { type: 'started', token: 'other' })).toBe(main);
  });

  it('takes an AI picture through the AI step after the upload, and shares the picture it hands on', () => {
    const aiCapture = photoCapture({ kind: 'ai', ai: { filterId: '2b7c1d4e-1111-4111-8111-111111111111', variant: null } });
    const uploaded = run(initialFlow({ pre: false, post: true }), { type: 'started', token: 't' }, { type: 'captured', capture: aiCapture }, { type: 'submitAnswered', submit: true }, { type: 'uploaded', shoot });
    expect(uploaded).toMatchObject({ screen: 'ai', shoot, aiPicture: null });
    expect(run(uploaded, { type: 'postFeedbackDone' })).toBe(uploaded);
    const picture = { url: '/api/files/shoots/result.webp', mimetype: 'image/webp' };
    const done = run(uploaded, { type: 'aiDone', picture });
    expect(done).toMatchObject({ screen: 'postFeedback', aiPicture: picture });
    expect(run(done, { type: 'aiDone', picture: null })).toBe(done);
    expect(run(uploaded, { type: 'retake' })).toMatchObject({ screen: 'main', capture: null, shoot: null, aiPicture: null });
  });
});
