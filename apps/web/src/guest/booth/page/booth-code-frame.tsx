import { BOOTH_SCREEN_MESSAGE, boothCodePath, hasOrganiserCode, type BoothScreenMessage, type EventVirtualDto } from '@booth/shared';
import { useEffect, useRef, useState } from 'react';

/** The sandbox flags of the frame; the server's CSP on the document repeats them (opened directly, too). */
export const BOOTH_CODE_SANDBOX = 'allow-scripts allow-forms allow-popups allow-popups-to-escape-sandbox';

/**
 * The organiser's code (custom JavaScript, Google Analytics, Tag Manager) in a hidden sandboxed frame
 * of its own: an opaque origin, so it can neither read this page, its storage and cookies, nor call
 * our API as the visitor. Screen changes are posted into it (`{type:'boothwerk:screen', screen}`) so
 * analytics can still follow the guest's flow. Nothing at all is loaded when the event has no code.
 */
export function BoothCodeFrame({ event, screen }: { event: EventVirtualDto; screen: string }) {
  const frame = useRef<HTMLIFrameElement>(null);
  const [loaded, setLoaded] = useState(false);
  // Screens a guest passes before the frame has loaded (a fast tap on a slow phone): posted in order on
  // load, so the organiser's analytics see the whole flow and not only the screen the guest is on by then.
  const missed = useRef<string[]>([]);
  const wanted = hasOrganiserCode(event.virtualSettings);

  useEffect(() => {
    if (!loaded) {
      if (missed.current.at(-1) !== screen) missed.current.push(screen);
      return;
    }
    const post = (name: string) => {
      const message: BoothScreenMessage = { type: BOOTH_SCREEN_MESSAGE, screen: name };
      // An opaque origin has no name to address it by; the message carries nothing private.
      frame.current?.contentWindow?.postMessage(message, '*');
    };
    const earlier = missed.current.filter((name, index, all) => index < all.length - 1 || name !== screen);
    missed.current = [];
    earlier.forEach(post);
    post(screen);
  }, [loaded, screen]);

  if (!wanted) return null;
  return (
    <iframe
      ref={frame}
      src={boothCodePath(event.slug)}
      sandbox={BOOTH_CODE_SANDBOX}
      title="Organiser code"
      hidden
      aria-hidden="true"
      tabIndex={-1}
      data-testid="booth-code-frame"
      onLoad={() => setLoaded(true)}
    />
  );
}
