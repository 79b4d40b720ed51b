import type { GuestFeedback, ShootUploaded } from '@booth/shared';
import type { CapturedMedia } from '@/guest/booth/capture/captured-media';

/**
 * The virtual booth's screens (campaigns §2): no attention and no review screen. After the start the
 * guest may answer questions (pre), uses the camera on the main screen, confirms "Submit Picture?",
 * waits for the upload, may answer questions (post) and then shares.
 */
export type FlowScreen = 'start' | 'preFeedback' | 'main' | 'submit' | 'upload' | 'postFeedback' | 'share';

export interface FlowState {
  screen: FlowScreen;
  sessionToken: string | null;
  /** Answers given before the capture; they go with the upload. */
  preFeedback: GuestFeedback | null;
  capture: CapturedMedia | null;
  shoot: ShootUploaded | null;
  /** Whether the event asks questions before / after the capture. */
  steps: { pre: boolean; post: boolean };
}

export type FlowAction =
  | { type: 'started'; token: string }
  | { type: 'preFeedbackDone'; feedback: GuestFeedback }
  | { type: 'captured'; capture: CapturedMedia }
  | { type: 'submitAnswered'; submit: boolean }
  | { type: 'uploaded'; shoot: ShootUploaded }
  | { type: 'postFeedbackDone' }
  | { type: 'retake' }
  | { type: 'finished'; goTo: 'home' | 'shutter' }
  | { type: 'expired' };

export function initialFlow(steps: FlowState['steps']): FlowState {
  return { screen: 'start', sessionToken: null, preFeedback: null, capture: null, shoot: null, steps };
}

/** Pure: the caller frees the object URLs of a capture that this drops (see releaseCapture). */
export function flowReducer(state: FlowState, action: FlowAction): FlowState {
  switch (action.type) {
    case 'started':
      if (state.screen !== 'start') return state;
      return { ...state, sessionToken: action.token, screen: state.steps.pre ? 'preFeedback' : 'main' };
    case 'preFeedbackDone':
      if (state.screen !== 'preFeedback') return state;
      return { ...state, preFeedback: action.feedback, screen: 'main' };
    case 'captured':
      if (state.screen !== 'main') return state;
      return { ...state, capture: action.capture, screen: 'submit' };
    case 'submitAnswered':
      if (state.screen !== 'submit') return state;
      return action.submit ? { ...state, screen: 'upload' } : { ...state, capture: null, screen: 'main' };
    case 'uploaded':
      if (state.screen !== 'upload') return state;
      return { ...state, shoot: action.shoot, screen: state.steps.post ? 'postFeedback' : 'share' };
    case 'postFeedbackDone':
      if (state.screen !== 'postFeedback') return state;
      return { ...state, screen: 'share' };
    case 'retake':
      if (state.screen === 'start' || state.screen === 'preFeedback') return state;
      return { ...state, capture: null, shoot: null, screen: 'main' };
    case 'finished':
      // "shutter" takes the same guest to the next picture; "home" ends the session for the next guest.
      return action.goTo === 'shutter' ? { ...state, capture: null, shoot: null, screen: 'main' } : initialFlow(state.steps);
    case 'expired':
      return initialFlow(state.steps);
  }
}
