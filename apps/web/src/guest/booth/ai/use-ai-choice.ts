import { isAiCaptureKind, type AiVariant, type GuestAiFilter, type UploadCaptureKind } from '@booth/shared';
import { useMemo, useState } from 'react';
import { useGuest } from '@/guest/shared/guest-context';
import { aiChoiceReady, aiFiltersOf, type AiChoice } from './ai-modes';

export interface AiChoiceState {
  /** Whether the chosen mode makes an AI picture. */
  active: boolean;
  /** The mode's filters (empty for other modes). */
  filters: GuestAiFilter[];
  /** The choice, null for other modes. */
  choice: AiChoice | null;
  /** The chosen filter. */
  filter: GuestAiFilter | null;
  /** A capture may start: not an AI mode, or a filter chosen and its variant where it has one. */
  ready: boolean;
  setFilter: (id: string) => void;
  setVariant: (variant: AiVariant) => void;
}

/**
 * The AI filter a guest chose, per AI mode: the mode's first filter until the guest picks another. A
 * filter with separate male and female ids needs the guest's own pick of the variant (never inferred
 * from the face); it is kept when the guest tries another filter.
 */
export function useAiChoice(kind: UploadCaptureKind): AiChoiceState {
  const { event } = useGuest();
  const [choices, setChoices] = useState<Partial<Record<UploadCaptureKind, AiChoice>>>({});
  const active = isAiCaptureKind(kind);
  const filters = useMemo(() => aiFiltersOf(event, kind), [event, kind]);
  const stored = choices[kind];
  // A stored choice of a filter the campaign no longer offers falls back to the first.
  const first = filters[0];
  const choice: AiChoice | null = !active || !first ? null : stored && filters.some((item) => item.id === stored.filterId) ? stored : { filterId: first.id, variant: stored?.variant ?? null };
  const filter = choice ? (filters.find((item) => item.id === choice.filterId) ?? null) : null;

  return {
    active,
    filters,
    choice,
    filter,
    ready: !active || aiChoiceReady(filters, choice),
    setFilter: (id) => setChoices((all) => ({ ...all, [kind]: { filterId: id, variant: all[kind]?.variant ?? choice?.variant ?? null } })),
    setVariant: (variant) => choice && setChoices((all) => ({ ...all, [kind]: { ...choice, variant } })),
  };
}
