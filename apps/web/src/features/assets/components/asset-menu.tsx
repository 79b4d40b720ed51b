import type { Asset } from '@booth/shared';
import { Menu } from '@mantine/core';
import { IconDownload, IconLink, IconLock, IconTrash, IconWorld } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

export interface AssetMenuProps {
  asset: Asset;
  /** Only admins may make assets public for all customers (platform §6). */
  admin: boolean;
  /** Only the owner may delete (an admin acts for a customer in support mode); public assets of others are read-only. */
  canDelete: boolean;
  onDownload: (asset: Asset) => void;
  onCopyLink: (asset: Asset) => void;
  onSetPublic: (asset: Asset, isPublic: boolean) => void;
  onDelete: (asset: Asset) => void;
}

/** The items behind a media item's context button. */
export function AssetMenuItems({ asset, admin, canDelete, onDownload, onCopyLink, onSetPublic, onDelete }: AssetMenuProps) {
  const { t } = useTranslation('assets');
  return (
    <>
      <Menu.Item leftSection={<IconDownload size={16} />} onClick={() => onDownload(asset)} data-testid="asset-download">
        {t('actions.download')}
      </Menu.Item>
      <Menu.Item leftSection={<IconLink size={16} />} onClick={() => onCopyLink(asset)} data-testid="asset-copy-link">
        {t('actions.copyLink')}
      </Menu.Item>
      {admin && (
        <Menu.Item
          leftSection={asset.isPublic ? <IconLock size={16} /> : <IconWorld size={16} />}
          onClick={() => onSetPublic(asset, !asset.isPublic)}
          data-testid="asset-toggle-public"
        >
          {asset.isPublic ? t('actions.makePrivate') : t('actions.makePublic')}
        </Menu.Item>
      )}
      {canDelete && (
        <>
          <Menu.Divider />
          <Menu.Item color="red" leftSection={<IconTrash size={16} />} onClick={() => onDelete(asset)} data-testid="asset-delete">
            {t('actions.delete')}
          </Menu.Item>
        </>
      )}
    </>
  );
}
