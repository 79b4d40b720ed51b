import { BOOTH_SCREEN_MESSAGE, type OrganiserCode } from '@booth/shared';

/**
 * The sandbox document that carries an organiser's code for one virtual booth (custom JavaScript,
 * Google Analytics, Google Tag Manager). The booth page loads it in a hidden
 * `<iframe sandbox="allow-scripts …">`, and the server sends it with a CSP `sandbox` directive, so it
 * runs in an opaque origin even when opened directly: no access to our cookies, storage, pages or
 * API as the visitor (docs/decisions.md). Pure: builds text, no I/O.
 */

/**
 * Text safe inside an inline <script>: the HTML parser ends a script at `</script` and treats `<!--`
 * specially, whatever the JavaScript means. Escaping the slash and the bang keeps the JavaScript's
 * meaning (in strings, regexes and comments alike) while the parser never sees either sequence.
 */
export function inlineScriptText(code: string): string {
  return code.replace(/<\/(script)/gi, '<\\/$1').replace(/<!--/g, '<\\!--');
}

/** A JavaScript string literal that is also safe inside an inline script (no `<`, no line breaks). */
function jsString(value: string): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}

function htmlAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/**
 * Hands the booth's screen changes to the trackers: each `{type:'boothwerk:screen', screen}` from the
 * booth page becomes a `dataLayer` event `boothwerk_screen` (GTM triggers, GA through gtag) and a DOM
 * event `boothwerk:screen` on window for the organiser's own script.
 */
const BRIDGE = `window.dataLayer=window.dataLayer||[];
window.addEventListener('message',function(e){
if(e.source!==window.parent||!e.data||e.data.type!==${jsString(BOOTH_SCREEN_MESSAGE)}||typeof e.data.screen!=='string')return;
window.dataLayer.push({event:'boothwerk_screen',boothScreen:e.data.screen});
window.dispatchEvent(new CustomEvent(${jsString(BOOTH_SCREEN_MESSAGE)},{detail:{screen:e.data.screen}}));
});`;

export function renderBoothCodeDocument(code: OrganiserCode): string {
  const analyticsId = code.analyticsId.trim();
  const tagManagerId = code.tagManagerId.trim();
  const customJs = code.customJs.trim();
  const parts = [`<script>${BRIDGE}</script>`];
  if (analyticsId) {
    parts.push(
      `<script async src="https://www.googletagmanager.com/gtag/js?id=${htmlAttribute(encodeURIComponent(analyticsId))}"></script>`,
      `<script>function gtag(){dataLayer.push(arguments);}gtag('js',new Date());gtag('config',${jsString(analyticsId)});</script>`,
    );
  }
  if (tagManagerId) {
    parts.push(
      `<script>(function(w,d,s,l,i){w[l]=w[l]||[];w[l].push({'gtm.start':new Date().getTime(),event:'gtm.js'});` +
        `var f=d.getElementsByTagName(s)[0],j=d.createElement(s),dl=l!='dataLayer'?'&l='+l:'';j.async=true;` +
        `j.src='https://www.googletagmanager.com/gtm.js?id='+encodeURIComponent(i)+dl;f.parentNode.insertBefore(j,f);})(window,document,'script','dataLayer',${jsString(tagManagerId)});</script>`,
    );
  }
  // Last, so the organiser's script finds the trackers in place.
  const body = customJs ? `<script>${inlineScriptText(customJs)}</script>` : '';
  return `<!doctype html>
<html>
<head>
<meta charset="utf-8">
<meta name="robots" content="noindex">
<title>Organiser code</title>
${parts.join('\n')}
</head>
<body>
${body}
</body>
</html>
`;
}
