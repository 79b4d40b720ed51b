// Test helper: reads back the QR code of the share screen's <img> (imported only by tests).
import jsQR from 'jsqr';

/**
 * Rasterises the QR SVG data URL at its natural pixel size and decodes it with jsQR. The logo image
 * is painted solid black — the worst a logo can do — so a code that decodes here scans with any logo.
 */
export function decodeQrDataUrl(dataUrl: string): { text: string; width: number; moduleSize: number } | null {
  const base64 = dataUrl.replace(/^data:image\/svg\+xml;base64,/, '');
  const svg = new TextDecoder().decode(Uint8Array.from(atob(base64), (char) => char.charCodeAt(0)));
  const [, viewBox] = /viewBox="0 0 (\d+) \d+"/.exec(svg) ?? [];
  const [, width] = /<svg[^>]* width="(\d+)"/.exec(svg) ?? [];
  if (!viewBox || !width) return null;
  const total = Number(viewBox);
  const scale = Number(width) / total;
  const pixels = Number(width);
  const data = new Uint8ClampedArray(pixels * pixels * 4).fill(255);
  const paint = (x: number, y: number, w: number, h: number) => {
    for (let py = Math.round(y * scale); py < Math.round((y + h) * scale); py += 1) {
      for (let px = Math.round(x * scale); px < Math.round((x + w) * scale); px += 1) {
        const at = (py * pixels + px) * 4;
        data[at] = 0;
        data[at + 1] = 0;
        data[at + 2] = 0;
      }
    }
  };
  const path = /<path[^>]* d="([^"]*)"/.exec(svg)?.[1] ?? '';
  for (const run of path.matchAll(/M(\d+) (\d+)h(\d+)/g)) paint(Number(run[1]), Number(run[2]), Number(run[3]), 1);
  const image = /<image[^>]* x="([\d.]+)" y="([\d.]+)" width="([\d.]+)" height="([\d.]+)"/.exec(svg);
  if (image) paint(Number(image[1]), Number(image[2]), Number(image[3]), Number(image[4]));
  const code = jsQR(data, pixels, pixels);
  return code ? { text: code.data, width: pixels, moduleSize: scale } : null;
}
