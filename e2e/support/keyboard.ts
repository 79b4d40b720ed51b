import type { Page } from 'playwright-core';

/** What has the keyboard focus, and whether a person can see where it is. */
export interface Focused {
  tag: string;
  type: string;
  /** The element's own data-testid, else its closest ancestor's. */
  testId: string;
  name: string;
  focusVisible: boolean;
  /** How the focus shows (outline, box-shadow or border change, and on which element), or '' when it does not. */
  indicator: string;
}

declare global {
  interface Window {
    __unfocusedLook?: WeakMap<Element, string>;
  }
}

/**
 * Remembers how every focusable element (and the wrapper that may draw its ring) looks without focus,
 * so the next check can tell a focus indicator from a permanent border or shadow.
 */
function rememberUnfocusedLook(page: Page): Promise<void> {
  return page.evaluate(() => {
    const look = (element: Element) => {
      const style = getComputedStyle(element);
      return `${style.outlineStyle} ${style.outlineWidth} ${style.outlineColor}|${style.boxShadow}|${style.borderColor}|${style.backgroundColor}`;
    };
    const map = window.__unfocusedLook ?? new WeakMap<Element, string>();
    window.__unfocusedLook = map;
    const focusable = document.querySelectorAll('a[href], button, input, select, textarea, [tabindex], [contenteditable="true"]');
    for (const element of Array.from(focusable)) {
      if (element === document.activeElement) continue;
      for (const related of [element, element.nextElementSibling, element.parentElement, element.parentElement?.parentElement]) {
        if (related) map.set(related, look(related));
      }
    }
  });
}

/** The focused element and its visible indicator: an outline or box-shadow, or a look that changed on focus. */
export function focused(page: Page): Promise<Focused | null> {
  return page.evaluate(() => {
    const element = document.activeElement;
    if (!element || element === document.body || element === document.documentElement) return null;
    const look = (candidate: Element) => {
      const style = getComputedStyle(candidate);
      return `${style.outlineStyle} ${style.outlineWidth} ${style.outlineColor}|${style.boxShadow}|${style.borderColor}|${style.backgroundColor}`;
    };
    const transparent = (colour: string) => colour === 'transparent' || /rgba\([^)]*,\s*0\)$/.test(colour);
    const labels = 'labels' in element && element.labels ? Array.from(element.labels as NodeListOf<HTMLLabelElement>) : [];
    const candidates = [element, element.nextElementSibling, element.parentElement, element.parentElement?.parentElement, ...labels].filter(
      (candidate): candidate is Element => Boolean(candidate),
    );
    const where = (candidate: Element) => (candidate === element ? 'itself' : `<${candidate.tagName.toLowerCase()} class="${candidate.className}">`);
    let indicator = '';
    for (const candidate of candidates) {
      const style = getComputedStyle(candidate);
      if (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0 && !transparent(style.outlineColor)) {
        indicator = `outline ${style.outlineWidth} ${style.outlineColor} on ${where(candidate)}`;
        break;
      }
      const before = window.__unfocusedLook?.get(candidate);
      if (before !== undefined && before !== look(candidate)) {
        indicator = `look changed on ${where(candidate)}: ${before} → ${look(candidate)}`;
        break;
      }
    }
    const html = element as HTMLElement;
    return {
      tag: element.tagName.toLowerCase(),
      type: element.getAttribute('type') ?? '',
      testId: element.closest('[data-testid]')?.getAttribute('data-testid') ?? '',
      name: (element.getAttribute('aria-label') ?? html.innerText ?? '').trim().slice(0, 60),
      focusVisible: element.matches(':focus-visible'),
      indicator,
    };
  });
}

/**
 * Presses Tab (or Shift+Tab) until the focus is on an element `matches` accepts, then asserts the focus
 * shows. Fails with the path the focus took when it does not get there within `max` presses.
 */
export async function tabTo(page: Page, matches: string | ((focus: Focused) => boolean), options: { max?: number; backwards?: boolean } = {}): Promise<Focused> {
  const accept = typeof matches === 'string' ? (focus: Focused) => focus.testId === matches : matches;
  const visited: string[] = [];
  // A screen may already have put the focus there (e.g. on its main button).
  const already = await focused(page);
  if (already && accept(already)) {
    await expectFocusVisible(page, already);
    return already;
  }
  for (let press = 0; press < (options.max ?? 60); press += 1) {
    await rememberUnfocusedLook(page);
    await page.keyboard.press(options.backwards ? 'Shift+Tab' : 'Tab');
    const focus = await focused(page);
    visited.push(focus ? `${focus.tag}[${focus.testId}] ${focus.name}` : '(nothing)');
    if (focus && accept(focus)) {
      await expectFocusVisible(page, focus);
      return focus;
    }
  }
  throw new Error(`the keyboard focus never reached ${typeof matches === 'string' ? matches : 'the wanted element'}; it went:\n${visited.join('\n')}`);
}

/**
 * Fails when the focused element has no visible focus indicator. A focus ring may fade in (a border
 * colour transition), so the look is read again for up to a second before giving up.
 */
export async function expectFocusVisible(page: Page, focus?: Focused): Promise<void> {
  let current = focus ?? (await focused(page));
  for (let attempt = 0; attempt < 10 && current && !(current.focusVisible && current.indicator); attempt += 1) {
    await page.waitForTimeout(100);
    current = await focused(page);
  }
  if (!current) throw new Error('nothing has the keyboard focus');
  if (!current.focusVisible || !current.indicator) {
    throw new Error(`the focus on ${current.tag}[${current.testId}] "${current.name}" is not visible (:focus-visible ${current.focusVisible}, no outline, shadow or border change)`);
  }
}
