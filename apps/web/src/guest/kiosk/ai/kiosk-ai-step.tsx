import { useEffect, useState } from 'react';
import { AiStep, type AiStepProps } from '@/guest/booth/ai/ai-step';
import { useOfflineQueue } from '@/guest/kiosk/offline/offline-queue';
import { useOnline } from '@/guest/kiosk/offline/use-online';
import { useQueuedWaiting } from '@/guest/kiosk/offline/use-queued-waiting';

/**
 * A picture that is still on the tablet this long with the browser believing it is online counts as
 * offline too: the venue Wi-Fi may be up without reaching the internet, and the queue just retries.
 */
export const KIOSK_AI_SEND_WAIT_MS = 15_000;

function useWaitedLong(waiting: boolean): boolean {
  const [long, setLong] = useState(false);
  useEffect(() => {
    if (!waiting) return undefined;
    const timer = window.setTimeout(() => setLong(true), KIOSK_AI_SEND_WAIT_MS);
    return () => {
      window.clearTimeout(timer);
      setLong(false);
    };
  }, [waiting]);
  return waiting && long;
}

/**
 * The kiosk's AI step: a paired tablet writes every picture to its offline queue first, so the AI
 * picture is made only once the queue has sent it. While it waits without network the guest is told
 * that the AI picture is made once the network is back and the QR code works then, and goes on to
 * sharing (the QR code shows as for every waiting picture). Without a queue (a plain browser) it is
 * the virtual booth's step.
 */
export function KioskAiStep(props: Omit<AiStepProps, 'queued' | 'offline'>) {
  const queue = useOfflineQueue();
  const queued = useQueuedWaiting(queue, props.shoot.id);
  const online = useOnline();
  const waitedLong = useWaitedLong(queued && online);
  return <AiStep {...props} queued={queued} offline={queued && (!online || waitedLong)} />;
}
