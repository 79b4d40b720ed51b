import { isColorFieldValue } from '@booth/shared';
import type { PreviewKind } from '@/features/events/editor/editor-tabs';
import { getAt } from '@/features/events/editor/path';

/*
 * The live preview is a sandboxed iframe (no scripts, no same-origin) whose document is built here:
 * the design settings' colours and fonts, the customer's font stylesheet and the custom CSS apply
 * inside it only, never to the organiser app.
 */

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char);
}

/** Custom CSS must not close its style element. */
function safeCss(value: unknown): string {
  return typeof value === 'string' ? value.replace(/<\/style/gi, '<\\/style') : '';
}

function colour(settings: unknown, path: string, fallback: string): string {
  const value = getAt(settings, path);
  return isColorFieldValue(value) ? value : fallback;
}

function text(settings: unknown, path: string, fallback = ''): string {
  const value = getAt(settings, path);
  return escapeHtml(typeof value === 'string' && value.trim() ? value : fallback);
}

function family(settings: unknown, path: string, fallback: string): string {
  const value = getAt(settings, path);
  return typeof value === 'string' && value.trim() ? `'${value.replace(/['"<>;]/g, '')}', ${fallback}` : fallback;
}

export interface PreviewLabels {
  start: string;
  takePicture: string;
  countdown: string;
  share: string;
  email: string;
  print: string;
  qrCode: string;
  download: string;
  finish: string;
  gallery: string;
  review: string;
  again: string;
  next: string;
}

function sharingButtons(settings: unknown, labels: PreviewLabels): string {
  const options: [string, string][] = [
    ['email', labels.email],
    ['print', labels.print],
    ['qrCode', labels.qrCode],
    ['instantDownload', labels.download],
    ['sms', 'SMS'],
    ['whatsapp', 'WhatsApp'],
    ['telegram', 'Telegram'],
  ];
  const enabled = options.filter(([key]) => getAt(settings, `screens.sharing.${key}.enabled`) === true);
  const buttons = (enabled.length ? enabled : options.slice(0, 2)).map(([, label]) => `<button class="btn secondary">${escapeHtml(label)}</button>`);
  return buttons.join('');
}

function body(kind: PreviewKind, settings: unknown, labels: PreviewLabels): string {
  switch (kind) {
    case 'attention':
      return `<main class="screen center"><h1 class="title">${labels.start}</h1><p class="text">${labels.takePicture}</p></main>`;
    case 'shutter': {
      const seconds = Number(getAt(settings, 'screens.shutter.countdownSeconds') ?? 3);
      const position = String(getAt(settings, 'screens.shutter.buttonPosition') ?? 'center');
      return `<main class="screen camera"><div class="viewfinder"><span class="count">${Number.isFinite(seconds) ? seconds : 3}</span></div>
        <div class="row" style="justify-content:${position === 'left' ? 'flex-start' : position === 'right' ? 'flex-end' : 'center'}"><button class="btn camera" aria-label="${labels.takePicture}"></button></div></main>`;
    }
    case 'review':
      return `<main class="screen review"><div class="photo"></div><div class="row"><button class="btn secondary">${labels.again}</button><button class="btn primary">${labels.next}</button></div></main>`;
    case 'sharing':
      return `<main class="screen sharing"><div class="photo small"></div><h2 class="title">${labels.share}</h2><div class="row wrap">${sharingButtons(settings, labels)}</div><button class="btn primary">${labels.finish}</button></main>`;
    case 'microsite':
      return `<main class="screen microsite" style="background:${colour(settings, 'screens.microsite.backgroundColor', '#ffffff')}"><h1 class="title">${text(settings, 'screens.microsite.title', '—')}</h1><p class="text">${text(settings, 'screens.microsite.body')}</p><div class="grid">${'<div class="photo tile"></div>'.repeat(6)}</div></main>`;
    case 'presentation':
      return `<main class="screen"><h2 class="title">${labels.gallery}</h2><div class="grid">${'<div class="photo tile"></div>'.repeat(9)}</div></main>`;
    default: {
      const title = 'designSettings.startScreen.general.title.large';
      return `<main class="screen center start"><div class="logo"></div><h1 class="title" style="color:${colour(settings, `${title}.color`, '#ffffff')};font-family:${family(settings, `${title}.family`, 'Arial, sans-serif')};font-size:${Math.min(Number(getAt(settings, `${title}.size`) ?? 32), 64)}px">${labels.start}</h1><button class="btn primary">${labels.takePicture}</button></main>`;
    }
  }
}

export function previewDocument(kind: PreviewKind, settings: unknown, labels: PreviewLabels, fontsHref: string | null): string {
  const start = kind === 'start';
  const background = start
    ? colour(settings, 'designSettings.startScreen.general.background.color', '#1b1b2f')
    : colour(settings, 'designSettings.general.background.background_color', '#ffffff');
  const titleColor = colour(settings, 'designSettings.general.title.large.color', '#111111');
  const textColor = colour(settings, 'designSettings.general.text.medium.color', '#333333');
  const buttonPath = start ? 'designSettings.startScreen.general.buttons' : 'designSettings.general.buttons';
  const primary = {
    color: colour(settings, `${buttonPath}.primary.color`, '#ffffff'),
    background: colour(settings, `${buttonPath}.primary.backgroundColor`, '#e8590c'),
    border: colour(settings, `${buttonPath}.primary.borderColor`, '#e8590c'),
    family: family(settings, `${buttonPath}.primary.family`, 'sans-serif'),
  };
  const secondary = {
    color: colour(settings, `${buttonPath}.secondary.color`, '#111111'),
    background: colour(settings, `${buttonPath}.secondary.backgroundColor`, '#ffffff'),
    border: colour(settings, `${buttonPath}.secondary.borderColor`, '#cccccc'),
  };
  const customCss = [
    safeCss(getAt(settings, 'designSettings.designSystem.screens.startScreen.customCSS')),
    kind === 'microsite' ? safeCss(getAt(settings, 'designSettings.designSystem.screens.microsite.customCSS')) : '',
    safeCss(getAt(settings, 'virtualSettings.customCss')),
  ].join('\n');
  const fonts = fontsHref ? `<link rel="stylesheet" href="${escapeHtml(fontsHref)}">` : '';
  return `<!doctype html><html><head><meta charset="utf-8">${fonts}<style>
html,body{margin:0;height:100%}
body{background:${background};color:${textColor};font-family:${family(settings, 'designSettings.general.text.medium.family', 'sans-serif')};}
.screen{box-sizing:border-box;min-height:100%;padding:24px;display:flex;flex-direction:column;gap:16px}
.center{align-items:center;justify-content:center;text-align:center}
.title{color:${titleColor};font-family:${family(settings, 'designSettings.general.title.large.family', 'sans-serif')};margin:0}
.text{margin:0}
.row{display:flex;gap:12px;justify-content:center}.wrap{flex-wrap:wrap}
.btn{border-radius:999px;padding:12px 22px;font-size:15px;border:2px solid}
.btn.primary{color:${primary.color};background:${primary.background};border-color:${primary.border};font-family:${primary.family}}
.btn.secondary{color:${secondary.color};background:${secondary.background};border-color:${secondary.border}}
.btn.camera{width:72px;height:72px;padding:0;background:${primary.background};border:6px solid ${primary.border}}
.logo{width:96px;height:96px;border-radius:24px;background:rgba(255,255,255,.25)}
.viewfinder{flex:1;min-height:240px;border-radius:16px;background:linear-gradient(135deg,#555,#222);display:flex;align-items:center;justify-content:center}
.count{font-size:96px;color:#fff;font-weight:700}
.photo{flex:1;min-height:200px;border-radius:12px;background:linear-gradient(135deg,#f7b267,#f4845f 45%,#7d5ba6)}
.photo.small{flex:none;height:200px}
.grid{display:grid;grid-template-columns:repeat(3,1fr);gap:8px}.tile{min-height:0;aspect-ratio:1}
</style><style>${customCss}</style></head><body>${body(kind, settings, labels)}</body></html>`;
}
