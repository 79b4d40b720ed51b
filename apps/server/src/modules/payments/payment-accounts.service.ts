import type { PaymentAccount, PaymentProviderName } from '@booth/shared';
import { Conflict, NotFound } from '@/errors.ts';
import { recordAccountAudit } from '@/modules/account/account-audit.ts';
import type { AuthContext } from '@/modules/auth/session.service.ts';
import { findCustomerById } from '@/modules/customers/customers.repo.ts';
import type { Db } from '@/platform/db/database.ts';
import {
  deleteAccountOfOtherProvider,
  findAccountByAccountId,
  findAccountByCustomer,
  insertAccount,
  updateAccountState,
  type PaymentAccountRow,
} from './payment-accounts.repo.ts';
import type { PaymentProviders } from './payment-providers.ts';

export interface PaymentAccountsService {
  /** GET …/account: the organiser's account (its state read again from the provider while onboarding is unfinished). */
  get(auth: AuthContext): Promise<PaymentAccount>;
  /** POST …/account: opens it (created: true), or answers the one there is for the same country. */
  create(auth: AuthContext, country: string): Promise<{ account: PaymentAccount; created: boolean }>;
  /** POST …/account/reauth: where to (re)start onboarding. */
  onboardingLink(auth: AuthContext): Promise<string>;
  /** POST …/account/login: the provider's dashboard (Stripe Express), once onboarding is done. */
  dashboardLink(auth: AuthContext): Promise<string>;
  /** POST /sandbox/accounts/{accountId}/complete-onboarding: the sandbox's stand-in for Stripe's forms. */
  completeSandboxOnboarding(auth: AuthContext, accountId: string): Promise<PaymentAccount>;
  /** account.updated: stores the account's current state as the provider has it (events may come in any order). */
  syncFromProvider(provider: PaymentProviderName, accountId: string): Promise<void>;
}

const noAccount = () => new NotFound('No payment account yet: open one with POST /api/stripe/account');

export function createPaymentAccountsService(deps: { db: Db; providers: PaymentProviders; now: () => Date; publicUrl: string }): PaymentAccountsService {
  const { db, providers, now, publicUrl } = deps;

  function view(row: PaymentAccountRow): PaymentAccount {
    return {
      id: row.id,
      account_id: row.accountId,
      onboarding_complete: row.onboardingComplete,
      allow_stripe: row.chargesEnabled,
      country: row.country,
      testMode: providers.testMode(row.provider),
      provider: row.provider,
    };
  }

  /** The customer's account with the current provider; one made with another provider counts as none. */
  async function own(auth: AuthContext): Promise<PaymentAccountRow> {
    const row = await findAccountByCustomer(db, auth.customerId);
    if (!row || row.provider !== providers.current.name) throw noAccount();
    return row;
  }

  async function refreshed(row: PaymentAccountRow): Promise<PaymentAccountRow> {
    if (row.onboardingComplete && row.chargesEnabled) return row;
    // Back from onboarding before the provider's account.updated arrived: ask the provider.
    const state = await providers.of(row.provider).retrieveAccount(row.accountId);
    if (state.detailsSubmitted === row.onboardingComplete && state.chargesEnabled === row.chargesEnabled) return row;
    return (await updateAccountState(db, row.accountId, { onboardingComplete: state.detailsSubmitted, chargesEnabled: state.chargesEnabled, at: now() })) ?? row;
  }

  function sameCountry(row: PaymentAccountRow, country: string): PaymentAccountRow {
    if (row.country !== country) throw new Conflict(`You already have a payment account in ${row.country}; its country cannot change`, [{ path: 'country', message: `already ${row.country}` }]);
    return row;
  }

  return {
    async get(auth) {
      return view(await refreshed(await own(auth)));
    },

    async create(auth, country) {
      const provider = providers.current;
      const existing = await findAccountByCustomer(db, auth.customerId);
      if (existing?.provider === provider.name) return { account: view(sameCountry(existing, country)), created: false };
      const customer = await findCustomerById(db, auth.customerId);
      if (!customer) throw new NotFound('No such customer');
      // The key makes a doubled click (or a retry after a lost answer) open one account at the provider, not two.
      const opened = await provider.createAccount({ country, customerId: customer.id, email: customer.email, idempotencyKey: `payment-account:${customer.id}:${country}` });
      const at = now();
      const stored = await db.transaction(async (tx) => {
        await deleteAccountOfOtherProvider(tx, customer.id, provider.name);
        const row = await insertAccount(tx, {
          customerId: customer.id,
          provider: provider.name,
          accountId: opened.id,
          country,
          onboardingComplete: opened.detailsSubmitted,
          chargesEnabled: opened.chargesEnabled,
          createdAt: at,
          updatedAt: at,
        });
        if (row) await recordAccountAudit(tx, auth, customer.email, 'payments.account.created', at, { accountId: opened.id, country, provider: provider.name });
        return row;
      });
      if (stored) return { account: view(stored), created: true };
      // A concurrent call stored the customer's account first.
      const winner = await findAccountByCustomer(db, customer.id);
      if (!winner) throw noAccount();
      return { account: view(sameCountry(winner, country)), created: false };
    },

    async onboardingLink(auth) {
      const row = await own(auth);
      return providers.of(row.provider).onboardingLink(row.accountId, {
        // Stripe sends the organiser to refresh_url when the link expired: the settings page asks for a new one.
        refreshUrl: `${publicUrl}/settings?tab=billing&payments=refresh`,
        returnUrl: `${publicUrl}/settings?tab=billing&payments=return`,
      });
    },

    async dashboardLink(auth) {
      const row = await refreshed(await own(auth));
      if (!row.onboardingComplete) throw new Conflict('Finish setting up your payment account first (POST /api/stripe/account/reauth)');
      return providers.of(row.provider).dashboardLink(row.accountId);
    },

    async completeSandboxOnboarding(auth, accountId) {
      const sandbox = providers.sandbox;
      const row = await findAccountByAccountId(db, accountId);
      // Another customer's account is as unknown as a missing one.
      if (!sandbox || !row || row.customerId !== auth.customerId || row.provider !== 'sandbox') throw noAccount();
      // The sandbox raises account.updated, whose handler stores the new state (the same path as Stripe's).
      await sandbox.completeOnboarding(accountId);
      return view(await refreshed((await findAccountByAccountId(db, accountId)) ?? row));
    },

    async syncFromProvider(providerName, accountId) {
      const row = await findAccountByAccountId(db, accountId);
      // Not (yet) ours: an account.updated can arrive before the create call stored the row; GET reads it again then.
      if (!row || row.provider !== providerName) return;
      const state = await providers.of(providerName).retrieveAccount(accountId);
      await updateAccountState(db, accountId, { onboardingComplete: state.detailsSubmitted, chargesEnabled: state.chargesEnabled, at: now() });
    },
  };
}
