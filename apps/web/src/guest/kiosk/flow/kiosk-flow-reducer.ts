import type { GuestFeedback, ReviewEdits } from '@booth/shared';
import type { CapturedMedia } from '@/guest/booth/capture/captured-media';
import { isSessionStep, sessionStep, type SessionFlowState, type SessionStepAction } from '@/guest/booth/flow/session-steps';

/**
 * The tablet booth's screens (campaigns §2): the attention screen waits for the next guest; then the
 * questions asked before the capture (pre), the shutter, "Submit picture?" (picture submit mode), the
 * review, the guestbook, the upload, an AI picture's progress and result, the questions after it
 * (post) and sharing, and back to the attention screen for the next guest.
 */
export type KioskScreen = 'attention' | 'preFeedback' | 'shutter' | 'submit' | 'review' | 'guestbook' | 'upload' | 'ai' | 'postFeedback' | 'share';

export interface KioskSteps {
  pre: boolean;
  post: boolean;
}

export interface KioskFlowState extends SessionFlowState {
  screen: KioskScreen;
  capture: CapturedMedia | null;
  /** What the review screen approved; uploaded with the picture once the upload carries edits. */
  edits: { meta: ReviewEdits; layer: Blob | null } | null;
  /** The guestbook message, stored as the picture's comment. */
  guestbook: string | null;
  steps: KioskSteps;
}

export type KioskFlowAction =
  | SessionStepAction
  /** `submit`: the capture mode asks "Submit picture?" first; `guestbook`: it asks for a message after the review. */
  | { type: 'captured'; capture: CapturedMedia; submit: boolean; guestbook: boolean }
  | { type: 'submitAnswered'; submit: boolean }
  | { type: 'approved'; edits: { meta: ReviewEdits; layer: Blob | null } }
  | { type: 'guestbookDone'; message: string | null }
  | { type: 'retake' }
  | { type: 'finished'; goTo: 'home' | 'shutter' }
  /** Inactivity or the end of sharing: the next guest starts on the attention screen. */
  | { type: 'expired' };

export function initialKioskFlow(steps: KioskSteps): KioskFlowState {
  return { screen: 'attention', sessionToken: null, preFeedback: null, capture: null, edits: null, guestbook: null, shoot: null, aiPicture: null, steps };
}

/** A fresh capture for the same guest: their answers and session stay. */
function toShutter(state: KioskFlowState): KioskFlowState {
  return { ...state, capture: null, edits: null, guestbook: null, shoot: null, aiPicture: null, screen: 'shutter' };
}

/** Pure: the caller frees the object URLs of a capture that this drops (see releaseCapture). */
export function kioskFlowReducer(state: KioskFlowState, action: KioskFlowAction): KioskFlowState {
  if (isSessionStep(action)) return sessionStep(state, action, { start: 'attention', camera: 'shutter' });
  switch (action.type) {
    case 'captured':
      if (state.screen !== 'shutter') return state;
      return { ...state, capture: action.capture, guestbook: action.guestbook ? '' : null, screen: action.submit ? 'submit' : 'review' };
    case 'submitAnswered':
      if (state.screen !== 'submit') return state;
      return action.submit ? { ...state, screen: 'review' } : toShutter(state);
    case 'approved':
      if (state.screen !== 'review') return state;
      return { ...state, edits: action.edits, screen: state.guestbook === null ? 'upload' : 'guestbook' };
    case 'guestbookDone':
      if (state.screen !== 'guestbook') return state;
      return { ...state, guestbook: action.message, screen: 'upload' };
    case 'retake':
      if (state.screen === 'attention' || state.screen === 'preFeedback') return state;
      return toShutter(state);
    case 'finished':
      // "shutter" takes the same guest to the next picture; "home" hands the kiosk to the next guest.
      return action.goTo === 'shutter' ? toShutter(state) : initialKioskFlow(state.steps);
    case 'expired':
      return initialKioskFlow(state.steps);
  }
}

/** What goes with the upload: the answers before the capture and the guestbook message as the comment. */
export function uploadFeedback(state: Pick<KioskFlowState, 'preFeedback' | 'guestbook'>): GuestFeedback | null {
  const message = state.guestbook?.trim();
  if (!message) return state.preFeedback;
  return { ...state.preFeedback, comment: message };
}
