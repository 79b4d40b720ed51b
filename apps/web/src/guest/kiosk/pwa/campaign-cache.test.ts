import { cacheCampaign } from './campaign-cache';
import { forEachLimited } from './limited';

describe('cacheCampaign', () => {
  it('caches each URL once and counts what is stored and what is not; a failure never stops the others', async () => {
    const asked: string[] = [];
    const done = await cacheCampaign(['/a.jpg', '/b.mp4', '/a.jpg', '/gone.png', '/broken.png', '/c.woff2'], async (url) => {
      asked.push(url);
      if (url === '/broken.png') throw new TypeError('Failed to fetch');
      return url !== '/gone.png';
    });
    expect(done).toEqual({ type: 'cache-campaign-done', cached: 3, failed: 2 });
    expect(asked.sort()).toEqual(['/a.jpg', '/b.mp4', '/broken.png', '/c.woff2', '/gone.png']);
  });

  it('answers zero and zero for no URLs', async () => {
    expect(await cacheCampaign([], async () => true)).toEqual({ type: 'cache-campaign-done', cached: 0, failed: 0 });
  });
});

describe('forEachLimited', () => {
  it('never runs more than the limit at once, and runs every item', async () => {
    let running = 0;
    let most = 0;
    const seen: number[] = [];
    await forEachLimited([1, 2, 3, 4, 5, 6, 7, 8, 9, 10], 3, async (item) => {
      running++;
      most = Math.max(most, running);
      await new Promise((resolve) => setTimeout(resolve, 5));
      seen.push(item);
      running--;
    });
    expect(most).toBe(3);
    expect(seen.sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  });

  it('rejects with the first failure and starts nothing after it', async () => {
    const started: number[] = [];
    await expect(
      forEachLimited([1, 2, 3, 4, 5], 1, async (item) => {
        started.push(item);
        if (item === 2) throw new Error('two failed');
      }),
    ).rejects.toThrow('two failed');
    expect(started).toEqual([1, 2]);
  });
});
