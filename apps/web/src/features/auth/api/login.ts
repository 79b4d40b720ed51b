import { type Credentials, loginResponseSchema } from '@booth/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { markSignedIn } from '@/lib/session';

/**
 * POST /auth/login. The server sets the HttpOnly session cookie the app works with; the token in the
 * answer is for API clients and is not kept (no script on our pages should hold a session).
 */
export async function login(credentials: Credentials): Promise<void> {
  await apiRequest('/auth/login', { method: 'POST', body: credentials, schema: loginResponseSchema });
}

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    onSuccess: () => {
      // A new session starts with a dirty user record.
      queryClient.removeQueries({ queryKey: ['auth'] });
      markSignedIn();
    },
  });
}
