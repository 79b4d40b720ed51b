import { enabledCaptureKinds, isAiCaptureKind, type AiVariant, type EventVirtualDto, type GuestAiFilter, type UploadCaptureKind } from '@booth/shared';

/** The AI capture modes, in the order the main screen shows them (after the other modes). */
export const AI_MODE_KINDS = ['ai', 'aifilter'] as const satisfies readonly UploadCaptureKind[];
export type AiModeKind = (typeof AI_MODE_KINDS)[number];

/** What the guest chose for an AI picture: the filter, and for a filter with separate ids the variant. */
export interface AiChoice {
  filterId: string;
  variant: AiVariant | null;
}

/**
 * The filters a mode offers, in the mode's order: only those the server sent (a filter deleted or no
 * longer visible to the campaign's customer may still be named in the settings).
 */
export function aiFiltersOf(event: EventVirtualDto, kind: UploadCaptureKind): GuestAiFilter[] {
  if (!isAiCaptureKind(kind)) return [];
  const byId = new Map(event.aiFilters.map((filter) => [filter.id, filter]));
  return event.shutter[kind].aiFilters.flatMap((id) => byId.get(id) ?? []);
}

export interface BoothCaptureKinds {
  kinds: UploadCaptureKind[];
  /**
   * The campaign's AI modes are switched on but cannot run now (budget or credits spent): they were
   * turned into the plain photo mode, and the guest is told so.
   */
  aiReplaced: boolean;
}

/**
 * The capture modes a guest can choose: the enabled ones, an AI mode only with at least one filter to
 * choose from. When AI pictures cannot run (aiAvailability), the AI modes turn into the plain photo
 * mode: the booth never closes for it.
 */
export function boothCaptureKinds(event: EventVirtualDto): BoothCaptureKinds {
  const kinds = enabledCaptureKinds(event.shutter);
  const aiKinds = AI_MODE_KINDS.filter((kind) => event.shutter[kind].enabled && aiFiltersOf(event, kind).length > 0);
  if (aiKinds.length === 0) return { kinds, aiReplaced: false };
  if (event.aiAvailability.available) return { kinds: [...kinds, ...aiKinds], aiReplaced: false };
  return { kinds: kinds.includes('photo') ? kinds : ['photo', ...kinds], aiReplaced: true };
}

/** Whether the choice is complete: a filter of the mode, and the variant when the filter has separate ids. */
export function aiChoiceReady(filters: readonly GuestAiFilter[], choice: AiChoice | null): boolean {
  const filter = choice ? filters.find((item) => item.id === choice.filterId) : undefined;
  return Boolean(filter && (!filter.useSeparateIds || choice?.variant));
}
