import { ASSET_PREVIEW_MAX_PX, shortenFileName } from '@booth/shared';
import { ActionIcon, Badge, Card, Menu, Text, UnstyledButton } from '@mantine/core';
import { IconDots, IconFile, IconFileZip, IconTypography, IconWorld } from '@tabler/icons-react';
import type { CSSProperties, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { MediaViewer } from '@/components/media-viewer';
import classes from '@/components/media-item.module.css';
import { useFormatBytes } from '@/lib/format-bytes';

export interface MediaItemProps {
  /** The full file name; shown shortened to 20 characters, in full on hover. */
  name: string;
  mimetype: string;
  src: string;
  thumbnail: string | null;
  fileSize: number;
  kindLabel: string;
  isPublic?: boolean;
  /** Opens the lightbox, or selects the item in a picker. */
  onOpen?: () => void;
  /** Replaces the picture (a font shows itself instead). */
  preview?: ReactNode;
  /** `Menu.Item`s of the context button; no button without them. */
  menu?: ReactNode;
  selected?: boolean;
  /** What clicking the preview does, for its accessible name. */
  openLabel?: string;
  testId?: string;
  id?: string;
}

export function FilePlaceholder({ mimetype, size = 40 }: { mimetype: string; size?: number }) {
  const { t } = useTranslation();
  const Icon = mimetype.startsWith('font/') ? IconTypography : mimetype === 'application/zip' ? IconFileZip : IconFile;
  return (
    <span className={classes.placeholder}>
      <Icon size={size} stroke={1.4} />
      <Text size="xs" c="dimmed">
        {t('media.noPreview')}
      </Text>
    </span>
  );
}

/** A media item with a context button (platform §2): preview of at most 152 px, name, size, kind. */
export function MediaItem(props: MediaItemProps) {
  const { t } = useTranslation();
  const { name, mimetype, src, thumbnail, fileSize, kindLabel, isPublic, onOpen, preview, menu, selected, testId = 'media-item', id } = props;
  const style = { '--media-preview-max': `${ASSET_PREVIEW_MAX_PX}px` } as CSSProperties;
  const shortName = shortenFileName(name);
  const formatBytes = useFormatBytes();

  return (
    <Card withBorder radius="md" padding={0} className={classes.root} style={style} data-testid={testId} data-id={id} data-selected={selected ?? undefined}>
      <UnstyledButton
        className={classes.previewButton}
        onClick={onOpen}
        aria-label={props.openLabel ?? t('media.open', { name })}
        data-selectable={selected !== undefined}
        data-testid={`${testId}-open`}
      >
        {preview ?? (
          <MediaViewer
            src={src}
            thumbnail={thumbnail}
            mimetype={mimetype}
            alt={name}
            className={classes.media}
            fallback={<FilePlaceholder mimetype={mimetype} />}
          />
        )}
      </UnstyledButton>
      {isPublic && (
        <div className={classes.badges}>
          <Badge size="sm" color="accent" variant="filled" leftSection={<IconWorld size={12} />} data-testid={`${testId}-public`}>
            {t('media.public')}
          </Badge>
        </div>
      )}
      {menu && (
        <Menu position="bottom-end" withinPortal shadow="md" width={220}>
          <Menu.Target>
            <ActionIcon
              className={classes.menu}
              variant="default"
              radius="xl"
              size="md"
              aria-label={t('media.actions', { name })}
              data-testid={`${testId}-menu`}
            >
              <IconDots size={16} />
            </ActionIcon>
          </Menu.Target>
          <Menu.Dropdown>{menu}</Menu.Dropdown>
        </Menu>
      )}
      <div className={classes.body}>
        <Text size="sm" fw={600} className={classes.name} title={name} data-testid={`${testId}-name`}>
          {shortName}
        </Text>
        {/* The size first: a long kind name may be cut, the size never. */}
        <Text size="xs" c="dimmed" className={classes.name} title={kindLabel}>
          <span data-testid={`${testId}-size`}>{formatBytes(fileSize)}</span> · {kindLabel}
        </Text>
      </div>
    </Card>
  );
}
