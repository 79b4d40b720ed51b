import { describe, expect, it } from 'vitest';
import { ArrivalQueue, arrivalTiming, MAX_WAITING, type StageItem } from './arrival-queue.ts';

const item = (cell: number, holdMs = 1000, flyMs = 100, demo = false): StageItem => ({ cell, id: `p${cell}`, seq: cell, demo, holdMs, flyMs, scale: 1 });
const types = (events: Array<{ type: string; item: StageItem }>) => events.map((event) => `${event.type}:${event.item.cell}`);

describe('the arrival stage', () => {
  it('takes its times from the display settings: the delay, the big picture when on, the fill duration', () => {
    const display = { newImageDelaySeconds: 1, fillDurationSeconds: 0.1, bigPicture: { enabled: false, durationSeconds: 5 } };
    expect(arrivalTiming(display)).toEqual({ holdMs: 1000, flyMs: 100 });
    expect(arrivalTiming({ ...display, bigPicture: { enabled: true, durationSeconds: 5 } })).toEqual({ holdMs: 5000, flyMs: 100 });
    expect(arrivalTiming({ ...display, newImageDelaySeconds: 8, bigPicture: { enabled: true, durationSeconds: 5 } }).holdMs).toBe(8000);
  });

  it('shows one newcomer at a time: loading, big for the hold, flying, landed; then the next', () => {
    const queue = new ArrivalQueue();
    expect(queue.push(item(1))).toEqual([]);
    expect(queue.push(item(2))).toEqual([]);
    expect(types(queue.step(0))).toEqual(['load:1']);
    // Nothing moves while its tile loads.
    expect(queue.step(500)).toEqual([]);
    expect(queue.loaded('p1', 600)).toBe(true);
    expect(queue.current?.phase).toBe('big');
    expect(queue.step(1599)).toEqual([]);
    expect(queue.progress(1100)).toBeCloseTo(0.5);
    expect(types(queue.step(1600))).toEqual(['fly:1']);
    expect(queue.progress(1650)).toBeCloseTo(0.5);
    expect(types(queue.step(1700))).toEqual(['land:1', 'load:2']);
    expect(queue.current?.item.cell).toBe(2);
    expect(queue.busy).toBe(true);
  });

  it('goes through zero-length phases in one step, and catches up after a pause (a hidden tab)', () => {
    const queue = new ArrivalQueue();
    queue.push(item(1, 0, 0));
    queue.step(0);
    queue.loaded('p1', 10);
    expect(types(queue.step(10))).toEqual(['fly:1', 'land:1']);
    queue.push(item(2));
    queue.step(20);
    queue.loaded('p2', 20);
    expect(types(queue.step(60_000))).toEqual(['fly:2', 'land:2']);
    expect(queue.busy).toBe(false);
  });

  it('keeps at most a few in line: a burst places its oldest quietly and shows the newest', () => {
    const queue = new ArrivalQueue();
    const pushedOut = [];
    for (let cell = 1; cell <= MAX_WAITING + 3; cell++) pushedOut.push(...queue.push(item(cell)));
    expect(pushedOut.map((pushed) => pushed.cell)).toEqual([1, 2, 3]);
    expect(queue.waiting.map((waiting) => waiting.cell)).toEqual([4, 5, 6, 7, 8]);
  });

  it('drops a freed cell from the line or from the stage at once', () => {
    const queue = new ArrivalQueue();
    queue.push(item(1));
    queue.push(item(2));
    queue.step(0);
    expect(queue.drop(2)?.cell).toBe(2);
    expect(queue.drop(1)?.cell).toBe(1);
    expect(queue.current).toBeNull();
    // Its tile arriving late finds nobody waiting for it.
    expect(queue.loaded('p1', 50)).toBe(false);
    expect(queue.drop(3)).toBeNull();
  });

  it('gives up a tile that fails or does not come, so the stage never sticks', () => {
    const queue = new ArrivalQueue(5, 8_000);
    queue.push(item(1));
    queue.push(item(2));
    queue.step(0);
    expect(queue.failed('p1')?.cell).toBe(1);
    expect(types(queue.step(10))).toEqual(['load:2']);
    expect(types(queue.step(8_010))).toEqual(['timeout:2']);
    expect(queue.busy).toBe(false);
  });

  it('a place for a cell already in line replaces it there', () => {
    const queue = new ArrivalQueue();
    queue.push(item(1));
    queue.push({ ...item(1), id: 'newer' });
    expect(queue.waiting.map((waiting) => waiting.id)).toEqual(['newer']);
  });
});
