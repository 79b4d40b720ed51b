import { describe, expect, it } from 'vitest';
import { eventSchema, eventSettingsSchema } from '../events/event.ts';
import { ids, issuePaths } from '../events/test-support.ts';
import { kioskTexts } from '../guest-texts/kiosk-texts.ts';
import { guestTexts } from '../guest-texts/index.ts';
import { eventKioskDtoSchema, toKioskEventDto } from './kiosk-dto.ts';
import { eventPatchWithKioskPinSchema, kioskExitPinSchema, kioskExitRequestSchema } from './kiosk-exit.ts';
import { internationalPhone, smsToPhoneUrl, whatsappToPhoneUrl } from './phone-share.ts';

const event = eventSchema.parse({
  ...eventSettingsSchema.parse({
    boothType: 'ipad',
    storage: { dropbox: true },
    virtualSettings: { deletion: { recipients: ['organiser@example.com'] } },
    screens: {
      attention: { background: ids.c, startDelaySeconds: 2 },
      review: { drawEnabled: true, stickers: { enabled: true, items: [ids.a] } },
      sharing: { email: { sender: 'Organiser', subject: 'Your picture' }, socialAlbum: { userToken: 'fb-user-token' } },
    },
  }),
  id: ids.a,
  name: 'Party',
  slug: 'party',
  createdAt: '2025-01-01T10:00:00.000Z',
  updatedAt: '2025-01-01T10:00:00.000Z',
  locked: true,
});

describe('the kiosk guest view', () => {
  it('tells the tablet of the camera roll flag only, never the other storage flags', () => {
    expect(toKioskEventDto(event, false)).toMatchObject({ cameraRoll: false });
    expect(toKioskEventDto(event, false)).not.toHaveProperty('storage');
    const rolled = eventSchema.parse({ ...event, storage: { cameraRoll: true } });
    expect(toKioskEventDto(rolled, false).cameraRoll).toBe(true);
  });

  it('carries the attention and review screens besides the virtual booth view', () => {
    const dto = toKioskEventDto(event, true);
    expect(dto.screens.attention).toEqual({ background: ids.c, startDelaySeconds: 2 });
    expect(dto.screens.review.drawEnabled).toBe(true);
    expect(dto.screens.review.stickers.items).toEqual([ids.a]);
    expect(dto.shutter.screensaver.screenSaverSettings).toEqual({ inactivity: 60, timer: 15 });
    expect(dto.exitSecret).toBe(true);
  });

  it('leaves out the lock state, storage, counters, contact data and organiser-only sharing settings', () => {
    const dto = toKioskEventDto(event, false) as Record<string, unknown>;
    for (const key of ['locked', 'storage', 'pictures', 'customerId', 'autoPublic']) expect(dto).not.toHaveProperty(key);
    const text = JSON.stringify(dto);
    expect(text).not.toContain('organiser@example.com');
    expect(text).not.toContain('fb-user-token');
    expect(text).not.toContain('Your picture');
    expect(dto.screens).not.toHaveProperty('microsite');
  });

  it('defaults to no assets and no exit secret in a bare parse', () => {
    const dto = eventKioskDtoSchema.parse(event);
    expect(dto.assets).toEqual([]);
    expect(dto.exitSecret).toBe(false);
  });
});

describe('the kiosk exit PIN and request', () => {
  it.each(['1234', '00000000'])('takes %s', (pin) => expect(kioskExitPinSchema.safeParse(pin).success).toBe(true));
  it.each(['123', '123456789', '12a4', ' 1234'])('refuses %s', (pin) => expect(kioskExitPinSchema.safeParse(pin).success).toBe(false));

  it('joins the campaign patch: a PIN, null to remove it, the lock rules unchanged', () => {
    expect(eventPatchWithKioskPinSchema.parse({ kioskExitPin: '4711' })).toEqual({ kioskExitPin: '4711' });
    expect(eventPatchWithKioskPinSchema.parse({ kioskExitPin: null })).toEqual({ kioskExitPin: null });
    expect(issuePaths(eventPatchWithKioskPinSchema.safeParse({ kioskExitPin: '12' }))).toEqual(['kioskExitPin']);
    expect(issuePaths(eventPatchWithKioskPinSchema.safeParse({ lockPassword: 'secret1', lockPasswordConfirmation: 'other' }))).toEqual([
      'lockPasswordConfirmation',
    ]);
  });

  it('needs a secret to exit', () => {
    expect(issuePaths(kioskExitRequestSchema.safeParse({ secret: '' }))).toEqual(['secret']);
    expect(issuePaths(kioskExitRequestSchema.safeParse({}))).toEqual(['secret']);
  });
});

describe('sharing to the guest’s phone', () => {
  it.each([
    ['+49 170 1234567', '+491701234567'],
    ['0049 (170) 123-4567', '+491701234567'],
    ['+1 415 555 0100', '+14155550100'],
  ])('reads %s as %s', (raw, phone) => expect(internationalPhone(raw)).toBe(phone));

  it.each(['0170 1234567', '12345', '+49 abc', '', '+0 170 1234567'])('refuses %s', (raw) => expect(internationalPhone(raw)).toBeNull());

  it('addresses SMS and WhatsApp to the number with the microsite link', () => {
    const link = 'https://booth.example/m/abc';
    expect(smsToPhoneUrl('+491701234567', 'Mein Bild: {link}', link)).toBe(`sms:+491701234567?&body=${encodeURIComponent(`Mein Bild: ${link}`)}`);
    expect(whatsappToPhoneUrl('+491701234567', '', link)).toBe(`https://wa.me/491701234567?text=${encodeURIComponent(link)}`);
  });
});

describe('kiosk texts', () => {
  it('has every key in both languages, and speaks German guests with "du" and touch words', () => {
    expect(Object.keys(kioskTexts.de).sort()).toEqual(Object.keys(kioskTexts.en).sort());
    const german = Object.values(kioskTexts.de);
    expect(german.filter((text) => /klick|click|maus/i.test(text) || /\b(Sie|Ihnen|Ihr|Ihre|Ihren)\b/.test(text))).toEqual([]);
    expect(guestTexts('de')('kiosk.attention.tap')).toBe('Tippe, um zu starten');
    expect(guestTexts('en')('kiosk.attention.tap')).toBe('Tap to start');
    // A wrong secret answers like a wrong lock password (campaigns §5).
    expect(guestTexts('de')('kiosk.exit.wrong')).toBe('Ungültiges Passwort');
  });
});
