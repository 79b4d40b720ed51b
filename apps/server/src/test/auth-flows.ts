import { expect } from 'vitest';
import type { TestApp } from './test-app.ts';

export const PASSWORD = 'a-good-password';

/** The name registration asks for; tests that greet by name pass their own. */
export const PERSON = { firstName: 'Anna', name: 'Berg' };

export async function register(t: TestApp, email: string, password = PASSWORD, headers: Record<string, string> = {}, person = PERSON) {
  return t.app.inject({ method: 'POST', url: '/api/customers', payload: { ...person, email, password }, headers });
}

/** Registers and follows the mailed activation link; the account can log in afterwards. */
export async function registerActivated(t: TestApp, email: string, password = PASSWORD): Promise<void> {
  expect((await register(t, email, password)).statusCode).toBe(201);
  const token = await t.mailedToken(email, '/registration/activate');
  expect((await t.app.inject({ method: 'POST', url: '/api/auth/activate', payload: { token } })).statusCode).toBe(200);
}

export async function login(t: TestApp, email: string, password = PASSWORD) {
  return t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });
}

/** Logs in and returns the bearer header for later calls. */
export async function signIn(t: TestApp, email: string, password = PASSWORD): Promise<{ authorization: string }> {
  const response = await login(t, email, password);
  expect(response.statusCode).toBe(200);
  return { authorization: `Bearer ${response.json<{ token: string }>().token}` };
}
