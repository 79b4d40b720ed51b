import { describe, expect, it } from 'vitest';
import { eventDtoSchema, eventListItemSchema, eventVirtualDtoSchema, toVirtualEventDto } from './event-dto.ts';
import { eventSchema, eventSettingsSchema } from './event.ts';
import { ids } from './test-support.ts';

const stored = {
  ...eventSettingsSchema.parse({
    boothType: 'virtual',
    storage: { dropbox: true },
    virtualSettings: { deletion: { recipients: ['organiser@example.com'] }, customCss: 'body{}' },
    screens: {
      sharing: {
        email: { sender: 'Organiser', subject: 'Your picture', sendGridTemplateId: 'd-123' },
        socialAlbum: { userToken: 'fb-user-token', pageToken: 'fb-page-token' },
        printServer: { defaultAddress: '10.0.0.5' },
      },
    },
  }),
  id: ids.a,
  name: 'Party',
  slug: 'party',
  createdAt: '2025-01-01T10:00:00.000Z',
  updatedAt: '2025-01-01T10:00:00.000Z',
  lockPassword: '$argon2id$hash',
  customerId: ids.b,
  locked: true,
};

describe('the organiser answer', () => {
  it('never carries the lock password, only whether the event is locked', () => {
    const dto = eventDtoSchema.parse(stored);
    expect(dto).not.toHaveProperty('lockPassword');
    expect(dto.locked).toBe(true);
    expect(JSON.stringify(dto)).not.toContain('argon2');
  });

  it('may carry the assets and filters asked for', () => {
    expect(eventDtoSchema.parse({ ...stored, filters: [{ id: ids.c, slug: 'f', name: 'F', thumbnailPath: null }] }).filters).toHaveLength(1);
  });

  it('the short list row holds the list columns only', () => {
    const row = eventListItemSchema.parse(eventSchema.parse(stored));
    expect(Object.keys(row).sort()).toEqual(
      [
        'active',
        'archived',
        'boothType',
        'createdAt',
        'deviceOrientation',
        'dimension',
        'eventType',
        'id',
        'lastPictureAt',
        'locked',
        'name',
        'pictures',
        'slug',
        'updatedAt',
      ].sort(),
    );
  });
});

describe('GET /events/{slug}/virtual answers only what a guest needs', () => {
  const row = { ...eventSchema.parse(stored), lockPassword: stored.lockPassword, customerId: stored.customerId };
  const guest = toVirtualEventDto(row);
  const text = JSON.stringify(guest);

  it.each(['lockPassword', 'locked', 'storage', 'customerId', 'pictures', 'picturesAllTime', 'autoPublic', 'useAsExample'])(
    'has no %s',
    (field) => expect(guest).not.toHaveProperty(field),
  );

  it.each(['organiser@example.com', 'fb-user-token', 'fb-page-token', '10.0.0.5', 'd-123', 'argon2', 'Organiser'])(
    'does not contain %s',
    (secret) => expect(text).not.toContain(secret),
  );

  it('has no attention or review screen, as a virtual booth has none', () => {
    expect(Object.keys(guest.screens).sort()).toEqual(['sharing', 'shutter']);
  });

  it('keeps what the guest flow uses', () => {
    expect(guest).toMatchObject({ slug: 'party', boothType: 'virtual', dimension: '3:4' });
    expect(guest.virtualSettings.customCss).toBe('body{}');
    expect(guest.screens.sharing.email).toEqual({ enabled: true });
    expect(guest.screens.sharing.comment.length).toBe(100);
    expect(guest.shutter.gif.frames).toBe(4);
    expect(guest.virtualSettings).not.toHaveProperty('deletion');
  });

  it('is stable under its own schema, so it can be cached and served as is', () => {
    expect(eventVirtualDtoSchema.parse(guest)).toEqual(guest);
  });
});
