import type { CustomerAddress, Profile, ProfileUpdate } from '@booth/shared';
import { Invalid, NotFound } from '@/errors.ts';
import { findAssetById } from '@/modules/assets/assets.repo.ts';
import type { AuthContext } from '@/modules/auth/session.service.ts';
import { findCustomerById } from '@/modules/customers/customers.repo.ts';
import type { CustomerRow } from '@/modules/customers/customers.table.ts';
import type { Db } from '@/platform/db/database.ts';
import { updateAddress, updateProfileColumns } from './account.repo.ts';
import { avatarOf } from './avatar-view.ts';

export interface ProfileService {
  get(auth: AuthContext): Promise<Profile>;
  /** PATCH /customers/profile: any of firstName, name, timeZone, avatarId (an own avatar asset, or null). */
  update(auth: AuthContext, input: ProfileUpdate): Promise<Profile>;
  /** PUT /customers: the address; answers the profile. */
  setAddress(auth: AuthContext, address: CustomerAddress): Promise<Profile>;
}

const notAvatar = () => {
  const message = 'No avatar picture of yours has this id; upload it as an asset of type avatar first';
  return new Invalid(message, [{ path: 'avatarId', message, code: 'invalid' }]);
};

/** The signed-in customer's profile and address (platform §3 Profile, Address). */
export function createProfileService(deps: { db: Db; now: () => Date }): ProfileService {
  const { db, now } = deps;

  async function customerOf(auth: AuthContext): Promise<CustomerRow> {
    const customer = await findCustomerById(db, auth.customerId);
    if (!customer) throw new NotFound('No such account');
    return customer;
  }

  async function profileOf(auth: AuthContext): Promise<Profile> {
    const customer = await customerOf(auth);
    return {
      id: customer.id,
      email: customer.email,
      firstName: customer.firstName,
      name: customer.name,
      timeZone: customer.timeZone,
      avatar: await avatarOf(db, customer),
      address: customer.address,
      hasAppPassword: customer.appPasswordHash !== null,
      createdAt: customer.createdAt.toISOString(),
    };
  }

  return {
    get: profileOf,

    async update(auth, input) {
      if (input.avatarId) {
        // Another customer's asset is refused like an unknown one: ids of others are never confirmed.
        const asset = await findAssetById(db, input.avatarId);
        if (!asset || asset.customerId !== auth.customerId || asset.assetType !== 'avatar') throw notAvatar();
      }
      await updateProfileColumns(
        db,
        auth.customerId,
        {
          ...(input.firstName === undefined ? {} : { firstName: input.firstName }),
          ...(input.name === undefined ? {} : { name: input.name }),
          ...(input.timeZone === undefined ? {} : { timeZone: input.timeZone }),
          ...(input.avatarId === undefined ? {} : { avatarAssetId: input.avatarId }),
        },
        now(),
      );
      return profileOf(auth);
    },

    async setAddress(auth, address) {
      await updateAddress(db, auth.customerId, address, now());
      return profileOf(auth);
    },
  };
}
