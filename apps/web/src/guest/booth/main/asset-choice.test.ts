import { describe, expect, it } from 'vitest';
import { chooseBackground, chooseOverlay, choiceOptions, initialChoice, type ChoiceSettings } from './asset-choice';

const base: ChoiceSettings = {
  backgrounds: ['b1', 'b2', 'b3'],
  overlays: ['o1', 'o2', 'o3'],
  allowChooseNoneBackground: false,
  allowChooseNoneOverlay: false,
  coupleAssets: false,
};

describe('background and overlay choice', () => {
  it('offers "none" first only when allowed, and nothing when there are no assets', () => {
    expect(choiceOptions(['o1', 'o2'], false)).toEqual(['o1', 'o2']);
    expect(choiceOptions(['o1', 'o2'], true)).toEqual([null, 'o1', 'o2']);
    expect(choiceOptions([], true)).toEqual([]);
  });

  it('starts with the first background and overlay', () => {
    expect(initialChoice(base)).toEqual({ backgroundId: 'b1', overlayId: 'o1' });
    expect(initialChoice({ ...base, backgrounds: [], overlays: [] })).toEqual({ backgroundId: null, overlayId: null });
  });

  it('chooses each on its own when not coupled', () => {
    const choice = chooseBackground(base, initialChoice(base), 'b3');
    expect(choice).toEqual({ backgroundId: 'b3', overlayId: 'o1' });
    expect(chooseOverlay(base, choice, 'o2')).toEqual({ backgroundId: 'b3', overlayId: 'o2' });
  });

  it('refuses "none" unless allowed, and ids that are not the mode\'s', () => {
    const choice = initialChoice(base);
    expect(chooseBackground(base, choice, null)).toBe(choice);
    expect(chooseOverlay(base, choice, null)).toBe(choice);
    expect(chooseOverlay(base, choice, 'elsewhere')).toBe(choice);
    const open = { ...base, allowChooseNoneBackground: true, allowChooseNoneOverlay: true };
    expect(chooseBackground(open, choice, null)).toEqual({ backgroundId: null, overlayId: 'o1' });
    expect(chooseOverlay(open, choice, null)).toEqual({ backgroundId: 'b1', overlayId: null });
  });

  it('coupled: a background picks the overlay at the same position and the other way round', () => {
    const settings = { ...base, coupleAssets: true };
    const choice = chooseBackground(settings, initialChoice(settings), 'b2');
    expect(choice).toEqual({ backgroundId: 'b2', overlayId: 'o2' });
    expect(chooseOverlay(settings, choice, 'o3')).toEqual({ backgroundId: 'b3', overlayId: 'o3' });
  });

  it('coupled "none" takes the partner away only when that side allows none', () => {
    const both = { ...base, coupleAssets: true, allowChooseNoneBackground: true, allowChooseNoneOverlay: true };
    expect(chooseBackground(both, initialChoice(both), null)).toEqual({ backgroundId: null, overlayId: null });
    const onlyBackground = { ...base, coupleAssets: true, allowChooseNoneBackground: true };
    expect(chooseBackground(onlyBackground, initialChoice(onlyBackground), null)).toEqual({ backgroundId: null, overlayId: 'o1' });
  });
});
