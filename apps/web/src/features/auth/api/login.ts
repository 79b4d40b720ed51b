import { type Credentials, loginResponseSchema } from '@booth/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequestWithHeaders } from '@/lib/api-client';
import { setToken } from '@/lib/session';

const BEARER = /^Bearer\s+(.+)$/i;

/** POST /auth/login. The token comes in the body and in the Authorization header; either will do. */
export async function login(credentials: Credentials): Promise<string> {
  const { data, headers } = await apiRequestWithHeaders('/auth/login', {
    method: 'POST',
    body: credentials,
    schema: loginResponseSchema,
  });
  return data.token || BEARER.exec(headers.get('Authorization') ?? '')?.[1] || '';
}

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    onSuccess: (token) => {
      // A new session starts with a dirty user record.
      queryClient.removeQueries({ queryKey: ['auth'] });
      setToken(token);
    },
  });
}
