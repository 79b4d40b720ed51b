import { captureModeKinds, type EventKioskDto, type GuestFeedback } from '@booth/shared';
import { useCallback, useMemo, useState } from 'react';
import { sendActivity } from '@/guest/booth/activity/send-activity';
import type { CapturedMedia } from '@/guest/booth/capture/captured-media';
import { useGuestFlow } from '@/guest/booth/flow/use-guest-flow';
import { FeedbackSteps } from '@/guest/booth/forms/feedback-steps';
import { SubmitScreen } from '@/guest/booth/review/submit-screen';
import { InactivityGuard } from '@/guest/booth/session/inactivity-guard';
import { UploadScreen } from '@/guest/booth/upload/upload-screen';
import { saveFeedback } from '@/guest/shared/guest-api';
import { useOfflineQueue } from '@/guest/kiosk/offline/offline-queue';
import { QueuedUploadStep } from '@/guest/kiosk/offline/queued-upload-step';
import { QueueChip } from '@/guest/kiosk/offline/queue-chip';
import { hasCaptureMode, offlineModesOnly } from '@/guest/kiosk/offline/offline-modes';
import { useOnline } from '@/guest/kiosk/offline/use-online';
import { GuestProvider, useGuest } from '@/guest/shared/guest-context';
import { KioskAiStep } from '@/guest/kiosk/ai/kiosk-ai-step';
import { AttentionScreen } from '@/guest/kiosk/attention/attention-screen';
import { enterFullscreen } from '@/guest/kiosk/device/fullscreen';
import { ExitButton } from '@/guest/kiosk/exit/exit-button';
import { GuestbookStep } from '@/guest/kiosk/guestbook/guestbook-step';
import { KioskShareScreen } from '@/guest/kiosk/share/kiosk-share-screen';
import { KioskShutter } from '@/guest/kiosk/shutter/kiosk-shutter';
import { useKiosk } from '@/guest/kiosk/kiosk-context';
import { usePersonMask } from '@/guest/kiosk/person-mask/use-person-mask';
import { initialKioskFlow, kioskFlowReducer, uploadFeedback } from './kiosk-flow-reducer';
import { ReviewStep } from './review-step';

/**
 * With the guestbook on in any capture mode, the guestbook is the picture's comment: the sharing
 * screen's own comment question is left out, so one message never overwrites the other.
 */
export function guestbookEvent(event: EventKioskDto): EventKioskDto {
  const guestbook = captureModeKinds.some((kind) => event.shutter[kind].enabled && event.shutter[kind].enableGuestbook);
  if (!guestbook || !event.screens.sharing.comment.enabled) return event;
  const sharing = { ...event.screens.sharing, comment: { ...event.screens.sharing.comment, enabled: false } };
  return { ...event, screens: { ...event.screens, sharing } };
}

/**
 * One guest after another (campaigns §2): attention → questions before → shutter → "Submit picture?"
 * (picture submit mode) → review → guestbook → upload → (an AI picture's progress and result) →
 * questions after → share → attention. An
 * abandoned session ends on the inactivity popup's countdown and the kiosk waits for the next guest.
 */
export function KioskFlow(props: { notice: string | null }) {
  const { locale, extras, t } = useGuest();
  const { event } = useKiosk();
  const { state, dispatch, token, start, starting, startError, onUploaded, retake, aiDone, postFeedbackDone, share } = useGuestFlow(kioskFlowReducer, initialKioskFlow);
  const [capturing, setCapturing] = useState(false);
  const [aiWorking, setAiWorking] = useState(false);
  const onCaptured = useCallback(
    (capture: CapturedMedia) => {
      sendActivity(event.slug, token, { action: 'capture', kind: capture.kind, shootId: capture.id });
      const mode = event.shutter[capture.kind];
      dispatch({ type: 'captured', capture, submit: mode.pictureSubmitModeEnabled, guestbook: mode.enableGuestbook });
    },
    [event, token, dispatch],
  );
  // The upload's answers: one object per capture, so the upload is not restarted by a re-render.
  const { preFeedback, guestbook } = state;
  const feedback = useMemo(() => uploadFeedback({ preFeedback, guestbook }), [preFeedback, guestbook]);
  // The halo's person mask is made right after the capture, while the guest reviews (see PersonMaskMaker).
  const personMask = usePersonMask(event.shutter, state.capture);
  const queue = useOfflineQueue();
  // Without network a paired tablet offers only the modes marked for offline use; their pictures wait on it.
  // Decided between guests: a guest in the middle of a mode keeps it when the network drops.
  const online = useOnline();
  const [modesOnline, setModesOnline] = useState(online);
  if (state.screen === 'attention' && modesOnline !== online) setModesOnline(online);
  const flowEvent = useMemo(() => (queue ? offlineModesOnly(event, modesOnline) : event), [queue, event, modesOnline]);
  const noMode = !hasCaptureMode(flowEvent);
  // The answers after the capture go with a picture still waiting on the tablet, else straight to the server.
  const shootId = state.shoot?.id;
  const afterPostFeedback = useCallback(
    (answers: GuestFeedback) => {
      if (!queue || !shootId || Object.keys(answers).length === 0) return postFeedbackDone(answers);
      void queue.addFeedback(shootId, answers).then((queued) => (queued ? undefined : saveFeedback(event.slug, shootId, token, answers)), () => undefined);
      dispatch({ type: 'postFeedbackDone' });
    },
    [queue, shootId, postFeedbackDone, event.slug, token, dispatch],
  );
  const { edits } = state;
  const uploadEdits = useMemo(() => (edits ? { ...edits, ...(personMask.forUpload ? { personMask: personMask.forUpload } : {}) } : undefined), [edits, personMask.forUpload]);

  const screen = (() => {
    switch (state.screen) {
      case 'attention':
        return (
          <>
            <AttentionScreen
              onStart={() => (noMode ? undefined : void start())}
              onFirstTap={enterFullscreen}
              starting={starting}
              error={noMode ? t('offline.noMode') : startError}
              notice={props.notice}
            />
            {event.screens.shutter.exitCampaignButton ? <ExitButton /> : null}
            <QueueChip />
          </>
        );
      case 'preFeedback':
        return <FeedbackSteps position="pre" onDone={(answers) => dispatch({ type: 'preFeedbackDone', feedback: answers })} />;
      case 'shutter':
        return <KioskShutter onCaptured={onCaptured} onBusyChange={setCapturing} />;
      case 'submit':
        return state.capture ? <SubmitScreen capture={state.capture} onAnswer={(submit) => dispatch({ type: 'submitAnswered', submit })} /> : null;
      case 'review':
        return state.capture ? (
          <ReviewStep capture={state.capture} personMask={personMask.mask} onApprove={(approved) => dispatch({ type: 'approved', edits: approved })} onRetake={retake} />
        ) : null;
      case 'guestbook':
        return <GuestbookStep onDone={(message) => dispatch({ type: 'guestbookDone', message })} />;
      case 'upload':
        // The approved edits (filter, GIF speed, sliders, edit layer) and the person mask go with the upload; the server renders them.
        if (!state.capture) return null;
        // A paired kiosk writes the picture to the device first and sends it from there (offline queue).
        return queue ? (
          <QueuedUploadStep queue={queue} capture={state.capture} token={token} feedback={feedback} edits={uploadEdits} onUploaded={onUploaded} onRetake={retake} />
        ) : (
          <UploadScreen capture={state.capture} token={token} feedback={feedback} edits={uploadEdits} onUploaded={onUploaded} onRetake={retake} />
        );
      case 'ai':
        return state.capture && state.shoot ? <KioskAiStep shoot={state.shoot} capture={state.capture} onDone={aiDone} onRetake={retake} onBusyChange={setAiWorking} /> : null;
      case 'postFeedback':
        return <FeedbackSteps position="post" onDone={afterPostFeedback} />;
      case 'share':
        return share ? <KioskShareScreen {...share} /> : null;
    }
  })();

  return (
    <GuestProvider event={flowEvent} locale={locale} sessionToken={token} extras={extras}>
      {screen}
      {/* The attention screen has its screen saver; a capture, an upload or an AI picture in progress gives no input and must not end. */}
      <InactivityGuard
        active={state.screen !== 'attention' && state.screen !== 'upload' && !(state.screen === 'shutter' && capturing) && !(state.screen === 'ai' && aiWorking)}
        onExpire={() => dispatch({ type: 'expired' })}
      />
    </GuestProvider>
  );
}
