import { describe, expect, it } from 'vitest';
import {
  eventCreateSchema,
  eventDuplicateSchema,
  eventGetQuerySchema,
  eventListQuerySchema,
  eventLockSchema,
  eventPatchSchema,
  eventUnlockSchema,
  eventUpdateSchema,
} from './event-api.ts';
import { eventSettingsSchema } from './event.ts';
import { ids, issuePaths } from './test-support.ts';

describe('POST /events body', () => {
  it('a name is enough; everything else is the default', () => {
    const created = eventCreateSchema.parse({ name: 'Party' });
    const { archived: _archived, ...defaults } = eventSettingsSchema.parse({});
    expect(created).toEqual({ ...defaults, name: 'Party' });
  });

  it.each([[{}], [{ name: '' }], [{ name: '   ' }], [{ name: 'x'.repeat(201) }]])('refuses %j at name', (body) => {
    expect(issuePaths(eventCreateSchema.safeParse(body))).toContain('name');
  });

  it('drops id and the server-owned fields', () => {
    const created = eventCreateSchema.parse({ id: ids.a, slug: 'x', createdAt: 'now', pictures: 9, locked: true, name: 'Party' });
    for (const field of ['id', 'slug', 'createdAt', 'pictures', 'locked', 'archived']) expect(created).not.toHaveProperty(field);
  });

  it.each([
    ['1:1', 'square'],
    ['16:9', 'landscape'],
    ['9:16', 'portrait'],
  ] as const)('derives the orientation of %s: %s', (dimension, orientation) => {
    const created = eventCreateSchema.parse({ name: 'Party', dimension, deviceOrientation: 'portrait' });
    expect(created.deviceOrientation).toBe(orientation);
  });

  it('takes the booth type', () => {
    expect(eventCreateSchema.parse({ name: 'Party', boothType: 'virtual' }).boothType).toBe('virtual');
    expect(issuePaths(eventCreateSchema.safeParse({ name: 'Party', dimension: '2:1' }))).toContain('dimension');
  });
});

describe('PUT /events/{id} body', () => {
  it('{archived} alone changes nothing else', () => {
    expect(eventUpdateSchema.parse({ archived: true })).toEqual({ archived: true });
  });

  it('drops id, boothType, slug, createdAt and updatedAt (campaigns §5)', () => {
    const update = eventUpdateSchema.parse({
      id: ids.a,
      boothType: 'virtual',
      slug: 'other',
      createdAt: '2025-01-01T00:00:00Z',
      updatedAt: '2025-01-01T00:00:00Z',
      pictures: 3,
      name: 'Renamed',
    });
    expect(update).toEqual({ name: 'Renamed' });
  });

  it('a settings object that is sent is whole: missing inner fields take their defaults', () => {
    const update = eventUpdateSchema.parse({ screens: { sharing: { email: { subject: 'Hi' } } } });
    expect(update.screens?.sharing.email).toEqual({
      enabled: true,
      sender: '',
      subject: 'Hi',
      sendGridTemplateId: null,
      attachMp4: false,
    });
    expect(update.screens?.shutter.countdownSeconds).toBe(3);
    expect(update.shutter).toBeUndefined();
  });

  it('derives the orientation when the dimension changes', () => {
    expect(eventUpdateSchema.parse({ dimension: '4:3' })).toEqual({ dimension: '4:3', deviceOrientation: 'landscape' });
  });

  it('names the nested field of a refusal', () => {
    const result = eventUpdateSchema.safeParse({ screens: { review: { backgroundColor: 'black' } } });
    expect(issuePaths(result)).toEqual(['screens.review.backgroundColor']);
  });
});

describe('PATCH /events/{id} body and the lock dialogs', () => {
  it.each([
    [{ autoPublic: true }],
    [{ useAsExample: false }],
    [{ lockPassword: 'secret1', lockPasswordConfirmation: 'secret1' }],
    [{ lockPassword: null }],
  ])('accepts %j', (body) => expect(eventPatchSchema.safeParse(body).success).toBe(true));

  it.each([
    [{ lockPassword: 'short', lockPasswordConfirmation: 'short' }, 'lockPassword'],
    [{ lockPassword: 'secret1', lockPasswordConfirmation: 'secret2' }, 'lockPasswordConfirmation'],
    [{ lockPassword: 'secret1' }, 'lockPasswordConfirmation'],
    [{ autoPublic: 'yes' }, 'autoPublic'],
  ])('refuses %j at %s', (body, path) => expect(issuePaths(eventPatchSchema.safeParse(body))).toContain(path));

  it('the lock needs at least 6 characters, typed twice alike', () => {
    expect(eventLockSchema.safeParse({ lockPassword: 'secret', lockPasswordConfirmation: 'secret' }).success).toBe(true);
    expect(issuePaths(eventLockSchema.safeParse({ lockPassword: 'five5', lockPasswordConfirmation: 'five5' }))).toEqual([
      'lockPassword',
    ]);
    const mismatch = eventLockSchema.safeParse({ lockPassword: 'secret', lockPasswordConfirmation: 'secreT' });
    expect(issuePaths(mismatch)).toEqual(['lockPasswordConfirmation']);
    expect(mismatch.error?.issues[0]?.message).toBe('The passwords do not match');
  });

  it('unlocking takes any non-empty password, so a wrong one can be told "Ungültiges Passwort"', () => {
    expect(eventUnlockSchema.safeParse({ password: 'abc' }).success).toBe(true);
    expect(eventUnlockSchema.safeParse({ password: '' }).success).toBe(false);
  });
});

describe('other bodies and queries', () => {
  it('a duplicate needs a name', () => {
    expect(eventDuplicateSchema.parse({ name: 'Party Copy 1' })).toEqual({ name: 'Party Copy 1' });
    expect(issuePaths(eventDuplicateSchema.safeParse({}))).toEqual(['name']);
  });

  it.each([
    ['1', true],
    ['true', true],
    ['0', false],
    ['no', false],
  ])('query flag %j reads %s', (value, expected) => {
    expect(eventGetQuerySchema.parse({ screens: value }).screens).toBe(expected);
    expect(eventListQuerySchema.parse({ resolved: value }).resolved).toBe(expected);
  });

  it('flags left out are off', () => {
    expect(eventGetQuerySchema.parse({})).toEqual({ screens: false, shutter: false, assets: false, filters: false, shoots: false });
  });
});
