import { text } from '../starter-fonts.ts';
import { framePage, linear, STICKER_SHADOW, svgDocument } from './art-kit.ts';
import { PORTRAIT, SQUARE, STICKER, starterDesign, type StarterDesign } from './starter-design.ts';

/** A bold brand bar in deep petrol with a signal orange; the hashtag gets the space. */
const C = { petrol: '#0b3954', petrolLight: '#145a7c', orange: '#ff6b35', white: '#ffffff', sky: '#e6f1f6' };
const HASHTAG = '#MesseMoment';

/** A heavy brand bar at the bottom: the hashtag big, with an orange block cut in at the left. */
function hashtagOverlay(width: number, height: number): string {
  const bar = 300;
  const top = height - bar;
  const body = [
    `<rect x="0" y="${top}" width="${width}" height="${bar}" fill="${C.petrol}"/>`,
    `<polygon points="0,${top - 56} 560,${top - 56} 520,${top} 0,${top}" fill="${C.orange}"/>`,
    text('LIVE VOM STAND', { font: 'montserratBold', size: 32, x: 60, y: top - 16, fill: C.white, tracking: 0.22 }),
    text(HASHTAG, { font: 'montserratBold', size: Math.min(150, width * 0.095), x: width / 2, y: top + 190, anchor: 'middle', fill: C.white }),
    `<rect x="${width / 2 - 90}" y="${top + 225}" width="180" height="10" fill="${C.orange}"/>`,
  ].join('');
  return svgDocument(width, height, body);
}

/** A diagonal corner band at the top left and a slim bar at the bottom. */
function cornerOverlay(): string {
  const { width, height } = PORTRAIT;
  const body = [
    `<polygon points="0,0 640,0 0,640" fill="${C.petrol}"/>`,
    `<polygon points="640,0 700,0 0,700 0,640" fill="${C.orange}"/>`,
    `<g transform="translate(215 215) rotate(-45)">${text('WILLKOMMEN', { font: 'montserratBold', size: 52, x: 0, y: 0, anchor: 'middle', fill: C.white, tracking: 0.12 })}</g>`,
    `<rect x="0" y="${height - 150}" width="${width}" height="150" fill="${C.petrol}" opacity="0.95"/>`,
    `<rect x="0" y="${height - 150}" width="${width}" height="12" fill="${C.orange}"/>`,
    text(HASHTAG, { font: 'montserratBold', size: 84, x: width - 70, y: height - 48, anchor: 'end', fill: C.white }),
    text('Schön, dass du da bist', { font: 'montserrat', size: 40, x: 70, y: height - 58, fill: C.sky }),
  ].join('');
  return svgDocument(width, height, body);
}

/** Two photos side by side above one wide one, on petrol, with the hashtag bar. */
function frame(): string {
  const { width, height } = PORTRAIT;
  const windows = [
    { x: 80, y: 80, width: 668, height: 820 },
    { x: 788, y: 80, width: 668, height: 820 },
    { x: 80, y: 940, width: 1376, height: 780 },
  ];
  const body = [
    framePage(width, height, windows, C.petrol),
    `<rect x="0" y="1760" width="420" height="14" fill="${C.orange}"/>`,
    text(HASHTAG, { font: 'montserratBold', size: 130, x: width / 2, y: 1930, anchor: 'middle', fill: C.white }),
  ].join('');
  return svgDocument(width, height, body);
}

/** An exhibition hall: perspective floor, light trusses, a bright back wall. */
function hallBackdrop(): string {
  const { width, height } = PORTRAIT;
  const horizon = 1150;
  const vanish = width / 2;
  const rays = Array.from({ length: 17 }, (_, i) => `<line x1="${vanish}" y1="${horizon}" x2="${-1600 + i * 300}" y2="${height}" stroke="#ffffff" stroke-opacity="0.25" stroke-width="4"/>`).join('');
  const rows = [0.1, 0.25, 0.45, 0.7, 1].map((t) => `<line x1="0" y1="${horizon + t * (height - horizon)}" x2="${width}" y2="${horizon + t * (height - horizon)}" stroke="#ffffff" stroke-opacity="0.22" stroke-width="4"/>`).join('');
  const lights = Array.from({ length: 8 }, (_, i) => `<circle cx="${100 + i * 190}" cy="150" r="22" fill="#fff8e6"/><polygon points="${100 + i * 190 - 20},160 ${100 + i * 190 + 20},160 ${100 + i * 190 + 140},${horizon} ${100 + i * 190 - 140},${horizon}" fill="#fff8e6" opacity="0.07"/>`).join('');
  const body = [
    `<rect width="${width}" height="${horizon}" fill="url(#hall)"/>`,
    `<rect x="0" y="120" width="${width}" height="24" fill="#3a4f60"/>`,
    lights,
    `<rect x="200" y="560" width="${width - 400}" height="520" fill="${C.white}" opacity="0.55"/>`,
    `<rect x="200" y="560" width="${width - 400}" height="60" fill="${C.petrol}" opacity="0.75"/>`,
    `<rect x="0" y="${horizon}" width="${width}" height="${height - horizon}" fill="url(#floor)"/>`,
    rays,
    rows,
  ].join('');
  const defs = linear('hall', [[0, '#1d3344'], [0.5, '#7d9db3'], [1, '#cfe1ec']]) + linear('floor', [[0, '#8ea3b3'], [1, '#40576a']]);
  return svgDocument(width, height, body, defs);
}

/** The start screen: petrol with the orange slash and a light grid. */
function startBackground(): string {
  const { width, height } = PORTRAIT;
  const grid = Array.from({ length: 12 }, (_, i) => `<line x1="${i * 140}" y1="0" x2="${i * 140}" y2="${height}" stroke="#ffffff" stroke-opacity="0.04" stroke-width="2"/>`).join('');
  const body = [
    `<rect width="${width}" height="${height}" fill="url(#bg)"/>`,
    grid,
    `<polygon points="0,${height - 420} ${width},${height - 760} ${width},${height - 700} 0,${height - 360}" fill="${C.orange}"/>`,
    `<polygon points="0,${height - 360} ${width},${height - 700} ${width},${height} 0,${height}" fill="${C.petrolLight}" opacity="0.6"/>`,
  ].join('');
  return svgDocument(width, height, body, linear('bg', [[0, C.petrolLight], [1, C.petrol]]));
}

function badge(label: string, sub: string): string {
  const body = [
    `<g filter="url(#shadow)"><circle cx="400" cy="400" r="320" fill="${C.orange}"/></g>`,
    `<circle cx="400" cy="400" r="285" fill="none" stroke="${C.white}" stroke-width="8" stroke-dasharray="4 18" stroke-linecap="round"/>`,
    text(label, { font: 'montserratBold', size: 190, x: 400, y: 450, anchor: 'middle', fill: C.white }),
    text(sub, { font: 'montserratBold', size: 44, x: 400, y: 540, anchor: 'middle', fill: C.petrol, tracking: 0.25 }),
  ].join('');
  return svgDocument(STICKER.width, STICKER.height, body, STICKER_SHADOW);
}

function arrow(): string {
  const body = [
    `<g filter="url(#shadow)"><path d="M80 300 H520 V180 L740 400 L520 620 V500 H80 Z" fill="${C.petrol}"/></g>`,
    text('Besuch uns!', { font: 'montserratBold', size: 74, x: 110, y: 428, fill: C.white }),
  ].join('');
  return svgDocument(STICKER.width, STICKER.height, body, STICKER_SHADOW);
}

function pin(): string {
  const body = [
    `<g filter="url(#shadow)"><path d="M400 730 C 300 560 180 470 180 330 A220 220 0 0 1 620 330 C 620 470 500 560 400 730 Z" fill="${C.petrol}"/></g>`,
    `<circle cx="400" cy="330" r="140" fill="${C.white}"/>`,
    text('HIER', { font: 'montserratBold', size: 74, x: 400, y: 356, anchor: 'middle', fill: C.orange }),
  ].join('');
  return svgDocument(STICKER.width, STICKER.height, body, STICKER_SHADOW);
}

export const tradeFairDesigns: StarterDesign[] = [
  starterDesign('tradeFair', 'overlay-hashtag', 'overlay', 'Messe – Hashtag-Leiste.png', () => hashtagOverlay(PORTRAIT.width, PORTRAIT.height)),
  starterDesign('tradeFair', 'overlay-corner', 'overlay', 'Messe – Eckband.png', cornerOverlay),
  starterDesign('tradeFair', 'overlay-hashtag-square', 'overlaySquare', 'Messe – Hashtag-Leiste quadratisch.png', () => hashtagOverlay(SQUARE.width, SQUARE.height)),
  starterDesign('tradeFair', 'frame-three', 'frame', 'Messe – Collage mit drei Bildern.png', frame),
  starterDesign('tradeFair', 'green-hall', 'greenScreen', 'Messe – Messehalle.jpg', hallBackdrop),
  starterDesign('tradeFair', 'start', 'mainScreenBackground', 'Messe – Startbildschirm.jpg', startBackground),
  starterDesign('tradeFair', 'sticker-new', 'sticker', 'Messe – Sticker Neu.png', () => badge('Neu!', 'AM STAND')),
  starterDesign('tradeFair', 'sticker-visit', 'sticker', 'Messe – Sticker Besuch uns.png', arrow),
  starterDesign('tradeFair', 'sticker-pin', 'sticker', 'Messe – Sticker Hier.png', pin),
];
