import { describe, expect, it } from 'vitest';
import { eventSettingsSchema } from '../event.ts';
import { assetRefsIn } from './asset-refs.ts';

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

describe('assetRefsIn', () => {
  it('finds every asset reference of the settings with its path, and nothing else', () => {
    const settings = eventSettingsSchema.parse({
      genericUrlId: id(90),
      virtualSettings: { banner: id(1), fontId: id(2), translationId: id(91) },
      shutter: { photo: { enabled: true, overlays: [id(3), id(4)], backgrounds: [id(5)], aiFilters: [id(92)] } },
      screens: {
        sharing: {
          printLayoutCreator: {
            settings: {
              photo: {
                nodes: [
                  { id: 'logo', type: 'image', assetId: id(6) },
                  { id: 'title', type: 'text', text: 'Hallo', format: { fontId: id(7) } },
                ],
              },
            },
          },
        },
      },
    });
    const refs = assetRefsIn(eventSettingsSchema, settings);
    expect(refs).toEqual(
      expect.arrayContaining([
        { path: 'virtualSettings.banner', id: id(1) },
        { path: 'virtualSettings.fontId', id: id(2) },
        { path: 'shutter.photo.overlays.0', id: id(3) },
        { path: 'shutter.photo.overlays.1', id: id(4) },
        { path: 'shutter.photo.backgrounds.0', id: id(5) },
        { path: 'screens.sharing.printLayoutCreator.settings.photo.nodes.0.assetId', id: id(6) },
        { path: 'screens.sharing.printLayoutCreator.settings.photo.nodes.1.format.fontId', id: id(7) },
      ]),
    );
    expect(refs).toHaveLength(7);
    // Campaign, translation and AI-filter ids are not library assets.
    expect(refs.map((ref) => ref.id)).not.toEqual(expect.arrayContaining([id(90)]));
    expect(refs.map((ref) => ref.id).filter((found) => [id(91), id(92)].includes(found))).toEqual([]);
  });

  it('finds none in the default settings', () => {
    expect(assetRefsIn(eventSettingsSchema, eventSettingsSchema.parse({}))).toEqual([]);
  });

  it('reads ids in lower case, as the asset table keeps them', () => {
    const settings = eventSettingsSchema.parse({ virtualSettings: { banner: id(1).toUpperCase() } });
    expect(assetRefsIn(eventSettingsSchema, settings)).toEqual([{ path: 'virtualSettings.banner', id: id(1) }]);
  });
});
