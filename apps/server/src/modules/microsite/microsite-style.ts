import { parseHexColor, type Microsite } from '@booth/shared';

/*
 * The microsite's CSS, inlined in the page (one request less on a phone). The fixed part is constant;
 * the organiser's colours and sizes arrive as custom properties, each checked again here because they
 * land inside a <style> element.
 */

const BASE_CSS = `*{box-sizing:border-box}
html{-webkit-text-size-adjust:100%}
body{margin:0;min-height:100vh;display:flex;flex-direction:column;align-items:center;font:16px/1.5 "Open Sans",system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:var(--fg);background:var(--bg)}
main{width:100%;max-width:960px;flex:1;padding:16px;display:flex;flex-direction:column;align-items:center;gap:16px;text-align:center}
a{color:inherit}
.sprite{position:absolute}
.icon{width:24px;height:24px;flex:none;fill:none;stroke:currentColor;stroke-width:2;stroke-linecap:round;stroke-linejoin:round}
.banner img{display:block;max-width:100%;max-height:160px;width:auto;height:auto}
h1{margin:0;font-family:Raleway,"Open Sans",system-ui,sans-serif;font-size:1.75rem;line-height:1.2;overflow-wrap:anywhere}
.text{margin:0;max-width:40em;white-space:pre-line;overflow-wrap:anywhere}
.notice{margin:32px 0;font-size:1.125rem}
.picture{margin:0;width:100%;display:flex;flex-direction:column;align-items:center;gap:8px}
.picture.small .media{max-width:320px}.picture.medium .media{max-width:560px}.picture.large .media{max-width:100%}
.media{display:block;width:100%;height:auto;background:rgba(127,127,127,.15)}
img.media{width:auto;max-width:100%;max-height:82vh}video.media{max-height:82vh;object-fit:contain}
.picture.shadow .media{box-shadow:0 8px 28px rgba(0,0,0,.35)}
.picture.bordered .media{border:var(--border-width) solid var(--border-color)}
.row{display:flex;flex-wrap:wrap;justify-content:center;gap:12px}
.btn{display:inline-flex;align-items:center;justify-content:center;gap:8px;min-height:44px;padding:10px 20px;border:0;font:inherit;font-weight:600;text-decoration:none;cursor:pointer}
.btn.shadow{box-shadow:0 4px 12px rgba(0,0,0,.3)}
.cta{color:var(--cta-fg);background:var(--cta-bg);border-radius:var(--cta-radius)}
.gallery{color:var(--gallery-fg);background:var(--gallery-bg);border-radius:var(--gallery-radius)}
.social{color:var(--social-fg);background:var(--social-bg);min-width:48px;padding:12px}
.social.circle{border-radius:999px}.social.rounded{border-radius:12px}.social.square{border-radius:0}
.like{color:inherit;background:transparent;border:2px solid currentColor;border-radius:999px;padding:6px 16px;min-height:40px}
.like[aria-pressed=true] .icon{fill:currentColor}
.hints p{margin:0}.hints p[hidden]{display:none}
.original{margin:0}.original a{display:inline-flex;align-items:center;min-height:44px;font-weight:600}
.hashtags{margin:0;font-weight:600;overflow-wrap:anywhere}
.campaign-code{margin:0;padding:10px 16px;border:2px dashed currentColor;border-radius:8px;font-weight:600;overflow-wrap:anywhere}
.mosaic{display:flex;flex-direction:column;align-items:center;gap:8px;width:100%}
.mosaic h2{margin:0;font-size:1.25rem;line-height:1.2}.mosaic p{margin:0}
.mosaic img{display:block;max-width:100%;height:auto;border-radius:8px}
.mosaic-open{color:var(--gallery-fg);background:var(--gallery-bg);border-radius:var(--gallery-radius)}
.links{display:flex;flex-wrap:wrap;justify-content:center;gap:12px 20px;padding:0;margin:0;list-style:none}
.links a{display:inline-flex;align-items:center;gap:6px;text-decoration:none}
.links img{width:24px;height:24px;object-fit:contain}
footer{width:100%;max-width:960px;padding:16px;display:flex;flex-direction:column;align-items:center;gap:8px;font-size:.875rem}
.footer-links{display:flex;flex-wrap:wrap;justify-content:center;gap:8px 16px}
[hidden]{display:none!important}`;

const HEX = /^#[0-9a-f]{6}$/i;
const FILE_PATH = /^\/api\/files\/[A-Za-z0-9/._-]+$/;

function hex(value: string, fallback: string): string {
  return HEX.test(value) ? value : fallback;
}

/** Black or white, whichever reads better on the background (WCAG relative luminance). */
export function readableOn(background: string): string {
  const rgb = parseHexColor(background);
  if (!rgb) return '#000000';
  const channel = (value: number) => {
    const c = value / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  const luminance = 0.2126 * channel(rgb.red) + 0.7152 * channel(rgb.green) + 0.0722 * channel(rgb.blue);
  return luminance > 0.179 ? '#000000' : '#ffffff';
}

export function micrositeCss(settings: Microsite, backgroundImageSrc: string | null): string {
  const background = hex(settings.backgroundColor, '#ffffff');
  const { callToActionButton: cta, publicGalleryButton: gallery, socialSharingButtons: social, embeddedImage } = settings;
  const vars = [
    `--bg:${background}`,
    `--fg:${readableOn(background)}`,
    `--border-width:${Math.max(0, Math.min(50, Math.round(embeddedImage.border.width)))}px`,
    `--border-color:${hex(embeddedImage.border.color, '#ffffff')}`,
    `--cta-fg:${hex(cta.color, '#ffffff')}`,
    `--cta-bg:${hex(cta.backgroundColor, '#18dad7')}`,
    `--cta-radius:${Math.max(0, Math.min(100, Math.round(cta.cornerRadius)))}px`,
    `--gallery-fg:${hex(gallery.color, '#ffffff')}`,
    `--gallery-bg:${hex(gallery.backgroundColor, '#18dad7')}`,
    `--gallery-radius:${Math.max(0, Math.min(100, Math.round(gallery.cornerRadius)))}px`,
    `--social-fg:${hex(social.color, '#ffffff')}`,
    `--social-bg:${hex(social.backgroundColor, '#18dad7')}`,
  ];
  const image = backgroundImageSrc && FILE_PATH.test(backgroundImageSrc) ? `body{background:${background} url("${backgroundImageSrc}") center/cover no-repeat fixed}` : '';
  return `:root{${vars.join(';')}}\n${BASE_CSS}\n${image}`;
}
