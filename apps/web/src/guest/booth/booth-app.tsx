import { type EventVirtualDto, type Locale } from '@booth/shared';
import { useCallback, useMemo, useState } from 'react';
import { sendActivity } from '@/guest/booth/activity/send-activity';
import { AiStep } from '@/guest/booth/ai/ai-step';
import type { CapturedMedia } from '@/guest/booth/capture/captured-media';
import { flowReducer, initialFlow } from '@/guest/booth/flow/flow-reducer';
import { useGuestFlow } from '@/guest/booth/flow/use-guest-flow';
import { FeedbackSteps } from '@/guest/booth/forms/feedback-steps';
import { MainScreen } from '@/guest/booth/main/main-screen';
import { BoothCodeFrame } from '@/guest/booth/page/booth-code-frame';
import { CustomLayout } from '@/guest/booth/page/custom-layout';
import { SubmitScreen } from '@/guest/booth/review/submit-screen';
import { InactivityGuard } from '@/guest/booth/session/inactivity-guard';
import { ShareScreen } from '@/guest/booth/share/share-screen';
import { StartScreen } from '@/guest/booth/start/start-screen';
import { UploadScreen } from '@/guest/booth/upload/upload-screen';
import { NotLivePage, TestModeBanner } from '@/guest/booth/page/not-live-page';
import { GuestProvider, useGuest, type BoothExtras } from '@/guest/shared/guest-context';

function Flow() {
  const { event, locale, extras } = useGuest();
  const { state, dispatch, token, start, starting, startError, onUploaded, retake, aiDone, postFeedbackDone, share } = useGuestFlow(flowReducer, initialFlow);
  const [capturing, setCapturing] = useState(false);
  const [aiWorking, setAiWorking] = useState(false);
  const onCaptured = useCallback(
    (capture: CapturedMedia) => {
      // Every capture counts for the organiser's funnel, kept or not; the shoot id is the upload's.
      sendActivity(event.slug, token, { action: 'capture', kind: capture.kind, shootId: capture.id });
      dispatch({ type: 'captured', capture });
    },
    [event.slug, token, dispatch],
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
      case 'ai':
        return state.capture && state.shoot ? <AiStep shoot={state.shoot} capture={state.capture} onDone={aiDone} onRetake={retake} onBusyChange={setAiWorking} /> : null;
      case 'postFeedback':
        return <FeedbackSteps position="post" onDone={postFeedbackDone} />;
      case 'share':
        return share ? <ShareScreen {...share} /> : null;
    }
  })();

  return (
    // The session token exists once the guest started; the screens after the start read it from the context.
    <GuestProvider event={event} locale={locale} sessionToken={token} extras={extras}>
      {screen}
      {/* The organiser's code, sandboxed, told of each screen (analytics). */}
      <BoothCodeFrame event={event} screen={state.screen} />
      {/* A guest recording a long video or waiting for an upload or an AI picture gives no input, and must not be sent home. */}
      <InactivityGuard
        active={state.screen !== 'start' && state.screen !== 'upload' && !(state.screen === 'main' && capturing) && !(state.screen === 'ai' && aiWorking)}
        onExpire={() => dispatch({ type: 'expired' })}
      />
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
