/** Small drawing helpers the starter designs share: an SVG document, seeded scatter, botanical and festive shapes. */

export function svgDocument(width: number, height: number, body: string, defs = ''): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><defs>${defs}</defs>${body}</svg>`;
}

/** A deterministic random sequence (mulberry32): a design renders to the same bytes on every start. */
export function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let mixed = Math.imul(state ^ (state >>> 15), 1 | state);
    mixed = (mixed + Math.imul(mixed ^ (mixed >>> 7), 61 | mixed)) ^ mixed;
    return ((mixed ^ (mixed >>> 14)) >>> 0) / 4294967296;
  };
}

export function linear(id: string, stops: ReadonlyArray<readonly [number, string, number?]>, from = [0, 0], to = [0, 1]): string {
  const body = stops
    .map(([offset, color, opacity]) => `<stop offset="${offset}" stop-color="${color}"${opacity === undefined ? '' : ` stop-opacity="${opacity}"`}/>`)
    .join('');
  return `<linearGradient id="${id}" x1="${from[0]}" y1="${from[1]}" x2="${to[0]}" y2="${to[1]}">${body}</linearGradient>`;
}

export function radial(id: string, stops: ReadonlyArray<readonly [number, string, number?]>, cx = 0.5, cy = 0.5, r = 0.5): string {
  const body = stops
    .map(([offset, color, opacity]) => `<stop offset="${offset}" stop-color="${color}"${opacity === undefined ? '' : ` stop-opacity="${opacity}"`}/>`)
    .join('');
  return `<radialGradient id="${id}" cx="${cx}" cy="${cy}" r="${r}">${body}</radialGradient>`;
}

/** A leaf as two arcs from base to tip, pointing along `angle` (degrees), `length` long. */
export function leaf(x: number, y: number, length: number, angle: number, fill: string, opacity = 1): string {
  const w = length * 0.36;
  return `<path d="M0 0 Q ${length * 0.5} ${-w} ${length} 0 Q ${length * 0.5} ${w} 0 0 Z" fill="${fill}" opacity="${opacity}" transform="translate(${x} ${y}) rotate(${angle})"/>`;
}

/**
 * A sprig: a curved stem with leaves in pairs, growing from (x, y) along `angle`; `scale` 1 is about
 * 420 px long. Drawn in two tones so it reads as foliage, not clip-art.
 */
export function sprig(x: number, y: number, angle: number, scale: number, colors: { stem: string; leaf: string; light: string }): string {
  const leaves: string[] = [];
  const steps = 7;
  for (let i = 1; i <= steps; i++) {
    const t = i / (steps + 1);
    const px = t * 420;
    const py = Math.sin(t * Math.PI) * -30;
    const size = 110 * (1 - t * 0.55);
    leaves.push(leaf(px, py, size, -48 - t * 10, i % 2 ? colors.leaf : colors.light, 0.95));
    leaves.push(leaf(px, py, size * 0.92, 42 + t * 10, i % 2 ? colors.light : colors.leaf, 0.95));
  }
  leaves.push(leaf(420, 0, 90, -4, colors.leaf));
  const stem = `<path d="M0 0 Q 210 -60 430 0" fill="none" stroke="${colors.stem}" stroke-width="5" stroke-linecap="round"/>`;
  return `<g transform="translate(${x} ${y}) rotate(${angle}) scale(${scale})">${stem}${leaves.join('')}</g>`;
}

/** A eucalyptus stem: round leaves alternating along a thin stem. */
export function eucalyptus(x: number, y: number, angle: number, scale: number, colors: { stem: string; leaf: string; light: string }): string {
  const parts: string[] = [`<path d="M0 0 Q 200 40 420 10" fill="none" stroke="${colors.stem}" stroke-width="4" stroke-linecap="round"/>`];
  for (let i = 0; i < 8; i++) {
    const t = (i + 0.6) / 8.6;
    const px = t * 420;
    const py = 40 * Math.sin(t * Math.PI) * 0.5;
    const r = 44 * (1 - t * 0.45);
    const side = i % 2 ? -1 : 1;
    parts.push(
      `<ellipse cx="${px}" cy="${py + side * r * 0.9}" rx="${r}" ry="${r * 0.82}" fill="${i % 3 ? colors.leaf : colors.light}" opacity="0.92" transform="rotate(${side * 18} ${px} ${py})"/>`,
    );
  }
  return `<g transform="translate(${x} ${y}) rotate(${angle}) scale(${scale})">${parts.join('')}</g>`;
}

/** Confetti pieces (strips, dots and squiggles) scattered inside a box, seeded. */
export function confetti(
  random: () => number,
  box: { x: number; y: number; width: number; height: number },
  count: number,
  colors: readonly string[],
  size = 1,
): string {
  const pieces: string[] = [];
  for (let i = 0; i < count; i++) {
    const x = box.x + random() * box.width;
    const y = box.y + random() * box.height;
    const color = colors[Math.floor(random() * colors.length)] ?? '#fff';
    const rotate = Math.round(random() * 360);
    const kind = random();
    const s = size * (0.7 + random() * 0.6);
    if (kind < 0.45) {
      pieces.push(`<rect x="${-14 * s}" y="${-5 * s}" width="${28 * s}" height="${10 * s}" rx="${2 * s}" fill="${color}" transform="translate(${x} ${y}) rotate(${rotate})"/>`);
    } else if (kind < 0.75) {
      pieces.push(`<circle cx="${x}" cy="${y}" r="${7 * s}" fill="${color}"/>`);
    } else {
      pieces.push(
        `<path d="M${-18 * s} 0 q ${9 * s} ${-12 * s} ${18 * s} 0 t ${18 * s} 0" fill="none" stroke="${color}" stroke-width="${6 * s}" stroke-linecap="round" transform="translate(${x} ${y}) rotate(${rotate})"/>`,
      );
    }
  }
  return pieces.join('');
}

/** A rounded rectangle path with `r` corners, for windows cut out of a frame with an even-odd fill. */
export function roundedRect(x: number, y: number, width: number, height: number, r: number): string {
  return `M${x + r} ${y}H${x + width - r}A${r} ${r} 0 0 1 ${x + width} ${y + r}V${y + height - r}A${r} ${r} 0 0 1 ${x + width - r} ${y + height}H${x + r}A${r} ${r} 0 0 1 ${x} ${y + height - r}V${y + r}A${r} ${r} 0 0 1 ${x + r} ${y}Z`;
}

/**
 * A photo-layout frame: the whole page filled by `fill` except the windows, which stay fully
 * transparent (the booth finds its photo areas there). Windows are plain rectangles: the photo-area
 * finder looks for transparent rectangles.
 */
export function framePage(width: number, height: number, windows: ReadonlyArray<{ x: number; y: number; width: number; height: number }>, fill: string): string {
  const holes = windows.map((w) => `M${w.x} ${w.y}h${w.width}v${w.height}h${-w.width}Z`).join('');
  return `<path d="M0 0H${width}V${height}H0Z${holes}" fill="${fill}" fill-rule="evenodd"/>`;
}

/** A five-point star centred on (x, y). */
export function star(x: number, y: number, outer: number, inner: number, fill: string, points = 5, rotate = -90): string {
  const coords: string[] = [];
  for (let i = 0; i < points * 2; i++) {
    const r = i % 2 ? inner : outer;
    const a = ((rotate + (i * 180) / points) * Math.PI) / 180;
    coords.push(`${(x + r * Math.cos(a)).toFixed(1)},${(y + r * Math.sin(a)).toFixed(1)}`);
  }
  return `<polygon points="${coords.join(' ')}" fill="${fill}"/>`;
}

/** A sticker's soft drop shadow, so it stays readable on any picture. */
export const STICKER_SHADOW = '<filter id="shadow" x="-20%" y="-20%" width="140%" height="140%"><feDropShadow dx="0" dy="10" stdDeviation="14" flood-color="#000" flood-opacity="0.28"/></filter>';
