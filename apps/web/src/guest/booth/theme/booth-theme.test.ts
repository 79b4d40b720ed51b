import { contrastRatio, MIN_CONTRAST } from '@booth/shared';
import { describe, expect, it } from 'vitest';
import { guestAsset, makeVirtualEvent } from '@/guest/booth/test/guest-fixture';
import { boothTheme } from './booth-theme';

const vars = (theme: ReturnType<typeof boothTheme>) => theme as Record<string, string>;

describe('booth theme', () => {
  it('is the branded default without design settings: white page, readable #18dad7 buttons, Raleway and Open Sans', () => {
    const theme = vars(boothTheme(makeVirtualEvent()));
    expect(theme['--booth-bg']).toBe('#ffffff');
    expect(theme['--booth-text-color']).toBe('#000000');
    expect(theme['--booth-primary-bg']).toBe('#18dad7');
    // White on #18dad7 is about 1.7:1: the label turns dark.
    expect(theme['--booth-primary-color']).toBe('#000000');
    expect(theme['--booth-secondary-color']).toBe('#ffffff');
    expect(theme['--booth-title-font']).toMatch(/^"Raleway"/);
    expect(theme['--booth-text-font']).toMatch(/^"Open Sans"/);
    expect(vars(boothTheme(null))['--booth-bg']).toBe('#ffffff');
  });

  it("applies the event's design with every text readable on its background", () => {
    const event = makeVirtualEvent({
      designSettings: {
        enabled: true,
        general: {
          background: { background_color: '#101820' },
          // Black on the dark page would be unreadable.
          text: { medium: { color: '#000000', family: 'Lato' } },
          title: { medium: { color: '#f4d86d' } },
          buttons: { primary: { color: '#ffffff', backgroundColor: '#f4d86d', borderColor: '#f4d86d' } },
        },
      },
    });
    const theme = vars(boothTheme(event));
    expect(theme['--booth-bg']).toBe('#101820');
    expect(theme['--booth-text-color']).toBe('#ffffff');
    expect(theme['--booth-title-color']).toBe('#f4d86d');
    expect(theme['--booth-primary-color']).toBe('#000000');
    expect(theme['--booth-text-font']).toMatch(/^"Lato"/);
    for (const [text, background] of [
      ['--booth-text-color', '--booth-bg'],
      ['--booth-primary-color', '--booth-primary-bg'],
      ['--booth-secondary-color', '--booth-secondary-bg'],
    ] as const) {
      expect(contrastRatio(theme[text] ?? '', theme[background] ?? '')).toBeGreaterThanOrEqual(MIN_CONTRAST.normal);
    }
    expect(contrastRatio(theme['--booth-focus'] ?? '', theme['--booth-bg'] ?? '')).toBeGreaterThanOrEqual(MIN_CONTRAST.large);
  });

  it("uses the virtual booth's uploaded font for everything", () => {
    const font = guestAsset({ assetType: 'font', family: 'Party Sans' });
    const event = makeVirtualEvent({ virtualSettings: { fontId: font.id } }, [font]);
    const theme = vars(boothTheme(event, (id) => (id === font.id ? font : undefined)));
    expect(theme['--booth-title-font']).toMatch(/^"Party Sans"/);
    expect(theme['--booth-text-font']).toMatch(/^"Party Sans"/);
  });
});
