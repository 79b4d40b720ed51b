import type { EventVirtualDto, GuestAsset } from '@booth/shared';

/** Marks what this module put into the page, so that it is added once. */
const MARK = 'data-booth-extra';

function add<K extends keyof HTMLElementTagNameMap>(parent: HTMLElement, tag: K, name: string, fill: (element: HTMLElementTagNameMap[K]) => void): void {
  if (parent.querySelector(`[${MARK}="${name}"]`)) return;
  const element = document.createElement(tag);
  element.setAttribute(MARK, name);
  fill(element);
  parent.appendChild(element);
}

const loadedFonts = new Set<string>();

/** The organiser's uploaded fonts, so that design settings and texts can name their family (each file once). */
export function loadEventFonts(assets: readonly GuestAsset[]): void {
  if (typeof FontFace === 'undefined' || !document.fonts) return;
  for (const asset of assets) {
    if (!asset.family || loadedFonts.has(asset.src)) continue;
    loadedFonts.add(asset.src);
    const face = new FontFace(asset.family, `url(${JSON.stringify(asset.src)})`, { display: 'swap' });
    document.fonts.add(face);
    void face.load().catch(() => {
      // A font that fails to load leaves the fallback family in place.
    });
  }
}

/**
 * The "custom" layout's page-wide parts of an event (platform §2; campaigns §3 virtual booth
 * settings): the guest's language, the title and the organiser's CSS (CSS cannot run script; the
 * page's CSP lets it load https images and fonts). The organiser's JavaScript, Google Analytics and
 * Tag Manager never run on this page: they live in the sandboxed frame of booth-code-frame.tsx.
 */
export function applyPageExtras(event: EventVirtualDto, lang: string, title: string): void {
  document.documentElement.lang = lang;
  document.title = title;
  const settings = event.virtualSettings;
  loadEventFonts(event.assets);
  if (settings.customCss.trim()) add(document.head, 'style', 'custom-css', (style) => (style.textContent = settings.customCss));
}
