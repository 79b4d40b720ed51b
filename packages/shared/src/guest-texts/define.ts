/** A section of the guest text catalogue: every key in English and German. */
export type TextSection<K extends string> = { en: Record<K, string>; de: Record<K, string> };

export function defineTexts<K extends string>(section: TextSection<K>): TextSection<K> {
  return section;
}
