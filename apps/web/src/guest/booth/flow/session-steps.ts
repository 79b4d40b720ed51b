import { isAiCaptureKind, type GuestFeedback, type ShootUploaded, type UploadCaptureKind } from '@booth/shared';

/** A picture to show on the sharing screen instead of the capture's own preview (the AI result). */
export type SharedPicture = { url: string; mimetype: string } | null;

/** What every booth's flow keeps of one guest's session, whatever its own screens. */
export interface SessionFlowState {
  screen: string;
  sessionToken: string | null;
  /** Answers given before the capture; they go with the upload. */
  preFeedback: GuestFeedback | null;
  shoot: ShootUploaded | null;
  /** The capture being submitted: an AI picture goes through the AI step after the upload. */
  capture: { kind: UploadCaptureKind } | null;
  /** What the AI step handed on to sharing (null: the capture's preview). */
  aiPicture: SharedPicture;
  /** Whether the event asks questions before / after the capture. */
  steps: { pre: boolean; post: boolean };
}

/** The steps around the capture that both booths take alike. */
export type SessionStepAction =
  | { type: 'started'; token: string }
  | { type: 'preFeedbackDone'; feedback: GuestFeedback }
  | { type: 'uploaded'; shoot: ShootUploaded }
  /** The AI step is done: on with the AI result (or the photo it fell back to), null for the capture's preview. */
  | { type: 'aiDone'; picture: SharedPicture }
  | { type: 'postFeedbackDone' };

const SESSION_STEPS: ReadonlySet<string> = new Set<SessionStepAction['type']>(['started', 'preFeedbackDone', 'uploaded', 'aiDone', 'postFeedbackDone']);

/** Whether `sessionStep` handles this action (the flow's reducer handles the rest). */
export function isSessionStep<A extends { type: string }>(action: A | SessionStepAction): action is SessionStepAction {
  return SESSION_STEPS.has(action.type);
}

/**
 * Pure: the start (questions before the capture, if any), the upload done (an AI picture's progress and
 * result, then the questions after, if any) and sharing, the same in the virtual booth and the kiosk. `screens` names the booth's own first
 * screen and its camera screen. An action on the wrong screen (a late double tap) changes nothing.
 */
export function sessionStep<S extends SessionFlowState>(state: S, action: SessionStepAction, screens: { start: S['screen']; camera: S['screen'] }): S {
  switch (action.type) {
    case 'started':
      if (state.screen !== screens.start) return state;
      return { ...state, sessionToken: action.token, screen: state.steps.pre ? 'preFeedback' : screens.camera };
    case 'preFeedbackDone':
      if (state.screen !== 'preFeedback') return state;
      return { ...state, preFeedback: action.feedback, screen: screens.camera };
    case 'uploaded':
      if (state.screen !== 'upload') return state;
      if (state.capture && isAiCaptureKind(state.capture.kind)) return { ...state, shoot: action.shoot, aiPicture: null, screen: 'ai' };
      return { ...state, shoot: action.shoot, screen: state.steps.post ? 'postFeedback' : 'share' };
    case 'aiDone':
      if (state.screen !== 'ai') return state;
      return { ...state, aiPicture: action.picture, screen: state.steps.post ? 'postFeedback' : 'share' };
    case 'postFeedbackDone':
      if (state.screen !== 'postFeedback') return state;
      return { ...state, screen: 'share' };
  }
}
