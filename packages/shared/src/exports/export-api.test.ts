import { describe, expect, it } from 'vitest';
import { csvExportRequestSchema, isTimeZone, zipExportQuerySchema } from './export-api.ts';

describe('export requests', () => {
  it('knows IANA time zones and refuses others, naming the field', () => {
    expect(isTimeZone('Europe/Berlin')).toBe(true);
    expect(isTimeZone('UTC')).toBe(true);
    expect(isTimeZone('Mars/Olympus')).toBe(false);
    const refused = csvExportRequestSchema.safeParse({ shootIDs: [], timeZone: 'Mars/Olympus' });
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0]?.path).toEqual(['timeZone']);
  });

  it('reads the ZIP flags as 0/1 and defaults them to off', () => {
    expect(zipExportQuerySchema.parse({})).toEqual({ onlyPublic: false, nonOverlay: false });
    expect(zipExportQuerySchema.parse({ onlyPublic: '1', nonOverlay: '0' })).toEqual({ onlyPublic: true, nonOverlay: false });
    expect(zipExportQuerySchema.safeParse({ onlyPublic: 'yes' }).error?.issues[0]?.path).toEqual(['onlyPublic']);
  });

  it('takes picture ids as UUIDs', () => {
    expect(csvExportRequestSchema.safeParse({ shootIDs: ['x'] }).error?.issues[0]?.path).toEqual(['shootIDs', 0]);
  });
});
