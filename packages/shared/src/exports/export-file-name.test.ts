import { describe, expect, it } from 'vitest';
import { exportDownloadName, exportEntryName, exportTimestamp } from './export-file-name.ts';

describe('export file names', () => {
  it('stamps in UTC with zero padding', () => {
    expect(exportTimestamp(new Date('2026-03-04T05:06:07+02:00'))).toBe('20260304-030607');
  });

  it('names a picture by campaign, time and its slug', () => {
    expect(exportEntryName('sommerfest', new Date('2026-11-24T13:05:09Z'), 'k3x9a0qz', 'jpg')).toBe('sommerfest_20261124-130509_k3x9a0qz.jpg');
    expect(exportDownloadName('sommerfest', new Date('2026-11-24T13:05:09Z'), 'zip')).toBe('sommerfest_20261124-130509.zip');
  });
});
