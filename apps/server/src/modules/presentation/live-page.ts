import { guestTexts, type Locale } from '@booth/shared';
import { legalNav, type InstallationLegal } from '../legal/legal-links.ts';
import { html } from '../microsite/microsite-html.ts';
import type { LiveView } from './presentation-views.ts';
import { jsonForScript, presentationDocument } from './presentation-document.ts';
import { scriptPath } from './presentation-scripts.ts';

/** Seconds each picture of the rotation stays up. */
export const SLIDE_MS = 7_000;
/** How often the screen fetches the list again, whatever the stream says (a missed message heals here). */
export const REFETCH_MS = 60_000;

/*
 * A projector's screen: black, full-screen, no scrollbars, the cursor hidden. The picture is on its
 * own; no text competes with it but a small "new picture" badge on a fresh arrival.
 */
const LIVE_CSS = `html,body{margin:0;height:100%;overflow:hidden;background:#000;color:#fff;font:16px/1.4 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif}
body.idle,body.idle *{cursor:none}
.slide{position:fixed;inset:0;display:flex;align-items:center;justify-content:center;padding:3vh 3vw;opacity:0;transition:opacity 1.2s ease-in-out}
.slide.on{opacity:1}
.slide.fast{transition-duration:.3s}
.slide.big{padding:0}
.slide.big::after{content:attr(data-label);position:absolute;top:2vh;left:50%;transform:translateX(-50%);padding:.3em 1em;border-radius:999px;background:rgba(0,0,0,.55);font-size:max(16px,2.2vh);font-weight:600}
.slide img,.slide video{width:100%;height:100%;object-fit:contain}
.waiting{position:fixed;inset:0;margin:0;display:flex;align-items:center;justify-content:center;padding:5vw;text-align:center;font-size:max(20px,3.5vh);opacity:.75}
@media (prefers-reduced-motion:reduce){.slide{transition-duration:.01s}}
[hidden]{display:none!important}`;

/** The dynamic gallery of a campaign; the script takes the first pictures from the page itself. */
export function renderLivePage(view: LiveView, installation?: InstallationLegal): string {
  const { t } = view;
  const label = t('gallery.newPicture');
  const body = html`<div class="slide" id="a" data-label="${label}"></div><div class="slide" id="b" data-label="${label}"></div>
<p class="waiting" id="waiting"${view.pictures.length ? html` hidden` : null}>${t('live.waiting')}</p>
<script type="application/json" id="initial">${jsonForScript({ pictures: view.pictures })}</script>`;
  const big = view.bigPicture.enabled ? view.bigPicture.durationSeconds : 0;
  const bodyAttributes = html` class="idle" data-slug="${view.eventSlug}" data-big="${big}" data-slide="${SLIDE_MS}" data-refetch="${REFETCH_MS}"`;
  const legal = installation ? legalNav(view.locale, installation) : null;
  return presentationDocument({ locale: view.locale, title: view.title, css: LIVE_CSS, bodyAttributes, body, legal, script: scriptPath('live') });
}

/** Unknown, archived or switched off (404), or not in the organiser's plan: said plainly, on black. */
export function renderLiveUnavailable(locale: Locale, reason: 'notFound' | 'notAvailable', installation?: InstallationLegal): string {
  const t = guestTexts(locale);
  return renderScreenUnavailable(locale, reason === 'notFound' ? t('live.notFound') : t('live.notAvailable'), installation);
}

/** A screen for a projector that is not there (the dynamic gallery, the mosaic wall): its one line, on black. */
export function renderScreenUnavailable(locale: Locale, text: string, installation?: InstallationLegal): string {
  const body = html`<p class="waiting" role="alert">${text}</p>`;
  return presentationDocument({ locale, title: text, css: LIVE_CSS, body, legal: installation ? legalNav(locale, installation) : null });
}
