import type { Asset } from '@booth/shared';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { useDeleteAsset } from '@/features/assets/api/delete-asset';
import { useDownloadAsset } from '@/features/assets/api/download-asset';
import { useUpdateAssetVisibility } from '@/features/assets/api/update-asset-visibility';
import { assetName } from '@/features/assets/asset-name';
import { apiErrorMessage } from '@/lib/api-error-message';
import { absoluteUrl } from '@/lib/download';

/** The context-button actions of a media item, each ending in a toast in the interface language. */
export function useAssetActions() {
  const { t } = useTranslation('assets');
  const { t: tc } = useTranslation();
  const download = useDownloadAsset();
  const visibility = useUpdateAssetVisibility();
  const removal = useDeleteAsset();

  const failure = (message: string, error: unknown) =>
    notifications.show({ color: 'red', title: message, message: apiErrorMessage(tc, error) });

  return {
    download: (asset: Asset) => download.mutate(asset, { onError: (error) => failure(t('toast.downloadFailed'), error) }),

    copyLink: async (asset: Asset) => {
      try {
        await navigator.clipboard.writeText(absoluteUrl(asset.filePath));
        notifications.show({ color: 'teal', message: t('toast.linkCopied') });
      } catch {
        notifications.show({ color: 'red', message: t('toast.copyFailed') });
      }
    },

    setPublic: (asset: Asset, isPublic: boolean) =>
      visibility.mutate(
        { id: asset.id, isPublic },
        {
          onSuccess: () =>
            notifications.show({
              color: 'teal',
              message: isPublic ? t('toast.madePublic', { name: assetName(asset) }) : t('toast.madePrivate', { name: assetName(asset) }),
            }),
          onError: (error) => failure(t('toast.visibilityFailed'), error),
        },
      ),

    remove: (asset: Asset, { onDone }: { onDone?: () => void } = {}) =>
      removal.mutate(asset.id, {
        onSuccess: () => {
          notifications.show({ color: 'teal', message: t('toast.deleted', { name: assetName(asset) }) });
          onDone?.();
        },
        onError: (error) => {
          failure(t('toast.deleteFailed', { name: assetName(asset) }), error);
          onDone?.();
        },
      }),

    removing: removal.isPending,
  };
}
