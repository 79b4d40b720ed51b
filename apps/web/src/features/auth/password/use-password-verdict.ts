import { loadPasswordChecker, passwordFieldIssue, type PasswordChecker, type PasswordOwner, type PasswordVerdict } from '@booth/shared';
import { useDebouncedValue } from '@mantine/hooks';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldIssueMessage } from '@/lib/form-errors';

/** Typing pauses this long before the estimate runs again: a long password takes a noticeable moment. */
export const VERDICT_DEBOUNCE_MS = 150;

/**
 * The password rule with its dictionaries once `wanted`, or null while they load. They are megabytes,
 * so they come as chunks of their own when someone starts typing a new password (shared
 * `loadPasswordChecker`), not with the page; a failed load leaves the form to the server's verdict.
 */
export function usePasswordChecker(wanted: boolean): PasswordChecker | null {
  const [checker, setChecker] = useState<PasswordChecker | null>(null);
  useEffect(() => {
    if (!wanted) return undefined;
    let live = true;
    loadPasswordChecker().then(
      (loaded) => live && setChecker(() => loaded),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [wanted]);
  return checker;
}

/** The rule's verdict on what is typed, a moment after typing pauses; null while empty or loading. */
export function usePasswordVerdict(password: string, owner: PasswordOwner): PasswordVerdict | null {
  const checker = usePasswordChecker(password !== '');
  const [typed] = useDebouncedValue(password, VERDICT_DEBOUNCE_MS);
  const { email, firstName, name } = owner;
  const verdict = useMemo(() => (checker && typed ? checker(typed, { email, firstName, name }) : null), [checker, typed, email, firstName, name]);
  // An emptied field shows nothing at once, not the verdict on what it held.
  return password ? verdict : null;
}

/**
 * For a form's submit: the reason the rule refuses a new password, in the interface language (the
 * words of the server's field issue), or null when it passes — or when the rule could not be loaded:
 * the server judges again in any case.
 */
export function usePasswordRefusal(): (password: string, owner: PasswordOwner) => Promise<string | null> {
  const { t } = useTranslation();
  return useCallback(
    async (password, owner) => {
      const check = await loadPasswordChecker().catch(() => null);
      const verdict = check?.(password, owner);
      return verdict && !verdict.ok ? fieldIssueMessage(t, passwordFieldIssue(verdict.reason)) : null;
    },
    [t],
  );
}
