import '@/features/moderation/moderation-i18n';
import { type ModerationDecision, type Shoot, moderationStateOf } from '@booth/shared';
import { Badge, Box, Button, Checkbox, Group, Paper, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconCheck, IconEyeOff, IconLoader2, IconPhotoOff } from '@tabler/icons-react';
import { type KeyboardEvent, memo } from 'react';
import { useTranslation } from 'react-i18next';
import { MediaViewer } from '@/components/media-viewer';
import { StateBadge, stateColor } from '@/features/moderation/components/state-badge';
import classes from '@/features/moderation/components/moderation.module.css';
import { isBoomerangGif } from '@/lib/picture-item';

export interface ModerationTileProps {
  shoot: Shoot;
  index: number;
  selected: boolean;
  focused: boolean;
  timeLabel: string;
  onToggle: (id: string) => void;
  onOpen: (id: string) => void;
  onDecide: (shoot: Shoot, decision: ModerationDecision) => void;
  onFocusTile: (index: number) => void;
  onKeyDown: (event: KeyboardEvent<HTMLDivElement>, index: number) => void;
}

/**
 * One picture of the queue: its state as a coloured badge and frame, a checkbox for bulk decisions, a
 * click for the large view and approve / hide at hand. The tile itself takes the keyboard focus.
 */
export const ModerationTile = memo(function ModerationTile(props: ModerationTileProps) {
  const { t } = useTranslation('moderation');
  const { shoot, index } = props;
  const state = moderationStateOf(shoot);
  const ready = shoot.status === 'ready' && shoot.src !== null && shoot.mimetype !== null;
  const label = t('tile.label', { kind: t(`kind.${shoot.kind}`), time: props.timeLabel, state: t(`state.${state}`) });

  return (
    <Paper
      className={classes.tile}
      data-state={state}
      data-selected={props.selected || undefined}
      radius="md"
      withBorder
      tabIndex={props.focused ? 0 : -1}
      role="group"
      aria-label={label}
      style={{ borderColor: `var(--mantine-color-${stateColor[state]}-5)` }}
      onFocus={(event) => {
        if (event.target === event.currentTarget) props.onFocusTile(index);
      }}
      onKeyDown={(event) => props.onKeyDown(event, index)}
      data-testid="moderation-tile"
      data-shoot-id={shoot.id}
    >
      <Box pos="relative">
        <UnstyledButton
          className={classes.media}
          onClick={() => props.onOpen(shoot.id)}
          disabled={!ready}
          aria-label={t('tile.open', { label })}
          tabIndex={-1}
          data-testid="moderation-tile-open"
        >
          {ready ? (
            <MediaViewer
              src={shoot.src ?? ''}
              thumbnail={shoot.thumbSrc}
              mimetype={shoot.mimetype ?? ''}
              boomerang={isBoomerangGif(shoot)}
              alt={label}
              style={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
            />
          ) : (
            <Stack align="center" justify="center" gap={4} h="100%" c="dimmed">
              {shoot.status === 'failed' ? <IconPhotoOff size={28} /> : <IconLoader2 size={28} className={classes.spin} />}
              <Text size="xs">{shoot.status === 'failed' ? t('tile.failed') : t('tile.processing')}</Text>
            </Stack>
          )}
        </UnstyledButton>
        <Checkbox
          className={classes.check}
          checked={props.selected}
          onChange={() => props.onToggle(shoot.id)}
          aria-label={t('tile.select', { label })}
          tabIndex={-1}
          size="md"
          data-testid="moderation-tile-select"
        />
        <Group className={classes.badges} gap={4}>
          <StateBadge state={state} size="sm" />
          {shoot.kind !== 'Photo' && (
            <Badge size="sm" color="dark" variant="filled">
              {t(`kind.${shoot.kind}`)}
            </Badge>
          )}
        </Group>
      </Box>
      <Group gap={4} p={6} wrap="nowrap" justify="space-between">
        <Text size="xs" c="dimmed" truncate="end" className={classes.time}>
          {props.timeLabel}
        </Text>
        <Group gap={4} wrap="nowrap">
          <Button
            size="compact-sm"
            color="teal"
            variant={state === 'approved' ? 'filled' : 'light'}
            onClick={() => props.onDecide(shoot, 'approve')}
            disabled={state === 'approved'}
            aria-label={t('actions.approveOne', { label })}
            tabIndex={-1}
            data-testid="moderation-tile-approve"
          >
            <IconCheck size={16} />
            <span className={classes.buttonText}>{t('actions.approve')}</span>
          </Button>
          <Button
            size="compact-sm"
            color="red"
            variant={state === 'hidden' ? 'filled' : 'light'}
            onClick={() => props.onDecide(shoot, 'hide')}
            disabled={state === 'hidden'}
            aria-label={t('actions.hideOne', { label })}
            tabIndex={-1}
            data-testid="moderation-tile-hide"
          >
            <IconEyeOff size={16} />
            <span className={classes.buttonText}>{t('actions.hide')}</span>
          </Button>
        </Group>
      </Group>
    </Paper>
  );
});
