import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { markSignedOut } from '@/lib/session';

/** DELETE /auth/logout: revokes the session and clears its cookie. Its failure is ignored: the local session ends either way (platform §7). */
export async function logout(): Promise<void> {
  try {
    await apiRequest('/auth/logout', { method: 'DELETE', onUnauthenticated: 'ignore' });
  } catch {
    // Ignored on purpose; see above.
  }
}

export function useLogout() {
  return useMutation({
    mutationFn: logout,
    onSettled: () => markSignedOut('logout'),
  });
}
