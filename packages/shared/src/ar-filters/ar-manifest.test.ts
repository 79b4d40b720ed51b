import { describe, expect, it } from 'vitest';
import { AR_FILTER_LIMITS, arLayerFiles, parseArFilterManifest } from './ar-manifest.ts';
import { arMissingFiles, arPackageRoot } from './ar-package.ts';

const glasses = { file: 'glasses.png', anchor: 'betweenEyes', pivot: { x: 300, y: 100 }, scale: { pixels: 260 } };
const hat = { file: 'layers/hat.png', anchor: ['forehead'], pivot: { x: 200, y: 380 }, scale: { reference: 'faceWidth', pixels: 400 }, offset: { x: 0, y: -0.2 } };

function problems(input: unknown): string[] {
  const parsed = parseArFilterManifest(input);
  if (parsed.ok) throw new Error('expected the manifest to be refused');
  return parsed.problems;
}

describe('AR filter manifest', () => {
  it('accepts a good manifest and fills in the defaults', () => {
    const parsed = parseArFilterManifest({ version: 1, name: 'Party', layers: [glasses, hat] });
    expect(parsed).toEqual({
      ok: true,
      manifest: {
        version: 1,
        name: 'Party',
        layers: [
          { ...glasses, anchor: ['betweenEyes'], scale: { reference: 'eyeDistance', pixels: 260 }, offset: { x: 0, y: 0 }, rotation: 0, followRoll: true, opacity: 1 },
          { ...hat, rotation: 0, followRoll: true, opacity: 1 },
        ],
      },
    });
  });

  it('names a missing layer file', () => {
    const { file: _file, ...noFile } = glasses;
    expect(problems({ version: 1, layers: [noFile] })).toEqual(['layers.0.file: file must be the path of a PNG in the package']);
  });

  it('names an unknown landmark and lists the known ones', () => {
    expect(problems({ version: 1, layers: [glasses, { ...hat, anchor: ['forehead', 'leftEyebrow'] }] })).toEqual([
      'layers.1.anchor.1: unknown landmark "leftEyebrow"; use one of leftEye, rightEye, betweenEyes, noseTip, upperLip, mouthCenter, chin, forehead, leftEar, rightEar, leftCheek, rightCheek',
    ]);
  });

  it('refuses files that are not relative PNG paths', () => {
    for (const file of ['../glasses.png', '/abs/glasses.png', 'glasses.jpg', 'dir\\glasses.png', '.hidden.png']) {
      expect(problems({ version: 1, layers: [{ ...glasses, file }] }), file).toEqual([
        'layers.0.file: file must be a relative path to a .png file (letters, digits, . _ - and /)',
      ]);
    }
  });

  it('holds the limits: layer count, scale, offset, opacity, version and unknown fields', () => {
    expect(problems({ version: 1, layers: [] })).toEqual(['layers: layers must name at least one layer']);
    const tooMany = Array.from({ length: AR_FILTER_LIMITS.maxLayers + 1 }, () => glasses);
    expect(problems({ version: 1, layers: tooMany })).toEqual([`layers: layers may hold at most ${AR_FILTER_LIMITS.maxLayers} layers`]);
    expect(problems({ version: 1, layers: [{ ...glasses, scale: { pixels: 0 } }] })).toEqual(['layers.0.scale.pixels: scale.pixels must be more than 0']);
    expect(problems({ version: 1, layers: [{ ...glasses, offset: { x: 0, y: 9 } }] })).toEqual(['layers.0.offset.y: offset.y must be at most 4']);
    expect(problems({ version: 1, layers: [{ ...glasses, opacity: 2 }] })).toEqual(['layers.0.opacity: opacity must be between 0 and 1']);
    expect(problems({ version: 2, layers: [glasses] })).toEqual(['version: version must be 1']);
    expect(problems({ version: 1, layers: [{ ...glasses, anchors: 'chin' }] })).toEqual(['layers.0: Unrecognized key: "anchors"']);
    expect(problems({ version: 1, layers: [{ ...glasses, anchor: [] }] })).toEqual(['layers.0.anchor: anchor names no landmark']);
  });

  it('lists each PNG once', () => {
    const parsed = parseArFilterManifest({ version: 1, layers: [glasses, hat, { ...glasses, rotation: 10 }] });
    expect(parsed.ok && arLayerFiles(parsed.manifest)).toEqual(['glasses.png', 'layers/hat.png']);
  });
});

describe('AR filter package layout', () => {
  it('finds the manifest at the top or inside the one folder everything is in, ignoring zip clutter', () => {
    expect(arPackageRoot(['manifest.json', 'preview.png', 'glasses.png'])).toBe('');
    expect(arPackageRoot(['party/', 'party/manifest.json', 'party/preview.png', '__MACOSX/party/._manifest.json', 'party/.DS_Store'])).toBe('party/');
    expect(arPackageRoot(['party/manifest.json', 'other/glasses.png'])).toBeUndefined();
    expect(arPackageRoot(['preview.png', 'glasses.png'])).toBeUndefined();
    expect(arPackageRoot([])).toBeUndefined();
  });

  it('names the files the manifest needs but the package lacks: the preview and layer PNGs', () => {
    const parsed = parseArFilterManifest({ version: 1, layers: [glasses, hat] });
    if (!parsed.ok) throw new Error('valid');
    expect(arMissingFiles(parsed.manifest, ['party/manifest.json', 'party/glasses.png'], 'party/')).toEqual(['preview.png', 'layers/hat.png']);
    expect(arMissingFiles(parsed.manifest, ['manifest.json', 'preview.png', 'glasses.png', 'layers/hat.png'], '')).toEqual([]);
    // Names are matched exactly: another case is another file on the guest's server.
    expect(arMissingFiles(parsed.manifest, ['preview.png', 'Glasses.png', 'layers/hat.png'], '')).toEqual(['glasses.png']);
  });
});
