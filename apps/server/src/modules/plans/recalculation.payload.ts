import { z } from 'zod';

/** Payload of `plan_recalculate`: only the run's id; the run row says whose plans and who asked. */
export const planRecalculatePayloadSchema = z.object({ runId: z.uuid() });
export type PlanRecalculatePayload = z.infer<typeof planRecalculatePayloadSchema>;
