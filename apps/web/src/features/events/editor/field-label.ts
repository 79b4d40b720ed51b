import { i18n } from '@/i18n/i18n';
import { humanise } from '@/features/events/editor/path';

/**
 * A setting's label: the translation of its key (`events:fields.<key>`), else the key made readable.
 * Keys repeat across screens ("enabled", "backgroundColor"), so one entry serves every screen.
 */
export function fieldLabel(key: string): string {
  const translationKey = `events:fields.${key}`;
  return i18n.exists(translationKey) ? String(i18n.t(translationKey as never)) : humanise(key);
}

export function optionLabel(option: string): string {
  const translationKey = `events:options.${option}`;
  return i18n.exists(translationKey) ? String(i18n.t(translationKey as never)) : option;
}
