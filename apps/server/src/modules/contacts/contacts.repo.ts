import { and, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import { shoots, type ShootRow } from '@/modules/shoots/shoots.table.ts';
import type { Db } from '@/platform/db/database.ts';
import { type KeysetPosition, olderThan } from '@/platform/db/keyset-cursor.ts';
import { containsPattern } from '@/platform/db/contains-pattern.ts';

export interface ContactFilter {
  eventId: string;
  /** Matched anywhere in the names, e-mail addresses, phone numbers and company, case-insensitively. */
  search?: string;
}

export interface ContactPage extends ContactFilter {
  limit: number;
  offset: number;
  /** Rows strictly older than this position (newest first); replaces `offset`. */
  olderThan?: KeysetPosition;
}

const feedback = shoots.userFeedback;
// Field names are constants of this file, never input, so they are written into the SQL as literals.
const personal = (field: 'firstname' | 'lastname' | 'email' | 'phone' | 'company') => sql`(${feedback}->'personal'->>${sql.raw(`'${field}'`)})`;

/**
 * A picture carries guest data when it has a contact (data capture, or the address it was mailed to),
 * personal data, survey answers (the newsletter is a survey item), a comment or a consent answer.
 * The agent alone is the browser, not the guest's.
 */
const hasGuestData = sql`(
  ${shoots.contactEmail} is not null
  or ${shoots.contactPhone} is not null
  or coalesce(${feedback}->'personal', '{}'::jsonb) <> '{}'::jsonb
  or coalesce(${feedback}->'survey', '[]'::jsonb) <> '[]'::jsonb
  or coalesce(${feedback}->>'comment', '') <> ''
  or (${feedback}->'consentAccepted') is not null
)`;

function conditions(filter: ContactFilter): SQL[] {
  // Test pictures (a draft tried by its organiser) hold no real guest.
  const where: SQL[] = [eq(shoots.eventId, filter.eventId), eq(shoots.isTest, false), hasGuestData];
  if (filter.search) {
    const pattern = containsPattern(filter.search);
    where.push(sql`(
      concat_ws(' ', ${personal('firstname')}, ${personal('lastname')}) ilike ${pattern}
      or ${personal('email')} ilike ${pattern}
      or ${shoots.contactEmail} ilike ${pattern}
      or ${personal('phone')} ilike ${pattern}
      or ${shoots.contactPhone} ilike ${pattern}
      or ${personal('company')} ilike ${pattern}
    )`);
  }
  return where;
}

/**
 * One page of a campaign's pictures with guest data, newest first, one row more than the limit (it
 * tells whether more follow). It walks `shoots_event_created_idx` from the cursor like the shoots
 * list, filtering as it goes; the contacts page and GET /events/{id}/userFeedbacks both read it.
 */
export async function listContactShoots(db: Db, page: ContactPage): Promise<{ rows: ShootRow[]; more: boolean }> {
  const where = conditions(page);
  if (page.olderThan) {
    where.push(olderThan(shoots.createdAt, shoots.id, page.olderThan));
  }
  const rows = await db
    .select()
    .from(shoots)
    .where(and(...where))
    .orderBy(desc(shoots.createdAt), desc(shoots.id))
    .limit(page.limit + 1)
    .offset(page.olderThan ? 0 : page.offset);
  return { rows: rows.slice(0, page.limit), more: rows.length > page.limit };
}

export async function countContactShoots(db: Db, filter: ContactFilter): Promise<number> {
  const [row] = await db.select({ total: count() }).from(shoots).where(and(...conditions(filter)));
  return row?.total ?? 0;
}
