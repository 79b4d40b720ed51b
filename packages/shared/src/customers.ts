import { z } from 'zod';

/** POST /customers/createone (admins) answers 201 with the new customer's id and normalised address. */
export const customerCreatedSchema = z.object({ id: z.uuid(), email: z.string() });
export type CustomerCreated = z.infer<typeof customerCreatedSchema>;

/**
 * POST /customers (registration) answers 201 with the normalised address, and nothing else: an address
 * that has an account already gets the very same answer (its owner gets a mail instead), so the answer
 * never tells whether an address is registered.
 */
export const registrationAnswerSchema = z.object({ email: z.string() });
export type RegistrationAnswer = z.infer<typeof registrationAnswerSchema>;

/** Roles a customer account can have; new customers start as `trial` (platform §3, §6). */
export const customerRoleNames = ['trial', 'customer', 'tester'] as const;
export type CustomerRoleName = (typeof customerRoleNames)[number];
export const DEFAULT_CUSTOMER_ROLE: CustomerRoleName = 'trial';
