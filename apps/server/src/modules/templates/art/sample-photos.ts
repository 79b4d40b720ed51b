import { textOutline, type StarterFontName } from '../starter-fonts.ts';

/**
 * The demo campaign's "guest photos": illustrated party scenes drawn in code (friendly people with
 * hats, glasses and signs under string lights, confetti in the air), so the demo shows real pictures
 * without anyone's face or a photo licence. Each scene is a still or, given a phase, one frame of a
 * short animation (waving, jumping, falling confetti) for the GIF and the boomerang.
 */

export type HairStyle = 'short' | 'long' | 'bun' | 'curly' | 'bald';
export type Accessory = 'hat' | 'glasses' | 'crown' | 'none';

export interface Person {
  /** Centre of the head, in picture pixels at scale 1 of a 960 px wide frame. */
  x: number;
  y: number;
  scale: number;
  skin: string;
  hair: string;
  hairStyle: HairStyle;
  shirt: string;
  accessory: Accessory;
  /** Raised arm: none, left or right (as seen). */
  wave?: 'left' | 'right';
  /** Eyes shut in a laugh. */
  laughing?: boolean;
  /** Holds a sign with this word. */
  sign?: string;
}

export interface SampleScene {
  /** Two-stop background gradient, top to bottom. */
  sky: [string, string];
  /** Colours of lights and confetti. */
  accents: string[];
  people: Person[];
  /** Coloured beams of a dance floor. */
  beams?: boolean;
  seed: number;
}

export const SAMPLE_FRAME = { width: 960, height: 1280 } as const;

/** Deterministic: the same scene and phase always draw the same picture. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let value = state;
    value = Math.imul(value ^ (value >>> 15), value | 1);
    value ^= value + Math.imul(value ^ (value >>> 7), value | 61);
    return ((value ^ (value >>> 14)) >>> 0) / 4294967296;
  };
}

const f = (value: number) => value.toFixed(1);

function shade(hex: string, amount: number): string {
  const value = Number.parseInt(hex.slice(1), 16);
  const channel = (shift: number) => Math.max(0, Math.min(255, Math.round(((value >> shift) & 0xff) * (1 + amount))));
  return `#${[16, 8, 0].map((shift) => channel(shift).toString(16).padStart(2, '0')).join('')}`;
}

function backdrop(scene: SampleScene, rnd: () => number): string {
  const { width, height } = SAMPLE_FRAME;
  const bokeh = Array.from({ length: 26 }, () => {
    const colour = scene.accents[Math.floor(rnd() * scene.accents.length)] ?? '#ffffff';
    return `<circle cx="${f(rnd() * width)}" cy="${f(rnd() * height * 0.7)}" r="${f(20 + rnd() * 70)}" fill="url(#glow-${colour.slice(1)})" opacity="${f(0.25 + rnd() * 0.45)}"/>`;
  }).join('');
  const glows = [...new Set(scene.accents)]
    .map((colour) => `<radialGradient id="glow-${colour.slice(1)}"><stop offset="0" stop-color="${colour}"/><stop offset="0.55" stop-color="${colour}" stop-opacity="0.55"/><stop offset="1" stop-color="${colour}" stop-opacity="0"/></radialGradient>`)
    .join('');
  const beams = scene.beams
    ? scene.accents
        .slice(0, 4)
        .map((colour, index) => {
          const x = 120 + index * 240;
          return `<path d="M${x} -20 L${x - 260 + index * 60} ${height} L${x - 60 + index * 60} ${height} Z" fill="${colour}" opacity="0.16"/>`;
        })
        .join('')
    : '';
  // String lights: a sagging wire with glowing bulbs.
  const bulbs = Array.from({ length: 11 }, (_, index) => {
    const x = 20 + index * 92;
    const y = 70 + Math.sin((index / 10) * Math.PI) * 60;
    const colour = scene.accents[index % scene.accents.length] ?? '#ffd36b';
    return `<circle cx="${x}" cy="${f(y + 18)}" r="34" fill="url(#glow-${colour.slice(1)})" opacity="0.8"/><circle cx="${x}" cy="${f(y + 18)}" r="9" fill="#fffbe8"/>`;
  }).join('');
  return [
    `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${scene.sky[0]}"/><stop offset="1" stop-color="${scene.sky[1]}"/></linearGradient>`,
    `<radialGradient id="vignette" cx="0.5" cy="0.45" r="0.75"><stop offset="0.55" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.45"/></radialGradient>`,
    `<radialGradient id="spot" cx="0.5" cy="0.55" r="0.5"><stop offset="0" stop-color="#fff" stop-opacity="0.22"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient>${glows}</defs>`,
    `<rect width="${width}" height="${height}" fill="url(#sky)"/>${beams}${bokeh}<rect width="${width}" height="${height}" fill="url(#spot)"/>`,
    `<path d="M-10 70 Q480 190 970 70" stroke="#2b2233" stroke-width="3" fill="none" opacity="0.6"/>${bulbs}`,
  ].join('');
}

function hairBack(person: Person): string {
  if (person.hairStyle === 'long') return `<path d="M-96 -20 C-112 -130 112 -130 96 -20 L112 175 C60 200 -60 200 -112 175 Z" fill="${person.hair}"/>`;
  if (person.hairStyle === 'curly') {
    return Array.from({ length: 11 }, (_, index) => {
      const angle = Math.PI * (0.95 + (index / 10) * 1.1);
      return `<circle cx="${f(Math.cos(angle) * 88)}" cy="${f(Math.sin(angle) * 92 - 8)}" r="34" fill="${person.hair}"/>`;
    }).join('');
  }
  return '';
}

function hairFront(person: Person): string {
  switch (person.hairStyle) {
    case 'short':
    case 'long':
      return `<path d="M-84 -8 C-94 -112 -30 -132 4 -130 C64 -128 98 -92 84 -8 C74 -58 36 -84 -6 -82 C-48 -80 -72 -52 -84 -8 Z" fill="${person.hair}"/>`;
    case 'bun':
      return `<circle cx="0" cy="-128" r="40" fill="${person.hair}"/><path d="M-84 -10 C-90 -118 90 -118 84 -10 C70 -70 -70 -70 -84 -10 Z" fill="${person.hair}"/>`;
    case 'curly':
      return `<path d="M-78 -30 C-60 -100 60 -100 78 -30 C50 -64 -50 -64 -78 -30 Z" fill="${person.hair}"/>`;
    case 'bald':
      return `<ellipse cx="-26" cy="-70" rx="22" ry="12" fill="#fff" opacity="0.18"/>`;
  }
}

function face(person: Person): string {
  const dark = '#2a1d1a';
  const eyes = person.laughing
    ? `<path d="M-42 -4 Q-30 -18 -18 -4 M18 -4 Q30 -18 42 -4" stroke="${dark}" stroke-width="6" fill="none" stroke-linecap="round"/>`
    : `<ellipse cx="-30" cy="-6" rx="8" ry="11" fill="${dark}"/><ellipse cx="30" cy="-6" rx="8" ry="11" fill="${dark}"/><circle cx="-27" cy="-10" r="3" fill="#fff"/><circle cx="33" cy="-10" r="3" fill="#fff"/>`;
  const mouth = person.laughing
    ? `<path d="M-36 30 Q0 92 36 30 Z" fill="#7a1f2b"/><path d="M-30 32 L30 32 L26 42 L-26 42 Z" fill="#fff"/>`
    : `<path d="M-32 34 Q0 68 32 34" stroke="${dark}" stroke-width="7" fill="none" stroke-linecap="round"/>`;
  return [
    `<ellipse cx="-82" cy="6" rx="16" ry="22" fill="${shade(person.skin, -0.08)}"/><ellipse cx="82" cy="6" rx="16" ry="22" fill="${shade(person.skin, -0.08)}"/>`,
    `<ellipse cx="0" cy="0" rx="82" ry="96" fill="${person.skin}"/>`,
    `<path d="M-48 -34 Q-30 -44 -14 -36 M14 -36 Q30 -44 48 -34" stroke="${shade(person.hair, -0.1)}" stroke-width="6" fill="none" stroke-linecap="round"/>`,
    eyes,
    `<path d="M-4 8 Q-10 22 2 24" stroke="${shade(person.skin, -0.25)}" stroke-width="4" fill="none" stroke-linecap="round"/>`,
    mouth,
    `<circle cx="-50" cy="26" r="15" fill="#ff6f7d" opacity="0.3"/><circle cx="50" cy="26" r="15" fill="#ff6f7d" opacity="0.3"/>`,
  ].join('');
}

function accessory(person: Person, accent: string): string {
  switch (person.accessory) {
    case 'hat':
      return `<g transform="rotate(-14 0 -90)"><path d="M-58 -92 L0 -262 L58 -92 Z" fill="${accent}"/><path d="M-40 -142 L40 -142 M-24 -190 L24 -190" stroke="#fff" stroke-width="12" opacity="0.85"/><circle cx="0" cy="-266" r="20" fill="#fff7c2"/><path d="M-62 -92 Q0 -72 62 -92" stroke="${shade(accent, -0.3)}" stroke-width="8" fill="none"/></g>`;
    case 'glasses':
      return `<g><rect x="-74" y="-30" width="64" height="46" rx="16" fill="#1c1830" opacity="0.88" stroke="${accent}" stroke-width="8"/><rect x="10" y="-30" width="64" height="46" rx="16" fill="#1c1830" opacity="0.88" stroke="${accent}" stroke-width="8"/><path d="M-10 -14 Q0 -22 10 -14" stroke="${accent}" stroke-width="7" fill="none"/><path d="M-64 -22 L-44 -22" stroke="#fff" stroke-width="5" opacity="0.6" stroke-linecap="round"/><path d="M20 -22 L40 -22" stroke="#fff" stroke-width="5" opacity="0.6" stroke-linecap="round"/></g>`;
    case 'crown':
      return `<path d="M-62 -96 L-70 -170 L-34 -128 L0 -186 L34 -128 L70 -170 L62 -96 Z" fill="#ffc93c" stroke="#d9952a" stroke-width="6" stroke-linejoin="round"/><circle cx="0" cy="-120" r="10" fill="#e8467c"/><circle cx="-40" cy="-112" r="7" fill="#38c6d9"/><circle cx="40" cy="-112" r="7" fill="#38c6d9"/>`;
    case 'none':
      return '';
  }
}

/** A person from the chest up; `phase` (0–1) moves a raised arm. */
function person(p: Person, accent: string, phase: number): string {
  const body = `<path d="M-175 1100 L-175 300 C-175 190 -120 140 0 140 C120 140 175 190 175 300 L175 1100 Z" fill="${p.shirt}"/><path d="M-40 140 Q0 190 40 140" fill="${shade(p.skin, -0.12)}"/>`;
  const neck = `<rect x="-30" y="70" width="60" height="80" rx="20" fill="${shade(p.skin, -0.12)}"/>`;
  let arm = '';
  if (p.wave) {
    const side = p.wave === 'left' ? -1 : 1;
    const swing = Math.sin(phase * Math.PI * 2) * 38;
    const hand = { x: side * (205 + swing), y: -70 - Math.abs(swing) * 0.3 };
    arm = `<path d="M${side * 140} 230 Q${side * 230} 120 ${f(hand.x)} ${f(hand.y + 40)}" stroke="${shade(p.shirt, -0.1)}" stroke-width="62" fill="none" stroke-linecap="round"/><circle cx="${f(hand.x)}" cy="${f(hand.y)}" r="36" fill="${p.skin}"/>`;
  }
  const sign = p.sign ? signBoard(p.sign, accent, p.skin) : '';
  return `<g transform="translate(${f(p.x)} ${f(p.y)}) scale(${p.scale})">${hairBack(p)}${neck}${body}${arm}${face(p)}${hairFront(p)}${accessory(p, accent)}${sign}</g>`;
}

function signBoard(word: string, accent: string, hand: string): string {
  const font: StarterFontName = 'pacifico';
  const lettering = textOutline(word, { font, size: 78, x: 0, y: 390, anchor: 'middle', fill: '#2b1840' });
  const width = Math.max(260, lettering.width + 80);
  return `<g transform="rotate(-6 0 360)"><rect x="${f(-width / 2 + 8)}" y="298" width="${f(width)}" height="132" rx="18" fill="#000" opacity="0.25"/><rect x="${f(-width / 2)}" y="290" width="${f(width)}" height="132" rx="18" fill="#fff8e6" stroke="${accent}" stroke-width="10"/>${lettering.svg}<circle cx="${f(-width / 2 + 6)}" cy="380" r="30" fill="${hand}"/><circle cx="${f(width / 2 - 6)}" cy="372" r="30" fill="${hand}"/></g>`;
}

function confetti(scene: SampleScene, phase: number): string {
  const rnd = random(scene.seed * 7919);
  const { width, height } = SAMPLE_FRAME;
  return Array.from({ length: 70 }, () => {
    const colour = scene.accents[Math.floor(rnd() * scene.accents.length)] ?? '#fff';
    const x = rnd() * width;
    const y = (rnd() * height * 1.1 + phase * 260) % (height * 1.1) - 40;
    const angle = rnd() * 360 + phase * 180;
    const long = 10 + rnd() * 16;
    return rnd() < 0.3
      ? `<circle cx="${f(x)}" cy="${f(y)}" r="${f(long / 2.2)}" fill="${colour}" opacity="0.9"/>`
      : `<rect x="${f(x)}" y="${f(y)}" width="${f(long)}" height="${f(long * 0.45)}" fill="${colour}" transform="rotate(${f(angle)} ${f(x)} ${f(y)})" opacity="0.92"/>`;
  }).join('');
}

/**
 * One picture of a scene. `phase` in [0, 1) is the moment of an animation: arms wave and confetti
 * falls; `lift` raises everyone by that many pixels (a jump, for the boomerang).
 */
export function drawSamplePhoto(scene: SampleScene, phase = 0, lift = 0): string {
  const { width, height } = SAMPLE_FRAME;
  const rnd = random(scene.seed);
  // Back row first: the larger (nearer) people stand in front.
  const people = [...scene.people]
    .sort((a, b) => a.scale - b.scale)
    .map((p, index) => person({ ...p, y: p.y - lift }, scene.accents[index % scene.accents.length] ?? '#ff5fa2', phase))
    .join('');
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">`,
    backdrop(scene, rnd),
    people,
    confetti(scene, phase),
    `<rect width="${width}" height="${height}" fill="url(#vignette)"/>`,
    '</svg>',
  ].join('');
}

const SKIN = ['#f6d3b8', '#e8b48f', '#c98b62', '#8d5a3b', '#f1c7a5', '#6b4329'] as const;
const HAIR = { dark: '#2b1d16', brown: '#6b3f22', blond: '#e2b65c', red: '#b4472a', black: '#14110f', grey: '#b9b3ad', pink: '#ff79b0' } as const;

/** The demo's sample scenes: six stills, and two that move (GIF and boomerang). */
export const sampleScenes = {
  hats: {
    seed: 11,
    sky: ['#4b1d6e', '#e0417f'],
    accents: ['#ffd23f', '#3bceac', '#ff5fa2', '#ffffff'],
    people: [
      { x: 320, y: 560, scale: 1.25, skin: SKIN[0], hair: HAIR.blond, hairStyle: 'long', shirt: '#2ec4b6', accessory: 'hat', laughing: true },
      { x: 650, y: 590, scale: 1.2, skin: SKIN[3], hair: HAIR.black, hairStyle: 'short', shirt: '#ff9f1c', accessory: 'hat' },
    ],
  },
  trio: {
    seed: 23,
    sky: ['#0f3b57', '#1fa2a6'],
    accents: ['#ffe066', '#ff6b6b', '#c3f73a', '#ffffff'],
    people: [
      { x: 210, y: 640, scale: 1.0, skin: SKIN[2], hair: HAIR.dark, hairStyle: 'curly', shirt: '#ef476f', accessory: 'glasses' },
      { x: 480, y: 560, scale: 1.12, skin: SKIN[4], hair: HAIR.red, hairStyle: 'bun', shirt: '#ffd166', accessory: 'none', laughing: true },
      { x: 750, y: 650, scale: 1.0, skin: SKIN[1], hair: HAIR.brown, hairStyle: 'short', shirt: '#118ab2', accessory: 'glasses' },
    ],
  },
  cheers: {
    seed: 37,
    sky: ['#5a1e0f', '#f29e4c'],
    accents: ['#ffe5a3', '#ff7b54', '#ffd23f', '#ffffff'],
    people: [
      { x: 330, y: 520, scale: 1.15, skin: SKIN[1], hair: HAIR.dark, hairStyle: 'long', shirt: '#6a4c93', accessory: 'none', sign: 'Prost!' },
      { x: 670, y: 540, scale: 1.1, skin: SKIN[5], hair: HAIR.grey, hairStyle: 'bald', shirt: '#1982c4', accessory: 'none', laughing: true },
    ],
  },
  queen: {
    seed: 41,
    sky: ['#7b1e57', '#ff8fab'],
    accents: ['#ffd6e8', '#ffc93c', '#9b5de5', '#ffffff'],
    people: [{ x: 480, y: 600, scale: 1.6, skin: SKIN[4], hair: HAIR.pink, hairStyle: 'long', shirt: '#00bbf9', accessory: 'crown', laughing: true }],
  },
  crew: {
    seed: 53,
    sky: ['#141e61', '#4361ee'],
    accents: ['#4cc9f0', '#f72585', '#ffd60a', '#ffffff'],
    people: [
      { x: 170, y: 700, scale: 0.9, skin: SKIN[0], hair: HAIR.brown, hairStyle: 'short', shirt: '#f72585', accessory: 'hat' },
      { x: 380, y: 610, scale: 0.98, skin: SKIN[3], hair: HAIR.black, hairStyle: 'curly', shirt: '#4cc9f0', accessory: 'none', laughing: true },
      { x: 600, y: 620, scale: 0.96, skin: SKIN[1], hair: HAIR.blond, hairStyle: 'bun', shirt: '#ffd60a', accessory: 'glasses' },
      { x: 800, y: 710, scale: 0.9, skin: SKIN[2], hair: HAIR.dark, hairStyle: 'long', shirt: '#7209b7', accessory: 'hat' },
    ],
  },
  dancefloor: {
    seed: 67,
    sky: ['#10002b', '#5a189a'],
    accents: ['#ff006e', '#3a86ff', '#ffbe0b', '#8338ec'],
    beams: true,
    people: [
      { x: 340, y: 580, scale: 1.15, skin: SKIN[2], hair: HAIR.blond, hairStyle: 'short', shirt: '#ff006e', accessory: 'glasses', wave: 'left' },
      { x: 650, y: 600, scale: 1.1, skin: SKIN[0], hair: HAIR.dark, hairStyle: 'long', shirt: '#3a86ff', accessory: 'none', laughing: true, wave: 'right' },
    ],
  },
  waving: {
    seed: 79,
    sky: ['#3d0e61', '#ff5e78'],
    accents: ['#ffd23f', '#3bceac', '#ffffff', '#ff9ff3'],
    people: [
      { x: 320, y: 600, scale: 1.15, skin: SKIN[5], hair: HAIR.black, hairStyle: 'curly', shirt: '#ffd23f', accessory: 'hat', wave: 'left', laughing: true },
      { x: 660, y: 610, scale: 1.12, skin: SKIN[4], hair: HAIR.red, hairStyle: 'long', shirt: '#3bceac', accessory: 'hat', wave: 'right' },
    ],
  },
  jump: {
    seed: 97,
    sky: ['#073b4c', '#06d6a0'],
    accents: ['#ffd166', '#ef476f', '#ffffff', '#118ab2'],
    people: [{ x: 480, y: 640, scale: 1.4, skin: SKIN[1], hair: HAIR.brown, hairStyle: 'bun', shirt: '#ef476f', accessory: 'glasses', wave: 'right', laughing: true }],
  },
} satisfies Record<string, SampleScene>;
export type SampleSceneName = keyof typeof sampleScenes;
