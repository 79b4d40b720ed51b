import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { multiLine, parseStored, safeTextKindOf, singleLine, singleLineCheck } from './safe-text-schema.ts';

describe('singleLine and multiLine', () => {
  it('refuse control characters with an issue at the field that says which rule refused it', () => {
    const schema = z.object({ name: singleLine().max(20), body: multiLine().max(100) });
    const result = schema.safeParse({ name: 'Ada\u0000', body: 'a\nb\u0007' });
    expect(result.success).toBe(false);
    expect(result.error?.issues).toEqual([
      expect.objectContaining({ path: ['name'], message: 'Must not contain control characters (U+0000 at character 4)', params: { safeText: 'single-line' } }),
      expect.objectContaining({ path: ['body'], params: { safeText: 'multi-line' } }),
    ]);
    expect(schema.parse({ name: 'Ada', body: 'line one\r\nline two\tend' })).toEqual({ name: 'Ada', body: 'line one\r\nline two\tend' });
  });

  it('keep the rule through chained checks, so the route check still sees it', () => {
    expect(safeTextKindOf(singleLine().trim().min(1).max(5))).toBe('single-line');
    expect(safeTextKindOf(multiLine().max(5))).toBe('multi-line');
    expect(safeTextKindOf(z.string().max(5))).toBeUndefined();
  });

  it('run after a trim chained before them, so surrounding line breaks of a single line are trimmed, not refused', () => {
    expect(z.string().trim().check(singleLineCheck).parse(' Ada\n')).toBe('Ada');
    expect(singleLine().trim().safeParse(' Ada\n').success).toBe(false);
  });
});

describe('parseStored', () => {
  const stored = z.object({ title: singleLine().default(''), body: multiLine().default(''), size: z.number() });

  it('reads texts stored before the rule without the characters it refuses', () => {
    expect(parseStored(stored, { title: 'Sommer\u0001fest\n', body: 'a\nb\u0085', size: 1 })).toEqual({ title: 'Sommerfest ', body: 'a\nb', size: 1 });
  });

  it('leaves the stored value itself alone and still throws on any other mismatch', () => {
    const value = { title: 'x\u0001', body: '', size: 'big' };
    expect(() => parseStored(stored, value)).toThrow();
    expect(value.title).toBe('x\u0001');
  });
});
