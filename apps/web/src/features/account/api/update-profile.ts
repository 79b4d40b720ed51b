import { type ProfileUpdate, profileSchema } from '@booth/shared';
import { useMutation } from '@tanstack/react-query';
import { useStoreProfile } from '@/features/account/api/get-profile';
import { apiRequest } from '@/lib/api-client';

/** PATCH /customers/profile {firstName?, name?, timeZone?, avatarId?}; answers the whole profile. */
export function updateProfile(body: ProfileUpdate) {
  return apiRequest('/customers/profile', { method: 'PATCH', body, schema: profileSchema });
}

export function useUpdateProfile() {
  const store = useStoreProfile();
  return useMutation({ mutationFn: updateProfile, onSuccess: store });
}
