import type { QueryClient } from '@tanstack/react-query';
import { dropSupportCookie, getSupportToken } from '@/features/admin/support/support-session';
import { getLevelQueryOptions } from '@/features/auth/api/get-level';
import { type SessionUser, getUserQueryOptions } from '@/features/auth/api/get-user';
import { logout } from '@/features/auth/api/logout';
import { isApiError } from '@/lib/api-error';
import { markSignedOut } from '@/lib/session';

/**
 * Loads the user record while it is dirty (platform §4): level and user together. A failing level
 * load ends the session, as does a user load the server answers with 401. Returns null when the
 * session ended; other failures propagate to the error page.
 */
export async function loadSessionUser(queryClient: QueryClient): Promise<SessionUser | null> {
  const [level, user] = await Promise.allSettled([
    queryClient.ensureQueryData(getLevelQueryOptions()),
    queryClient.ensureQueryData(getUserQueryOptions()),
  ]);
  // A support token the server refuses (run out, ended elsewhere) ends support mode, not the admin's
  // session: drop the cookie and load the admin's own record; the support bar then brings them back
  // to the customer's page with a message.
  const supportRefused = [level, user].some((result) => result.status === 'rejected' && isApiError(result.reason) && result.reason.code === 'SUPPORT_TOKEN_INVALID');
  if (supportRefused && getSupportToken() !== null) {
    dropSupportCookie();
    queryClient.removeQueries({ queryKey: ['auth'] });
    return loadSessionUser(queryClient);
  }
  const sessionRejected =
    level.status === 'rejected' || (user.status === 'rejected' && isApiError(user.reason) && user.reason.status === 401);
  if (sessionRejected) {
    void logout();
    markSignedOut('rejected');
    queryClient.removeQueries({ queryKey: ['auth'] });
    return null;
  }
  if (user.status === 'rejected') throw user.reason;
  return user.value;
}
