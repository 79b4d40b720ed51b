/** What of a capture mode's settings decides the background and overlay choices (campaigns §3, §5). */
export interface ChoiceSettings {
  backgrounds: readonly string[];
  overlays: readonly string[];
  allowChooseNoneBackground: boolean;
  allowChooseNoneOverlay: boolean;
  /** A background comes with the overlay at the same position, and the other way round. */
  coupleAssets: boolean;
}

export interface AssetChoice {
  backgroundId: string | null;
  overlayId: string | null;
}

/** The options a chooser shows: "none" first when allowed, then the assets; empty when there is nothing to choose. */
export function choiceOptions(ids: readonly string[], allowNone: boolean): (string | null)[] {
  if (ids.length === 0) return [];
  return allowNone ? [null, ...ids] : [...ids];
}

/** A guest starts with the first background and the first overlay the organiser put there. */
export function initialChoice(settings: ChoiceSettings): AssetChoice {
  return { backgroundId: settings.backgrounds[0] ?? null, overlayId: settings.overlays[0] ?? null };
}

function coupled(from: readonly string[], to: readonly string[], id: string | null, fallback: string | null): string | null {
  if (id === null) return null;
  const index = from.indexOf(id);
  return index >= 0 ? (to[index] ?? fallback) : fallback;
}

export function chooseBackground(settings: ChoiceSettings, choice: AssetChoice, backgroundId: string | null): AssetChoice {
  if (backgroundId === null && !settings.allowChooseNoneBackground) return choice;
  if (backgroundId !== null && !settings.backgrounds.includes(backgroundId)) return choice;
  if (!settings.coupleAssets) return { ...choice, backgroundId };
  const overlayId = coupled(settings.backgrounds, settings.overlays, backgroundId, choice.overlayId);
  // "None" for the background takes away its overlay too, when the overlays allow none.
  if (overlayId === null && !settings.allowChooseNoneOverlay) return { backgroundId, overlayId: choice.overlayId };
  return { backgroundId, overlayId };
}

export function chooseOverlay(settings: ChoiceSettings, choice: AssetChoice, overlayId: string | null): AssetChoice {
  if (overlayId === null && !settings.allowChooseNoneOverlay) return choice;
  if (overlayId !== null && !settings.overlays.includes(overlayId)) return choice;
  if (!settings.coupleAssets) return { ...choice, overlayId };
  const backgroundId = coupled(settings.overlays, settings.backgrounds, overlayId, choice.backgroundId);
  if (backgroundId === null && !settings.allowChooseNoneBackground) return { overlayId, backgroundId: choice.backgroundId };
  return { overlayId, backgroundId };
}
