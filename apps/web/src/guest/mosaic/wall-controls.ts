import type { GuestTexts, MosaicDisplay } from '@booth/shared';

function element<K extends keyof HTMLElementTagNameMap>(tag: K, className: string, parent: HTMLElement): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  node.className = className;
  parent.append(node);
  return node;
}

/**
 * Everything on the wall that is not a tile, in plain DOM over the canvas: the progress bar, the
 * fullscreen button, the "reconnecting" notice, the alternative picture, the badge over a newcomer and
 * the message of a wall that is not there. Text stays crisp and readable by screen readers this way.
 */
export class WallControls {
  private readonly progress: HTMLDivElement;
  private readonly progressBar: HTMLDivElement;
  private readonly progressText: HTMLSpanElement;
  private readonly fullscreen: HTMLButtonElement;
  private readonly offline: HTMLParagraphElement;
  private readonly alternative: HTMLImageElement;
  private readonly waiting: HTMLParagraphElement;
  private readonly badge: HTMLSpanElement;
  private readonly message: HTMLParagraphElement;
  private idleTimer: ReturnType<typeof setTimeout> | undefined;
  private sleepMs = 2_000;

  constructor(
    root: HTMLElement,
    private readonly t: GuestTexts,
  ) {
    this.alternative = element('img', 'mosaic-alternative', root);
    this.alternative.alt = '';
    this.alternative.hidden = true;
    this.waiting = element('p', 'mosaic-waiting', root);
    this.waiting.textContent = t('mosaic.waiting');
    this.waiting.hidden = true;
    this.badge = element('span', 'mosaic-badge', root);
    this.badge.textContent = t('mosaic.newPicture');
    this.badge.hidden = true;
    this.progress = element('div', 'mosaic-progress', root);
    this.progress.hidden = true;
    this.progressBar = element('div', 'mosaic-progress-bar', this.progress);
    this.progressText = element('span', 'mosaic-progress-text', this.progress);
    this.progress.setAttribute('role', 'status');
    this.fullscreen = element('button', 'mosaic-fullscreen', root);
    this.fullscreen.type = 'button';
    this.fullscreen.hidden = true;
    this.fullscreen.addEventListener('click', () => void this.toggleFullscreen());
    document.addEventListener('fullscreenchange', () => this.labelFullscreen());
    this.labelFullscreen();
    this.offline = element('p', 'mosaic-offline', root);
    this.offline.setAttribute('role', 'status');
    this.offline.textContent = t('mosaic.offline');
    this.offline.hidden = true;
    this.message = element('p', 'mosaic-message', root);
    this.message.setAttribute('role', 'alert');
    this.message.hidden = true;
    for (const type of ['mousemove', 'pointerdown', 'keydown'] as const) window.addEventListener(type, () => this.wake(), { passive: true });
  }

  /** The display settings of a (re)loaded wall. */
  apply(display: MosaicDisplay, alternativeUrl: string | null): void {
    document.body.style.background = display.backgroundColor;
    this.progress.hidden = !display.progressBar.enabled;
    this.progress.style.setProperty('--mosaic-progress-color', display.progressBar.color);
    this.fullscreen.hidden = !display.showFullscreenButton || !document.fullscreenEnabled;
    this.sleepMs = Math.max(0, display.mouseSleepTimerSeconds * 1000);
    if (alternativeUrl) this.alternative.src = alternativeUrl;
    else this.alternative.removeAttribute('src');
    this.alternative.dataset.url = alternativeUrl ?? '';
    this.message.hidden = true;
    this.wake();
  }

  /** Placed tiles against cells; the alternative picture (or the waiting line) while the wall is empty. */
  setCounts(placed: number, pictures: number, cells: number): void {
    const share = cells > 0 ? Math.min(1, pictures / cells) : 0;
    this.progressBar.style.width = `${(share * 100).toFixed(2)}%`;
    this.progressText.textContent = this.t('mosaic.progress', { placed: pictures, cells });
    const empty = placed === 0;
    const hasAlternative = Boolean(this.alternative.dataset.url);
    this.alternative.hidden = !(empty && hasAlternative);
    this.waiting.hidden = !(empty && !hasAlternative);
  }

  setOffline(offline: boolean): void {
    this.offline.hidden = !offline;
  }

  /** The "new picture" badge just above a newcomer shown big (screen pixels), or none. */
  setBadge(at: { x: number; y: number } | null): void {
    this.badge.hidden = !at;
    if (at) this.badge.style.transform = `translate(${Math.round(at.x)}px, ${Math.round(at.y)}px) translate(-50%, -100%)`;
  }

  /** A wall that is not there (unknown, switched off, or not in the plan): said plainly, instead of the wall. */
  showMessage(text: string): void {
    this.message.textContent = text;
    this.message.hidden = false;
    this.progress.hidden = true;
    this.waiting.hidden = true;
    this.alternative.hidden = true;
  }

  /** Moving the mouse shows the cursor and the button; after `mouseSleepTimerSeconds` of stillness both hide. */
  private wake(): void {
    document.body.classList.remove('idle');
    clearTimeout(this.idleTimer);
    this.idleTimer = setTimeout(() => document.body.classList.add('idle'), this.sleepMs);
  }

  private labelFullscreen(): void {
    const on = Boolean(document.fullscreenElement);
    const label = on ? this.t('mosaic.exitFullscreen') : this.t('mosaic.fullscreen');
    this.fullscreen.textContent = label;
    this.fullscreen.setAttribute('aria-pressed', String(on));
  }

  private async toggleFullscreen(): Promise<void> {
    try {
      if (document.fullscreenElement) await document.exitFullscreen();
      else await document.documentElement.requestFullscreen();
    } catch {
      // Refused (an iframe without allowfullscreen, a browser setting): the wall simply stays as it is.
    }
  }
}
