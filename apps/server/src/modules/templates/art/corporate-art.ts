import { text } from '../starter-fonts.ts';
import { framePage, linear, STICKER_SHADOW, svgDocument } from './art-kit.ts';
import { PORTRAIT, SQUARE, STICKER, starterDesign, type StarterDesign } from './starter-design.ts';

/** Navy and white with one accent (teal); a clean sans. The bar's right end is left clear for a logo sticker. */
const C = { navy: '#14213d', navyLight: '#22345c', white: '#ffffff', accent: '#2ec4b6', mist: '#e8edf5' };

/** A navy bar along the bottom with an accent rule, the greeting at the left and room for a logo at the right. */
function barOverlay(width: number, height: number): string {
  const bar = 270;
  const top = height - bar;
  const body = [
    `<rect x="0" y="${top}" width="${width}" height="${bar}" fill="${C.navy}" opacity="0.94"/>`,
    `<rect x="0" y="${top - 10}" width="${width * 0.42}" height="10" fill="${C.accent}"/>`,
    text('Schön, dass du da bist', { font: 'montserratBold', size: 78, x: 88, y: top + 128, fill: C.white }),
    text('TEAM EVENT', { font: 'montserrat', size: 38, x: 92, y: top + 196, fill: C.accent, tracking: 0.35 }),
    `<path d="M${width - 88} ${top + 60} v110" stroke="${C.white}" stroke-opacity="0.35" stroke-width="3"/>`,
    `<path d="M44 44 h120 M44 44 v120 M${width - 44} 44 h-120 M${width - 44} 44 v120" stroke="${C.white}" stroke-width="8" stroke-linecap="square" fill="none"/>`,
  ].join('');
  return svgDocument(width, height, body);
}

/** Viewfinder corners in the accent colour and a small label: the picture stays almost untouched. */
function cornersOverlay(): string {
  const { width, height } = PORTRAIT;
  const arm = 170;
  const inset = 70;
  const corners = [
    `M${inset} ${inset + arm} V${inset} H${inset + arm}`,
    `M${width - inset - arm} ${inset} H${width - inset} V${inset + arm}`,
    `M${inset} ${height - inset - arm} V${height - inset} H${inset + arm}`,
    `M${width - inset - arm} ${height - inset} H${width - inset} V${height - inset - arm}`,
  ];
  const label = { x: inset + 40, y: height - inset - 150, width: 560, height: 96 };
  const body = [
    `<g fill="none" stroke="${C.white}" stroke-width="12" opacity="0.95">${corners.map((d) => `<path d="${d}"/>`).join('')}</g>`,
    `<rect x="${label.x}" y="${label.y}" width="${label.width}" height="${label.height}" fill="${C.navy}" opacity="0.9"/>`,
    `<rect x="${label.x}" y="${label.y}" width="14" height="${label.height}" fill="${C.accent}"/>`,
    text('GEMEINSAM STARK', { font: 'montserratBold', size: 40, x: label.x + 48, y: label.y + 63, fill: C.white, tracking: 0.12 }),
  ].join('');
  return svgDocument(width, height, body);
}

/** Four photos on navy with a white keyline each and the bar underneath. */
function frame(): string {
  const { width, height } = PORTRAIT;
  const w = 652;
  const h = 800;
  const windows = [
    { x: 80, y: 80, width: w, height: h },
    { x: 804, y: 80, width: w, height: h },
    { x: 80, y: 936, width: w, height: h },
    { x: 804, y: 936, width: w, height: h },
  ];
  const body = [
    framePage(width, height, windows, C.navy),
    windows.map((win) => `<rect x="${win.x - 8}" y="${win.y - 8}" width="${win.width + 16}" height="${win.height + 16}" fill="none" stroke="${C.white}" stroke-opacity="0.6" stroke-width="3"/>`).join(''),
    `<rect x="80" y="1800" width="300" height="10" fill="${C.accent}"/>`,
    text('Schön, dass du da bist', { font: 'montserratBold', size: 62, x: 80, y: 1900, fill: C.white }),
    text('TEAM EVENT', { font: 'montserrat', size: 32, x: 82, y: 1962, fill: C.accent, tracking: 0.35 }),
  ].join('');
  return svgDocument(width, height, body);
}

/** A bright modern office: window light, a floor, clean vertical lines. */
function officeBackdrop(): string {
  const { width, height } = PORTRAIT;
  const mullions = Array.from({ length: 7 }, (_, i) => `<rect x="${120 + i * 220}" y="0" width="18" height="1300" fill="#c9d4e4"/>`).join('');
  const body = [
    `<rect width="${width}" height="${height}" fill="url(#wall)"/>`,
    `<rect x="0" y="160" width="${width}" height="1140" fill="url(#window)"/>`,
    mullions,
    `<rect x="0" y="700" width="${width}" height="14" fill="#c9d4e4"/>`,
    `<polygon points="0,1300 ${width},1300 ${width},${height} 0,${height}" fill="url(#floor)"/>`,
    `<rect x="0" y="1290" width="${width}" height="16" fill="${C.navyLight}" opacity="0.5"/>`,
    `<rect x="0" y="0" width="${width}" height="${height}" fill="url(#shade)"/>`,
  ].join('');
  const defs = [
    linear('wall', [[0, '#f4f6fa'], [1, '#dfe5ee']]),
    linear('window', [[0, '#eaf4ff'], [0.6, '#cfe3f7'], [1, '#b9d2ec']], [0, 0], [1, 1]),
    linear('floor', [[0, '#9aa7ba'], [1, '#5c6b82']]),
    linear('shade', [[0, '#14213d', 0], [0.7, '#14213d', 0], [1, '#14213d', 0.35]]),
  ].join('');
  return svgDocument(width, height, body, defs);
}

/** The start screen: navy with a quiet diagonal pattern and the accent rule. */
function startBackground(): string {
  const { width, height } = PORTRAIT;
  const lines = Array.from({ length: 14 }, (_, i) => `<line x1="${-400 + i * 180}" y1="${height}" x2="${600 + i * 180}" y2="0" stroke="${C.white}" stroke-opacity="0.05" stroke-width="40"/>`).join('');
  const body = [
    `<rect width="${width}" height="${height}" fill="url(#navy)"/>`,
    lines,
    `<rect x="0" y="${height - 24}" width="${width}" height="24" fill="${C.accent}"/>`,
  ].join('');
  return svgDocument(width, height, body, linear('navy', [[0, C.navyLight], [1, C.navy]]));
}

function bubble(label: string): string {
  const body = [
    `<g filter="url(#shadow)"><path d="M140 170 h520 a60 60 0 0 1 60 60 v260 a60 60 0 0 1 -60 60 h-300 l-120 110 v-110 h-100 a60 60 0 0 1 -60 -60 v-260 a60 60 0 0 1 60 -60 z" fill="${C.white}"/></g>`,
    `<rect x="80" y="170" width="24" height="380" fill="${C.accent}"/>`,
    text(label, { font: 'montserratBold', size: 150, x: 410, y: 420, anchor: 'middle', fill: C.navy }),
  ].join('');
  return svgDocument(STICKER.width, STICKER.height, body, STICKER_SHADOW);
}

function rosette(): string {
  const petals = Array.from({ length: 16 }, (_, i) => `<ellipse cx="400" cy="190" rx="70" ry="120" fill="${i % 2 ? C.navy : C.navyLight}" transform="rotate(${i * 22.5} 400 360)"/>`).join('');
  const body = [
    `<g filter="url(#shadow)"><path d="M300 470 l-70 290 l90 -50 l60 90 l40 -300 z M500 470 l70 290 l-90 -50 l-60 90 l-40 -300 z" fill="${C.accent}"/>${petals}<circle cx="400" cy="360" r="170" fill="${C.white}"/></g>`,
    `<circle cx="400" cy="360" r="150" fill="none" stroke="${C.accent}" stroke-width="8"/>`,
    text('TOP', { font: 'montserratBold', size: 96, x: 400, y: 370, anchor: 'middle', fill: C.navy }),
    text('TEAM', { font: 'montserrat', size: 48, x: 400, y: 430, anchor: 'middle', fill: C.accent, tracking: 0.3 }),
  ].join('');
  return svgDocument(STICKER.width, STICKER.height, body, STICKER_SHADOW);
}

function idea(): string {
  const body = [
    `<g filter="url(#shadow)"><circle cx="400" cy="330" r="210" fill="${C.accent}"/><rect x="310" y="500" width="180" height="120" rx="24" fill="${C.navy}"/><rect x="330" y="630" width="140" height="40" rx="20" fill="${C.navyLight}"/></g>`,
    `<path d="M330 420 q70 -120 140 0" fill="none" stroke="${C.white}" stroke-width="18" stroke-linecap="round"/>`,
    `<path d="M400 340 v170" stroke="${C.white}" stroke-width="18" stroke-linecap="round"/>`,
    text('Idee!', { font: 'montserratBold', size: 84, x: 400, y: 275, anchor: 'middle', fill: C.white }),
  ].join('');
  return svgDocument(STICKER.width, STICKER.height, body, STICKER_SHADOW);
}

export const corporateDesigns: StarterDesign[] = [
  starterDesign('corporate', 'overlay-bar', 'overlay', 'Firmenevent – Markenleiste.png', () => barOverlay(PORTRAIT.width, PORTRAIT.height)),
  starterDesign('corporate', 'overlay-corners', 'overlay', 'Firmenevent – Sucherecken.png', cornersOverlay),
  starterDesign('corporate', 'overlay-bar-square', 'overlaySquare', 'Firmenevent – Markenleiste quadratisch.png', () => barOverlay(SQUARE.width, SQUARE.height)),
  starterDesign('corporate', 'frame-four', 'frame', 'Firmenevent – Collage mit vier Bildern.png', frame),
  starterDesign('corporate', 'green-office', 'greenScreen', 'Firmenevent – Helles Büro.jpg', officeBackdrop),
  starterDesign('corporate', 'start', 'mainScreenBackground', 'Firmenevent – Startbildschirm.jpg', startBackground),
  starterDesign('corporate', 'sticker-hello', 'sticker', 'Firmenevent – Sticker Hallo.png', () => bubble('Hallo!')),
  starterDesign('corporate', 'sticker-top-team', 'sticker', 'Firmenevent – Sticker Top Team.png', rosette),
  starterDesign('corporate', 'sticker-idea', 'sticker', 'Firmenevent – Sticker Idee.png', idea),
];
