import type { Locale, ShootUploaded } from '@booth/shared';
import { useEffect, useMemo, useState, type SyntheticEvent } from 'react';
import { MainScreen } from '@/guest/booth/main/main-screen';
import { BoothLoadingPage } from '@/guest/booth/page/booth-error-page';
import { CustomLayout } from '@/guest/booth/page/custom-layout';
import { loadEventFonts } from '@/guest/booth/page/page-extras';
import { ShareScreen } from '@/guest/booth/share/share-screen';
import { StartScreen } from '@/guest/booth/start/start-screen';
import { fetchInstallationLegal } from '@/guest/shared/guest-api';
import { GuestProvider, useGuest, type BoothExtras } from '@/guest/shared/guest-context';
import { PREVIEW_READY, readPreviewMessage, type PreviewMessage, type PreviewScreen } from './preview-protocol';
import { SAMPLE_PERSON, SAMPLE_ROOM } from './sample-picture';
import { startingOverlay, useSharePreview } from './sample-share';

const noop = () => undefined;

/** A sample picture's share screen: a dummy microsite address for the QR code, nothing on the server. */
const SAMPLE_SHOOT: ShootUploaded = {
  id: '00000000-0000-4000-8000-000000000000',
  slug: 'preview',
  micrositeUrl: 'https://example.com/p/preview',
};

/** Buttons and links look as they do for a guest but do nothing: the preview is a picture of the booth. */
function swallow(event: SyntheticEvent) {
  event.preventDefault();
  event.stopPropagation();
}

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
  const [message, setMessage] = useState<PreviewMessage | null>(null);
  // The installation's imprint and privacy pages, as the booth shows them where the campaign has none.
  const [extras, setExtras] = useState<BoothExtras>({ preview: true });
  useEffect(() => {
    let current = true;
    void fetchInstallationLegal(props.locale).then((installationLegal) => current && setExtras({ preview: true, installationLegal }));
    return () => {
      current = false;
    };
  }, [props.locale]);

  useEffect(() => {
    const origin = window.location.origin;
    const onMessage = (incoming: MessageEvent) => {
      const read = readPreviewMessage(incoming, origin, window.parent);
      if (read) setMessage(read);
    };
    window.addEventListener('message', onMessage);
    window.parent.postMessage({ type: PREVIEW_READY }, origin);
    return () => window.removeEventListener('message', onMessage);
  }, []);

  const event = message?.event;
  useEffect(() => {
    if (event) loadEventFonts(event.assets);
  }, [event]);

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
