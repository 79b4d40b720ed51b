import { describe, expect, it } from 'vitest';
import { designSystemSchema } from '../design-system.ts';
import { eventSettingsSchema } from '../event.ts';
import { applyDesignSystem, eventNotFoundMessage, findEventForDesignSystem } from './design-system.ts';

const event = (id: string) => ({ id, designSettings: eventSettingsSchema.parse({}).designSettings });
const dark = designSystemSchema.parse({ theme: { name: 'Dark Mode' }, globalStyles: { colors: { background: '#000000' } } });

describe('applying a design system (campaigns §5, §8)', () => {
  it('names the missing event', () => expect(eventNotFoundMessage('e9')).toBe('Event with ID e9 not found'));

  it.each([
    ['in the list', [event('e1'), event('e2')], null, 'e2'],
    ['the current event', [event('e1')], event('e3'), 'e3'],
  ])('finds an event %s', (_where, events, current, id) => {
    expect(findEventForDesignSystem(id, events, current).id).toBe(id);
  });

  it.each([
    ['an empty list and no current event', [], null],
    ['a list without it and another current event', [event('e1')], event('e2')],
  ])('fails with %s', (_case, events, current) => {
    expect(() => findEventForDesignSystem('e9', events, current)).toThrow('Event with ID e9 not found');
    expect(() => applyDesignSystem('e9', dark, { events, current })).toThrow('Event with ID e9 not found');
  });

  it('applies the design system and switches the design on, leaving the original alone', () => {
    const original = event('e1');
    const applied = applyDesignSystem('e1', dark, { events: [original] });
    expect(applied.designSettings.enabled).toBe(true);
    expect(applied.designSettings.designSystem.theme.name).toBe('Dark Mode');
    expect(applied.designSettings.designSystem.globalStyles.colors.background).toBe('#000000');
    expect(original.designSettings.enabled).toBe(false);
  });
});
