import { type GuestTextKey, type Locale, guestTextKeys, guestTexts } from '@booth/shared';

/*
 * Settings whose text a guest sees in place of a catalogue text (campaigns §2, §9): left empty (or
 * at the stored English default) the guest gets the catalogue text in their language, which the
 * editor shows as the field's placeholder.
 */
const GUEST_TEXT_OF: [RegExp, (match: RegExpMatchArray) => GuestTextKey | undefined][] = [
  [/^virtualSettings\.title$/, () => 'start.title'],
  [/^virtualSettings\.body$/, () => 'start.body'],
  [/^screens\.microsite\.title$/, () => 'microsite.title'],
  [/^screens\.microsite\.body$/, () => 'microsite.body'],
  [/^screens\.sharing\.email\.subject$/, () => 'mail.subject'],
  [/^shutter\.(\w+)\.name$/, (match) => modeText(match[1])],
  [/\.accept$/, () => 'submit.yes'],
  [/\.decline$/, () => 'submit.no'],
];

function modeText(mode: string | undefined): GuestTextKey | undefined {
  const key = `mode.${mode ?? ''}`;
  return (guestTextKeys as string[]).includes(key) ? (key as GuestTextKey) : undefined;
}

/** The guest text a setting overrides, if any. */
export function guestTextKeyOf(path: string): GuestTextKey | undefined {
  for (const [pattern, key] of GUEST_TEXT_OF) {
    const match = path.match(pattern);
    if (match) return key(match);
  }
  return undefined;
}

/** A catalogue text as the guest reads it in `locale` (placeholders such as {name} left visible). */
export function defaultGuestText(key: GuestTextKey, locale: Locale): string {
  return guestTexts(locale)(key);
}

/** Whether a stored value is the English catalogue text the model keeps as its default. */
export function isStoredDefault(value: string, key: GuestTextKey): boolean {
  return value === guestTexts('en')(key);
}

/** The locale guest texts are shown in: the organiser's interface language. */
export function guestLocale(language: string): Locale {
  return language.startsWith('en') ? 'en' : 'de';
}
