import { AI_PROMPT_MAX, type AiPrompt } from '@booth/shared';
import { throwIfAborted } from './ai-http.ts';
import type { AiPromptEnhancer } from './ai-provider.ts';

/**
 * The rule-based prompt enhancer (labelled "local" in the studio; used when no OpenAI-compatible key is
 * set). It does what a person polishing a prompt for a booth portrait would do, without a model:
 * splits the prompt into its comma/line terms, trims them and drops repeats (case-insensitive), then adds
 * the quality and composition terms a portrait of a guest needs unless the prompt already says them, and
 * a default negative prompt when there is none. Terms are added in English (what image models read) and
 * only while the prompt stays within AI_PROMPT_MAX; a prompt already longer is cut at a term boundary.
 */

/** Added once each, in this order, when the prompt lacks them (COVERED_BY says what counts as having one). */
export const PORTRAIT_TERMS = [
  'portrait of the person in the photo',
  'face clearly recognisable',
  'head and shoulders, centered composition',
  'highly detailed',
  'sharp focus',
  'balanced soft lighting',
] as const;

export const DEFAULT_NEGATIVE_PROMPT =
  'blurry, low quality, deformed face, distorted features, extra limbs, extra fingers, bad anatomy, cropped head, watermark, text, logo';

/** Words that show a prompt already covers a term (so "close-up portrait" gets no second "portrait …"). */
const COVERED_BY: Record<(typeof PORTRAIT_TERMS)[number], RegExp> = {
  'portrait of the person in the photo': /\b(portrait|porträt|portraet|bildnis)\b/i,
  'face clearly recognisable': /\b(recogni[sz]able|likeness|erkennbar|face clearly)\b/i,
  'head and shoulders, centered composition': /\b(head and shoulders|centered|centred|composition|close-up|closeup|full body|half body)\b/i,
  'highly detailed': /\b(detailed|detail|detailliert)\b/i,
  'sharp focus': /\b(sharp|in focus|focused|scharf)\b/i,
  'balanced soft lighting': /\b(light|lighting|lit|licht|beleuchtung)\b/i,
};

/** The terms of a prompt: split at commas and line breaks, trimmed, inner space collapsed, repeats dropped. */
export function promptTerms(text: string): string[] {
  const seen = new Set<string>();
  const terms: string[] = [];
  for (const raw of text.split(/[,\n;]+/)) {
    const term = raw.replace(/\s+/g, ' ').trim();
    const key = term.toLowerCase();
    if (term && !seen.has(key)) {
      seen.add(key);
      terms.push(term);
    }
  }
  return terms;
}

/** Terms joined with ", ", as many as fit within `max` characters. */
function joinWithin(terms: readonly string[], max: number): string {
  let text = '';
  for (const term of terms) {
    const next = text ? `${text}, ${term}` : term;
    if (next.length > max) {
      // A single term longer than the limit (one long sentence) is cut rather than dropped.
      if (!text) return term.slice(0, max).trim();
      break;
    }
    text = next;
  }
  return text;
}

export function enhancePromptLocally(prompt: AiPrompt): AiPrompt {
  const own = promptTerms(prompt.positivePrompt);
  const ownText = own.join(', ');
  const additions = PORTRAIT_TERMS.filter((term) => !COVERED_BY[term].test(ownText));
  const positivePrompt = joinWithin([...own, ...additions], AI_PROMPT_MAX);
  const negativeTerms = promptTerms(prompt.negativePrompt);
  const negativePrompt = joinWithin(negativeTerms.length > 0 ? negativeTerms : promptTerms(DEFAULT_NEGATIVE_PROMPT), AI_PROMPT_MAX);
  return { positivePrompt, negativePrompt };
}

export function createLocalPromptEnhancer(): AiPromptEnhancer {
  return {
    name: 'local',
    // async: an aborted call is a rejected promise, as with the remote enhancer, not a synchronous throw.
    async enhance(prompt, signal) {
      throwIfAborted('The local prompt rules', signal);
      return enhancePromptLocally(prompt);
    },
  };
}
