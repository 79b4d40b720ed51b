import { describe, expect, it } from 'vitest';
import { SNAP_DISTANCE, snapBox } from '@/features/events/print-layout/snapping';

const paper = { width: 1280, height: 1920 };

describe('snapping', () => {
  it('pulls a box near the paper centre onto it and draws the guide', () => {
    const snap = snapBox({ x: 535, y: 500, width: 200, height: 100 }, [], paper);
    expect(snap.x).toBe(540);
    expect(snap.y).toBe(500);
    expect(snap.guides).toEqual([{ orientation: 'vertical', position: 640 }]);
  });

  it('lines an edge up with another node and the paper edge', () => {
    const other = { x: 100, y: 300, width: 400, height: 200 };
    const snap = snapBox({ x: 507, y: 5, width: 100, height: 100 }, [other], paper);
    expect(snap.x).toBe(500);
    expect(snap.y).toBe(0);
    expect(snap.guides).toEqual([
      { orientation: 'vertical', position: 500 },
      { orientation: 'horizontal', position: 0 },
    ]);
  });

  it('picks the nearest line and leaves a far box alone', () => {
    const snap = snapBox({ x: 1075, y: 1000, width: 200, height: 100 }, [], paper);
    // Right edge 1275 is 5 from the paper edge; centre 1175 is far from 640.
    expect(snap.x).toBe(1080);
    const far = snapBox({ x: 300, y: 700, width: 100, height: 100 }, [], paper);
    expect(far).toEqual({ x: 300, y: 700, guides: [] });
    const edge = snapBox({ x: SNAP_DISTANCE + 1, y: 700, width: 100, height: 100 }, [], paper);
    expect(edge.x).toBe(SNAP_DISTANCE + 1);
  });
});
