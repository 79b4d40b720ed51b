import { ActionIcon, Group, Modal, Text } from '@mantine/core';
import { IconX } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import classes from '@/components/lightbox.module.css';
import { GalleryNav, useGalleryKeys } from '@/components/gallery-nav';
import { FilePlaceholder } from '@/components/media-item';
import { MediaViewer } from '@/components/media-viewer';

export interface LightboxItem {
  id: string;
  name: string;
  src: string;
  thumbnail?: string | null;
  mimetype: string;
  boomerang?: boolean;
}

export interface LightboxProps<T extends LightboxItem> {
  items: readonly T[];
  /** The item shown; null when closed. */
  index: number | null;
  onIndexChange: (index: number) => void;
  onClose: () => void;
  /** Replaces the media of an item without a picture (a font shows a sample); null keeps the default. */
  renderMedia?: (item: T) => ReactNode;
  /** Drawn over the media, in its own box (e.g. the photo areas of an overlay). */
  renderOverlay?: (item: T) => ReactNode;
  /** Below the media: details and actions of the item. */
  renderFooter?: (item: T) => ReactNode;
}

/**
 * The full-size view of a gallery (platform §2 "a lightbox gallery with arrow-key navigation"):
 * previous and next buttons, ArrowLeft and ArrowRight, Escape closes, a "3 / 12" counter, and videos
 * playing with controls.
 */
export function Lightbox<T extends LightboxItem>({ items, index, onIndexChange, onClose, renderMedia, renderOverlay, renderFooter }: LightboxProps<T>) {
  const { t } = useTranslation();
  const item = index === null ? undefined : items[index];
  const opened = item !== undefined && index !== null;
  const hasPrevious = opened && index > 0;
  const hasNext = opened && index < items.length - 1;

  const go = (step: -1 | 1) => {
    if (index === null) return;
    const target = index + step;
    if (target >= 0 && target < items.length) onIndexChange(target);
  };

  useGalleryKeys(opened, (key) => {
    if (key === 'ArrowLeft') go(-1);
    else if (key === 'ArrowRight') go(1);
    else return false;
    return true;
  });

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      fullScreen
      withCloseButton={false}
      padding={0}
      transitionProps={{ duration: 120 }}
      classNames={{ content: classes.content, body: classes.body }}
      // Inline, so it wins over the modal's own background whatever order the stylesheets load in.
      styles={{ content: { background: '#0c121a' } }}
      aria-label={item?.name}
      data-testid="lightbox"
    >
      {item && index !== null && (
        <>
          <div className={classes.bar}>
            <Group gap="md" wrap="nowrap" miw={0}>
              <Text fw={700} data-testid="lightbox-counter" style={{ fontVariantNumeric: 'tabular-nums' }}>
                {t('lightbox.counter', { current: index + 1, total: items.length })}
              </Text>
              <Text className={classes.title} c="gray.4" title={item.name} data-testid="lightbox-name">
                {item.name}
              </Text>
            </Group>
            <ActionIcon variant="subtle" color="gray.0" size="lg" radius="xl" onClick={onClose} aria-label={t('lightbox.close')} data-testid="lightbox-close">
              <IconX size={22} />
            </ActionIcon>
          </div>
          <div className={classes.stage}>
            <div className={classes.frame} data-testid="lightbox-stage">
              {renderMedia?.(item) ?? (
                <MediaViewer
                  // A new element per item, so a video starts from the beginning and an image never flashes the previous one.
                  key={item.id}
                  src={item.src}
                  thumbnail={item.thumbnail}
                  mimetype={item.mimetype}
                  boomerang={item.boomerang}
                  alt={item.name}
                  mode="full"
                  className={classes.media}
                  fallback={<FilePlaceholder mimetype={item.mimetype} size={96} />}
                />
              )}
              {renderOverlay?.(item)}
            </div>
            <GalleryNav
              className={classes.nav}
              hasPrevious={hasPrevious}
              hasNext={hasNext}
              onPrevious={() => go(-1)}
              onNext={() => go(1)}
              previousLabel={t('lightbox.previous')}
              nextLabel={t('lightbox.next')}
              testId="lightbox"
            />
          </div>
          <div className={classes.footer}>{renderFooter?.(item)}</div>
        </>
      )}
    </Modal>
  );
}
