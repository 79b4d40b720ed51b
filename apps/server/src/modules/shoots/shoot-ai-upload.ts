import { isAiCaptureKind, type ShootUploadFields } from '@booth/shared';
import { Invalid } from '@/errors.ts';
import { findAiFilterById } from '@/modules/ai-filters/ai-filters.repo.ts';
import { settingsOf } from '@/modules/events/event-views.ts';
import type { EventRow } from '@/modules/events/events.table.ts';
import type { Db } from '@/platform/db/database.ts';
import type { ShootAiChoice } from './shoots.table.ts';

function refuse(path: 'aiFilterId' | 'aiVariant', message: string): Invalid {
  return new Invalid(`${path}: ${message}`, [{ path, message }]);
}

/**
 * The AI filter of an `ai` or `aifilter` upload (campaigns §3 `aiFilters`): one of that mode's filters
 * that the campaign's owner may use (its own or the public library's; one deleted meanwhile is gone),
 * and for a filter with separate ids the guest's pick of `aiVariant` (never inferred from the face).
 * Other kinds take neither field. Answers what the shoot keeps in its input.
 */
export async function aiChoiceOf(db: Db, event: EventRow, upload: ShootUploadFields): Promise<ShootAiChoice | undefined> {
  if (!isAiCaptureKind(upload.kind)) {
    if (upload.aiFilterId) throw refuse('aiFilterId', `only ai and aifilter captures take a filter, not ${upload.kind}`);
    if (upload.aiVariant) throw refuse('aiVariant', `only ai and aifilter captures take a variant, not ${upload.kind}`);
    return undefined;
  }
  if (!upload.aiFilterId) throw refuse('aiFilterId', `required for an ${upload.kind} capture`);
  const offered = settingsOf(event).shutter[upload.kind].aiFilters;
  // Compared in lower case: the settings keep the ids as the editor sent them.
  const filterId = upload.aiFilterId.toLowerCase();
  if (!offered.some((id) => id.toLowerCase() === filterId)) throw refuse('aiFilterId', `not one of the AI filters of ${upload.kind}`);
  const filter = await findAiFilterById(db, filterId);
  if (!filter || (filter.customerId !== event.customerId && !filter.isPublic)) throw refuse('aiFilterId', 'no such AI filter');
  if (filter.useSeparateIds && !upload.aiVariant) throw refuse('aiVariant', 'required: this filter has separate male and female ids (male or female)');
  if (!filter.useSeparateIds && upload.aiVariant) throw refuse('aiVariant', 'this filter has no separate ids; leave it out');
  return { filterId: filter.id, variant: upload.aiVariant ?? null };
}
