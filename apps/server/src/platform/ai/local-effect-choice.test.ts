import { describe, expect, it } from 'vitest';
import { chooseLocalEffect, effectFromPrompt } from './local-effect-choice.ts';

describe('chooseLocalEffect', () => {
  it('runs the effect a filter id names, in any case', () => {
    expect(chooseLocalEffect('halftone', 'a pencil sketch')).toBe('halftone');
    expect(chooseLocalEffect(' PopArt ', '')).toBe('popart');
  });

  it('picks the effect by keywords in the prompt when the filter id is no effect name', () => {
    expect(chooseLocalEffect('my-filter', 'a pencil drawing of me')).toBe('sketch');
    expect(chooseLocalEffect('my-filter', 'Zeichnung mit Kohle')).toBe('sketch');
    expect(chooseLocalEffect('', 'comic book hero')).toBe('halftone');
    expect(chooseLocalEffect('', 'Retro look, warm tones')).toBe('vintage');
    expect(chooseLocalEffect('', 'sepia photo from 1920')).toBe('vintage');
    expect(chooseLocalEffect('', 'Andy Warhol style pop art')).toBe('popart');
    expect(chooseLocalEffect('', 'duotone poster in blue and pink')).toBe('duotone');
    expect(chooseLocalEffect('', 'a cartoon character')).toBe('cartoon');
  });

  it('takes the keyword that comes first, and defaults to cartoon', () => {
    expect(effectFromPrompt('vintage comic cover')).toBe('vintage');
    expect(effectFromPrompt('comic cover, vintage colours')).toBe('halftone');
    expect(effectFromPrompt('a astronaut on the moon')).toBe('cartoon');
    expect(effectFromPrompt('')).toBe('cartoon');
  });

  it('matches whole words only', () => {
    // "alt" (German "old") must not be found inside "Walter", nor "dots" inside "antidotes".
    expect(effectFromPrompt('Walter with antidotes')).toBe('cartoon');
    expect(effectFromPrompt('ein altes Foto')).toBe('vintage');
  });
});
