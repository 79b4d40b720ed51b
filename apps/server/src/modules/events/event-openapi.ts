import {
  designSettingsSchema,
  eventDtoSchema,
  eventListItemSchema,
  eventVirtualDtoSchema,
  screensSchema,
  sharingScreenSchema,
  shutterScreenSchema,
  shutterSchema,
  virtualSettingsSchema,
} from '@booth/shared';
import { z } from 'zod';

let registered = false;

/**
 * Names the large event schemas as OpenAPI components, so every route refers to them with `$ref`
 * instead of repeating ~100 KB of JSON Schema each (the document stays small enough for the docs UI).
 * Done here, not in packages/shared, which stays free of side effects.
 */
export function registerEventSchemaComponents(): void {
  if (registered) return;
  registered = true;
  const named: Array<[z.ZodType, string]> = [
    [screensSchema, 'EventScreens'],
    [shutterSchema, 'EventShutter'],
    [shutterScreenSchema, 'EventShutterScreen'],
    [sharingScreenSchema, 'EventSharingScreen'],
    [virtualSettingsSchema, 'EventVirtualSettings'],
    [designSettingsSchema, 'EventDesignSettings'],
    [eventDtoSchema, 'Event'],
    [eventListItemSchema, 'EventListItem'],
    [eventVirtualDtoSchema, 'EventVirtual'],
  ];
  for (const [schema, id] of named) {
    if (!z.globalRegistry.has(schema)) z.globalRegistry.add(schema, { id });
  }
}
