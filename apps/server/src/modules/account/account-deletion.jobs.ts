import { defineJob, type JobRegistration } from '@/platform/jobs/define-job.ts';
import type { AccountBillingStop } from '@/modules/billing/account-billing-stop.ts';
import { aiFilesPrefix } from '@/modules/ai-filters/ai-execution-files.ts';
import { aiFilterFolder } from '@/modules/ai-filters/ai-filter-files.ts';
import { listAiFilters } from '@/modules/ai-filters/ai-filters.repo.ts';
import { findCustomerById } from '@/modules/customers/customers.repo.ts';
import { listAllEvents } from '@/modules/events/events.repo.ts';
import { publishVirtualInvalidation } from '@/modules/live/live-changes.ts';
import { mosaicFolder } from '@/modules/mosaic/mosaic-files.ts';
import { campaignShootsFolder } from '@/modules/shoots/shoot-files.ts';
import type { MessageBus } from '@/platform/bus/message-bus.ts';
import type { Db } from '@/platform/db/database.ts';
import { assertValidPrefix } from '@/platform/files/file-keys.ts';
import type { FileStore } from '@/platform/files/file-store.ts';
import type { JobResult } from '@/platform/jobs/types.ts';
import { deleteCustomerRow } from './account.repo.ts';

export interface AccountDeletionDeps {
  db: Db;
  files: FileStore;
  bus: MessageBus;
  /** Ends the account's subscriptions and open checkouts at the payment provider. */
  billing: Pick<AccountBillingStop, 'stopAll'>;
}

/** Every file of a customer's assets (file-keys.ts keys them `assets/{customerId}/…`). */
function customerAssetsPrefix(customerId: string): string {
  const prefix = `assets/${customerId.toLowerCase()}/`;
  assertValidPrefix(prefix);
  return prefix;
}

/**
 * Deletes an account whose owner asked for it: first the money stops (every subscription that has not
 * ended is cancelled at once at the payment provider, which would otherwise go on charging a customer
 * we no longer know; a provider failure fails the job before anything is deleted, and the queue
 * retries it), then the files of its campaigns' pictures and of its assets,
 * then the customer row, which takes every row that references it along (campaigns with their
 * pictures, assets, devices and licences, sessions, MFA, plans, audit log: ON DELETE CASCADE). Each
 * step can run again, so a run cut short by a crash is simply retried by the queue, and a second run
 * after the end finds no account and does nothing. A store failure throws, and the retry starts over
 * while the rows (and so the ids of the folders) are still there.
 */
export async function deleteAccount(deps: AccountDeletionDeps, customerId: string): Promise<JobResult> {
  const customer = await findCustomerById(deps.db, customerId);
  if (!customer?.deletionRequestedAt) return 'skipped';
  await deps.billing.stopAll(customerId);
  const campaigns = await listAllEvents(deps.db, customerId);
  const removeCampaignFiles = async () => {
    for (const campaign of campaigns) {
      await deps.files.deletePrefix(campaignShootsFolder(campaign.id));
      // The mosaic wall's tiles and target renditions (mosaic-files.ts).
      await deps.files.deletePrefix(mosaicFolder(campaign.id));
    }
  };
  await removeCampaignFiles();
  await deps.files.deletePrefix(customerAssetsPrefix(customerId));
  // Studio tests and their results (a guest's AI picture lives in its shoot's folder, removed above),
  // and the thumbnails of the account's own filters.
  await deps.files.deletePrefix(aiFilesPrefix(customerId));
  for (const filter of await listAiFilters(deps.db, customerId, 'own')) await deps.files.deletePrefix(aiFilterFolder(filter.id));
  await deleteCustomerRow(deps.db, customerId);
  // Booth pages cached by any process stop showing the campaigns.
  for (const campaign of campaigns) await publishVirtualInvalidation(deps.bus, campaign.slug);
  // A guest's upload that landed between the first pass and the row's removal left its files behind.
  await removeCampaignFiles();
  return 'success';
}

/** `account_delete`: see deleteAccount. */
export function createAccountJobs(deps: AccountDeletionDeps): JobRegistration[] {
  return [defineJob('account_delete', async ({ customerId }) => deleteAccount(deps, customerId))];
}
