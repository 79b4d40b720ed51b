import '@/features/moderation/moderation-i18n';
import type { ModerationDecision } from '@booth/shared';
import { Anchor, Badge, Button, Checkbox, Group, Paper } from '@mantine/core';
import { IconCheck, IconEyeOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

export interface BulkBarProps {
  loaded: number;
  selected: number;
  busy: ModerationDecision | null;
  onSelectAll: () => void;
  onClear: () => void;
  onDecide: (decision: ModerationDecision) => void;
}

/** Select all loaded pictures, and approve or hide the selection at once. */
export function BulkBar({ loaded, selected, busy, onSelectAll, onClear, onDecide }: BulkBarProps) {
  const { t } = useTranslation('moderation');
  const all = loaded > 0 && selected >= loaded;
  return (
    <Paper withBorder radius="md" p="xs" pos="sticky" top={64} style={{ zIndex: 3 }} role="toolbar" aria-label={t('bulk.label')} data-testid="moderation-bulk">
      <Group justify="space-between" gap="xs" wrap="wrap">
        <Group gap="sm" wrap="nowrap">
          <Checkbox
            checked={all}
            indeterminate={selected > 0 && !all}
            onChange={() => (all ? onClear() : onSelectAll())}
            disabled={loaded === 0}
            label={t('bulk.selectAll')}
            data-testid="moderation-select-all"
          />
          <Badge variant={selected === 0 ? 'default' : 'filled'} data-testid="moderation-selected">
            {t('bulk.selected', { count: selected })}
          </Badge>
          {selected > 0 && (
            <Anchor component="button" type="button" size="sm" c="dimmed" onClick={onClear} data-testid="moderation-clear-selection">
              {t('bulk.clear')}
            </Anchor>
          )}
        </Group>
        <Group gap={6} wrap="nowrap">
          <Button
            size="compact-sm"
            color="teal"
            leftSection={<IconCheck size={14} />}
            disabled={selected === 0 || (busy !== null && busy !== 'approve')}
            loading={busy === 'approve'}
            onClick={() => onDecide('approve')}
            data-testid="moderation-bulk-approve"
          >
            {t('bulk.approve')}
          </Button>
          <Button
            size="compact-sm"
            color="red"
            variant="light"
            leftSection={<IconEyeOff size={14} />}
            disabled={selected === 0 || (busy !== null && busy !== 'hide')}
            loading={busy === 'hide'}
            onClick={() => onDecide('hide')}
            data-testid="moderation-bulk-hide"
          >
            {t('bulk.hide')}
          </Button>
        </Group>
      </Group>
    </Paper>
  );
}
