// Test support (server route tests, e2e, bench): a valid sample AR filter package — sunglasses and a
// party hat drawn with sharp from SVG — built the way a designer's zip tool would (yazl, deflated).
// No '@/' imports: the e2e and bench projects import this file as it is.
import sharp from 'sharp';
import { zipBuffers } from '../platform/files/zip-buffers.ts';

/** The sunglasses' frame colour: pure magenta, which nothing else in a camera picture is. */
export const GLASSES_FRAME_RGB = [255, 0, 255] as const;
/** The hat's colour: pure cyan. */
export const HAT_RGB = [0, 255, 255] as const;

/** 600x220; the lenses' centres are at (150, 110) and (450, 110), 300 px apart. */
const GLASSES_SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="220" viewBox="0 0 600 220">
  <g stroke="rgb(${GLASSES_FRAME_RGB.join(',')})" stroke-width="22">
    <circle cx="150" cy="110" r="88" fill="rgba(20,20,30,0.85)"/>
    <circle cx="450" cy="110" r="88" fill="rgba(20,20,30,0.85)"/>
    <path d="M238 100 Q300 70 362 100" fill="none"/>
    <path d="M62 96 L8 70 M538 96 L592 70" fill="none"/>
  </g>
</svg>`;

/** 400x420; the brim's middle is at (200, 400). */
const HAT_SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="420" viewBox="0 0 400 420">
  <polygon points="200,40 60,400 340,400" fill="rgb(${HAT_RGB.join(',')})"/>
  <path d="M130 220 L270 220 M98 300 L302 300" stroke="#ffdd00" stroke-width="18"/>
  <circle cx="200" cy="36" r="30" fill="#ff3366"/>
</svg>`;

const PREVIEW_SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="180" height="180" viewBox="0 0 180 180">
  <rect width="180" height="180" fill="#2b2d42"/>
  <circle cx="90" cy="110" r="52" fill="#f2c6a0"/>
  <polygon points="90,8 58,66 122,66" fill="rgb(${HAT_RGB.join(',')})"/>
  <g stroke="rgb(${GLASSES_FRAME_RGB.join(',')})" stroke-width="5" fill="#14141e">
    <circle cx="70" cy="104" r="15"/><circle cx="110" cy="104" r="15"/>
  </g>
</svg>`;

/** The sample's manifest: glasses on the eyes, sized by their distance; the hat on the forehead, sized by the face's width. */
export const SAMPLE_AR_MANIFEST = {
  version: 1,
  name: 'Party sunglasses',
  layers: [
    { file: 'glasses.png', anchor: ['leftEye', 'rightEye'], pivot: { x: 300, y: 110 }, scale: { reference: 'eyeDistance', pixels: 300 } },
    { file: 'layers/hat.png', anchor: 'forehead', pivot: { x: 200, y: 400 }, scale: { reference: 'faceWidth', pixels: 400 }, offset: { x: 0, y: -0.05 } },
  ],
};

const svgToPng = (svg: string) => sharp(Buffer.from(svg)).png().toBuffer();

/** The sample's files by path inside the package. */
export async function sampleArFilterFiles(): Promise<Record<string, Buffer>> {
  const [glasses, hat, preview] = await Promise.all([svgToPng(GLASSES_SVG), svgToPng(HAT_SVG), svgToPng(PREVIEW_SVG)]);
  return {
    'manifest.json': Buffer.from(JSON.stringify(SAMPLE_AR_MANIFEST, null, 2)),
    'preview.png': preview,
    'glasses.png': glasses,
    'layers/hat.png': hat,
  };
}

/** A ZIP of `files` (path → bytes); with `folder`, everything inside that one folder. */
export const zipFiles = zipBuffers;

/** The sample filter as an uploadable ZIP; `change` edits its files first (a value of null removes a file). */
export async function sampleArFilterZip(change: Record<string, Buffer | null> = {}, folder = ''): Promise<Buffer> {
  const files: Record<string, Buffer> = await sampleArFilterFiles();
  for (const [path, data] of Object.entries(change)) {
    if (data === null) delete files[path];
    else files[path] = data;
  }
  return zipFiles(files, folder);
}
