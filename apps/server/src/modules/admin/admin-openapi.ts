import {
  adminCustomerRowSchema,
  auditEntrySchema,
  creditEntrySchema,
  customerAddressSchema,
  customerDetailSchema,
  customerPatchSchema,
  customerPlanSchema,
  planSchema,
  profileSchema,
  recalculationRunSchema,
} from '@booth/shared';
import { z } from 'zod';

let registered = false;

/**
 * Names the account and admin schemas as OpenAPI components (as event-openapi.ts does for the event
 * ones), so the customer calls refer to them with `$ref` instead of repeating them in every answer.
 */
export function registerAdminSchemaComponents(): void {
  if (registered) return;
  registered = true;
  const named: Array<[z.ZodType, string]> = [
    [planSchema, 'Plan'],
    [customerPlanSchema, 'CustomerPlan'],
    [customerAddressSchema, 'CustomerAddress'],
    [customerDetailSchema, 'CustomerDetail'],
    [customerPatchSchema, 'CustomerPatch'],
    [adminCustomerRowSchema, 'AdminCustomerRow'],
    [profileSchema, 'Profile'],
    [recalculationRunSchema, 'RecalculationRun'],
    [auditEntrySchema, 'AuditEntry'],
    [creditEntrySchema, 'CreditEntry'],
  ];
  for (const [schema, id] of named) {
    if (!z.globalRegistry.has(schema)) z.globalRegistry.add(schema, { id });
  }
}
