import { type CustomerAddress, profileSchema } from '@booth/shared';
import { useMutation } from '@tanstack/react-query';
import { useStoreProfile } from '@/features/account/api/get-profile';
import { apiRequest } from '@/lib/api-client';

/** PUT /customers {address}: the signed-in customer's address (platform §3); answers the profile. */
export function updateAddress(address: CustomerAddress) {
  return apiRequest('/customers', { method: 'PUT', body: { address }, schema: profileSchema });
}

export function useUpdateAddress() {
  const store = useStoreProfile();
  return useMutation({ mutationFn: updateAddress, onSuccess: store });
}
