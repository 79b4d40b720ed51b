import { multiLine, singleLine } from '@booth/shared';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { patternExcludesControls, uncheckedTextFields } from './text-fields.ts';

describe('uncheckedTextFields', () => {
  it('names plain strings at any depth, through wrappers, arrays, records, unions and pipes', () => {
    const schema = z.object({
      name: z.string().trim().max(20),
      nested: z.object({ list: z.array(z.string()).optional(), map: z.record(z.string(), z.string()).default({}) }).prefault({}),
      either: z.union([z.boolean(), z.string()]).nullable(),
      both: z.intersection(z.object({ a: z.string() }), z.object({ b: z.number() })),
      late: z.lazy(() => z.string()),
      tags: z.string().transform((text) => text.split(',')).pipe(z.array(z.string().max(5))),
      decoded: z.string().transform(decodeURIComponent),
      anything: z.unknown(),
      free: z.looseObject({}),
    });
    expect(uncheckedTextFields(schema, 'body').sort()).toEqual(
      [
        'body.name',
        'body.nested.list[]',
        'body.nested.map.<key>',
        'body.nested.map.*',
        'body.either',
        'body.both.a',
        'body.late',
        'body.tags[]',
        'body.decoded',
        'body.anything (unchecked unknown)',
        'body.free.* (unchecked unknown)',
      ].sort(),
    );
  });

  it('passes the shared rule, strict formats and patterns that name their characters', () => {
    const schema = z.object({
      name: singleLine().trim().max(20),
      body: multiLine().max(2000).default(''),
      id: z.uuid(),
      email: z.string().trim().toLowerCase().pipe(z.email()),
      when: z.iso.datetime(),
      kind: z.enum(['a', 'b']),
      exact: z.literal('x'),
      slug: z.string().regex(/^[a-z0-9][a-z0-9-]{0,63}$/),
      count: z.coerce.number(),
      flag: z.stringbool().optional(),
      decoded: z.string().transform(decodeURIComponent).pipe(singleLine()),
      map: z.record(singleLine(), multiLine()),
    });
    expect(uncheckedTextFields(schema, 'body')).toEqual([]);
  });

  it('reports a schema used at two paths at both', () => {
    const text = z.string();
    expect(uncheckedTextFields(z.object({ a: text, b: text }), 'query')).toEqual(['query.a', 'query.b']);
  });

  it('does not count URL formats as safe: a URL takes control characters', () => {
    expect(uncheckedTextFields(z.object({ link: z.url() }), 'body')).toEqual(['body.link']);
  });

  it('lets headers be a loose object, since the other headers must stay on the request', () => {
    const headers = z.looseObject({ 'x-name': singleLine().optional() });
    expect(uncheckedTextFields(headers, 'headers', { allowLooseObjects: true })).toEqual([]);
    expect(uncheckedTextFields(headers, 'body')).toEqual(['body.* (unchecked unknown)']);
  });
});

describe('patternExcludesControls', () => {
  it('accepts anchored patterns of explicit characters', () => {
    expect(patternExcludesControls(/^[a-z0-9][a-z0-9-]{0,63}$/)).toBe(true);
    expect(patternExcludesControls(/^\d{1,4}:\d{1,4}$/)).toBe(true);
    expect(patternExcludesControls(/^[A-Za-z0-9_.-]*$/)).toBe(true);
  });

  it('refuses unanchored patterns and those with dots, negations, \\s or code escapes', () => {
    expect(patternExcludesControls(/[a-z]+/)).toBe(false);
    expect(patternExcludesControls(/^.+$/)).toBe(false);
    expect(patternExcludesControls(/^[^<>]*$/)).toBe(false);
    expect(patternExcludesControls(/^[\w\s#(),.%-]*$/)).toBe(false);
    // eslint-disable-next-line no-control-regex -- a pattern that admits control characters is the case under test
    expect(patternExcludesControls(/^[\u0000-\u00ff]*$/)).toBe(false);
  });
});
