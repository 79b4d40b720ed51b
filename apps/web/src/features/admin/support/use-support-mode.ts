import '@/features/admin/support/support-i18n';
import { supportTimeLeft } from '@booth/shared';
import { notifications } from '@mantine/notifications';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { supportCheckQueryOptions, supportKey } from '@/features/admin/support/api/check-support';
import { endSupportToken } from '@/features/admin/support/api/end-support';
import { issueSupportToken } from '@/features/admin/support/api/start-support';
import { beginSupport, finishSupport, useSupportNote, useSupportToken } from '@/features/admin/support/support-session';
import { switchActor } from '@/features/admin/support/switch-actor';
import { isApiError } from '@/lib/api-error';
import { useApiErrorMessage } from '@/lib/api-error-message';
import { onApiEvent } from '@/lib/api-events';
import { useLocalePath } from '@/lib/locale';

/** The support bar updates every second (platform §9). */
export const SUPPORT_TICK_MS = 1_000;

export type SupportEnd = 'ended' | 'expired';

export interface SupportMode {
  customer: { id: string; email: string } | null;
  /** Time left and its share of the 10-minute window; null until the expiry is known. */
  left: { ms: number; fraction: number } | null;
  refresh: () => void;
  refreshing: boolean;
  end: () => void;
  ending: boolean;
}

function useSecondTick(active: boolean): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!active) return;
    const tick = () => setNow(Date.now());
    // At once as well: the layout may have been mounted long before support mode began.
    const first = window.setTimeout(tick, 0);
    const timer = window.setInterval(tick, SUPPORT_TICK_MS);
    return () => {
      window.clearTimeout(first);
      window.clearInterval(timer);
    };
  }, [active]);
  return now;
}

/** Whether the server refused the token itself (as opposed to a failed connection). */
function refusedToken(error: unknown): boolean {
  return isApiError(error) && (error.code === 'SUPPORT_TOKEN_INVALID' || error.code === 'NOT_FOUND' || error.status === 401);
}

/**
 * Support mode for the bar (platform §4, §9): whom the admin acts as, the time left counted down every
 * second, refreshing the token and ending the mode. When the token runs out, the cookie disappears or
 * the server refuses the token, support mode ends here too and the admin is brought back to the
 * customer's page in the admin area with a message. Null while support mode is off.
 */
export function useSupportMode(): SupportMode | null {
  const { t } = useTranslation('support');
  const errorMessage = useApiErrorMessage();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const lp = useLocalePath();
  const token = useSupportToken();
  const note = useSupportNote();
  const active = token !== null || note !== null;
  const now = useSecondTick(active);

  const check = useQuery({ ...supportCheckQueryOptions(token ?? ''), enabled: token !== null });
  const noted = note && note.token === token ? note : null;
  const customer = check.data ? { id: check.data.customer.id, email: check.data.customer.email } : noted ? { id: noted.customerId, email: noted.email } : null;
  const expireAt = check.data?.expireAt ?? noted?.expireAt ?? null;
  const left = expireAt ? supportTimeLeft(expireAt, now) : null;

  const leaving = useRef(false);
  const leave = useCallback(
    async (reason: SupportEnd) => {
      if (leaving.current) return;
      leaving.current = true;
      const ended = finishSupport();
      const customerId = ended?.customerId ?? customer?.id ?? null;
      const email = ended?.email ?? customer?.email ?? null;
      try {
        await switchActor(queryClient, async () => {
          await navigate(lp(customerId ? `/admin/customers/${customerId}` : '/admin'));
        });
        queryClient.removeQueries({ queryKey: supportKey });
        notifications.show({
          color: reason === 'expired' ? 'orange' : 'teal',
          message: email ? t(reason, { email }) : t(reason === 'expired' ? 'expiredUnknown' : 'endedUnknown'),
        });
      } finally {
        leaving.current = false;
      }
    },
    [customer?.email, customer?.id, lp, navigate, queryClient, t],
  );

  // The token ran out, the browser dropped the cookie, or the server no longer knows the token.
  const over =
    (note !== null && token === null) ||
    (token !== null && left !== null && left.ms === 0) ||
    check.data?.valid === false ||
    (check.isError && refusedToken(check.error));
  useEffect(() => {
    if (over) void leave('expired');
  }, [over, leave]);

  // Any call the server refused for the token: ask whether it still holds (a refresh may just have replaced it).
  useEffect(() => {
    if (token === null) return;
    return onApiEvent('request-failed', (error) => {
      if (error.code === 'SUPPORT_TOKEN_INVALID') void queryClient.invalidateQueries({ queryKey: supportCheckQueryOptions(token).queryKey });
    });
  }, [queryClient, token]);

  const refresh = useMutation({
    mutationFn: (customerId: string) => issueSupportToken(customerId),
    onSuccess: (issued) => {
      beginSupport(issued);
      queryClient.setQueryData(supportCheckQueryOptions(issued.token).queryKey, { valid: true, expireAt: issued.expireAt, customer: issued.customer });
      notifications.show({ color: 'teal', message: t('refreshed') });
    },
    onError: (error) => notifications.show({ color: 'red', message: t('refreshFailed', { reason: errorMessage(error) }) }),
  });

  const end = useMutation({
    mutationFn: endSupportToken,
    // Ended here whatever the server said: a token nobody holds any more runs out by itself.
    onSettled: () => leave('ended'),
  });

  if (!active) return null;
  return {
    customer,
    left,
    refresh: () => {
      if (customer) refresh.mutate(customer.id);
    },
    refreshing: refresh.isPending,
    end: () => end.mutate(),
    ending: end.isPending,
  };
}
