import type { Locale } from '@booth/shared';
import { useMemo } from 'react';
import { MainScreen } from '@/guest/booth/main/main-screen';
import { BoothLoadingPage } from '@/guest/booth/page/booth-error-page';
import { CustomLayout } from '@/guest/booth/page/custom-layout';
import { ShareScreen } from '@/guest/booth/share/share-screen';
import { StartScreen } from '@/guest/booth/start/start-screen';
import { GuestProvider, useGuest } from '@/guest/shared/guest-context';
import { previewScreens, type PreviewScreen } from './preview-protocol';
import { SAMPLE_PERSON, SAMPLE_ROOM } from './sample-picture';
import { SAMPLE_SHOOT, startingOverlay, swallow, useSharePreview } from './sample-share';
import { usePreviewMessage } from './use-preview-message';

const noop = () => undefined;

function SampleShare() {
  const { event, asset } = useGuest();
  const picture = useSharePreview(event, startingOverlay(event, asset));
  return <ShareScreen shoot={SAMPLE_SHOOT} kind="photo" preview={picture} onRetake={noop} onFinish={noop} />;
}

function Screen(props: { screen: PreviewScreen }) {
  const { t } = useGuest();
  const sample = useMemo(() => ({ personSrc: SAMPLE_PERSON, roomSrc: SAMPLE_ROOM, alt: t('preview.sample') }), [t]);
  switch (props.screen) {
    case 'start':
      return <StartScreen onStart={noop} starting={false} error={null} />;
    case 'shutter':
      return <MainScreen onCaptured={noop} sample={sample} />;
    case 'share':
      return <SampleShare />;
  }
}

/**
 * The booth as the campaign editor previews it (preview-protocol.ts): the same screens a guest sees,
 * drawn from the last settings the editor sent, with a sample picture instead of the camera and no
 * camera, upload or report at all.
 */
export default function PreviewApp(props: { locale: Locale }) {
  const { message, extras } = usePreviewMessage(props.locale, previewScreens);
  if (!message) return <BoothLoadingPage locale={props.locale} />;
  return (
    <div data-testid="booth-preview" data-screen={message.screen} onClickCapture={swallow} onSubmitCapture={swallow}>
      <GuestProvider event={message.event} locale={props.locale} sessionToken="" extras={extras}>
        <PreviewLayout screen={message.screen} />
      </GuestProvider>
    </div>
  );
}

function PreviewLayout(props: { screen: PreviewScreen }) {
  const { event, asset } = useGuest();
  // A new screen is a new mount, as when the guest moves on.
  return (
    <CustomLayout event={event} asset={asset}>
      <Screen key={props.screen} screen={props.screen} />
    </CustomLayout>
  );
}
