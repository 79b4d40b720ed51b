import { afterEach, describe, expect, it, vi } from 'vitest';
import { auditDetailOf, isKnownAuditAction, knownAuditActions, knownDetailKeys } from '@/features/account/audit-actions';
import { centreSquare } from '@/features/account/avatar-image';
import { backupCodesText, copyText } from '@/features/account/backup-codes-file';
import { COUNTRY_CODES, countryOptions } from '@/features/account/countries';
import { resolveSettingsTab } from '@/features/account/settings-tabs';
import { timeZoneLabel, timeZoneOptions } from '@/features/account/time-zones';
import { describeUserAgent } from '@/features/account/user-agent';
import de from '@/i18n/locales/de/account.json';
import en from '@/i18n/locales/en/account.json';

describe('settings tab from the address', () => {
  it('shows the profile for profile, tabs not built yet, unknown tabs and none', () => {
    expect(resolveSettingsTab('profile')).toBe('profile');
    expect(resolveSettingsTab('billing')).toBe('billing');
    expect(resolveSettingsTab('integrations')).toBe('profile');
    expect(resolveSettingsTab('<script>')).toBe('profile');
    expect(resolveSettingsTab(null)).toBe('profile');
  });

  it('opens a tab once its screen exists', () => {
    expect(resolveSettingsTab('billing', ['profile', 'billing'])).toBe('billing');
  });
});

describe('user agent in plain words', () => {
  it.each([
    ['Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36 Edg/126.0.2592.87', 'Edge 126', 'Windows', false],
    ['Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0', 'Firefox 128', 'Linux', false],
    ['Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15', 'Safari 17', 'macOS', false],
    ['Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36', 'Chrome 126', 'Android', true],
    ['Mozilla/5.0 (iPad; CPU OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/126.0 Mobile/15E148 Safari/604.1', 'Chrome 126', 'iPad', true],
    ['Mozilla/5.0 (Linux; Android 13; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/25.0 Chrome/121.0.0.0 Mobile Safari/537.36', 'Samsung Internet 25', 'Android', true],
    ['Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/140.0.0.0 Safari/537.36', 'Chrome 140', 'Linux', false],
    ['Mozilla/5.0 (X11; CrOS x86_64 14541.0.0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36 OPR/110.0.0.0', 'Opera 110', 'ChromeOS', false],
  ])('%s', (agent, browser, system, mobile) => {
    expect(describeUserAgent(agent)).toEqual({ browser, system, mobile });
  });

  it('knows nothing about scripts and empty headers', () => {
    expect(describeUserAgent('curl/8.5.0')).toEqual({ browser: null, system: null, mobile: false });
    expect(describeUserAgent('')).toEqual({ browser: null, system: null, mobile: false });
  });
});

describe('time zone picker list', () => {
  const winter = new Date('2026-01-15T12:00:00Z');

  it('labels zones readably with their offset', () => {
    expect(timeZoneLabel('America/New_York', winter)).toBe('America/New York (GMT-5)');
    expect(timeZoneLabel('Asia/Kolkata', winter)).toBe('Asia/Kolkata (GMT+5:30)');
  });

  it('puts the saved zone and this device’s zone first, once each, then all others sorted', () => {
    const { suggested, others } = timeZoneOptions('Europe/Berlin', 'Asia/Tokyo', winter);
    expect(suggested.map((option) => option.value)).toEqual(['Europe/Berlin', 'Asia/Tokyo']);
    expect(others.some((option) => option.value === 'Europe/Berlin' || option.value === 'Asia/Tokyo')).toBe(false);
    expect(others.length).toBeGreaterThan(300);
    const values = others.map((option) => option.value);
    expect([...values].sort()).toEqual(values);
    expect(timeZoneOptions('Europe/Berlin', 'Europe/Berlin', winter).suggested).toHaveLength(1);
  });
});

describe('countries', () => {
  it('lists the 249 ISO codes, DACH first, named in the interface language', () => {
    expect(COUNTRY_CODES).toHaveLength(249);
    const german = countryOptions('de');
    expect(german.slice(0, 3)).toEqual([
      { value: 'DE', label: 'Deutschland' },
      { value: 'AT', label: 'Österreich' },
      { value: 'CH', label: 'Schweiz' },
    ]);
    expect(countryOptions('en').find((option) => option.value === 'GB')?.label).toBe('United Kingdom');
  });
});

describe('audit actions', () => {
  it('has a German and an English text for every action the server writes', () => {
    for (const action of knownAuditActions) {
      const path = action.split('.');
      const lookup = (texts: unknown) => path.reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], (texts as { audit: { actions: unknown } }).audit.actions);
      expect(typeof lookup(de), `de ${action}`).toBe('string');
      expect(typeof lookup(en), `en ${action}`).toBe('string');
    }
    expect(isKnownAuditAction('support.request')).toBe(true);
    expect(isKnownAuditAction('support')).toBe(false);
  });

  it('labels every detail field the server records, in both languages', () => {
    for (const key of knownDetailKeys) {
      expect(de.audit.detail[key], `de ${key}`).toBeTruthy();
      expect(en.audit.detail[key], `en ${key}`).toBeTruthy();
    }
  });

  it('shows the request of a support-mode change, and the recorded facts without ids and empty values', () => {
    expect(auditDetailOf('support.request', { method: 'DELETE', route: '/api/events/gala', status: 200 })).toEqual({ request: 'DELETE /api/events/gala', facts: [] });
    expect(auditDetailOf('admin.customer.updated', { fields: ['firstName', 'name'], note: null, runId: 'r1' })).toEqual({
      request: null,
      facts: [{ key: 'fields', value: ['firstName', 'name'] }],
    });
    expect(auditDetailOf('account.mfa.enabled', {})).toEqual({ request: null, facts: [] });
  });
});

describe('avatar crop', () => {
  it('takes the centred square of the shorter side', () => {
    expect(centreSquare(400, 300)).toEqual({ x: 50, y: 0, side: 300 });
    expect(centreSquare(300, 401)).toEqual({ x: 0, y: 51, side: 300 });
    expect(centreSquare(128, 128)).toEqual({ x: 0, y: 0, side: 128 });
  });
});

describe('backup codes file', () => {
  it('is a heading and one code a line', () => {
    expect(backupCodesText('Codes', ['aaaaa-bbbbb', 'ccccc-ddddd'])).toBe('Codes\n\naaaaa-bbbbb\nccccc-ddddd\n');
  });
});

describe('copying', () => {
  const clipboard = Object.getOwnPropertyDescriptor(navigator, 'clipboard');
  afterEach(() => {
    if (clipboard) Object.defineProperty(navigator, 'clipboard', clipboard);
    else Reflect.deleteProperty(navigator, 'clipboard');
    Reflect.deleteProperty(document, 'execCommand');
  });

  it('uses the Clipboard API, and says false when the browser refuses', async () => {
    const writeText = vi.fn().mockResolvedValueOnce(undefined).mockRejectedValueOnce(new DOMException('denied', 'NotAllowedError'));
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    expect(await copyText('abc')).toBe(true);
    expect(await copyText('abc')).toBe(false);
  });

  it('falls back to the copy command on a page without the Clipboard API (plain http)', async () => {
    Object.defineProperty(navigator, 'clipboard', { value: undefined, configurable: true });
    let copied = '';
    const execCommand = vi.fn(() => {
      copied = document.querySelector('textarea')?.value ?? '';
      return true;
    });
    Object.defineProperty(document, 'execCommand', { value: execCommand, configurable: true });
    expect(await copyText('secret')).toBe(true);
    expect(execCommand).toHaveBeenCalledWith('copy');
    expect(copied).toBe('secret');
    expect(document.querySelector('textarea')).toBeNull();
  });
});
