import type { Locale } from '@booth/shared';
import { useEffect, useState } from 'react';
import { loadEventFonts } from '@/guest/booth/page/page-extras';
import { fetchInstallationLegal } from '@/guest/shared/guest-api';
import type { BoothExtras } from '@/guest/shared/guest-context';
import { PREVIEW_READY, readPreviewMessage, type PreviewMessage } from './preview-protocol';

/**
 * A guest page in the editor's preview (booth or kiosk): says it is ready, then keeps the last valid
 * message of the embedding editor (same origin, its window, one of `screens`); the campaign's fonts
 * load with it, and the installation's legal pages stand in where the campaign has none.
 */
export function usePreviewMessage<S extends string>(locale: Locale, screens: readonly S[]): { message: PreviewMessage<S> | null; extras: BoothExtras } {
  const [message, setMessage] = useState<PreviewMessage<S> | null>(null);
  const [extras, setExtras] = useState<BoothExtras>({ preview: true });
  useEffect(() => {
    let current = true;
    void fetchInstallationLegal(locale).then((installationLegal) => current && setExtras({ preview: true, installationLegal }));
    return () => {
      current = false;
    };
  }, [locale]);

  useEffect(() => {
    const origin = window.location.origin;
    const onMessage = (incoming: MessageEvent) => {
      const read = readPreviewMessage(incoming, origin, window.parent, screens);
      if (read) setMessage(read);
    };
    window.addEventListener('message', onMessage);
    window.parent.postMessage({ type: PREVIEW_READY }, origin);
    return () => window.removeEventListener('message', onMessage);
  }, [screens]);

  const event = message?.event;
  useEffect(() => {
    if (event) loadEventFonts(event.assets);
  }, [event]);
  return { message, extras };
}
