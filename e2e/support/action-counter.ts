import { mkdir } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import type { Locator, Page } from 'playwright-core';

/** Where test runs put their screenshots for review (git ignores the folder's contents). */
export const SCREENSHOT_DIR = resolve(import.meta.dirname, '../screenshots');

/**
 * Counts what a person does (every click, fill and key press goes through it) and keeps a log of
 * them, so a test can hold a flow to a number of actions and show which ones it took.
 */
export class ActionCounter {
  private readonly actions: string[] = [];
  private shots = 0;

  /** `name` prefixes the screenshots of this run, e.g. `first-run-de`. */
  constructor(private readonly name: string) {}

  get count(): number {
    return this.actions.length;
  }

  /** The actions taken, numbered, for a failure message. */
  get log(): string {
    return this.actions.map((action, index) => `${index + 1}. ${action}`).join('\n');
  }

  /** An action outside the browser (e.g. pointing the phone's camera at a QR code), counted all the same. */
  note(action: string): void {
    this.actions.push(action);
  }

  async click(locator: Locator, what = labelOf(locator)): Promise<void> {
    this.actions.push(`click ${what}`);
    await locator.click();
  }

  async fill(locator: Locator, value: string, what = labelOf(locator)): Promise<void> {
    this.actions.push(`type "${value}" into ${what}`);
    await locator.fill(value);
  }

  async press(target: Page | Locator, key: string): Promise<void> {
    this.actions.push(`press ${key}`);
    await ('keyboard' in target ? target.keyboard.press(key) : target.press(key));
  }

  /** A full-page screenshot of the screen the flow has reached, numbered in the order taken. */
  async screenshot(page: Page, screen: string): Promise<string> {
    await mkdir(SCREENSHOT_DIR, { recursive: true });
    this.shots += 1;
    const path = join(SCREENSHOT_DIR, `${this.name}-${String(this.shots).padStart(2, '0')}-${screen}.png`);
    await page.screenshot({ path, fullPage: true });
    return path;
  }
}

function labelOf(locator: Locator): string {
  return locator.toString();
}
