import type { arFilterManifestSchema } from '@booth/shared';
import type { z } from 'zod';
import { star, svgDocument } from './art-kit.ts';

/** One AR filter of the public starter library, drawn in code: its manifest and an SVG per file. */
export interface StarterArFilter {
  /** Stable for ever: the asset id is derived from it, so campaigns keep pointing at the filter. */
  key: string;
  /** The library's file name. */
  name: string;
  /** As written in manifest.json: what the schema leaves out takes its default at upload. */
  manifest: z.input<typeof arFilterManifestSchema>;
  /** SVG of each file the manifest names, and of `preview.png` (180 × 180, campaigns §5). */
  files: Record<string, string>;
}

const GOLD = '#f5c542';
const GOLD_DARK = '#b8860b';
const PINK = '#ff3cac';
const NIGHT = '#1b1035';
const SKIN = '#f2c6a0';
const GOLD_GRADIENT = `<linearGradient id="gold" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fff1a8"/><stop offset="0.45" stop-color="${GOLD}"/><stop offset="1" stop-color="${GOLD_DARK}"/></linearGradient>`;

/** 640 × 260; the lenses' centres are at (160, 130) and (480, 130), 320 px apart (eyeDistance). */
function starGlasses(): string {
  const lenses = [160, 480].map((x) => `<g stroke="url(#gold)" stroke-width="16" stroke-linejoin="round">${star(x, 130, 118, 58, 'rgba(255,60,172,0.55)')}</g>`).join('');
  const shine = [160, 480].map((x) => `<path d="M${x - 50} ${100} L${x - 18} ${78}" stroke="#ffffff" stroke-width="10" stroke-linecap="round" opacity="0.7"/>`).join('');
  const bridge = `<path d="M262 118 Q320 86 378 118" fill="none" stroke="url(#gold)" stroke-width="16" stroke-linecap="round"/>`;
  const temples = `<path d="M48 112 L8 92 M592 112 L632 92" stroke="url(#gold)" stroke-width="14" stroke-linecap="round"/>`;
  return svgDocument(640, 260, lenses + shine + bridge + temples, GOLD_GRADIENT);
}

/** 440 × 300; the band's middle at the bottom is (220, 290), where it sits on the forehead. */
function crown(): string {
  const body = `<path d="M30 280 L20 80 L120 170 L220 30 L320 170 L420 80 L410 280 Z" fill="url(#gold)" stroke="${GOLD_DARK}" stroke-width="8" stroke-linejoin="round"/>`;
  const band = `<rect x="30" y="230" width="380" height="52" rx="10" fill="${GOLD_DARK}"/>`;
  const jewels = [
    `<circle cx="220" cy="256" r="18" fill="${PINK}"/>`,
    `<circle cx="120" cy="256" r="13" fill="#3ee8b5"/>`,
    `<circle cx="320" cy="256" r="13" fill="#3ee8b5"/>`,
    `<circle cx="20" cy="76" r="16" fill="${PINK}"/>`,
    `<circle cx="220" cy="26" r="20" fill="${PINK}"/>`,
    `<circle cx="420" cy="76" r="16" fill="${PINK}"/>`,
  ].join('');
  return svgDocument(440, 300, body + band + jewels, GOLD_GRADIENT);
}

/** The chooser's 180 × 180 picture: a face wearing `wear` on a night-blue tile. */
function preview(wear: string): string {
  const face = `<rect width="180" height="180" rx="28" fill="${NIGHT}"/><circle cx="90" cy="112" r="52" fill="${SKIN}"/><path d="M70 138 Q90 152 110 138" stroke="${NIGHT}" stroke-width="4" fill="none" stroke-linecap="round"/>`;
  return svgDocument(180, 180, face + wear, GOLD_GRADIENT);
}

export const starterArFilters: readonly StarterArFilter[] = [
  {
    key: 'ar/star-glasses',
    name: 'Star glasses.zip',
    manifest: {
      version: 1,
      name: 'Star glasses',
      layers: [{ file: 'glasses.png', anchor: ['leftEye', 'rightEye'], pivot: { x: 320, y: 130 }, scale: { reference: 'eyeDistance', pixels: 320 } }],
    },
    files: {
      'glasses.png': starGlasses(),
      'preview.png': preview(`<g stroke="url(#gold)" stroke-width="4">${star(70, 104, 20, 10, 'rgba(255,60,172,0.7)')}${star(110, 104, 20, 10, 'rgba(255,60,172,0.7)')}</g>`),
    },
  },
  {
    key: 'ar/crown',
    name: 'Crown.zip',
    manifest: {
      version: 1,
      name: 'Crown',
      layers: [{ file: 'crown.png', anchor: 'forehead', pivot: { x: 220, y: 290 }, scale: { reference: 'faceWidth', pixels: 400 }, offset: { x: 0, y: -0.04 } }],
    },
    files: {
      'crown.png': crown(),
      'preview.png': preview(`<path d="M56 70 L52 24 L74 46 L90 14 L106 46 L128 24 L124 70 Z" fill="url(#gold)" stroke="${GOLD_DARK}" stroke-width="3" stroke-linejoin="round"/>`),
    },
  },
];
