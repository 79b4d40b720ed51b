import { EXPORT_LINK_PATH, EXPORT_LINK_TTL_MS, type ExportLink } from '@booth/shared';
import { z } from 'zod';
import { NotFound } from '@/errors.ts';
import type { Db } from '@/platform/db/database.ts';
import { hashToken, newToken } from '@/platform/security/tokens.ts';
import type { ExportKind, ExportLinkRow } from './export-links.table.ts';
import { deleteExpiredExportLinks, findExportLink, insertExportLink } from './exports.repo.ts';

/** What a link exports besides its campaign; stored with it, read back when it is opened. */
export const zipLinkParams = z.object({ shootIds: z.array(z.string()), onlyPublic: z.boolean(), nonOverlay: z.boolean() });
export const csvLinkParams = z.object({ shootIds: z.array(z.string()), timeZone: z.string() });
export type ZipLinkParams = z.infer<typeof zipLinkParams>;
export type CsvLinkParams = z.infer<typeof csvLinkParams>;

interface LinkDeps {
  db: Db;
  now: () => Date;
}

/**
 * Makes a temporary link for one export: a random token (the capability: the browser downloads it
 * without the session), of which only the SHA-256 is stored with the kind, the organiser, the
 * campaign and the parameters. It expires after EXPORT_LINK_TTL_MS.
 */
export async function createExportLink(
  { db, now }: LinkDeps,
  link: { kind: ExportKind; customerId: string; eventId: string; params: ZipLinkParams | CsvLinkParams },
): Promise<ExportLink> {
  const createdAt = now();
  const expiresAt = new Date(createdAt.getTime() + EXPORT_LINK_TTL_MS);
  await deleteExpiredExportLinks(db, createdAt);
  const { token, hash } = newToken();
  await insertExportLink(db, { tokenHash: hash, ...link, createdAt, expiresAt });
  return { url: `${EXPORT_LINK_PATH}/${link.kind}/${token}`, expiresAt: expiresAt.toISOString() };
}

/**
 * The link a token names, if it is one of `kind` and not expired. A token of the other kind is as
 * unknown as a made-up one: a CSV link never opens a ZIP.
 */
export async function openExportLink({ db, now }: LinkDeps, kind: ExportKind, token: string): Promise<ExportLinkRow> {
  const link = await findExportLink(db, hashToken(token));
  if (!link || link.kind !== kind) throw new NotFound('Unknown download link; request the export again');
  if (link.expiresAt.getTime() <= now().getTime()) throw new NotFound('This download link has expired; request the export again');
  return link;
}
