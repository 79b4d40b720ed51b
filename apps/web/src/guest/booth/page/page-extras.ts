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

/** The organiser's uploaded fonts, so that design settings and texts can name their family. */
export function loadEventFonts(assets: readonly GuestAsset[]): void {
  if (typeof FontFace === 'undefined' || !document.fonts) return;
  for (const asset of assets) {
    if (!asset.family) continue;
    const face = new FontFace(asset.family, `url(${JSON.stringify(asset.src)})`, { display: 'swap' });
    document.fonts.add(face);
    void face.load().catch(() => {
      // A font that fails to load leaves the fallback family in place.
    });
  }
}

/**
 * The "custom" layout's page-wide parts of an event (platform §2; campaigns §3 virtual booth
 * settings): the guest's language, the title, the organiser's CSS and — on this page only, never in
 * the organiser app — their JavaScript, Google Analytics and Tag Manager. The tracking ids are limited
 * to letters, digits and dashes by the settings schema, so they are safe inside a script.
 */
export function applyPageExtras(event: EventVirtualDto, lang: string, title: string): void {
  document.documentElement.lang = lang;
  document.title = title;
  const settings = event.virtualSettings;
  loadEventFonts(event.assets);
  if (settings.customCss.trim()) add(document.head, 'style', 'custom-css', (style) => (style.textContent = settings.customCss));

  const analyticsId = settings.analyticsId.trim();
  if (analyticsId) {
    add(document.head, 'script', 'gtag', (script) => {
      script.async = true;
      script.src = `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(analyticsId)}`;
    });
    add(document.head, 'script', 'gtag-config', (script) => {
      script.textContent = `window.dataLayer=window.dataLayer||[];function gtag(){dataLayer.push(arguments);}gtag('js',new Date());gtag('config','${analyticsId}');`;
    });
  }
  const tagManagerId = settings.tagManagerId.trim();
  if (tagManagerId) {
    add(document.head, 'script', 'gtm', (script) => {
      script.textContent =
        `(function(w,d,s,l,i){w[l]=w[l]||[];w[l].push({'gtm.start':new Date().getTime(),event:'gtm.js'});` +
        `var f=d.getElementsByTagName(s)[0],j=d.createElement(s),dl=l!='dataLayer'?'&l='+l:'';j.async=true;` +
        `j.src='https://www.googletagmanager.com/gtm.js?id='+i+dl;f.parentNode.insertBefore(j,f);})(window,document,'script','dataLayer','${tagManagerId}');`;
    });
  }
  // Last, so the organiser's script finds the page and the trackers in place.
  if (settings.customJs.trim()) add(document.body, 'script', 'custom-js', (script) => (script.textContent = settings.customJs));
}
