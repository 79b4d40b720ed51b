import type { Presentation } from '@booth/shared';

/*
 * The gallery page's CSS, inlined (one request less on a phone, and it depends on the campaign's
 * button settings). Phone first: two columns, more as the screen widens. The organiser's colours
 * arrive as custom properties, each checked again here because they land inside a <style> element.
 */

const BASE_CSS = `*{box-sizing:border-box}
html{-webkit-text-size-adjust:100%}
body{margin:0;font:16px/1.5 "Open Sans",system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#111;background:#f4f4f5}
body.locked{overflow:hidden}
header{display:flex;align-items:center;justify-content:space-between;gap:12px;padding:12px 16px;max-width:1400px;margin:0 auto}
h1{margin:0;font-family:Raleway,"Open Sans",system-ui,sans-serif;font-size:1.5rem;line-height:1.2;overflow-wrap:anywhere}
main{max-width:1400px;margin:0 auto;padding:0 8px 32px}
.btn{display:inline-flex;align-items:center;justify-content:center;gap:6px;min-height:44px;min-width:44px;padding:8px 16px;border:0;font:inherit;font-weight:600;text-decoration:none;cursor:pointer;color:var(--btn-fg);background:var(--btn-bg);border-radius:var(--btn-radius);box-shadow:0 2px 8px rgba(0,0,0,.2)}
.pictures{list-style:none;margin:0;padding:0}
.tile{position:relative;margin:0 0 8px;break-inside:avoid}
.open{display:block;width:100%;padding:0;border:0;background:rgba(127,127,127,.2);cursor:zoom-in;position:relative}
.open img{display:block;width:100%;height:auto}
.play{position:absolute;right:8px;bottom:8px;width:0;height:0;border-style:solid;border-width:10px 0 10px 16px;border-color:transparent transparent transparent #fff;filter:drop-shadow(0 0 3px rgba(0,0,0,.7))}
.meta{margin:4px 2px 0;display:flex;flex-wrap:wrap;gap:2px 10px;font-size:.8125rem;color:#444}
.name{font-weight:600;color:#111}
.grid{display:grid;grid-template-columns:repeat(2,1fr);gap:8px}
.grid .tile{margin:0}
.grid .open{aspect-ratio:1}
.grid .open img{height:100%;object-fit:cover}
.masonry,.slideshow{columns:2;column-gap:8px}
@media (min-width:700px){.grid{grid-template-columns:repeat(3,1fr)}.masonry,.slideshow{columns:3}}
@media (min-width:1100px){.grid{grid-template-columns:repeat(5,1fr)}.masonry,.slideshow{columns:5}}
.arrived{animation:arrive .6s ease-out}
@keyframes arrive{from{opacity:0;transform:scale(.96)}}
.empty{text-align:center;margin:48px 16px;font-size:1.125rem}
.more{display:flex;margin:24px auto 0;width:max-content}
.stage{margin:0 0 12px;background:#000;display:flex;justify-content:center;height:min(70vh,720px)}
.stage-media{display:contents}
.stage img,.stage video{max-width:100%;max-height:100%;object-fit:contain;animation:fade .8s}
@keyframes fade{from{opacity:0}}
.overlay{position:fixed;inset:0;z-index:10;background:rgba(0,0,0,.92);display:flex;align-items:center;justify-content:center}
.lb-media,.big-media{display:flex;align-items:center;justify-content:center;width:100%;height:100%;padding:56px 8px 72px}
.lb-media img,.lb-media video,.big-media img,.big-media video{max-width:100%;max-height:100%;width:auto;height:auto;object-fit:contain}
.lb-close,.lb-prev,.lb-next{position:absolute;color:#fff;background:rgba(0,0,0,.4);border:0;width:48px;height:48px;border-radius:999px;font-size:28px;line-height:1;cursor:pointer}
.lb-close{top:8px;right:8px}.lb-prev{left:8px;top:50%;margin-top:-24px}.lb-next{right:8px;top:50%;margin-top:-24px}
.lb-bar{position:absolute;left:0;right:0;bottom:12px;display:flex;justify-content:center;gap:12px}
.like[aria-pressed=true]{filter:brightness(1.15)}
.like[aria-pressed=true] .heart{color:#e0245e}
.big-badge{position:absolute;top:12px;left:50%;transform:translateX(-50%);color:#fff;font-weight:600;background:rgba(0,0,0,.5);padding:4px 12px;border-radius:999px}
.toast{position:fixed;left:50%;bottom:80px;transform:translateX(-50%);z-index:11;background:#222;color:#fff;padding:8px 16px;border-radius:8px}
@media (hover:none){.lb-prev,.lb-next{display:none}}
@media (prefers-reduced-motion:reduce){*{animation:none!important}}
[hidden]{display:none!important}`;

const HEX = /^#[0-9a-f]{6}$/i;
const RADIUS: Record<Presentation['gallery']['buttonSettings']['buttonShape'], string> = { circle: '999px', rounded: '12px', square: '0' };

function hex(value: string, fallback: string): string {
  return HEX.test(value) ? value : fallback;
}

export function galleryCss(settings: Presentation['gallery']): string {
  const { buttonColor, buttonBackgroundColor, buttonShape } = settings.buttonSettings;
  const vars = [`--btn-fg:${hex(buttonColor, '#000000')}`, `--btn-bg:${hex(buttonBackgroundColor, '#ffffff')}`, `--btn-radius:${RADIUS[buttonShape] ?? '999px'}`];
  return `:root{${vars.join(';')}}\n${BASE_CSS}`;
}
