import { reviewEditsSchema } from '@booth/shared';
import { describe, expect, it } from 'vitest';
import { photoCapture } from '@/guest/booth/test/guest-fixture';
import { initialKioskFlow, kioskFlowReducer, uploadFeedback, type KioskFlowAction, type KioskFlowState } from './kiosk-flow-reducer';

const shoot = { id: '6f1c3c52-3f3a-4c34-9a9e-0d0f4a3f6d11', slug: 'abc', micrositeUrl: 'http://booth.test/m/abc' };
const edits = { meta: reviewEditsSchema.parse({}), layer: null };

function run(state: KioskFlowState, ...actions: KioskFlowAction[]): KioskFlowState {
  return actions.reduce(kioskFlowReducer, state);
}

describe('the kiosk flow', () => {
  it('takes an AI picture through the AI step after the upload, then to sharing with what it handed on', () => {
    const capture = photoCapture({ kind: 'ai', ai: { filterId: '2b7c1d4e-1111-4111-8111-111111111111', variant: null } });
    const state = run(initialKioskFlow({ pre: false, post: false }), { type: 'started', token: 't1' }, { type: 'captured', capture, submit: false, guestbook: false }, { type: 'approved', edits }, { type: 'uploaded', shoot });
    expect(state).toMatchObject({ screen: 'ai', shoot });
    expect(run(state, { type: 'aiDone', picture: null })).toMatchObject({ screen: 'share', aiPicture: null });
    expect(run(state, { type: 'retake' })).toMatchObject({ screen: 'shutter', capture: null, shoot: null, aiPicture: null });
  });

  it('goes attention → shutter → review → upload → share and back to attention for the next guest', () => {
    const start = initialKioskFlow({ pre: false, post: false });
    const states: string[] = [];
    let state = start;
    for (const action of [
      { type: 'started', token: 't1' },
      { type: 'captured', capture: photoCapture(), submit: false, guestbook: false },
      { type: 'approved', edits },
      { type: 'uploaded', shoot },
      { type: 'finished', goTo: 'home' },
    ] satisfies KioskFlowAction[]) {
      state = kioskFlowReducer(state, action);
      states.push(state.screen);
    }
    expect(states).toEqual(['shutter', 'review', 'upload', 'share', 'attention']);
    expect(state).toEqual(start);
  });

  it('asks the questions before and after, "Submit picture?" in submit mode, and the guestbook after the review', () => {
    const state = run(
      initialKioskFlow({ pre: true, post: true }),
      { type: 'started', token: 't1' },
      { type: 'preFeedbackDone', feedback: { comment: 'before' } },
      { type: 'captured', capture: photoCapture(), submit: true, guestbook: true },
    );
    expect(state.screen).toBe('submit');
    const reviewed = run(state, { type: 'submitAnswered', submit: true }, { type: 'approved', edits });
    expect(reviewed.screen).toBe('guestbook');
    expect(reviewed.edits).toEqual(edits);
    const signed = run(reviewed, { type: 'guestbookDone', message: 'Happy wedding!' });
    expect(signed.screen).toBe('upload');
    expect(uploadFeedback(signed)).toEqual({ comment: 'Happy wedding!' });
    expect(run(signed, { type: 'uploaded', shoot }).screen).toBe('postFeedback');
    expect(run(signed, { type: 'uploaded', shoot }, { type: 'postFeedbackDone' }).screen).toBe('share');
  });

  it('"No" to "Submit picture?" and Retake go back to the shutter with the same session and answers', () => {
    const captured = run(initialKioskFlow({ pre: true, post: false }), { type: 'started', token: 't1' }, { type: 'preFeedbackDone', feedback: { comment: 'x' } }, {
      type: 'captured',
      capture: photoCapture(),
      submit: true,
      guestbook: false,
    });
    const declined = run(captured, { type: 'submitAnswered', submit: false });
    expect(declined).toMatchObject({ screen: 'shutter', capture: null, sessionToken: 't1', preFeedback: { comment: 'x' } });
    const retaken = run(captured, { type: 'submitAnswered', submit: true }, { type: 'retake' });
    expect(retaken).toMatchObject({ screen: 'shutter', capture: null, edits: null });
  });

  it('ends a session on inactivity from any screen, and ignores actions of another screen', () => {
    const reviewing = run(initialKioskFlow({ pre: false, post: false }), { type: 'started', token: 't1' }, { type: 'captured', capture: photoCapture(), submit: false, guestbook: false });
    expect(run(reviewing, { type: 'expired' })).toEqual(initialKioskFlow({ pre: false, post: false }));
    expect(run(reviewing, { type: 'uploaded', shoot })).toBe(reviewing);
    expect(run(initialKioskFlow({ pre: false, post: false }), { type: 'retake' }).screen).toBe('attention');
    expect(run(reviewing, { type: 'approved', edits }, { type: 'uploaded', shoot }, { type: 'finished', goTo: 'shutter' })).toMatchObject({ screen: 'shutter', sessionToken: 't1' });
  });

  it('sends the answers before the capture with the upload, the guestbook message as the comment, none when skipped', () => {
    expect(uploadFeedback({ preFeedback: null, guestbook: null })).toBeNull();
    expect(uploadFeedback({ preFeedback: { galleryOptIn: true }, guestbook: '  ' })).toEqual({ galleryOptIn: true });
    expect(uploadFeedback({ preFeedback: { galleryOptIn: true }, guestbook: ' Hi! ' })).toEqual({ galleryOptIn: true, comment: 'Hi!' });
  });
});
