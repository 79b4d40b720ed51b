import { text } from '../starter-fonts.ts';
import { eucalyptus, framePage, linear, radial, seeded, sprig, STICKER_SHADOW, svgDocument } from './art-kit.ts';
import { PORTRAIT, SQUARE, STICKER, starterDesign, type StarterDesign } from './starter-design.ts';

/** Ivory, gold and sage; a script hand with a classic serif. */
const C = { ivory: '#f8f3ea', paper: '#fffaf1', gold: '#b08d4a', goldLight: '#d8bd7f', goldDark: '#8a6a2c', sage: '#7d8f6e', sageLight: '#a9b79a', sageDark: '#55654a' };
const FOLIAGE = { stem: C.sageDark, leaf: C.sage, light: C.sageLight };
const GOLD = linear('gold', [[0, C.goldLight], [0.5, C.gold], [1, C.goldDark]], [0, 0], [1, 1]);

function divider(cx: number, y: number, half: number): string {
  return `<g stroke="${C.gold}" stroke-width="3"><line x1="${cx - half}" y1="${y}" x2="${cx - 22}" y2="${y}"/><line x1="${cx + 22}" y1="${y}" x2="${cx + half}" y2="${y}"/></g><rect x="${cx - 9}" y="${y - 9}" width="18" height="18" fill="${C.gold}" transform="rotate(45 ${cx} ${y})"/>`;
}

/** Double gold rule around the picture, sprigs in the top corners, a soft ivory band with the lettering. */
function goldOverlay(width: number, height: number): string {
  const band = Math.round(height * 0.25);
  const body = [
    `<rect x="0" y="${height - band}" width="${width}" height="${band}" fill="url(#fade)"/>`,
    `<rect x="44" y="44" width="${width - 88}" height="${height - 88}" fill="none" stroke="url(#gold)" stroke-width="6"/>`,
    `<rect x="64" y="64" width="${width - 128}" height="${height - 128}" fill="none" stroke="${C.goldLight}" stroke-width="2"/>`,
    sprig(30, 150, 28, 0.95, FOLIAGE),
    `<g transform="translate(${width} 0) scale(-1 1)">${sprig(30, 150, 28, 0.95, FOLIAGE)}</g>`,
    text('Just Married', { font: 'greatVibes', size: 190, x: width / 2, y: height - 190, anchor: 'middle', fill: 'url(#gold)' }),
    divider(width / 2, height - 140, 260),
    text('DANKE, DASS DU DA BIST', { font: 'playfair', size: 38, x: width / 2, y: height - 86, anchor: 'middle', fill: C.sageDark, tracking: 0.28 }),
  ].join('');
  const defs = GOLD + linear('fade', [[0, C.ivory, 0], [0.35, C.ivory, 0.55], [0.7, C.ivory, 0.88], [1, C.ivory, 0.96]]);
  return svgDocument(width, height, body, defs);
}

/** A eucalyptus garland across the top and a small ivory card with the lettering at the bottom. */
function eucalyptusOverlay(): string {
  const { width, height } = PORTRAIT;
  const card = { width: 760, height: 250 };
  const cardX = (width - card.width) / 2;
  const cardY = height - card.height - 90;
  const body = [
    `<rect x="0" y="0" width="${width}" height="360" fill="url(#top)"/>`,
    eucalyptus(-40, 60, 12, 1.25, FOLIAGE),
    eucalyptus(-20, 200, -8, 0.9, FOLIAGE),
    `<g transform="translate(${width} 0) scale(-1 1)">${eucalyptus(-40, 60, 12, 1.25, FOLIAGE)}${eucalyptus(-20, 200, -8, 0.9, FOLIAGE)}</g>`,
    sprig(width / 2 - 210, 40, 6, 1, FOLIAGE),
    `<rect x="${cardX}" y="${cardY}" width="${card.width}" height="${card.height}" rx="24" fill="${C.paper}" opacity="0.93"/>`,
    `<rect x="${cardX + 14}" y="${cardY + 14}" width="${card.width - 28}" height="${card.height - 28}" rx="16" fill="none" stroke="${C.goldLight}" stroke-width="2"/>`,
    text('Für immer', { font: 'greatVibes', size: 132, x: width / 2, y: cardY + 140, anchor: 'middle', fill: 'url(#gold)' }),
    text('& EWIG', { font: 'playfair', size: 40, x: width / 2, y: cardY + 206, anchor: 'middle', fill: C.sageDark, tracking: 0.4 }),
  ].join('');
  return svgDocument(width, height, body, GOLD + linear('top', [[0, C.ivory, 0.75], [1, C.ivory, 0]]));
}

/** Two photos one above the other on ivory paper, gold keylines, lettering underneath. */
function frame(): string {
  const { width, height } = PORTRAIT;
  const windows = [
    { x: 96, y: 96, width: 1344, height: 800 },
    { x: 96, y: 936, width: 1344, height: 800 },
  ];
  const keylines = windows.map((w) => `<rect x="${w.x - 14}" y="${w.y - 14}" width="${w.width + 28}" height="${w.height + 28}" fill="none" stroke="${C.goldLight}" stroke-width="3"/>`).join('');
  const body = [
    framePage(width, height, windows, C.paper),
    keylines,
    sprig(120, 1905, -4, 0.55, FOLIAGE),
    `<g transform="translate(${width} 0) scale(-1 1)">${sprig(120, 1905, -4, 0.55, FOLIAGE)}</g>`,
    text('Just Married', { font: 'greatVibes', size: 150, x: width / 2, y: 1902, anchor: 'middle', fill: 'url(#gold)' }),
    text('UNSER SCHÖNSTER TAG', { font: 'playfair', size: 34, x: width / 2, y: 1976, anchor: 'middle', fill: C.sageDark, tracking: 0.3 }),
  ].join('');
  return svgDocument(width, height, body, GOLD);
}

/** Warm garden light: sage shade into ivory, with soft bokeh. */
function gardenBackdrop(): string {
  const { width, height } = PORTRAIT;
  const random = seeded(12);
  const bokeh: string[] = [];
  for (let i = 0; i < 70; i++) {
    const r = 30 + random() * 140;
    bokeh.push(`<circle cx="${(random() * width).toFixed(0)}" cy="${(random() * height * 0.8).toFixed(0)}" r="${r.toFixed(0)}" fill="url(#glow${i % 3})" opacity="${(0.35 + random() * 0.5).toFixed(2)}"/>`);
  }
  const defs = [
    linear('sky', [[0, '#4f5f45'], [0.45, '#8d9c78'], [0.8, '#e9dcc0'], [1, '#f4ead6']]),
    radial('glow0', [[0, '#fff6dc', 0.95], [1, '#fff6dc', 0]]),
    radial('glow1', [[0, '#f3dca4', 0.9], [1, '#f3dca4', 0]]),
    radial('glow2', [[0, '#ffffff', 0.8], [0.7, '#e8efdc', 0.25], [1, '#e8efdc', 0]]),
    radial('vignette', [[0.55, '#000', 0], [1, '#1d2418', 0.45]], 0.5, 0.45, 0.75),
  ].join('');
  const body = [
    `<rect width="${width}" height="${height}" fill="url(#sky)"/>`,
    bokeh.join(''),
    eucalyptus(-80, 120, 20, 1.6, { stem: '#3c4a33', leaf: '#55684a', light: '#6f8562' }),
    `<g transform="translate(${width} 0) scale(-1 1)">${eucalyptus(-80, 260, 10, 1.5, { stem: '#3c4a33', leaf: '#55684a', light: '#6f8562' })}</g>`,
    `<rect width="${width}" height="${height}" fill="url(#vignette)"/>`,
  ].join('');
  return svgDocument(width, height, body, defs);
}

/** The start screen: ivory paper, gold rules, foliage at the edges and a calm centre for the texts. */
function startBackground(): string {
  const { width, height } = PORTRAIT;
  const body = [
    `<rect width="${width}" height="${height}" fill="${C.ivory}"/>`,
    `<rect width="${width}" height="${height}" fill="url(#paper)"/>`,
    `<rect x="56" y="56" width="${width - 112}" height="${height - 112}" fill="none" stroke="url(#gold)" stroke-width="5"/>`,
    `<rect x="76" y="76" width="${width - 152}" height="${height - 152}" fill="none" stroke="${C.goldLight}" stroke-width="2"/>`,
    eucalyptus(0, 140, 18, 1.2, FOLIAGE),
    sprig(40, 330, 8, 0.8, FOLIAGE),
    `<g transform="translate(${width} 0) scale(-1 1)">${eucalyptus(0, 140, 18, 1.2, FOLIAGE)}${sprig(40, 330, 8, 0.8, FOLIAGE)}</g>`,
    `<g transform="translate(0 ${height}) scale(1 -1)">${sprig(width / 2 - 500, 110, 0, 0.9, FOLIAGE)}</g>`,
    `<g transform="translate(${width} ${height}) scale(-1 -1)">${sprig(width / 2 - 500, 110, 0, 0.9, FOLIAGE)}</g>`,
  ].join('');
  return svgDocument(width, height, body, GOLD + radial('paper', [[0, '#ffffff', 0.7], [1, '#e9dfcb', 0.6]], 0.5, 0.5, 0.8));
}

function stickerHeart(): string {
  const heart = 'M400 690 C 170 540 90 420 120 300 C 150 180 300 140 400 250 C 500 140 650 180 680 300 C 710 420 630 540 400 690 Z';
  const body = [
    `<g filter="url(#shadow)"><path d="${heart}" fill="${C.paper}" stroke="url(#gold)" stroke-width="18"/></g>`,
    `<path d="${heart}" fill="none" stroke="${C.goldLight}" stroke-width="3" transform="translate(400 420) scale(0.86) translate(-400 -420)"/>`,
    text('Love', { font: 'greatVibes', size: 210, x: 400, y: 470, anchor: 'middle', fill: 'url(#gold)' }),
  ].join('');
  return svgDocument(STICKER.width, STICKER.height, body, GOLD + STICKER_SHADOW);
}

function stickerRings(): string {
  const body = [
    `<g filter="url(#shadow)" fill="none" stroke="url(#gold)" stroke-width="34"><circle cx="320" cy="450" r="170"/><circle cx="490" cy="450" r="170"/></g>`,
    `<g fill="none" stroke="${C.goldLight}" stroke-width="6" opacity="0.8"><circle cx="320" cy="450" r="186"/><circle cx="490" cy="450" r="154"/></g>`,
    `<polygon points="490,200 540,250 490,330 440,250" fill="#f4f7fb" stroke="#c9d3df" stroke-width="6"/>`,
    `<polygon points="440,250 540,250 490,330" fill="#dfe7f0"/>`,
  ].join('');
  return svgDocument(STICKER.width, STICKER.height, body, GOLD + STICKER_SHADOW);
}

function stickerYes(): string {
  const body = [
    `<g filter="url(#shadow)"><circle cx="400" cy="400" r="330" fill="${C.paper}"/></g>`,
    `<circle cx="400" cy="400" r="300" fill="none" stroke="url(#gold)" stroke-width="8"/>`,
    text('Ja!', { font: 'greatVibes', size: 330, x: 410, y: 470, anchor: 'middle', fill: 'url(#gold)' }),
    sprig(190, 650, -4, 0.48, FOLIAGE),
    `<g transform="translate(800 0) scale(-1 1)">${sprig(190, 650, -4, 0.48, FOLIAGE)}</g>`,
  ].join('');
  return svgDocument(STICKER.width, STICKER.height, body, GOLD + STICKER_SHADOW);
}

export const weddingDesigns: StarterDesign[] = [
  starterDesign('wedding', 'overlay-gold', 'overlay', 'Hochzeit – Goldrahmen.png', () => goldOverlay(PORTRAIT.width, PORTRAIT.height)),
  starterDesign('wedding', 'overlay-eucalyptus', 'overlay', 'Hochzeit – Eukalyptus.png', eucalyptusOverlay),
  starterDesign('wedding', 'overlay-gold-square', 'overlaySquare', 'Hochzeit – Goldrahmen quadratisch.png', () => goldOverlay(SQUARE.width, SQUARE.height)),
  starterDesign('wedding', 'frame-two', 'frame', 'Hochzeit – Fotostreifen mit zwei Bildern.png', frame),
  starterDesign('wedding', 'green-garden', 'greenScreen', 'Hochzeit – Gartenlicht.jpg', gardenBackdrop),
  starterDesign('wedding', 'start', 'mainScreenBackground', 'Hochzeit – Startbildschirm.jpg', startBackground),
  starterDesign('wedding', 'sticker-heart', 'sticker', 'Hochzeit – Sticker Herz.png', stickerHeart),
  starterDesign('wedding', 'sticker-rings', 'sticker', 'Hochzeit – Sticker Ringe.png', stickerRings),
  starterDesign('wedding', 'sticker-yes', 'sticker', 'Hochzeit – Sticker Ja.png', stickerYes),
];
