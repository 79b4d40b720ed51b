import { localAiEffects, type LocalAiEffect } from '@booth/shared';

/**
 * Which local effect a filter on the local provider runs.
 *
 * - A filter whose `filterId` is an effect name (`cartoon`, `sketch`, `popart`, `vintage`, `duotone`,
 *   `halftone`, any case) runs that effect.
 * - Otherwise (a self-prompted filter on the local provider) the positive prompt decides: the effect whose
 *   keyword (English or German) appears first in it wins; with none, `cartoon`.
 *
 * | effect   | keywords |
 * |----------|----------|
 * | sketch   | sketch, pencil, drawing, charcoal, graphite, Zeichnung, Skizze, Bleistift, Kohle |
 * | halftone | comic, halftone, dots, manga, Raster, Punkte |
 * | vintage  | vintage, retro, sepia, old photo, nostalgic, antique, nostalgisch, altes Foto, alt |
 * | popart   | pop art, pop-art, popart, warhol |
 * | duotone  | duotone, duo tone, two-tone, two tone, zweifarbig |
 * | cartoon  | cartoon, toon, animated, Zeichentrick, Trickfilm |
 */
const KEYWORDS: Record<LocalAiEffect, readonly string[]> = {
  sketch: ['sketch', 'pencil', 'drawing', 'charcoal', 'graphite', 'zeichnung', 'skizze', 'bleistift', 'kohle'],
  halftone: ['comic', 'halftone', 'dots', 'manga', 'raster', 'punkte'],
  vintage: ['vintage', 'retro', 'sepia', 'old photo', 'nostalgic', 'antique', 'nostalgisch', 'altes foto', 'alt'],
  popart: ['pop art', 'pop-art', 'popart', 'warhol'],
  duotone: ['duotone', 'duo tone', 'two-tone', 'two tone', 'zweifarbig'],
  cartoon: ['cartoon', 'toon', 'animated', 'zeichentrick', 'trickfilm'],
};

export const DEFAULT_LOCAL_EFFECT: LocalAiEffect = 'cartoon';

export function isLocalEffect(value: string): value is LocalAiEffect {
  return (localAiEffects as readonly string[]).includes(value);
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Where a keyword first appears as a whole word (so "alt" is not found in "Walter", "toon" not in "cartoon"). */
function firstIndex(text: string, keyword: string): number {
  const match = new RegExp(`(?<![\\p{L}\\p{N}])${escape(keyword)}(?![\\p{L}\\p{N}])`, 'u').exec(text);
  return match ? match.index : -1;
}

export function effectFromPrompt(positivePrompt: string): LocalAiEffect {
  const text = positivePrompt.toLowerCase();
  let best: { effect: LocalAiEffect; index: number } | null = null;
  for (const effect of localAiEffects) {
    for (const keyword of KEYWORDS[effect]) {
      const index = firstIndex(text, keyword);
      if (index >= 0 && (!best || index < best.index)) best = { effect, index };
    }
  }
  return best?.effect ?? DEFAULT_LOCAL_EFFECT;
}

export function chooseLocalEffect(filterId: string, positivePrompt: string): LocalAiEffect {
  const named = filterId.trim().toLowerCase();
  return isLocalEffect(named) ? named : effectFromPrompt(positivePrompt);
}
