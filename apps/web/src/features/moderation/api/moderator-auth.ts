import { type ModeratorCredentials, type ModeratorForget, type ModeratorReset, loginResponseSchema } from '@booth/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { moderatorSessionKey } from '@/features/moderation/api/moderator-session';
import { apiRequest } from '@/lib/api-client';

/*
 * The moderator's own sign-in (campaigns §7). The server sets both cookies: the HttpOnly moderator
 * session and the readable `moderationEvent` (the campaign's slug) the routing rules read. The token in
 * the answer is for API clients and is not kept.
 */

/** POST /auth/moderation/login {email, password, eventSlug}. */
export async function moderatorLogin(credentials: ModeratorCredentials): Promise<void> {
  await apiRequest('/auth/moderation/login', { method: 'POST', body: credentials, schema: loginResponseSchema, onUnauthenticated: 'ignore' });
}

/** POST /auth/moderation/forget {email, eventSlug}: always 204, whether or not the address is a moderator. */
export async function moderatorForget(body: ModeratorForget): Promise<void> {
  await apiRequest('/auth/moderation/forget', { method: 'POST', body });
}

/** PUT /auth/moderation/reset {password, token, eventSlug}: sets the password and signs the moderator in. */
export async function moderatorReset(body: ModeratorReset): Promise<void> {
  await apiRequest('/auth/moderation/reset', { method: 'PUT', body, schema: loginResponseSchema, onUnauthenticated: 'ignore' });
}

/** DELETE /auth/moderation/logout. Its failure is ignored: this browser forgets the session either way. */
export async function moderatorLogout(): Promise<void> {
  try {
    await apiRequest('/auth/moderation/logout', { method: 'DELETE', onUnauthenticated: 'ignore', quiet: true });
  } catch {
    // Ignored on purpose; see above.
  }
}

/** A new moderator session: the next route guard asks the server who it belongs to. */
function useFreshSession() {
  const queryClient = useQueryClient();
  return () => queryClient.removeQueries({ queryKey: moderatorSessionKey });
}

export function useModeratorLogin() {
  const fresh = useFreshSession();
  return useMutation({ mutationFn: moderatorLogin, onSuccess: fresh });
}

export function useModeratorForget() {
  return useMutation({ mutationFn: moderatorForget });
}

export function useModeratorReset() {
  const fresh = useFreshSession();
  return useMutation({ mutationFn: moderatorReset, onSuccess: fresh });
}

export function useModeratorLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: moderatorLogout,
    // The queue's data goes once the page has been left (the layout does that), or it would be asked
    // for again without a session.
    onSettled: () => queryClient.setQueryData(moderatorSessionKey, null),
  });
}
