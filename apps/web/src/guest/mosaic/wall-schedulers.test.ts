import { describe, expect, it } from 'vitest';
import { DemoScheduler, pickCell } from './demo-scheduler.ts';
import { appearance, INTRO_MAX_MS, introTiming, MIN_APPEAR_MS, scatteredOrder } from './intro-schedule.ts';
import { blendCameras, easeInOut, Slideshow, ZOOM_MS, zoomOnCell } from './slideshow.ts';
import { overviewCamera, wallTransform } from './wall-layout.ts';

const demoSettings = { enabled: true, scale: 1, intervalSeconds: 3, timeoutSeconds: 3 };

describe('demo mode', () => {
  it('starts when no newcomer arrived for the timeout, then every interval, never over a busy stage', () => {
    const demo = new DemoScheduler(demoSettings, 0);
    expect(demo.due(2_999, false, 10)).toBe(false);
    expect(demo.due(3_000, true, 10)).toBe(false);
    expect(demo.due(3_000, false, 0)).toBe(false);
    expect(demo.due(3_000, false, 10)).toBe(true);
    demo.started(3_000);
    expect(demo.due(5_999, false, 10)).toBe(false);
    expect(demo.due(6_000, false, 10)).toBe(true);
    demo.started(6_000);
    // A newcomer puts the demo to rest for the timeout again.
    demo.noteArrival(7_000);
    expect(demo.due(9_500, false, 10)).toBe(false);
    expect(demo.due(10_000, false, 10)).toBe(true);
  });

  it('stays off when switched off', () => {
    expect(new DemoScheduler({ ...demoSettings, enabled: false }, 0).due(60_000, false, 10)).toBe(false);
  });

  it('fits each turn into its interval', () => {
    const demo = new DemoScheduler(demoSettings, 0);
    expect(demo.timing({ holdMs: 1000, flyMs: 100 })).toEqual({ holdMs: 1000, flyMs: 300 });
    expect(demo.timing({ holdMs: 10_000, flyMs: 5_000 })).toEqual({ holdMs: 1800, flyMs: 900 });
  });

  it('picks a taken cell at random, not the same one twice running', () => {
    expect(pickCell([], () => 0.5)).toBeNull();
    expect(pickCell([7], () => 0.9)).toBe(7);
    expect(pickCell([1, 2, 3, 4], () => 0.5)).toBe(3);
    expect(pickCell([1, 2, 3, 4], () => 0.5, 3)).toBe(4);
    expect(pickCell([1, 2, 3, 4], () => 0.99, 4)).toBe(1);
  });
});

describe('the slideshow', () => {
  const grid = { width: 1920, height: 1080, cellSize: 20, columns: 96, rows: 54 };
  const viewport = { width: 1920, height: 1080 };

  it('zooms so that a cell is large enough for a face, keeping the view inside the mosaic', () => {
    const middle = zoomOnCell(grid, viewport, 27 * 96 + 48);
    expect(middle.zoom).toBeCloseTo(216 / 20);
    expect(middle.centreX).toBe(970);
    expect(middle.centreY).toBe(550);
    // A corner cell: the view stops at the mosaic's edge instead of showing the background.
    const corner = zoomOnCell(grid, viewport, 0);
    const transform = wallTransform(grid, viewport, corner);
    expect(transform.x).toBeCloseTo(0);
    expect(transform.y).toBeCloseTo(0);
  });

  it('runs overview, zoom in, hold, zoom out, again; the region is chosen as the overview starts', () => {
    const slideshow = new Slideshow(5_000, 0);
    const target = zoomOnCell(grid, viewport, 100);
    let chosen = 0;
    const choose = () => {
      chosen += 1;
      return target;
    };
    expect(slideshow.update(0, grid, choose)).toEqual(overviewCamera(grid));
    expect(slideshow.target).toBe(target);
    expect(slideshow.phaseAt(5_000 + ZOOM_MS / 2).phase).toBe('in');
    const halfway = slideshow.update(5_000 + ZOOM_MS / 2, grid, choose);
    expect(halfway.zoom).toBeGreaterThan(1);
    expect(halfway.zoom).toBeLessThan(target.zoom);
    expect(slideshow.update(5_000 + ZOOM_MS + 1, grid, choose)).toEqual(target);
    expect(slideshow.phaseAt(10_000 + ZOOM_MS + 1).phase).toBe('out');
    expect(slideshow.update(10_000 + 2 * ZOOM_MS + 1, grid, choose)).toEqual(overviewCamera(grid));
    expect(chosen).toBe(2);
  });

  it('stays on the whole mosaic while there is nothing to zoom into', () => {
    const slideshow = new Slideshow(1_000, 0);
    for (let now = 0; now < 20_000; now += 250) expect(slideshow.update(now, grid, () => null)).toEqual(overviewCamera(grid));
  });

  it('eases smoothly and zooms at an even pace', () => {
    expect(easeInOut(0)).toBe(0);
    expect(easeInOut(0.5)).toBe(0.5);
    expect(easeInOut(1)).toBe(1);
    const from = { zoom: 1, centreX: 0, centreY: 0 };
    const to = { zoom: 16, centreX: 100, centreY: 50 };
    // Half way (in eased time) the zoom is the geometric middle: 4, not 8.5.
    expect(blendCameras(from, to, 0.5)).toEqual({ zoom: 4, centreX: 50, centreY: 25 });
  });
});

describe('the first fill', () => {
  it('staggers tiles by the fill duration, the whole fill bounded however many tiles', () => {
    expect(introTiming(20, 0.1)).toEqual({ staggerMs: 100, appearMs: MIN_APPEAR_MS });
    expect(introTiming(10_000, 0.1).staggerMs * 10_000).toBeCloseTo(INTRO_MAX_MS);
    expect(introTiming(10_000, 2)).toEqual({ staggerMs: INTRO_MAX_MS / 10_000, appearMs: 2000 });
    expect(introTiming(0, 0.1).staggerMs).toBe(0);
  });

  it('scatters the order the same way every time', () => {
    const cells = Array.from({ length: 100 }, (_, cell) => cell);
    const order = scatteredOrder(cells);
    expect(order).toEqual(scatteredOrder([...cells].reverse()));
    expect([...order].sort((a, b) => a - b)).toEqual(cells);
    expect(order.slice(0, 10)).not.toEqual(cells.slice(0, 10));
  });

  it('fades and grows each tile into its cell', () => {
    expect(appearance(0, 100, 300)).toEqual({ t: 0, alpha: 0, scale: 0.4 });
    expect(appearance(400, 100, 300)).toEqual({ t: 1, alpha: 1, scale: 1 });
    const middle = appearance(250, 100, 300);
    expect(middle.alpha).toBeGreaterThan(0.5);
    expect(middle.scale).toBeLessThan(1);
  });
});
