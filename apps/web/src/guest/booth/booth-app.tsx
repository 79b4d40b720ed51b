import { type EventVirtualDto, type GuestFeedback, type Locale, type ShootUploaded } from '@booth/shared';
import { useCallback, useEffect, useMemo, useReducer, useState } from 'react';
import { sendActivity } from '@/guest/booth/activity/send-activity';
import { releaseCapture, type CapturedMedia } from '@/guest/booth/capture/captured-media';
import { flowReducer, initialFlow } from '@/guest/booth/flow/flow-reducer';
import { FeedbackSteps, hasFeedbackSteps } from '@/guest/booth/forms/feedback-steps';
import { MainScreen } from '@/guest/booth/main/main-screen';
import { BoothCodeFrame } from '@/guest/booth/page/booth-code-frame';
import { CustomLayout } from '@/guest/booth/page/custom-layout';
import { SubmitScreen } from '@/guest/booth/review/submit-screen';
import { InactivityGuard } from '@/guest/booth/session/inactivity-guard';
import { ShareScreen } from '@/guest/booth/share/share-screen';
import { StartScreen } from '@/guest/booth/start/start-screen';
import { UploadScreen } from '@/guest/booth/upload/upload-screen';
import { NotLivePage, TestModeBanner } from '@/guest/booth/page/not-live-page';
import { createBoothSession, GuestApiError, isNotLive, saveFeedback } from '@/guest/shared/guest-api';
import { GuestProvider, useGuest, type BoothExtras } from '@/guest/shared/guest-context';

/** Frees a capture's object URLs once the flow no longer holds it. */
function useReleaseDropped(capture: CapturedMedia | null) {
  useEffect(() => () => releaseCapture(capture), [capture]);
}

function Flow() {
  const { event, t, locale, extras } = useGuest();
  const sharing = event.screens.sharing;
  const steps = useMemo(() => ({ pre: hasFeedbackSteps(sharing, 'pre'), post: hasFeedbackSteps(sharing, 'post') }), [sharing]);
  const [state, dispatch] = useReducer(flowReducer, steps, initialFlow);
  const [starting, setStarting] = useState(false);
  const [startError, setStartError] = useState<string | null>(null);
  const [capturing, setCapturing] = useState(false);
  useReleaseDropped(state.capture);

  const start = useCallback(async () => {
    setStarting(true);
    setStartError(null);
    try {
      dispatch({ type: 'started', token: await createBoothSession(event.slug) });
    } catch (error) {
      if (isNotLive(error)) return extras.onNotLive?.();
      setStartError(error instanceof GuestApiError && error.status < 500 && error.status !== 429 ? error.message : t('system.error'));
    } finally {
      setStarting(false);
    }
  }, [event.slug, t, extras]);

  const token = state.sessionToken ?? '';
  const onCaptured = useCallback(
    (capture: CapturedMedia) => {
      // Every capture counts for the organiser's funnel, kept or not; the shoot id is the upload's.
      sendActivity(event.slug, token, { action: 'capture', kind: capture.kind, shootId: capture.id });
      dispatch({ type: 'captured', capture });
    },
    [event.slug, token],
  );
  const onUploaded = useCallback((shoot: ShootUploaded) => dispatch({ type: 'uploaded', shoot }), []);
  const retake = useCallback(() => dispatch({ type: 'retake' }), []);
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

  const screen = (() => {
    switch (state.screen) {
      case 'start':
        return <StartScreen onStart={() => void start()} starting={starting} error={startError} />;
      case 'preFeedback':
        return <FeedbackSteps position="pre" onDone={(feedback) => dispatch({ type: 'preFeedbackDone', feedback })} />;
      case 'main':
        return <MainScreen onCaptured={onCaptured} onBusyChange={setCapturing} />;
      case 'submit':
        return state.capture ? <SubmitScreen capture={state.capture} onAnswer={(submit) => dispatch({ type: 'submitAnswered', submit })} /> : null;
      case 'upload':
        return state.capture ? <UploadScreen capture={state.capture} token={token} feedback={state.preFeedback} onUploaded={onUploaded} onRetake={retake} /> : null;
      case 'postFeedback':
        return <FeedbackSteps position="post" onDone={postFeedbackDone} />;
      case 'share':
        return state.shoot && state.capture ? (
          <ShareScreen shoot={state.shoot} kind={state.capture.kind} preview={state.capture.preview} onRetake={retake} onFinish={finish} />
        ) : null;
    }
  })();

  return (
    // The session token exists once the guest started; the screens after the start read it from the context.
    <GuestProvider event={event} locale={locale} sessionToken={token} extras={extras}>
      {screen}
      {/* The organiser's code, sandboxed, told of each screen (analytics). */}
      <BoothCodeFrame event={event} screen={state.screen} />
      {/* A guest recording a long video or waiting for an upload gives no input, and must not be sent home. */}
      <InactivityGuard active={state.screen !== 'start' && state.screen !== 'upload' && !(state.screen === 'main' && capturing)} onExpire={() => dispatch({ type: 'expired' })} />
    </GuestProvider>
  );
}

/**
 * The virtual booth of one event in the guest's language. A draft campaign runs here only for its
 * organiser (test mode, with a banner); a refusal as "not live" on the way switches to the not-live page.
 */
export function BoothApp(props: { event: EventVirtualDto; locale: Locale; extras?: BoothExtras }) {
  const [notLive, setNotLive] = useState(false);
  const extras = useMemo<BoothExtras>(() => ({ ...props.extras, onNotLive: () => setNotLive(true) }), [props.extras]);
  return (
    <GuestProvider event={props.event} locale={props.locale} sessionToken="" extras={extras}>
      {notLive ? <NotLivePage /> : <Layout />}
    </GuestProvider>
  );
}

function Layout() {
  const { event, asset, extras } = useGuest();
  return (
    <CustomLayout event={event} asset={asset} banner={extras.testMode ? <TestModeBanner /> : null}>
      <Flow />
    </CustomLayout>
  );
}
