import { describe, expect, it } from 'vitest';
import { namesFromFileName } from '@/features/assets/api/font-item';

describe('font names from a file name', () => {
  it.each([
    ['OpenSans-SemiBoldItalic.woff2', 'Open Sans SemiBold Italic', 'Open Sans'],
    ['Raleway-Regular.ttf', 'Raleway Regular', 'Raleway'],
    ['brand_font.otf', 'brand font', 'brand font'],
    ['Bold.woff', 'Bold', 'Bold'],
    ['Inter-VariableFont_slnt,wght.ttf', 'Inter Variable Font slnt,wght', 'Inter Variable Font slnt,wght'],
  ])('%s → %s / %s', (file, name, family) => expect(namesFromFileName(file)).toEqual({ name, family }));
});

