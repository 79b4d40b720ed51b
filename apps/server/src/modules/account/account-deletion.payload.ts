import { z } from 'zod';

/** Payload of `account_delete`: only the id travels; the job reads what is left of the account when it runs. */
export const accountDeletionPayloadSchema = z.object({ customerId: z.uuid() });
export type AccountDeletionPayload = z.infer<typeof accountDeletionPayloadSchema>;
