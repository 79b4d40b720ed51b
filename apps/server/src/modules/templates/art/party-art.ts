import { text } from '../starter-fonts.ts';
import { confetti, framePage, linear, seeded, star, STICKER_SHADOW, svgDocument } from './art-kit.ts';
import { PORTRAIT, SQUARE, STICKER, starterDesign, type StarterDesign } from './starter-design.ts';

/** Vivid magenta → violet → blue, with sunny yellow and mint confetti; a brush script with a bold sans. */
const C = { magenta: '#ff3cac', violet: '#784ba0', blue: '#2b86c5', yellow: '#ffd23f', mint: '#3ee8b5', white: '#ffffff', night: '#1b1035' };
const CONFETTI = [C.magenta, C.yellow, C.mint, C.white, C.blue];
const VIVID = linear('vivid', [[0, C.magenta], [0.5, C.violet], [1, C.blue]], [0, 0], [1, 1]);
const TEXT_SHADOW = '<filter id="lift" x="-10%" y="-30%" width="120%" height="160%"><feDropShadow dx="0" dy="6" stdDeviation="6" flood-color="#1b1035" flood-opacity="0.45"/></filter>';

/** Confetti raining along the top edge, a gradient wave at the bottom with the lettering. */
function confettiOverlay(width: number, height: number): string {
  const random = seeded(width + height);
  const wave = height - 330;
  const body = [
    confetti(random, { x: 0, y: 0, width, height: 260 }, 70, CONFETTI, 1.6),
    confetti(random, { x: 0, y: 260, width: 160, height: height - 700 }, 10, CONFETTI, 1.3),
    confetti(random, { x: width - 160, y: 260, width: 160, height: height - 700 }, 10, CONFETTI, 1.3),
    `<path d="M0 ${wave + 60} C ${width * 0.25} ${wave - 40}, ${width * 0.55} ${wave + 120}, ${width} ${wave} V${height} H0 Z" fill="url(#vivid)" opacity="0.95"/>`,
    `<path d="M0 ${wave + 30} C ${width * 0.25} ${wave - 70}, ${width * 0.55} ${wave + 90}, ${width} ${wave - 30}" fill="none" stroke="${C.yellow}" stroke-width="10"/>`,
    text("Let's Party!", { font: 'pacifico', size: 150, x: width / 2, y: height - 110, anchor: 'middle', fill: C.white, attrs: 'filter="url(#lift)"' }),
  ].join('');
  return svgDocument(width, height, body, VIVID + TEXT_SHADOW);
}

/** A glowing gradient border with rounded corners and a "Prost!" tag at the top. */
function neonOverlay(): string {
  const { width, height } = PORTRAIT;
  const random = seeded(7);
  const tag = { width: 520, height: 170 };
  const body = [
    `<path d="M0 0H${width}V${height}H0Z M110 90 H${width - 110} A70 70 0 0 1 ${width - 40} 160 V${height - 160} A70 70 0 0 1 ${width - 110} ${height - 90} H110 A70 70 0 0 1 40 ${height - 160} V160 A70 70 0 0 1 110 90Z" fill="url(#vivid)" fill-rule="evenodd" opacity="0.92"/>`,
    `<rect x="62" y="112" width="${width - 124}" height="${height - 224}" rx="56" fill="none" stroke="${C.yellow}" stroke-width="6"/>`,
    confetti(random, { x: 0, y: height - 90, width, height: 90 }, 30, [C.yellow, C.white, C.mint], 1.2),
    `<rect x="${(width - tag.width) / 2}" y="14" width="${tag.width}" height="${tag.height}" rx="85" fill="${C.yellow}"/>`,
    text('Prost!', { font: 'pacifico', size: 110, x: width / 2, y: 135, anchor: 'middle', fill: C.night }),
  ].join('');
  return svgDocument(width, height, body, VIVID);
}

/** A classic photo strip of three on the party gradient. */
function frame(): string {
  const { width, height } = PORTRAIT;
  const random = seeded(3);
  const windows = [
    { x: 288, y: 96, width: 960, height: 540 },
    { x: 288, y: 676, width: 960, height: 540 },
    { x: 288, y: 1256, width: 960, height: 540 },
  ];
  const body = [
    framePage(width, height, windows, 'url(#vivid)'),
    confetti(random, { x: 20, y: 60, width: 230, height: 1760 }, 40, CONFETTI, 1.4),
    confetti(random, { x: 1286, y: 60, width: 230, height: 1760 }, 40, CONFETTI, 1.4),
    text("Let's Party!", { font: 'pacifico', size: 120, x: width / 2, y: 1960, anchor: 'middle', fill: C.white, attrs: 'filter="url(#lift)"' }),
  ].join('');
  return svgDocument(width, height, body, VIVID + TEXT_SHADOW);
}

/** A club night: dark violet, light beams from above, glitter. */
function clubBackdrop(): string {
  const { width, height } = PORTRAIT;
  const random = seeded(99);
  const beams = [C.magenta, C.blue, C.mint, C.yellow, C.magenta]
    .map((color, i) => `<polygon points="${300 + i * 240},0 ${120 + i * 330},${height} ${380 + i * 330},${height}" fill="${color}" opacity="0.16"/>`)
    .join('');
  const glitter = Array.from({ length: 90 }, () => star(random() * width, random() * height, 6 + random() * 12, 2 + random() * 3, random() > 0.5 ? C.white : C.yellow, 4, 0)).join('');
  const body = [`<rect width="${width}" height="${height}" fill="url(#club)"/>`, beams, glitter, `<ellipse cx="${width / 2}" cy="${height + 100}" rx="${width}" ry="500" fill="${C.magenta}" opacity="0.25"/>`].join('');
  return svgDocument(width, height, body, linear('club', [[0, '#0f0826'], [0.6, '#2a1256'], [1, '#4b1c6d']]));
}

/** The start screen: the party gradient with confetti at the edges. */
function startBackground(): string {
  const { width, height } = PORTRAIT;
  const random = seeded(2026);
  const body = [
    `<rect width="${width}" height="${height}" fill="url(#vivid)"/>`,
    confetti(random, { x: 0, y: 0, width, height: 420 }, 80, [C.yellow, C.white, C.mint], 1.7),
    confetti(random, { x: 0, y: height - 420, width, height: 420 }, 80, [C.yellow, C.white, C.mint], 1.7),
  ].join('');
  return svgDocument(width, height, body, VIVID);
}

function wow(): string {
  const body = [
    `<g filter="url(#shadow)">${star(400, 400, 370, 280, C.yellow, 14)}</g>`,
    star(400, 400, 320, 250, C.magenta, 14),
    text('WOW!', { font: 'montserratBold', size: 170, x: 400, y: 460, anchor: 'middle', fill: C.white }),
  ].join('');
  return svgDocument(STICKER.width, STICKER.height, body, STICKER_SHADOW);
}

function partyHat(): string {
  const stripes = [0, 1, 2].map((i) => `<path d="M${300 + i * 70} ${640 - i * 150} L${470 + i * 20} ${640 - i * 150}" stroke="${C.yellow}" stroke-width="34"/>`).join('');
  const body = [
    `<g filter="url(#shadow)"><polygon points="400,110 640,660 160,660" fill="url(#vivid)"/><rect x="140" y="640" width="520" height="56" rx="28" fill="${C.yellow}"/><circle cx="400" cy="110" r="62" fill="${C.mint}"/></g>`,
    `<clipPath id="hat"><polygon points="400,110 640,660 160,660"/></clipPath><g clip-path="url(#hat)">${stripes}</g>`,
    confetti(seeded(5), { x: 120, y: 100, width: 560, height: 120 }, 8, [C.magenta, C.yellow, C.blue], 1.5),
  ].join('');
  return svgDocument(STICKER.width, STICKER.height, body, VIVID + STICKER_SHADOW);
}

function discoBall(): string {
  const tiles: string[] = [];
  for (let row = 0; row < 12; row++) {
    for (let col = 0; col < 12; col++) {
      const shade = (row * 7 + col * 13) % 5;
      tiles.push(`<rect x="${160 + col * 40}" y="${190 + row * 40}" width="36" height="36" fill="${['#e9ecf5', '#c4c9da', '#ffffff', '#a3a9c2', '#d6dbea'][shade]}"/>`);
    }
  }
  const body = [
    `<line x1="400" y1="20" x2="400" y2="190" stroke="#c4c9da" stroke-width="10"/>`,
    `<g filter="url(#shadow)"><circle cx="400" cy="430" r="240" fill="#c4c9da"/></g>`,
    `<clipPath id="ball"><circle cx="400" cy="430" r="236"/></clipPath><g clip-path="url(#ball)">${tiles.join('')}</g>`,
    `<circle cx="400" cy="430" r="240" fill="url(#sheen)"/>`,
    star(300, 330, 60, 12, C.white, 4, 0),
    star(560, 560, 34, 8, C.yellow, 4, 0),
  ].join('');
  return svgDocument(STICKER.width, STICKER.height, body, STICKER_SHADOW + linear('sheen', [[0, C.magenta, 0.25], [1, C.blue, 0.35]], [0, 0], [1, 1]));
}

function cheers(): string {
  const body = [
    `<g filter="url(#shadow)"><rect x="90" y="250" width="620" height="300" rx="150" fill="${C.white}"/></g>`,
    text('Prost!', { font: 'pacifico', size: 150, x: 400, y: 450, anchor: 'middle', fill: 'url(#vivid)' }),
    confetti(seeded(11), { x: 90, y: 140, width: 620, height: 90 }, 10, CONFETTI.slice(0, 3), 1.6),
  ].join('');
  return svgDocument(STICKER.width, STICKER.height, body, VIVID + STICKER_SHADOW);
}

export const partyDesigns: StarterDesign[] = [
  starterDesign('party', 'overlay-confetti', 'overlay', 'Party – Konfetti.png', () => confettiOverlay(PORTRAIT.width, PORTRAIT.height)),
  starterDesign('party', 'overlay-neon', 'overlay', 'Party – Neonrahmen.png', neonOverlay),
  starterDesign('party', 'overlay-confetti-square', 'overlaySquare', 'Party – Konfetti quadratisch.png', () => confettiOverlay(SQUARE.width, SQUARE.height)),
  starterDesign('party', 'frame-strip', 'frame', 'Party – Fotostreifen mit drei Bildern.png', frame),
  starterDesign('party', 'green-club', 'greenScreen', 'Party – Clubnacht.jpg', clubBackdrop),
  starterDesign('party', 'start', 'mainScreenBackground', 'Party – Startbildschirm.jpg', startBackground),
  starterDesign('party', 'sticker-wow', 'sticker', 'Party – Sticker WOW.png', wow),
  starterDesign('party', 'sticker-hat', 'sticker', 'Party – Sticker Partyhut.png', partyHat),
  starterDesign('party', 'sticker-disco', 'sticker', 'Party – Sticker Discokugel.png', discoBall),
  starterDesign('party', 'sticker-cheers', 'sticker', 'Party – Sticker Prost.png', cheers),
];
