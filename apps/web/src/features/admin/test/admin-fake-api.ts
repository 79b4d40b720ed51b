import {
  type AdminCustomerRow,
  type AuditEntry,
  type CustomerData,
  type CustomerDetail,
  type RecalculationRun,
  SUPPORT_TOKEN_HEADER,
  adminCustomerRowSchema,
  customerDetailSchema,
  planCatalogue,
} from '@booth/shared';
import { type FakeApi, type FakeRequest, baseApi, testLevel, testUser } from '@/test/fake-api';

let counter = 0;
export const uuid = () => {
  counter += 1;
  return `c0000000-0000-4000-8000-${String(counter).padStart(12, '0')}`;
};

export const adminUser = { ...testUser, id: 'a0000000-0000-4000-8000-00000000000a', email: 'admin@boothwerk.app', admin: true };

const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString();
export { daysAgo };

export function makeRow(overrides: Partial<AdminCustomerRow> = {}): AdminCustomerRow {
  return adminCustomerRowSchema.parse({
    id: uuid(),
    email: `customer${counter}@example.com`,
    firstName: 'Anna',
    name: 'Berg',
    role: 'customer',
    admin: false,
    activated: true,
    plan: 'Gold',
    credits: 120,
    lastActivityAt: daysAgo(0.1),
    createdAt: '2026-03-01T10:00:00.000Z',
    ...overrides,
  });
}

const gold = planCatalogue.find((plan) => plan.name === 'Gold');

export function makeDetail(overrides: Partial<CustomerDetail> = {}): CustomerDetail {
  return customerDetailSchema.parse({
    id: uuid(),
    email: 'demo@boothwerk.app',
    firstName: 'Demo',
    name: 'Organiser',
    timeZone: 'Europe/Berlin',
    address: { companyName: 'Booth GmbH', street: 'Hauptstr. 1', zipCode: '10115', city: 'Berlin', country: 'DE' },
    role: 'customer',
    admin: false,
    moderator: false,
    scope: [],
    additionalFeatures: [],
    activatedAt: '2026-03-01T10:05:00.000Z',
    createdAt: '2026-03-01T10:00:00.000Z',
    lastActivityAt: daysAgo(0.02),
    credits: { balance: 80, consumed: 20, creditConsumption: true },
    mfa: { isEnabled: false, type: null },
    hasAppPassword: false,
    plan: gold,
    plans: [{ product: 'booth', plan: gold, planId: 'b0000000-0000-4000-8000-000000000020', grantedAt: '2026-03-02T10:00:00.000Z', validUntil: null }],
    recalculating: false,
    counts: { events: 3, shoots: 42, assets: 7, devices: 1 },
    ...overrides,
  });
}

export function makeAudit(overrides: Partial<AuditEntry> = {}): AuditEntry {
  return {
    id: uuid(),
    at: '2026-11-20T09:00:00.000Z',
    kind: 'support',
    actorEmail: adminUser.email,
    action: 'support.request',
    detail: { method: 'PATCH', route: '/api/events/:id' },
    ...overrides,
  };
}

export const emptyData: CustomerData = { events: [], shoots: [], assets: [] };

export function makeRun(overrides: Partial<RecalculationRun> = {}): RecalculationRun {
  return {
    id: 'e0000000-0000-4000-8000-000000000001',
    customerId: null,
    status: 'queued',
    processing: true,
    processed: 0,
    result: null,
    createdAt: '2026-11-20T09:00:00.000Z',
    finishedAt: null,
    ...overrides,
  };
}

export const plansAnswer = {
  plans: planCatalogue.map((plan, index) => ({ ...plan, id: `b0000000-0000-4000-8000-00000000000${index}`, customers: plan.name === 'Free' ? 12 : index })),
  lastRun: null,
};

/** Whether a request was sent in support mode. */
export const inSupport = (request: FakeRequest) => request.headers.has(SUPPORT_TOKEN_HEADER);

/**
 * The API as an admin sees it: the admin's user record, the plans card and the given customer (detail,
 * credits, audit, data). Tests add or replace the endpoints they look at.
 */
export function adminApi(customer: CustomerDetail = makeDetail(), options: { user?: typeof adminUser; audit?: AuditEntry[]; data?: CustomerData } = {}): FakeApi {
  const base = `/api/customers/${customer.id}`;
  return baseApi()
    .on('GET', '/api/auth/user', { body: options.user ?? adminUser })
    .on('GET', '/api/auth/level', { body: testLevel })
    .on('GET', '/api/customersPlans', { body: plansAnswer })
    .on('GET', '/api/products/promo', { body: { promoCodes: [] } })
    .on('GET', base, { body: customer })
    .on('GET', `${base}/consumedCredits`, {
      body: { balance: customer.credits.balance, consumed: customer.credits.consumed, creditConsumption: customer.credits.creditConsumption, entries: [], nextCursor: null },
    })
    .on('GET', `${base}/audit`, { body: { entries: options.audit ?? [], nextCursor: null } })
    .on('GET', `${base}/data`, { body: options.data ?? emptyData });
}

export function signIn(): void {
  window.localStorage.setItem('signed-in', '1');
}
