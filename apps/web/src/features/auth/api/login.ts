import { type Credentials, type LoginAnswer, loginAnswerSchema, loginResponseSchema } from '@booth/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { markSignedIn } from '@/lib/session';

/**
 * POST /auth/login. The server sets the HttpOnly session cookie the app works with; the token in the
 * answer is for API clients and is not kept (no script on our pages should hold a session). With a
 * second factor on, the answer is the challenge of the code step instead, and no session exists yet.
 */
export function login(credentials: Credentials): Promise<LoginAnswer> {
  return apiRequest('/auth/login', { method: 'POST', body: credentials, schema: loginAnswerSchema });
}

/** POST /auth/login/mfa {mfaToken, code}: the code step; answers like a complete login. */
export async function loginWithCode(body: { mfaToken: string; code: string }): Promise<void> {
  await apiRequest('/auth/login/mfa', { method: 'POST', body, schema: loginResponseSchema });
}

/** After a complete sign-in: a new session starts with a dirty user record, then the app navigates on. */
function useSignedIn() {
  const queryClient = useQueryClient();
  return () => {
    queryClient.removeQueries({ queryKey: ['auth'] });
    markSignedIn();
  };
}

export function useLogin() {
  const signedIn = useSignedIn();
  return useMutation({
    mutationFn: login,
    onSuccess: (answer) => {
      if ('token' in answer) signedIn();
    },
  });
}

export function useLoginWithCode() {
  const signedIn = useSignedIn();
  return useMutation({ mutationFn: loginWithCode, onSuccess: signedIn });
}
