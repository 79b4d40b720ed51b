import { SUPPORT_TOKEN_HEADER, type SupportToken } from '@booth/shared';
import { expect } from 'vitest';
import { call } from '@/modules/events/events.test-support.ts';
import { makeAdmin, signedInCustomer, type TestCustomer } from '@/test/assets.ts';
import type { TestApp } from '@/test/test-app.ts';

/** A signed-in admin. */
export async function adminOn(t: TestApp, email: string): Promise<TestCustomer> {
  const admin = await signedInCustomer(t, email);
  await makeAdmin(t, admin);
  return admin;
}

/** Starts support mode for `customer` as `admin`; answers the token. */
export async function startSupport(t: TestApp, admin: TestCustomer, customer: { id: string }): Promise<SupportToken> {
  const response = await call(t, admin, 'POST', '/customers/supportToken', { customerId: customer.id });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<SupportToken>();
}

/** The admin's own session plus the support token: requests act as the customer. */
export function inSupportMode(admin: TestCustomer, token: string): TestCustomer {
  return { ...admin, headers: { ...admin.headers, [SUPPORT_TOKEN_HEADER]: token } as TestCustomer['headers'] };
}
