import type { Locator } from 'playwright-core';
import sharp from 'sharp';

/** The computed colours and font of an element, as a person sees them. */
export interface Look {
  color: string;
  backgroundColor: string;
  fontFamily: string;
}

/** The element's text colour, font and its own background colour. */
export function lookOf(locator: Locator): Promise<Look> {
  return locator.evaluate((element) => {
    const style = getComputedStyle(element);
    return { color: style.color, backgroundColor: style.backgroundColor, fontFamily: style.fontFamily };
  });
}

/**
 * The background a person sees behind an element: the first colour or image up its ancestors within
 * its document (a page or the preview's frame).
 */
export function backgroundBehind(locator: Locator): Promise<string> {
  return locator.evaluate((element) => {
    for (let node: Element | null = element; node; node = node.parentElement) {
      const style = getComputedStyle(node);
      if (style.backgroundImage !== 'none') return `image ${style.backgroundImage}`;
      if (style.backgroundColor !== 'transparent' && !/rgba\([^)]*,\s*0\)$/.test(style.backgroundColor)) return style.backgroundColor;
    }
    return 'none';
  });
}

/** The accessible names of an element's buttons and links, in order (what a guest can press). */
export function controlNames(locator: Locator): Promise<string[]> {
  return locator.evaluate((element) =>
    Array.from(element.querySelectorAll('button, a[href], [role="button"]'))
      .filter((control) => (control as HTMLElement).offsetParent !== null)
      .map((control) => (control.getAttribute('aria-label') ?? (control as HTMLElement).innerText).replace(/\s+/g, ' ').trim()),
  );
}

/** The average colour of the top tenth of what an element shows on screen (its screenshot). */
export async function topBandOnScreen(locator: Locator): Promise<{ r: number; g: number; b: number }> {
  const shot = await locator.screenshot();
  const { data, info } = await sharp(shot).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const rows = Math.max(1, Math.floor(info.height / 20));
  let r = 0;
  let g = 0;
  let b = 0;
  let n = 0;
  for (let y = Math.floor(info.height / 80); y < Math.floor(info.height / 80) + rows; y += 1) {
    for (let x = Math.floor(info.width / 4); x < Math.floor((3 * info.width) / 4); x += 1) {
      const offset = (y * info.width + x) * info.channels;
      r += data[offset] ?? 0;
      g += data[offset + 1] ?? 0;
      b += data[offset + 2] ?? 0;
      n += 1;
    }
  }
  return { r: Math.round(r / n), g: Math.round(g / n), b: Math.round(b / n) };
}
