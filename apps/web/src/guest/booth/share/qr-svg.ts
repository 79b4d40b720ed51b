import QRCode from 'qrcode';

export interface QrSvgOptions {
  /** Colour of the dark modules (the sharing screen's qrCodeColor). */
  color: string;
  /** The logo in the centre, as a data URL: an SVG shown as an image may load nothing from outside. */
  logo?: string | null;
  /** Pixels per module of the image's natural size; 8 keeps a phone camera happy at any distance. */
  moduleSize?: number;
  /** The quiet zone in modules; the standard asks for 4. */
  margin?: number;
}

/** Share of the symbol's width the logo plate may cover; level H restores up to 30 % damaged codewords. */
const LOGO_SHARE = 0.22;

/**
 * The QR code of a microsite address as an SVG image: error correction H, so that a logo covering the
 * centre still scans; dark modules in the organiser's colour on white with a quiet zone. Modules under
 * the logo's white plate are left out, so the code reads the same whether the logo is dark or light.
 */
export function qrSvg(text: string, options: QrSvgOptions): string {
  const { color, logo = null, moduleSize = 8, margin = 4 } = options;
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'H' });
  const size = modules.size;
  const total = size + margin * 2;

  // The plate is centred on the symbol and covers whole modules (an odd count, like the symbol).
  let plate = 0;
  if (logo) {
    plate = Math.floor(size * LOGO_SHARE);
    if (plate % 2 === 0) plate += 1;
  }
  const plateStart = Math.floor((size - plate) / 2);
  const underPlate = (row: number, col: number) =>
    plate > 0 && row >= plateStart && row < plateStart + plate && col >= plateStart && col < plateStart + plate;

  // One horizontal run per stretch of dark modules keeps the image small (a long URL is ~2 000 modules).
  const runs: string[] = [];
  for (let row = 0; row < size; row += 1) {
    let col = 0;
    while (col < size) {
      if (!modules.get(row, col) || underPlate(row, col)) {
        col += 1;
        continue;
      }
      const start = col;
      while (col < size && modules.get(row, col) && !underPlate(row, col)) col += 1;
      runs.push(`M${start + margin} ${row + margin}h${col - start}v1h-${col - start}z`);
    }
  }

  const pixels = total * moduleSize;
  const parts = [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${total} ${total}" width="${pixels}" height="${pixels}" shape-rendering="crispEdges">`,
    `<rect width="${total}" height="${total}" fill="#ffffff"/>`,
    `<path fill="${escapeAttribute(color)}" d="${runs.join('')}"/>`,
  ];
  if (logo && plate > 0) {
    const at = plateStart + margin;
    // The logo sits inside the plate with half a module of white around it.
    parts.push(
      `<rect x="${at}" y="${at}" width="${plate}" height="${plate}" rx="0.5" fill="#ffffff"/>`,
      `<image href="${escapeAttribute(logo)}" x="${at + 0.5}" y="${at + 0.5}" width="${plate - 1}" height="${plate - 1}" preserveAspectRatio="xMidYMid meet"/>`,
    );
  }
  parts.push('</svg>');
  return parts.join('');
}

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}

/** An SVG as a data URL an <img> can show and a test can read back. */
export function svgDataUrl(svg: string): string {
  let binary = '';
  for (const byte of new TextEncoder().encode(svg)) binary += String.fromCharCode(byte);
  return `data:image/svg+xml;base64,${btoa(binary)}`;
}
