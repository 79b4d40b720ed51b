/*
 * The preview's built-in sample picture, drawn here (no network, no photo of anyone): a room and a
 * smiling guest cut out from it, so that a chosen background can replace the room as the live
 * background would.
 */
const svg = (body: string) => `data:image/svg+xml;charset=utf-8,${encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 600 800" preserveAspectRatio="xMidYMid slice">${body}</svg>`)}`;

const ROOM = `
  <defs>
    <linearGradient id="wall" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#dfe7ee"/><stop offset="1" stop-color="#b9c6d2"/></linearGradient>
    <radialGradient id="lamp" cx="0.75" cy="0.2" r="0.5"><stop offset="0" stop-color="#fff6dc" stop-opacity="0.9"/><stop offset="1" stop-color="#fff6dc" stop-opacity="0"/></radialGradient>
  </defs>
  <rect width="600" height="800" fill="url(#wall)"/>
  <rect width="600" height="800" fill="url(#lamp)"/>
  <rect x="60" y="120" width="150" height="200" rx="6" fill="#8fb3c9"/>
  <rect x="72" y="132" width="126" height="176" rx="4" fill="#cfe3ee"/>
  <path d="M72 260 L120 205 L150 240 L170 220 L198 260 V308 H72 Z" fill="#7aa58a"/>
  <rect x="420" y="90" width="110" height="110" rx="55" fill="#f3d9a4" opacity="0.7"/>
  <rect y="640" width="600" height="160" fill="#9aa8b5"/>
  <rect x="440" y="470" width="90" height="170" rx="10" fill="#6f8f7a"/>
  <circle cx="485" cy="450" r="55" fill="#7fb08d"/>
`;

const PERSON = `
  <path d="M120 800 C120 640 190 575 300 575 C410 575 480 640 480 800 Z" fill="#2f5d8a"/>
  <path d="M255 560 H345 V610 C330 630 270 630 255 610 Z" fill="#e7b793"/>
  <path d="M262 600 L300 660 L338 600 L345 612 L300 690 L255 612 Z" fill="#f4f4f4"/>
  <ellipse cx="300" cy="455" rx="112" ry="132" fill="#f1c6a2"/>
  <path d="M188 440 C180 330 240 300 300 300 C372 300 424 335 414 445 C404 395 370 372 300 372 C236 372 198 392 188 440 Z" fill="#5a3a26"/>
  <ellipse cx="258" cy="448" rx="11" ry="13" fill="#2b2b2b"/>
  <ellipse cx="342" cy="448" rx="11" ry="13" fill="#2b2b2b"/>
  <path d="M240 420 Q258 408 276 420" stroke="#5a3a26" stroke-width="6" fill="none" stroke-linecap="round"/>
  <path d="M324 420 Q342 408 360 420" stroke="#5a3a26" stroke-width="6" fill="none" stroke-linecap="round"/>
  <path d="M255 510 Q300 555 345 510" stroke="#a44a3f" stroke-width="9" fill="none" stroke-linecap="round"/>
  <ellipse cx="236" cy="500" rx="18" ry="10" fill="#eea58f" opacity="0.6"/>
  <ellipse cx="364" cy="500" rx="18" ry="10" fill="#eea58f" opacity="0.6"/>
`;

export const SAMPLE_ROOM = svg(ROOM);
export const SAMPLE_PERSON = svg(PERSON);

/** The sample as one picture (the share screen's preview): the room with the guest. */
export const SAMPLE_PHOTO = svg(ROOM + PERSON);
