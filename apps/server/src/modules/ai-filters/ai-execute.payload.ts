import { z } from 'zod';

/**
 * The longest an execution may wait for its provider, whatever AI_TIMEOUT_MS says: the `ai_execute`
 * job's expiry must outlast the run (a job expired while it still runs would be retried beside it),
 * and a guest waiting longer than this for a picture has long walked away.
 */
export const AI_RUN_MAX_MS = 9 * 60_000;
/** The run, plus copying the picture in and out of the store and checking the result. */
export const AI_EXECUTE_EXPIRY_SECONDS = AI_RUN_MAX_MS / 1000 + 60;

/** Payload of `ai_execute`: one execution; the campaign only so that a campaign's burst takes turns with others. */
export const aiExecutePayloadSchema = z.object({
  executionId: z.uuid(),
  eventId: z.uuid().nullable().default(null),
});
export type AiExecutePayload = z.infer<typeof aiExecutePayloadSchema>;

export const aiBudgetMailReasons = ['budget', 'credits'] as const;
export type AiBudgetMailReason = (typeof aiBudgetMailReasons)[number];

/**
 * Payload of `ai_budget_mail`: tells an organiser that a campaign's AI budget (or the account's
 * credits) is spent. The message id is derived from what ran out (ai-budget-mail.ts), so the same
 * exhaustion queued twice is delivered once (mail_deliveries).
 */
export const aiBudgetMailPayloadSchema = z.object({
  messageId: z.uuid(),
  reason: z.enum(aiBudgetMailReasons),
  customerId: z.uuid(),
  /** The campaign whose budget ran out (or where the credits ran out); null for the studio. */
  eventId: z.uuid().nullable(),
  /** The budget that was spent (reason budget); the mail names it, and a budget changed since is not mailed about. */
  budget: z.number().int().min(0).nullable(),
  /** Where to raise it: the campaign's settings, or the credit packs. */
  link: z.url(),
});
export type AiBudgetMailPayload = z.infer<typeof aiBudgetMailPayloadSchema>;
