import type { Event, EventCreateInput } from '@booth/shared';
import { expect } from 'vitest';
import { findPlanByName, grantPlan } from '@/modules/plans/plans.repo.ts';
import { signedInCustomer, type TestCustomer } from '@/test/assets.ts';
import type { TestApp } from '@/test/test-app.ts';

export type PlanName = 'Free' | 'Silver' | 'Gold' | 'Platinum';

/** A signed-in customer holding the booth plan named (Free holds none). */
export async function customerOn(t: TestApp, email: string, plan: PlanName): Promise<TestCustomer> {
  const customer = await signedInCustomer(t, email);
  if (plan !== 'Free') {
    const db = t.runtime.database.db;
    const row = await findPlanByName(db, plan);
    if (!row) throw new Error(`plan ${plan} missing`);
    await grantPlan(db, customer.id, 'booth', row.id);
  }
  return customer;
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Calls the API as a customer (or anonymously), with extra headers such as X-Event-Password. */
export function call(t: TestApp, customer: TestCustomer | undefined, method: Method, url: string, payload?: unknown, headers: Record<string, string> = {}) {
  return t.app.inject({ method, url: `/api${url}`, headers: { ...customer?.headers, ...headers }, ...(payload === undefined ? {} : { payload: payload as object }) });
}

export async function createEvent(t: TestApp, customer: TestCustomer, body: EventCreateInput): Promise<Event> {
  const response = await call(t, customer, 'POST', '/events', body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<Event>();
}

/** The field paths of an error answer. */
export function fieldPaths(response: { json: <T>() => T }): string[] {
  return (response.json<{ fields?: Array<{ path: string }> }>().fields ?? []).map((field) => field.path);
}
