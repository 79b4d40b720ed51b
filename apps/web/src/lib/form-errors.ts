import { type FieldIssue, type FieldIssueCode, PASSWORD_MIN_LENGTH } from '@booth/shared';
import type { TFunction } from 'i18next';
import { useCallback } from 'react';
import type { FieldError, FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { ApiError } from '@/lib/api-error';

export type FieldKind = 'email' | 'password' | 'text';

/** Custom issues carry their message key in `message` (e.g. `passwordsDiffer`). */
const CUSTOM_KEYS = ['passwordsDiffer'] as const;
type CustomKey = (typeof CUSTOM_KEYS)[number];

function isCustomKey(value: string | undefined): value is CustomKey {
  return (CUSTOM_KEYS as readonly (string | undefined)[]).includes(value);
}

/** Field issue codes whose message names the bound the value broke (`limit`). */
export const limitIssueCodes = ['too_long', 'too_short', 'too_many', 'too_few', 'too_big', 'too_small'] as const;
type LimitIssueCode = (typeof limitIssueCodes)[number];

function isLimitCode(code: FieldIssueCode): code is LimitIssueCode {
  return (limitIssueCodes as readonly string[]).includes(code);
}

/**
 * The server's verdict on one field in the interface language: its `code` (and `limit`) is translated,
 * its English `message` is for logs and never shown.
 */
export function fieldIssueMessage(t: TFunction<'common'>, issue: Pick<FieldIssue, 'code' | 'limit'>): string {
  const code = issue.code ?? 'invalid';
  if (issue.limit !== undefined && isLimitCode(code)) return t(`fieldLimits.${code}`, { limit: issue.limit });
  return t(`fieldIssues.${code}`);
}

/**
 * The shared zod schemas speak English; the form speaks the interface language. The resolver puts
 * the zod issue code into `error.type`, which is what this maps; server issues arrive translated.
 */
export function useFieldErrorMessage() {
  const { t } = useTranslation();
  return useCallback(
    (error: FieldError | undefined, kind: FieldKind): string | undefined => {
      if (!error) return undefined;
      if (isCustomKey(error.message)) return t(`validation.${error.message}`);
      switch (error.type) {
        case 'server':
          return error.message;
        case 'invalid_format':
        case 'invalid_string':
          return kind === 'email' ? t('validation.email') : t('validation.invalid');
        case 'too_small':
          return kind === 'password' ? t('validation.passwordMin', { min: PASSWORD_MIN_LENGTH }) : t('validation.required');
        case 'too_big':
          return t('validation.tooLong');
        case 'invalid_type':
        case 'required':
          return t('validation.required');
        default:
          return t('validation.invalid');
      }
    },
    [t],
  );
}

/** Puts the server's per-field validation problems, translated, under the matching inputs. */
export function applyServerFieldErrors<T extends FieldValues>(
  t: TFunction<'common'>,
  error: ApiError,
  fields: readonly Path<T>[],
  setError: UseFormSetError<T>,
): void {
  for (const issue of error.fields) {
    const field = fields.find((name) => name === issue.path);
    if (field) setError(field, { type: 'server', message: fieldIssueMessage(t, issue) });
  }
}
