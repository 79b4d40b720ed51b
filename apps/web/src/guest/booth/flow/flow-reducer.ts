import type { CapturedMedia } from '@/guest/booth/capture/captured-media';
import { isSessionStep, sessionStep, type SessionFlowState, type SessionStepAction } from './session-steps';

/**
 * The virtual booth's screens (campaigns §2): no attention and no review screen. After the start the
 * guest may answer questions (pre), uses the camera on the main screen, confirms "Submit Picture?",
 * waits for the upload (and for an AI picture to be made, reviewing it), may answer questions (post)
 * and then shares.
 */
export type FlowScreen = 'start' | 'preFeedback' | 'main' | 'submit' | 'upload' | 'ai' | 'postFeedback' | 'share';

export interface FlowState extends SessionFlowState {
  screen: FlowScreen;
  capture: CapturedMedia | null;
}

export type FlowAction =
  | SessionStepAction
  | { type: 'captured'; capture: CapturedMedia }
  | { type: 'submitAnswered'; submit: boolean }
  | { type: 'retake' }
  | { type: 'finished'; goTo: 'home' | 'shutter' }
  | { type: 'expired' };

export function initialFlow(steps: FlowState['steps']): FlowState {
  return { screen: 'start', sessionToken: null, preFeedback: null, capture: null, shoot: null, aiPicture: null, steps };
}

/** Pure: the caller frees the object URLs of a capture that this drops (see releaseCapture). */
export function flowReducer(state: FlowState, action: FlowAction): FlowState {
  if (isSessionStep(action)) return sessionStep(state, action, { start: 'start', camera: 'main' });
  switch (action.type) {
    case 'captured':
      if (state.screen !== 'main') return state;
      return { ...state, capture: action.capture, screen: 'submit' };
    case 'submitAnswered':
      if (state.screen !== 'submit') return state;
      return action.submit ? { ...state, screen: 'upload' } : { ...state, capture: null, screen: 'main' };
    case 'retake':
      if (state.screen === 'start' || state.screen === 'preFeedback') return state;
      return { ...state, capture: null, shoot: null, aiPicture: null, screen: 'main' };
    case 'finished':
      // "shutter" takes the same guest to the next picture; "home" ends the session for the next guest.
      return action.goTo === 'shutter' ? { ...state, capture: null, shoot: null, aiPicture: null, screen: 'main' } : initialFlow(state.steps);
    case 'expired':
      return initialFlow(state.steps);
  }
}
