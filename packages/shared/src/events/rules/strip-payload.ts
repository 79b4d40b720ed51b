import { stripFields } from '../../rules/strip-fields.ts';

/** Creating an event drops id (campaigns §5). */
export const EVENT_CREATE_DROPPED_FIELDS = ['id'] as const;
/** Updating drops id, boothType, slug, createdAt, updatedAt (campaigns §5): the booth type is fixed at creation. */
export const EVENT_UPDATE_DROPPED_FIELDS = ['id', 'boothType', 'slug', 'createdAt', 'updatedAt'] as const;

/** The body of POST /events from an event-shaped object. A copy uses the shared `stripForCopy`. */
export function stripForCreate<T extends object>(event: T) {
  return stripFields(event, EVENT_CREATE_DROPPED_FIELDS);
}

/** The body of PUT /events/{id} from an event-shaped object. */
export function stripForUpdate<T extends object>(event: T) {
  return stripFields(event, EVENT_UPDATE_DROPPED_FIELDS);
}
