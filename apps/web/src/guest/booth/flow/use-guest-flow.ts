import type { GuestFeedback, ShootUploaded } from '@booth/shared';
import { useCallback, useEffect, useMemo, useReducer, useState } from 'react';
import { releaseCapture, type CapturedMedia } from '@/guest/booth/capture/captured-media';
import type { SessionFlowState, SharedPicture } from '@/guest/booth/flow/session-steps';
import type { ShareScreenProps } from '@/guest/booth/share/share-screen';
import { hasFeedbackSteps } from '@/guest/booth/forms/feedback-steps';
import { createBoothSession, deviceRefusal, GuestApiError, isNotLive, saveFeedback } from '@/guest/shared/guest-api';
import { useGuest } from '@/guest/shared/guest-context';

/** The actions every booth's flow understands, sent by this hook. */
export type GuestFlowAction =
  | { type: 'started'; token: string }
  | { type: 'uploaded'; shoot: ShootUploaded }
  | { type: 'aiDone'; picture: SharedPicture }
  | { type: 'postFeedbackDone' }
  | { type: 'retake' }
  | { type: 'finished'; goTo: 'home' | 'shutter' };

/**
 * One guest's session in a booth (virtual or kiosk), around the booth's own flow reducer: the start
 * (a session token from the server), the upload done, the answers after it, retake and finish. The
 * flow's state frees the object URLs of each capture it drops.
 */
export function useGuestFlow<S extends SessionFlowState & { capture: CapturedMedia | null }, A>(
  reducer: (state: S, action: A | GuestFlowAction) => S,
  initial: (steps: SessionFlowState['steps']) => S,
) {
  const { event, t, extras } = useGuest();
  const sharing = event.screens.sharing;
  const steps = useMemo(() => ({ pre: hasFeedbackSteps(sharing, 'pre'), post: hasFeedbackSteps(sharing, 'post') }), [sharing]);
  const [state, dispatch] = useReducer(reducer, steps, initial);
  const [starting, setStarting] = useState(false);
  const [startError, setStartError] = useState<string | null>(null);
  useEffect(() => () => releaseCapture(state.capture), [state.capture]);

  const start = useCallback(async () => {
    setStarting(true);
    setStartError(null);
    try {
      dispatch({ type: 'started', token: await createBoothSession(event.slug) });
    } catch (error) {
      if (isNotLive(error)) return extras.onNotLive?.();
      // A paired tablet's refusal (licence, removed device) is the kiosk's to show (kiosk/device), not a guest's error.
      if (deviceRefusal(error)) return;
      setStartError(error instanceof GuestApiError && error.status < 500 && error.status !== 429 ? error.message : t('system.error'));
    } finally {
      setStarting(false);
    }
  }, [event.slug, t, extras]);

  const token = state.sessionToken ?? '';
  const onUploaded = useCallback((shoot: ShootUploaded) => dispatch({ type: 'uploaded', shoot }), []);
  const retake = useCallback(() => dispatch({ type: 'retake' }), []);
  const aiDone = useCallback((picture: SharedPicture) => dispatch({ type: 'aiDone', picture }), []);
  const finish = useCallback(() => dispatch({ type: 'finished', goTo: sharing.finishButton.goTo }), [sharing.finishButton.goTo]);
  const postFeedbackDone = useCallback(
    (feedback: GuestFeedback) => {
      const shoot = state.shoot;
      if (shoot && Object.keys(feedback).length > 0) {
        // The answers are kept by the server; a failed save must not keep the guest from their picture.
        void saveFeedback(event.slug, shoot.id, token, feedback).catch(() => undefined);
      }
      dispatch({ type: 'postFeedbackDone' });
    },
    [event.slug, state.shoot, token],
  );

  // The sharing screen's picture, once uploaded (an AI picture's result once made); the same for either booth's sharing screen.
  const share: ShareScreenProps | null =
    state.shoot && state.capture ? { shoot: state.shoot, kind: state.capture.kind, preview: state.aiPicture ?? state.capture.preview, onRetake: retake, onFinish: finish } : null;

  return { state, dispatch, token, start, starting, startError, onUploaded, retake, aiDone, postFeedbackDone, share };
}
