import { isEuCountry, isValidVatId, vatTreatment, type BillingAddress, type BillingCustomer, type CustomerAddress } from '@booth/shared';
import { Invalid } from '@/errors.ts';
import { actingCustomer, adminTarget } from '@/modules/admin/admin-access.ts';
import type { AuthContext } from '@/modules/auth/session.service.ts';
import type { CustomerRow } from '@/modules/customers/customers.table.ts';
import { auditBilling, type BillingDeps } from './billing-deps.ts';
import { findBillingCustomer, saveBillingCustomer, saveCustomerAddress } from './billing-customers.repo.ts';
import { subscriptionView } from './billing-views.ts';
import { listSubscriptions } from './subscriptions.repo.ts';

export interface BillingDetails {
  address: BillingAddress;
  /** Normal form or ''. */
  vatId: string;
}

export interface BillingCustomerService {
  /** GET /stripe/customer: the acting customer's address, VAT id, subscriptions, credits and the provider. */
  own(auth: AuthContext): Promise<BillingCustomer>;
  /** GET /stripe/customer/{customerId}: the same for any customer, admins only (403 others). */
  ofCustomer(auth: AuthContext, customerId: string): Promise<BillingCustomer>;
  /** PUT /stripe/customer: the billing address and VAT id, on the account and at the provider. */
  update(auth: AuthContext, details: BillingDetails): Promise<BillingCustomer>;
  /** Saves the details a purchase was made with (audited when they changed); answers the provider's customer id. */
  saveDetails(customer: CustomerRow, details: BillingDetails, auth: AuthContext | null): Promise<string>;
  /** The provider's customer with the details on file, made at the provider when there is none yet. */
  providerCustomerOf(customer: CustomerRow): Promise<string>;
  /** The provider's customer if the account has one at the provider in use (null: never bought anything there). */
  existingProviderCustomer(customerId: string): Promise<string | null>;
}

/** A VAT id must be one of the address's country (the form and the API name the field `vatId`). */
export function assertVatIdFits(vatId: string, country: string): void {
  if (!vatId || isValidVatId(vatId, country)) return;
  const message = isEuCountry(country) ? `not a VAT identification number of ${country}` : 'a VAT identification number is only for countries of the EU';
  throw new Invalid(`vatId: ${message}`, [{ path: 'vatId', message }]);
}

const sameAddress = (a: CustomerAddress, b: CustomerAddress) =>
  a.companyName === b.companyName && a.street === b.street && a.zipCode === b.zipCode && a.city === b.city && a.country === b.country;

/** The buyer's name on invoices: the company, else the person, else the e-mail address. */
const buyerName = (customer: CustomerRow, address: CustomerAddress) => address.companyName || `${customer.firstName} ${customer.name}`.trim() || customer.email;

export function createBillingCustomerService(deps: BillingDeps): BillingCustomerService {
  const { db, now, provider } = deps;

  async function view(customer: CustomerRow): Promise<BillingCustomer> {
    const [billing, subscriptions] = await Promise.all([findBillingCustomer(db, customer.id), listSubscriptions(db, customer.id)]);
    return {
      customerId: customer.id,
      email: customer.email,
      address: customer.address,
      vatId: billing?.vatId ?? '',
      subscriptions: subscriptions.map(subscriptionView),
      credits: customer.creditBalance,
      provider: provider.info,
    };
  }

  async function saveDetails(customer: CustomerRow, details: BillingDetails, auth: AuthContext | null): Promise<string> {
    assertVatIdFits(details.vatId, details.address.country);
    const existing = await findBillingCustomer(db, customer.id);
    const atProvider = existing?.provider === provider.info.name ? existing.providerCustomerId : null;
    const addressChanged = !sameAddress(customer.address, details.address);
    const vatChanged = (existing?.vatId ?? '') !== details.vatId;
    if (atProvider && !addressChanged && !vatChanged) return atProvider;
    const providerCustomerId = await provider.saveCustomer(atProvider, {
      customerId: customer.id,
      email: customer.email,
      name: buyerName(customer, details.address),
      address: details.address,
      vatId: details.vatId,
      reverseCharge: vatTreatment(details.address.country, details.vatId).kind === 'reverse-charge',
    });
    const at = now();
    await db.transaction(async (tx) => {
      await saveCustomerAddress(tx, customer.id, details.address, at);
      await saveBillingCustomer(tx, { customerId: customer.id, provider: provider.info.name, providerCustomerId, vatId: details.vatId, at });
      if (addressChanged || vatChanged) {
        const fields = [...(['companyName', 'street', 'zipCode', 'city', 'country'] as const).filter((field) => customer.address[field] !== details.address[field]), ...(vatChanged ? ['vatId'] : [])];
        await auditBilling(tx, customer, auth, 'billing.address.changed', { fields }, at);
      }
    });
    return providerCustomerId;
  }

  return {
    async own(auth) {
      return view(await actingCustomer(db, auth));
    },

    async ofCustomer(auth, customerId) {
      return view((await adminTarget(db, auth, customerId)).target);
    },

    async update(auth, details) {
      const customer = await actingCustomer(db, auth);
      await saveDetails(customer, details, auth);
      return view(await actingCustomer(db, auth));
    },

    saveDetails,

    async providerCustomerOf(customer) {
      const existing = await findBillingCustomer(db, customer.id);
      if (existing?.provider === provider.info.name) return existing.providerCustomerId;
      const country = customer.address.country;
      return saveDetails(customer, { address: { ...customer.address, country }, vatId: existing?.vatId ?? '' }, null);
    },

    async existingProviderCustomer(customerId) {
      const existing = await findBillingCustomer(db, customerId);
      return existing?.provider === provider.info.name ? existing.providerCustomerId : null;
    },
  };
}
