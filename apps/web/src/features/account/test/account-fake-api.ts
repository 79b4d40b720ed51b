import {
  type AccountSession,
  type AuditEntry,
  type MfaStatus,
  type Profile,
  accountSessionSchema,
  auditEntrySchema,
  profileSchema,
} from '@booth/shared';
import { makeAsset } from '@/test/asset-fixtures';
import { type FakeApi, type FakeResponse, apiError, baseApi, testUser } from '@/test/fake-api';

export const CHROME_ON_MAC =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';
export const SAFARI_ON_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
export const FIREFOX_ON_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:128.0) Gecko/20100101 Firefox/128.0';

/** The account password the fake accepts; anything else is refused like the server does (400 naming the field). */
export const ACCOUNT_PASSWORD = 'right-password';
/** The code the fake's authenticator "shows". */
export const GOOD_CODE = '246810';
export const BACKUP_CODES = Array.from({ length: 10 }, (_, index) => `abcde-fghj${'mnpqrstuvw'.charAt(index)}`);
export const TOTP_SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
export const QR_SVG = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><rect width="10" height="10"/></svg>';

export function makeProfile(overrides: Partial<Profile> = {}): Profile {
  return profileSchema.parse({
    id: testUser.id,
    email: testUser.email,
    firstName: 'Anna',
    name: 'Berg',
    timeZone: 'Europe/Berlin',
    avatar: null,
    address: { companyName: '', street: '', zipCode: '', city: '', country: '' },
    hasAppPassword: false,
    createdAt: '2026-01-10T09:00:00.000Z',
    ...overrides,
  });
}

let counter = 0;
const uuid = () => {
  counter += 1;
  return `a0000000-0000-4000-8000-${String(counter).padStart(12, '0')}`;
};
const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

export function makeSession(overrides: Partial<AccountSession> = {}): AccountSession {
  return accountSessionSchema.parse({ id: uuid(), createdAt: minutesAgo(3 * 24 * 60), lastSeenAt: minutesAgo(5), userAgent: CHROME_ON_MAC, current: false, ...overrides });
}

export function makeAuditEntry(overrides: Partial<AuditEntry> = {}): AuditEntry {
  return auditEntrySchema.parse({
    id: uuid(),
    at: '2026-11-20T14:03:00.000Z',
    kind: 'account',
    actorEmail: testUser.email,
    action: 'account.password.changed',
    detail: {},
    ...overrides,
  });
}

const wrongPassword = (field: string): FakeResponse => ({
  status: 400,
  body: { code: 'VALIDATION', message: 'The password is wrong', requestId: 'req-test', fields: [{ path: field, message: 'The password is wrong', code: 'invalid' }] },
});

export interface AccountState {
  profile: Profile;
  mfa: MfaStatus;
  sessions: AccountSession[];
  /** Pages of the audit log in order; each page's cursor is `page-{index}`. */
  auditPages: AuditEntry[][];
}

/**
 * The account endpoints behind the settings page, keeping their state like the server: a profile,
 * the MFA status (TOTP or e-mail setup answering GOOD_CODE), sessions and a paged audit log.
 */
export function accountApi(initial: Partial<AccountState> = {}): { api: FakeApi; state: AccountState } {
  const state: AccountState = {
    profile: makeProfile(),
    mfa: { enabled: false, type: null, methods: [], backupCodesLeft: 0 },
    sessions: [makeSession({ current: true, userAgent: FIREFOX_ON_WINDOWS })],
    auditPages: [[]],
    ...initial,
  };
  const body = (request: { body: unknown }) => (request.body ?? {}) as Record<string, unknown>;
  let setupType: 'totp' | 'email' | null = null;

  const api = baseApi()
    .on('GET', '/api/customers/profile', () => ({ body: state.profile }))
    .on('PATCH', '/api/customers/profile', (request) => {
      const { avatarId, ...rest } = body(request) as Partial<Profile> & { avatarId?: string | null };
      state.profile = { ...state.profile, ...rest };
      if (avatarId !== undefined) {
        state.profile.avatar = avatarId ? { id: avatarId, filePath: `/api/files/assets/${avatarId}/original.png`, thumbnailPath: `/api/files/assets/${avatarId}/thumb.webp` } : null;
      }
      return { body: state.profile };
    })
    .on('PUT', '/api/customers', (request) => {
      state.profile = { ...state.profile, address: body(request).address as Profile['address'] };
      return { body: state.profile };
    })
    .on('POST', '/api/assets', (request) => ({ status: 201, body: makeAsset({ id: String(request.form?.get('id')), assetType: 'avatar' }) }))
    .on('PUT', '/api/customers/password', (request) => (body(request).currentPassword === ACCOUNT_PASSWORD ? { body: { ok: true } } : wrongPassword('currentPassword')))
    .on('PUT', '/api/customers/apppassword', (request) => {
      if (body(request).currentPassword !== ACCOUNT_PASSWORD) return wrongPassword('currentPassword');
      state.profile = { ...state.profile, hasAppPassword: body(request).password !== null };
      return { body: { ok: true } };
    })
    .on('GET', '/api/auth/mfa/status', () => ({ body: state.mfa }))
    .on('POST', '/api/auth/registerMfa', (request) => {
      setupType = body(request).type as 'totp' | 'email';
      return setupType === 'totp'
        ? { body: { type: 'totp', setupData: { otpauthUri: `otpauth://totp/Boothwerk:${testUser.email}?secret=${TOTP_SECRET}`, qrSvg: QR_SVG, secret: TOTP_SECRET } } }
        : { body: { type: 'email', setupData: { sentTo: testUser.email } } };
    })
    .on('POST', '/api/auth/requestEmailMfaCode', { body: { ok: true } })
    .on('POST', '/api/auth/verifyRegisterMfa', (request) => {
      const { type, code, password } = body(request);
      if (password !== ACCOUNT_PASSWORD) return wrongPassword('password');
      if (code !== GOOD_CODE || type !== setupType) return apiError(401, 'INVALID_MFA_CODE');
      state.mfa = { enabled: true, type: type as 'totp' | 'email', methods: [type as 'totp' | 'email', 'backup'], backupCodesLeft: 10 };
      return { body: { enabled: true, type, methods: state.mfa.methods, backupCodes: BACKUP_CODES } };
    })
    .on('DELETE', '/api/auth/mfa', (request) => {
      if (body(request).password !== ACCOUNT_PASSWORD) return wrongPassword('password');
      state.mfa = { enabled: false, type: null, methods: [], backupCodesLeft: 0 };
      return { body: { ok: true } };
    })
    .on('POST', '/api/auth/mfa/backupCodes', (request) => {
      if (body(request).password !== ACCOUNT_PASSWORD) return wrongPassword('password');
      state.mfa = { ...state.mfa, backupCodesLeft: 10 };
      return { body: { backupCodes: BACKUP_CODES.map((code) => code.replace('abcde', 'zyxwv')) } };
    })
    .on('GET', '/api/customers/sessions', () => ({ body: state.sessions }))
    .on('DELETE', '/api/customers/sessions', () => {
      const revoked = state.sessions.filter((session) => !session.current).length;
      state.sessions = state.sessions.filter((session) => session.current);
      return { body: { revoked } };
    })
    .on('GET', '/api/customers/audit', (request) => {
      const cursor = request.query.get('cursor');
      const index = cursor ? Number(cursor.replace('page-', '')) : 0;
      const next = index + 1 < state.auditPages.length ? `page-${index + 1}` : null;
      return { body: { entries: state.auditPages[index] ?? [], nextCursor: next } };
    })
    .on('DELETE', '/api/customers/account', (request) => {
      const { email, password } = body(request);
      if (password !== ACCOUNT_PASSWORD) return wrongPassword('password');
      if (email !== state.profile.email) return apiError(400, 'VALIDATION');
      return { body: { ok: true } };
    });
  // One session at a time: DELETE /customers/sessions/{id}.
  for (const session of state.sessions) {
    api.on('DELETE', `/api/customers/sessions/${session.id}`, () => {
      state.sessions = state.sessions.filter((other) => other.id !== session.id);
      return { body: { ok: true } };
    });
  }
  return { api: api.install(), state };
}
