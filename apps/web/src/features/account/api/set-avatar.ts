import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useStoreProfile } from '@/features/account/api/get-profile';
import { updateProfile } from '@/features/account/api/update-profile';
import { assetListsKey } from '@/features/assets/api/get-assets';
import { uploadAsset } from '@/features/assets/api/upload-asset';
import { toAvatarPng } from '@/features/account/avatar-image';
import { randomId } from '@/lib/random-id';

/**
 * A new profile picture: any photo is cropped to the avatar asset's 128×128 PNG (campaigns §5) in the
 * browser, uploaded as an asset of type avatar (POST /assets), then set with PATCH /customers/profile.
 */
export async function setAvatar(file: File) {
  const png = await toAvatarPng(file);
  const asset = await uploadAsset({ id: randomId(), file: png, assetType: 'avatar', tags: [] });
  return updateProfile({ avatarId: asset.id });
}

export function useSetAvatar() {
  const store = useStoreProfile();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setAvatar,
    onSuccess: async (profile) => {
      await store(profile);
      await queryClient.invalidateQueries({ queryKey: assetListsKey });
    },
  });
}

/** PATCH /customers/profile {avatarId: null}: back to the initials. */
export function useRemoveAvatar() {
  const store = useStoreProfile();
  return useMutation({ mutationFn: () => updateProfile({ avatarId: null }), onSuccess: store });
}
