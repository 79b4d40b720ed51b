import { useCallback } from 'react';
import type { FieldErrors, Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { type FilterFormValues, checkFilterForm } from '@/features/ai-studio/filter-form-values';
import { fieldIssueMessage } from '@/lib/form-errors';

type Nested = Record<string, unknown>;

/** Puts `value` at a dotted path of nested objects, unless something is there already (the first problem of a field wins). */
function setOnce(target: Nested, path: string, value: unknown): void {
  const keys = path.split('.');
  const last = keys.pop() as string;
  let node = target;
  for (const key of keys) {
    if (typeof node[key] !== 'object' || node[key] === null) node[key] = {};
    node = node[key] as Nested;
  }
  if (!(last in node)) node[last] = value;
}

/** The form's resolver: the shared schema and the studio's rules, with each problem in the interface language. */
export function useFilterResolver(): Resolver<FilterFormValues> {
  const { t } = useTranslation();
  return useCallback(
    async (values) => {
      const check = checkFilterForm(values);
      if (check.ok) return { values: check.values, errors: {} };
      const errors: Nested = {};
      for (const { path, issue } of check.issues) setOnce(errors, path, { type: issue.code ?? 'invalid', message: fieldIssueMessage(t, issue) });
      return { values: {}, errors: errors as FieldErrors<FilterFormValues> };
    },
    [t],
  );
}
