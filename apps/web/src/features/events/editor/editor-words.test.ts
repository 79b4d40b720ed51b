import { boothTypes, filterPreset } from '@booth/shared';
import { describe, expect, it } from 'vitest';
import de from '@/i18n/locales/de/events.json';
import en from '@/i18n/locales/en/events.json';
import '@/features/events/events-i18n';
import { tabsFor } from '@/features/events/editor/editor-tabs';
import { fieldHelp, fieldLabel, isSelfDescribing } from '@/features/events/editor/field-label';
import { humanise } from '@/features/events/editor/path';
import { itemLabel } from '@/features/events/editor/schema-tree';
import { allNodes } from '@/features/events/editor/tab-tree';
import { i18n } from '@/i18n/i18n';

/** Every key of a nested object, dotted. */
function keysOf(value: unknown, prefix = ''): string[] {
  if (!value || typeof value !== 'object') return [prefix];
  return Object.entries(value).flatMap(([key, child]) => keysOf(child, prefix ? `${prefix}.${key}` : key));
}

const nodes = boothTypes.flatMap((boothType) => tabsFor(boothType).flatMap((tab) => allNodes(tab, boothType)));
const paths = [...new Set(nodes.map((node) => node.path))];

describe('the editor speaks German and English', () => {
  it('has the same keys in de and en events.json', () => {
    expect(keysOf(de).sort()).toEqual(keysOf(en).sort());
  });

  it.each(['de', 'en'])('labels every setting of every tab for both booth types in plain words (%s)', (lng) => {
    const problems: string[] = [];
    for (const path of paths) {
      const key = path.split('.').at(-1) as string;
      const label = fieldLabel(path, lng);
      const plain = (text: string) => text.trim().toLowerCase();
      if (!i18n.exists(`events:settings.${key}.label`, { lng }) && plain(label) === plain(humanise(key))) problems.push(`${path}: no label`);
      else if ([key, humanise(key)].some((name) => plain(name) === plain(label))) problems.push(`${path}: label "${label}" is its field name`);
      const help = fieldHelp(path, lng);
      if (!help) problems.push(`${path}: no help`);
      else if (help.includes('{{')) problems.push(`${path}: help not filled in`);
    }
    expect(problems).toEqual([]);
  });

  it.each(['de', 'en'])('names every choice of every select and every kind of list item (%s)', (lng) => {
    const options = new Set<string>();
    for (const node of nodes) {
      if (node.kind !== 'field') continue;
      node.options?.forEach((option) => options.add(option));
      node.itemSchemas?.forEach((schema) => {
        const name = itemLabel(schema);
        if (name) options.add(name);
      });
    }
    // A review filter is chosen by its fixed id and named by its look's key.
    const keyOf = (option: string) => (filterPreset(option) ? `filter_${filterPreset(option)?.key}` : option);
    const missing = [...options].filter((option) => !isSelfDescribing(option) && !i18n.exists(`events:options.${keyOf(option)}`, { lng, fallbackLng: [] }));
    expect(missing).toEqual([]);
  });

  it('has a real editor for every setting (no raw JSON)', () => {
    expect(nodes.filter((node) => node.kind === 'field' && node.widget === 'json').map((node) => node.path)).toEqual([]);
  });

  it('words a key by its place where it means something else there', () => {
    expect(fieldLabel('name', 'en')).toBe('Campaign name');
    expect(fieldLabel('shutter.photo.name', 'en')).toBe('Button name');
    expect(fieldLabel('shutter.gif.background', 'de')).toBe('Greenscreen-Hintergrund');
    expect(fieldLabel('screens.sharing.background', 'de')).toBe('Hintergrundbild');
    expect(fieldLabel('screens.shutter.countDownType', 'de')).toBe('Art des Countdowns');
    expect(fieldHelp('screens.shutter.countDownType', 'de')).toBe('Zahlen auf dem Bildschirm oder Ihr eigenes Countdown-Video.');
    expect(fieldHelp('screens.sharing.sms.enabled', 'en')).toBe('Turns “Share by SMS” on or off for this campaign.');
  });
});
