import '@/features/moderation/moderation-i18n';
import { type ModerationDecision, type Shoot, moderationStateOf } from '@booth/shared';
import { Anchor, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconCheck, IconExternalLink, IconEyeOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { GalleryNav, useGalleryKeys } from '@/components/gallery-nav';
import { MediaViewer } from '@/components/media-viewer';
import { FeedbackDetails } from '@/features/moderation/components/feedback-details';
import classes from '@/features/moderation/components/moderation.module.css';
import { StateBadge } from '@/features/moderation/components/state-badge';
import { isBoomerangGif } from '@/lib/picture-item';

export interface ModerationViewerProps {
  /** The pictures that can be shown large (those with a file), in the queue's order. */
  shoots: readonly Shoot[];
  /** The one shown; null when closed. */
  openId: string | null;
  onOpen: (id: string | null) => void;
  onDecide: (shoot: Shoot, decision: ModerationDecision) => void;
  timeLabel: (shoot: Shoot) => string;
}

/**
 * The large view of one picture (platform §2 lightbox): the picture (videos and GIFs play), what the
 * guest answered, approve / hide, and the neighbours by arrows, buttons and the keys ←, →, J, K, A, H.
 */
export function ModerationViewer({ shoots, openId, onOpen, onDecide, timeLabel }: ModerationViewerProps) {
  const { t } = useTranslation('moderation');
  const phone = useMediaQuery('(max-width: 48em)') ?? false;
  const index = openId === null ? -1 : shoots.findIndex((shoot) => shoot.id === openId);
  const shoot = index >= 0 ? shoots[index] : undefined;
  const previous = index > 0 ? shoots[index - 1] : undefined;
  const next = index >= 0 ? shoots[index + 1] : undefined;
  const state = shoot ? moderationStateOf(shoot) : 'pending';

  const decide = (decision: ModerationDecision) => {
    if (!shoot) return;
    // On to the next picture, as in a queue; the last one closes the view.
    onOpen(next?.id ?? previous?.id ?? null);
    onDecide(shoot, decision);
  };

  useGalleryKeys(shoot !== undefined, (pressed) => {
    const key = pressed.toLowerCase();
    if ((key === 'arrowleft' || key === 'k') && previous) onOpen(previous.id);
    else if ((key === 'arrowright' || key === 'j') && next) onOpen(next.id);
    else if (key === 'a' && state !== 'approved') decide('approve');
    else if (key === 'h' && state !== 'hidden') decide('hide');
    else return false;
    return true;
  });

  const label = shoot ? t('tile.label', { kind: t(`kind.${shoot.kind}`), time: timeLabel(shoot), state: t(`state.${state}`) }) : '';

  return (
    <Modal
      opened={shoot !== undefined}
      onClose={() => onOpen(null)}
      fullScreen={phone}
      size="min(1280px, 96vw)"
      radius="lg"
      title={
        shoot && (
          <Group gap="sm">
            <StateBadge state={state} size="lg" />
            <Text fw={700} data-testid="moderation-viewer-counter" style={{ fontVariantNumeric: 'tabular-nums' }}>
              {t('viewer.counter', { current: index + 1, total: shoots.length })}
            </Text>
            <Text size="sm" c="dimmed">
              {timeLabel(shoot)}
            </Text>
          </Group>
        )
      }
      aria-label={label}
      data-testid="moderation-viewer"
    >
      {shoot && (
        <div className={classes.viewer}>
          <div className={classes.stage}>
            <MediaViewer
              key={shoot.id}
              src={shoot.src ?? ''}
              thumbnail={shoot.thumbSrc}
              mimetype={shoot.mimetype ?? ''}
              boomerang={isBoomerangGif(shoot)}
              alt={label}
              mode="full"
              className={classes.stageMedia}
            />
            <GalleryNav
              className={classes.nav}
              hasPrevious={previous !== undefined}
              hasNext={next !== undefined}
              onPrevious={() => previous && onOpen(previous.id)}
              onNext={() => next && onOpen(next.id)}
              previousLabel={t('viewer.previous')}
              nextLabel={t('viewer.next')}
              testId="moderation-viewer"
            />
          </div>
          <Stack gap="md" className={classes.details}>
            <Group grow gap="sm">
              <Button
                color="teal"
                leftSection={<IconCheck size={18} />}
                variant={state === 'approved' ? 'filled' : 'light'}
                disabled={state === 'approved'}
                onClick={() => decide('approve')}
                data-testid="moderation-viewer-approve"
              >
                {t('actions.approve')}
              </Button>
              <Button
                color="red"
                leftSection={<IconEyeOff size={18} />}
                variant={state === 'hidden' ? 'filled' : 'light'}
                disabled={state === 'hidden'}
                onClick={() => decide('hide')}
                data-testid="moderation-viewer-hide"
              >
                {t('actions.hide')}
              </Button>
            </Group>
            <Text size="xs" c="dimmed">
              {t('viewer.keys')}
            </Text>
            <FeedbackDetails shoot={shoot} />
            <Anchor href={shoot.micrositeUrl} target="_blank" rel="noreferrer" size="sm">
              <Group gap={4}>
                {t('viewer.microsite')}
                <IconExternalLink size={14} />
              </Group>
            </Anchor>
          </Stack>
        </div>
      )}
    </Modal>
  );
}
