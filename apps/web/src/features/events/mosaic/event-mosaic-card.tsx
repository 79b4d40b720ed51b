import { type EventGetAnswer, planAllowsTier } from '@booth/shared';
import { useUser } from '@/features/auth/api/get-user';
import { MosaicPanel } from '@/features/events/mosaic/mosaic-panel';

/**
 * The mosaic wall's panel on the campaign page: only when the saved campaign has the mosaic on and the
 * organiser's plan includes it (Gold), like the editor shows Gold features.
 */
export function EventMosaicCard({ event }: { event: Pick<EventGetAnswer, 'slug' | 'screens'> }) {
  const user = useUser();
  const mosaic = event.screens?.presentation.mosaic;
  if (!mosaic?.enabled || !user.data || !planAllowsTier({ level: user.data.plan.level }, 'Gold')) return null;
  return <MosaicPanel slug={event.slug} resolution={mosaic.resolution} card />;
}
