import { filterPreset } from '@booth/shared';
import { i18n } from '@/i18n/i18n';
import { humanise } from '@/features/events/editor/path';

/*
 * A setting's words (label and one-line help) in events.json `settings`, keyed by its path: the
 * entry of the longest matching path suffix wins ("sms/body" before "body"), "^path" is a whole
 * path only, "*" stands for a list index or a capture mode. A key-wide entry ("overlays") serves
 * every place where the key means the same.
 */

const CAPTURE_MODES = new Set(['photo', 'gif', 'boomerang', 'ai', 'video', 'photolayout', 'aifilter']);

/** The path's segments with list indexes and capture modes (when something follows them) as "*". */
export function normalisedSegments(path: string): string[] {
  const segments = path.split('.').filter(Boolean);
  return segments.map((segment, index) => {
    if (/^\d+$/.test(segment)) return '*';
    const last = index === segments.length - 1;
    const previous = segments[index - 1];
    const modeSlot = (index === 1 && segments[0] === 'shutter') || (previous === 'settings' && segments[index - 2] === 'printLayoutCreator');
    return !last && modeSlot && CAPTURE_MODES.has(segment) ? '*' : segment;
  });
}

/** The `settings` keys tried for a path, most specific first. */
export function settingKeys(path: string): string[] {
  const segments = normalisedSegments(path);
  const keys = [`^${segments.join('/')}`];
  for (let start = 0; start < segments.length; start += 1) {
    const suffix = segments.slice(start);
    // A suffix starting at a list index says nothing of its own ("*/title" would match every list).
    if (suffix[0] !== '*') keys.push(suffix.join('/'));
  }
  return keys;
}

function entryKey(path: string, part: 'label' | 'help', lng?: string): string | undefined {
  return settingKeys(path)
    .map((key) => `events:settings.${key}.${part}`)
    .find((key) => i18n.exists(key, lng ? { lng, fallbackLng: [] } : undefined));
}

/** The path of the group (or list) a setting sits in, for "{{group}}" in generic help texts. */
export function parentPath(path: string): string {
  const segments = path.split('.').filter(Boolean);
  segments.pop();
  while (segments.length > 0 && /^\d+$/.test(segments.at(-1) as string)) segments.pop();
  return segments.join('.');
}

/** A setting's plain label; the key made readable only if events.json has no entry (a test forbids that). */
export function fieldLabel(path: string, lng?: string): string {
  const key = entryKey(path, 'label', lng);
  if (!key) return humanise(path.split('.').at(-1) ?? path);
  return String(i18n.t(key as never, lng ? { lng } : undefined));
}

/** A setting's one-line help, or undefined when events.json has none. */
export function fieldHelp(path: string, lng?: string): string | undefined {
  const key = entryKey(path, 'help', lng);
  if (!key) return undefined;
  const parent = parentPath(path);
  const group = parent ? fieldLabel(parent, lng) : '';
  return String(i18n.t(key as never, { group, lng, interpolation: { escapeValue: false } } as never));
}

/** Whether a choice needs no words (a number, a ratio, a resolution name). */
export function isSelfDescribing(option: string): boolean {
  return /^[\d.:]+$/.test(option) || /^(SD|HD|\d+K)$/.test(option);
}

export function optionLabel(option: string, lng?: string): string {
  if (isSelfDescribing(option)) return option;
  // A review filter is stored by its fixed id; its label is the look's name.
  const preset = filterPreset(option);
  const translationKey = `events:options.${preset ? `filter_${preset.key}` : option}`;
  return i18n.exists(translationKey, lng ? { lng } : undefined) ? String(i18n.t(translationKey as never, lng ? { lng } : undefined)) : option;
}
