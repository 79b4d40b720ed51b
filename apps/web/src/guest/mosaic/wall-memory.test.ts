import { describe, expect, it } from 'vitest';
import { emptySlot, needsLoad, nextLoads, wantSeq, type SheetSlot } from './sheet-planner.ts';
import { MAX_SINGLES, SETTLE_MS, SingleTextures } from './single-textures.ts';

describe('single tiles', () => {
  it('hands their cells to the sheets once a sheet has settled', () => {
    const singles = new SingleTextures();
    singles.add(1, 0, 10, 0);
    singles.add(2, 0, 12, 5_000);
    singles.add(300, 1, 11, 1_000);
    expect(singles.due(SETTLE_MS)).toEqual(new Map());
    expect(singles.due(SETTLE_MS + 1_000)).toEqual(new Map([[1, 11]]));
    expect(singles.due(SETTLE_MS + 5_000)).toEqual(
      new Map([
        [0, 12],
        [1, 11],
      ]),
    );
    // The sheet image asked for at cursor 11 includes the first single, not the second.
    expect(singles.coveredBy(0, 11)).toEqual([1]);
    expect(singles.delete(1)).toBe(true);
    expect(singles.delete(1)).toBe(false);
    expect(singles.size).toBe(2);
  });

  it('over the budget, every sheet with singles is fetched again at once', () => {
    const singles = new SingleTextures(3, 60_000);
    for (let cell = 0; cell < 4; cell++) singles.add(cell * 256, cell, cell + 1, 0);
    expect(singles.due(1)).toEqual(
      new Map([
        [0, 1],
        [1, 2],
        [2, 3],
        [3, 4],
      ]),
    );
  });

  it('stays flat over hours of newcomers: each landed single is taken over by its sheet', () => {
    const singles = new SingleTextures();
    const slots = Array.from({ length: 40 }, () => ({ ...emptySlot(), wantSize: 32, size: 32 }));
    let most = 0;
    // Six hours, a newcomer every 2 seconds, each landing as a single; sheets load 300 ms after being asked.
    const pending: Array<{ sheet: number; seq: number; at: number }> = [];
    for (let now = 0, seq = 1; now < 6 * 3600_000; now += 2_000, seq++) {
      const sheet = seq % 40;
      singles.add(seq % 10_000, sheet, seq, now);
      for (const [dueSheet, dueSeq] of singles.due(now)) wantSeq(slots[dueSheet] as SheetSlot, dueSeq, now);
      for (const load of nextLoads(slots.map((_, s) => s), slots, now, 4)) {
        const slot = slots[load] as SheetSlot;
        slot.loading = { size: 32, seq };
        pending.push({ sheet: load, seq, at: now + 300 });
      }
      for (const done of pending.filter((load) => load.at <= now)) {
        const slot = slots[done.sheet] as SheetSlot;
        slot.loading = null;
        slot.seq = done.seq;
        for (const cell of singles.coveredBy(done.sheet, done.seq)) singles.delete(cell);
      }
      pending.splice(0, pending.length, ...pending.filter((load) => load.at > now));
      most = Math.max(most, singles.size);
    }
    expect(most).toBeLessThanOrEqual(MAX_SINGLES + 1);
  });
});

describe('which sheets to fetch', () => {
  const slot = (fields: Partial<SheetSlot>): SheetSlot => ({ ...emptySlot(), ...fields });

  it('fetches a sheet at the size the screen needs, never one without tiles', () => {
    expect(needsLoad(slot({ wantSize: 0 }), 0)).toBe(false);
    expect(needsLoad(slot({ wantSize: 32 }), 0)).toBe(true);
    expect(needsLoad(slot({ wantSize: 32, size: 32 }), 0)).toBe(false);
    expect(needsLoad(slot({ wantSize: 64, size: 32 }), 0)).toBe(true);
    expect(needsLoad(slot({ wantSize: 64, size: 32, loading: { size: 64, seq: 1 } }), 0)).toBe(false);
    expect(needsLoad(slot({ wantSize: 64, blockedUntil: 100 }), 50)).toBe(false);
  });

  it('catches a sheet up with quiet placements once, after the burst', () => {
    const s = slot({ wantSize: 32, size: 32, seq: 10 });
    wantSeq(s, 11, 300);
    wantSeq(s, 12, 310);
    wantSeq(s, 13, 320);
    expect(s).toMatchObject({ wantSeq: 13, dueAt: 300 });
    expect(needsLoad(s, 299)).toBe(false);
    expect(needsLoad(s, 300)).toBe(true);
    // Already in the image, or in the one on its way: nothing to do.
    const loading = slot({ wantSize: 32, size: 32, seq: 10, loading: { size: 32, seq: 20 } });
    wantSeq(loading, 15, 0);
    expect(loading.wantSeq).toBe(0);
  });

  it('starts a few at a time, in the given order', () => {
    const slots = [slot({ wantSize: 32 }), slot({ wantSize: 0 }), slot({ wantSize: 32 }), slot({ wantSize: 32 }), slot({ wantSize: 32, loading: { size: 32, seq: 0 } })];
    expect(nextLoads([3, 2, 1, 0, 4], slots, 0, 3)).toEqual([3, 2]);
    expect(nextLoads([0, 1, 2, 3, 4], slots, 0, 1)).toEqual([]);
  });
});
