import { z } from 'zod';

/** POST /customers answers 201 with the new customer's id and normalised address. */
export const customerCreatedSchema = z.object({ id: z.uuid(), email: z.string() });
export type CustomerCreated = z.infer<typeof customerCreatedSchema>;

/** Roles a customer account can have; new customers start as `trial` (platform §3, §6). */
export const customerRoleNames = ['trial', 'customer', 'tester'] as const;
export type CustomerRoleName = (typeof customerRoleNames)[number];
export const DEFAULT_CUSTOMER_ROLE: CustomerRoleName = 'trial';
