import { COLOR_FIELD_MESSAGE, URL_FIELD_MESSAGE, type FieldIssueCode } from '@booth/shared';

/**
 * What a zod issue says beyond its message: its kind (`code`) and the rest of its fields — the bound
 * (`maximum`/`minimum`), what was measured (`origin`), the format or the allowed values. Both a raw
 * zod issue and the validation entry fastify-type-provider-zod makes of it (`keyword` + `params`) fit.
 */
export interface ZodIssueFacts {
  code: string;
  message?: string;
  origin?: unknown;
  maximum?: unknown;
  minimum?: unknown;
  format?: unknown;
}

const DATE_FORMATS = new Set(['date', 'datetime', 'time', 'duration']);

function bound(value: unknown): number | undefined {
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  if (typeof value === 'bigint') return Number(value);
  return undefined;
}

function sizeCode(origin: unknown, big: boolean): FieldIssueCode {
  if (origin === 'string') return big ? 'too_long' : 'too_short';
  if (origin === 'array' || origin === 'set' || origin === 'map' || origin === 'record') return big ? 'too_many' : 'too_few';
  return big ? 'too_big' : 'too_small';
}

function formatCode(format: unknown): FieldIssueCode {
  if (format === 'email') return 'invalid_email';
  if (format === 'url') return 'invalid_url';
  if (typeof format === 'string' && DATE_FORMATS.has(format)) return 'invalid_date';
  return 'invalid';
}

/**
 * The code (and bound) the web app translates a field problem by, so no server English reaches the
 * German interface: a 920-character name gives `too_long` with `limit: 200`.
 */
export function fieldIssueCode(issue: ZodIssueFacts): { code: FieldIssueCode; limit?: number } {
  switch (issue.code) {
    case 'too_big': {
      const limit = bound(issue.maximum);
      return { code: sizeCode(issue.origin, true), ...(limit === undefined ? {} : { limit }) };
    }
    case 'too_small': {
      const limit = bound(issue.minimum);
      // An empty text where one is needed is a missing value to the person filling the form.
      if (issue.origin === 'string' && limit === 1) return { code: 'required' };
      return { code: sizeCode(issue.origin, false), ...(limit === undefined ? {} : { limit }) };
    }
    case 'invalid_type':
      return { code: /received (undefined|null)\b/.test(issue.message ?? '') ? 'required' : 'invalid' };
    case 'invalid_format':
      return { code: formatCode(issue.format) };
    case 'invalid_value':
      return { code: 'invalid_choice' };
    case 'custom':
      // The shared refinements (packages/shared events/fields.ts) are known by their exact messages.
      if (issue.message === COLOR_FIELD_MESSAGE) return { code: 'invalid_color' };
      if (issue.message === URL_FIELD_MESSAGE) return { code: 'invalid_url' };
      return { code: 'invalid' };
    default:
      return { code: 'invalid' };
  }
}
