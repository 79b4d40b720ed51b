import type { EventKioskDto, Locale } from '@booth/shared';
import { useMemo } from 'react';
import type { CapturedMedia } from '@/guest/booth/capture/captured-media';
import { BoothLoadingPage } from '@/guest/booth/page/booth-error-page';
import { CustomLayout } from '@/guest/booth/page/custom-layout';
import { SAMPLE_PERSON, SAMPLE_PHOTO, SAMPLE_ROOM } from '@/guest/booth/preview/sample-picture';
import { SAMPLE_SHOOT, startingOverlay, swallow, useSharePreview } from '@/guest/booth/preview/sample-share';
import { usePreviewMessage } from '@/guest/booth/preview/use-preview-message';
import { GuestProvider, useGuest } from '@/guest/shared/guest-context';
import { AttentionScreen } from '@/guest/kiosk/attention/attention-screen';
import { KioskProvider } from '@/guest/kiosk/kiosk-context';
import { ReviewEditor } from '@/guest/kiosk/review/review-editor';
import { KioskShareScreen } from '@/guest/kiosk/share/kiosk-share-screen';
import { KioskShutter } from '@/guest/kiosk/shutter/kiosk-shutter';
import { kioskPreviewScreens, type KioskPreviewScreen } from './kiosk-preview-screens';

const noop = () => undefined;

/** The sample photo as a capture, for the review screen (a photo without frames shows its preview). */
function sampleCapture(overlayId: string | null): CapturedMedia {
  return {
    id: '00000000-0000-4000-8000-000000000001',
    kind: 'photo',
    frames: [],
    video: null,
    backgroundId: null,
    overlayId,
    backgroundApplied: false,
    faceCount: null,
    preview: { url: SAMPLE_PHOTO, mimetype: 'image/svg+xml' },
    frameUrls: [],
  };
}

function SampleShare() {
  const { event, asset } = useGuest();
  const picture = useSharePreview(event, startingOverlay(event, asset));
  return <KioskShareScreen shoot={SAMPLE_SHOOT} kind="photo" preview={picture} onRetake={noop} onFinish={noop} />;
}

function Screen(props: { screen: KioskPreviewScreen }) {
  const { event, asset, t } = useGuest();
  const sample = useMemo(() => ({ personSrc: SAMPLE_PERSON, roomSrc: SAMPLE_ROOM, alt: t('preview.sample') }), [t]);
  const overlayId = startingOverlay(event, asset)?.id ?? null;
  const capture = useMemo(() => sampleCapture(overlayId), [overlayId]);
  switch (props.screen) {
    case 'attention':
      return <AttentionScreen onStart={noop} starting={false} error={null} />;
    case 'shutter':
      return <KioskShutter onCaptured={noop} onBusyChange={noop} sample={sample} />;
    case 'review':
      return <ReviewEditor capture={capture} onApprove={noop} onRetake={noop} />;
    case 'share':
      return <SampleShare />;
  }
}

/**
 * The tablet booth as the campaign editor previews it (the booth's preview protocol with the kiosk's
 * screens): the same components a guest at the venue sees, drawn from the last settings the editor
 * sent, with the sample picture instead of the camera, and no session, upload or report.
 */
export default function KioskPreviewApp(props: { locale: Locale }) {
  const { message, extras } = usePreviewMessage(props.locale, kioskPreviewScreens);
  if (!message) return <BoothLoadingPage locale={props.locale} />;
  const event = message.event as EventKioskDto;
  return (
    <div data-testid="kiosk-preview" data-screen={message.screen} onClickCapture={swallow} onSubmitCapture={swallow}>
      <KioskProvider event={event} onExit={noop}>
        <GuestProvider event={event} locale={props.locale} sessionToken="" extras={extras}>
          <Layout screen={message.screen} />
        </GuestProvider>
      </KioskProvider>
    </div>
  );
}

function Layout(props: { screen: KioskPreviewScreen }) {
  const { event, asset } = useGuest();
  // A new screen is a new mount, as when the guest moves on.
  return (
    <CustomLayout event={event} asset={asset}>
      <Screen key={props.screen} screen={props.screen} />
    </CustomLayout>
  );
}
