import { describe, expect, it } from 'vitest';
import { designDefaults } from '../constants.ts';
import { eventSettingsSchema } from './event.ts';
import { dateNodeSchema, layoutNodeSchema } from './print-layout-nodes.ts';
import { valueAt } from './test-support.ts';
import { textFormatSchema } from './text-format.ts';

const settings = eventSettingsSchema.parse({});
const design = settings.designSettings;

describe('text format (campaigns §3)', () => {
  it('is left-aligned plain Open Sans', () => {
    expect(textFormatSchema.parse({})).toEqual({
      align: 'left',
      italic: false,
      bold: false,
      underline: false,
      color: '#000000',
      family: 'Open Sans',
      size: 16,
      fontId: null,
    });
  });

  it.each(['left', 'right', 'center'])('aligns %s', (align) => expect(textFormatSchema.parse({ align }).align).toBe(align));
  it('refuses other alignments', () => expect(textFormatSchema.safeParse({ align: 'justify' }).success).toBe(false));
});

describe('start screen design (campaigns §3)', () => {
  const start = design.startScreen;
  it.each([
    ['enabled', false],
    ['general.background', { type: 'color', color: '#000000', image: null }],
    ['general.logo.width', 300],
    ['general.logo.height', 300],
    ['general.shutterButton', { width: 250, height: 250, perRow: 2 }],
    ['general.title.large.family', 'Arial'],
    ['general.title.medium.family', 'Arial'],
    ['general.title.small.family', 'Arial'],
    ['general.text.large.family', 'Arial'],
    ['general.text.medium.family', 'Arial'],
    ['general.text.small.family', 'Arial'],
    ['general.buttons.primary.family', 'Arial'],
    ['general.buttons.camera.family', 'Arial'],
    ['general.spacings.logoSpacing', { top: 20, right: 50, bottom: 50, left: 50 }],
    ['general.spacings.titleSpacing', { top: 10, right: 50, bottom: 10, left: 50 }],
    ['general.spacings.bodySpacing', { top: 10, right: 50, bottom: 50, left: 50 }],
    ['general.spacings.shutterButtonSpacing', { top: 10, right: 50, bottom: 20, left: 50 }],
  ])('%s is %j', (path, expected) => expect(valueAt(start, path)).toEqual(expected));
});

describe('event design settings (campaigns §3)', () => {
  it.each([
    ['enabled', false],
    ['general.background', { background_type: 'color', background_color: '#ffffff', background_image: null }],
    ['general.title.large', { color: '#000000', family: 'Raleway' }],
    ['general.text.small', { color: '#000000', family: 'Raleway' }],
    ['general.buttons.primary', { color: '#ffffff', backgroundColor: '#18dad7', borderColor: '#18dad7', family: 'Raleway' }],
    ['general.buttons.secondary', { color: '#ffffff', backgroundColor: '#34495e', borderColor: '#34495e', family: 'Raleway' }],
  ])('%s is %j', (path, expected) => expect(valueAt(design, path)).toEqual(expected));
});

describe('design system (campaigns §3, platform §9)', () => {
  const system = design.designSystem;
  it('global colours are the design-system defaults', () => {
    expect(system.globalStyles.colors).toEqual(designDefaults.colors);
  });

  it.each([
    ['globalStyles.typography.headingFont', 'Raleway'],
    ['globalStyles.typography.bodyFont', 'Open Sans'],
    ['globalStyles.typography.baseFontSize', 16],
    ['globalStyles.typography.headingLineHeight', 1.2],
    ['globalStyles.typography.bodyLineHeight', 1.5],
    ['globalStyles.spacing', { unit: 8, small: 8, medium: 16, large: 32 }],
    ['globalStyles.borders.radius', { small: 4, medium: 8, large: 16 }],
    ['globalStyles.borders.width', { thin: 1, medium: 2, thick: 4 }],
    ['screens.email.emailWidth', 600],
    ['screens.email.subject', ''],
    ['screens.email.preheader', ''],
    ['screens.startScreen.customCSS', ''],
    ['screens.microsite.layout', 'centered'],
    ['baseSettings', { background: '#ffffff', text: '#000000', primary: '#18dad7', secondary: '#34495e', font: 'Raleway, sans-serif' }],
    ['theme.name', 'Default'],
  ])('%s is %j', (path, expected) => expect(valueAt(system, path)).toEqual(expected));

  it('refuses a shadow that would close the CSS declaration', () => {
    const result = eventSettingsSchema.shape.designSettings.safeParse({
      designSystem: { globalStyles: { shadows: { small: '0 0 1px red; } body { display: none' } } },
    });
    expect(result.success).toBe(false);
  });
});

describe('print layout (campaigns §3, §9)', () => {
  const creator = settings.screens.sharing.printLayoutCreator;
  it.each([
    ['enabled', false],
    ['plan', 'Gold'],
    ['version', 1],
    ['paperConfig.ratio', '4:6'],
    ['paperConfig.width', 1280],
    ['paperConfig.height', 1920],
    ['paperConfig.fill', '#ffffff'],
    ['paperConfig.scale', 1],
    ['paperConfig.shadow', { color: '#000000', blur: 10, opacity: 0.6 }],
    ['paperConfig.frameDimension', '1:1'],
  ])('%s is %j', (path, expected) => expect(valueAt(creator, path)).toEqual(expected));

  it.each(['photo', 'gif', 'boomerang', 'aifilter', 'photoLayout'] as const)('the %s layout starts as 4:6 with one frame on white', (kind) => {
    expect(creator.settings[kind]).toEqual({
      paperSize: '4:6',
      includeFrames: 1,
      pictureWithOverlay: false,
      qrCode: false,
      addCurrentDate: false,
      duplicateStripePrinting: false,
      backgroundAsset: null,
      overlayAsset: null,
      backgroundColor: '#ffffff',
      rectangles: [],
      nodes: [],
    });
  });

  it('a node has position, size, rotation, scale, order, id and level (overlay)', () => {
    expect(layoutNodeSchema.parse({ type: 'shoot-qr-code', id: 'n1' })).toEqual({
      type: 'shoot-qr-code',
      id: 'n1',
      x: 0,
      y: 0,
      width: 200,
      height: 200,
      rotation: 0,
      scaleX: 1,
      scaleY: 1,
      zIndex: 0,
      level: 'overlay',
    });
  });

  it('a date node shows today as dd.mm.YYYY', () => {
    expect(dateNodeSchema.parse({ type: 'date', id: 'd1' })).toMatchObject({ dateType: 'now', format: 'dd.mm.YYYY' });
  });

  it.each(['frame', 'text', 'image', 'qr-code', 'shoot-qr-code', 'date'])('takes %s nodes', (type) => {
    expect(layoutNodeSchema.safeParse({ type, id: 'n1' }).success).toBe(true);
  });

  it.each([
    [{ type: 'video', id: 'n1' }],
    [{ type: 'date', id: 'n1', dateType: 'tomorrow' }],
    [{ type: 'text', id: 'n1', level: 'middle' }],
    [{ type: 'frame' }],
  ])('refuses %j', (node) => expect(layoutNodeSchema.safeParse(node).success).toBe(false));

  it('refuses a canvas longer than 1920', () => {
    const result = eventSettingsSchema.shape.screens.safeParse({
      sharing: { printLayoutCreator: { paperConfig: { height: 1921 } } },
    });
    expect(result.success).toBe(false);
  });
});
