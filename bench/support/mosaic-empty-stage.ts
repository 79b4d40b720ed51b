/*
 * The floor of the mosaic wall bench, in the browser: an empty pixi.js stage drawn every frame by the
 * same WebGL renderer, set up as the wall sets up its own (same size, resolution and options). Bundled by
 * esbuild at bench time and served next to the wall, never part of the app.
 */
import 'pixi.js/unsafe-eval';
import { Container, WebGLRenderer } from 'pixi.js';

const renderer = new WebGLRenderer();
await renderer.init({
  width: window.innerWidth,
  height: window.innerHeight,
  resolution: window.devicePixelRatio || 1,
  autoDensity: true,
  antialias: false,
  background: '#000000',
  skipExtensionImports: true,
  powerPreference: 'high-performance',
});
document.body.append(renderer.canvas);
const stage = new Container();
const draw = () => {
  renderer.render(stage);
  requestAnimationFrame(draw);
};
requestAnimationFrame(draw);
document.body.dataset.ready = 'true';
