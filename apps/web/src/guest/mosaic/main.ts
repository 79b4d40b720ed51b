import './mosaic.css';
import { guestTexts } from '@booth/shared';
import { MosaicWallApp } from './mosaic-wall.ts';
import { wallUrls } from './wall-api.ts';
import { WallControls } from './wall-controls.ts';
import { wallLocation } from './wall-location.ts';
import { keepScreenAwake } from './wall-wake-lock.ts';

/*
 * The mosaic wall's entry (mosaic.html, served for /mosaic/{slug} and /en/mosaic/{slug}): plain
 * TypeScript and pixi.js, no React and nothing of the organiser app.
 */
const root = document.getElementById('mosaic');
if (!root) throw new Error('The page has no #mosaic element');

const { locale, slug } = wallLocation(window.location.pathname);
document.documentElement.lang = locale;
const texts = guestTexts(locale);
const controls = new WallControls(root, texts);
keepScreenAwake();

new MosaicWallApp(root, wallUrls(slug), controls, texts).start().catch((error: unknown) => {
  // No WebGL at all (a very old machine, a browser with it switched off): say so instead of a black page.
  console.error(error);
  controls.showMessage(texts('mosaic.notAvailable'));
});
