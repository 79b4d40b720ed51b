import { z } from 'zod';

/**
 * Where a scheduled deletion (campaigns §3 virtual settings `deletion`, §4) stands:
 * `pending` until its date, `running` once it has taken stock of what it deletes (it can no longer be
 * cancelled then), `done` with its counts as proof, `cancelled` when the rule changed before the date.
 */
export const deletionStates = ['pending', 'running', 'done', 'cancelled'] as const;
export type DeletionState = (typeof deletionStates)[number];

export const deletionCountsSchema = z.object({
  pictures: z.number().int(),
  files: z.number().int(),
  contacts: z.number().int(),
  answers: z.number().int(),
});
export type DeletionCountsDto = z.infer<typeof deletionCountsSchema>;

/** One deletion record of a campaign: GET /events/{slug}/deletions. */
export const deletionRecordSchema = z.object({
  id: z.uuid(),
  state: z.enum(deletionStates),
  scheduledFor: z.iso.datetime({ offset: true }),
  /** The rule as it stood when the deletion was scheduled. */
  rule: z.object({ date: z.string(), hours: z.number().int(), recipients: z.array(z.string()) }),
  warnedAt: z.iso.datetime({ offset: true }).nullable(),
  executedAt: z.iso.datetime({ offset: true }).nullable(),
  cancelledAt: z.iso.datetime({ offset: true }).nullable(),
  /** What was deleted; null until it ran. */
  counts: deletionCountsSchema.nullable(),
  createdAt: z.iso.datetime({ offset: true }),
});
export type DeletionRecord = z.infer<typeof deletionRecordSchema>;

export const deletionRecordListSchema = z.object({ records: z.array(deletionRecordSchema) });
export type DeletionRecordList = z.infer<typeof deletionRecordListSchema>;

/** The state of a record from its timestamps (counts are stored when it takes stock, before it deletes). */
export function deletionStateOf(record: { executedAt: unknown; cancelledAt: unknown; counts: unknown }): DeletionState {
  if (record.cancelledAt) return 'cancelled';
  if (record.executedAt) return 'done';
  return record.counts ? 'running' : 'pending';
}

/** When the recipients are warned: `hours` before the date. */
export function deletionWarningAt(scheduledFor: Date, hours: number): Date {
  return new Date(scheduledFor.getTime() - hours * 3_600_000);
}
