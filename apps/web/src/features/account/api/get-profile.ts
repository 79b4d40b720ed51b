import { type Profile, profileSchema } from '@booth/shared';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export const profileKey = ['account', 'profile'] as const;

/** GET /customers/profile: name, time zone, avatar, address and whether an app password is set. */
export function getProfile(signal?: AbortSignal): Promise<Profile> {
  return apiRequest('/customers/profile', { schema: profileSchema, signal });
}

export function useProfile() {
  return useQuery(queryOptions({ queryKey: profileKey, queryFn: ({ signal }) => getProfile(signal) }));
}

/**
 * Puts a changed profile in place. The user record (GET /auth/user) carries the name too — the
 * dashboard greets by it — so it is marked dirty as well (platform §4).
 */
export function useStoreProfile() {
  const queryClient = useQueryClient();
  return (profile: Profile) => {
    queryClient.setQueryData(profileKey, profile);
    return queryClient.invalidateQueries({ queryKey: ['auth', 'user'] });
  };
}
