import '@/features/pictures/pictures-i18n';
import { Anchor, Badge, Button, Checkbox, Group, Paper, Text, Tooltip } from '@mantine/core';
import { IconDownload, IconEye, IconEyeOff, IconFileSpreadsheet, IconMail, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

export type BulkCommand = 'public' | 'hidden' | 'delete' | 'resend' | 'zip' | 'csv';

export interface SelectionBarProps {
  total: number | undefined;
  loaded: number;
  selectedCount: number;
  /** Every picture of the campaign is selected, loaded or not. */
  allMatching: boolean;
  /** Whether "all N" may be offered (no filter narrows the list: exports take "all" as the whole campaign). */
  canSelectAllMatching: boolean;
  onSelectAll: () => void;
  onSelectAllMatching: () => void;
  onClear: () => void;
  onCommand: (command: BulkCommand) => void;
  busy: BulkCommand | null;
  onlyPublic: boolean;
  nonOverlay: boolean;
  onZipOptions: (options: { onlyPublic: boolean; nonOverlay: boolean }) => void;
}

/**
 * The compact multi-select of campaigns §2: a select-all checkbox for the loaded pictures, then "all N"
 * for the whole campaign, and the actions on the selection (public, hide, delete, resend, ZIP, CSV).
 */
export function SelectionBar(props: SelectionBarProps) {
  const { t } = useTranslation('pictures');
  const { total, loaded, selectedCount, allMatching, busy } = props;
  const count = allMatching ? (total ?? selectedCount) : selectedCount;
  const allLoaded = loaded > 0 && selectedCount === loaded;
  const none = count === 0;
  // Public, hide, delete and resend name their pictures; only the exports take "all" as such.
  const idsOnly = allMatching;

  const action = (command: BulkCommand, label: string, icon: React.ReactNode, color?: string) => {
    const button = (
      <Button
        size="compact-sm"
        variant={command === 'delete' ? 'light' : 'default'}
        color={color}
        leftSection={icon}
        disabled={none || (idsOnly && !['zip', 'csv'].includes(command)) || (busy !== null && busy !== command)}
        loading={busy === command}
        onClick={() => props.onCommand(command)}
        data-testid={`pictures-bulk-${command}`}
      >
        {label}
      </Button>
    );
    return idsOnly && !['zip', 'csv'].includes(command) ? (
      <Tooltip key={command} label={t('select.onlyLoaded')}>
        <span>{button}</span>
      </Tooltip>
    ) : (
      <span key={command}>{button}</span>
    );
  };

  return (
    <Paper withBorder radius="md" p="xs" pos="sticky" top={0} style={{ zIndex: 2 }} aria-label={t('bulk.label')} role="toolbar">
      <Group justify="space-between" gap="xs" wrap="wrap">
        <Group gap="sm" wrap="wrap">
          <Checkbox
            checked={allMatching || allLoaded}
            indeterminate={!allMatching && selectedCount > 0 && !allLoaded}
            onChange={() => (allMatching || allLoaded ? props.onClear() : props.onSelectAll())}
            disabled={loaded === 0}
            aria-label={t('select.all')}
            data-testid="pictures-select-all"
          />
          <Badge variant={none ? 'default' : 'filled'} data-testid="pictures-selected">
            {t('select.selected', { count })}
          </Badge>
          {allMatching ? (
            <Text size="sm" data-testid="pictures-all-matching">
              {t('select.allMatchingActive', { count: total ?? count })}
            </Text>
          ) : allLoaded && total !== undefined && total > loaded ? (
            props.canSelectAllMatching ? (
              <Anchor component="button" type="button" size="sm" onClick={props.onSelectAllMatching} data-testid="pictures-select-all-matching">
                {t('select.allMatching', { count: total })}
              </Anchor>
            ) : (
              <Text size="xs" c="dimmed">
                {t('select.allMatchingNeedsNoFilter')}
              </Text>
            )
          ) : null}
          {!none ? (
            <Anchor component="button" type="button" size="sm" c="dimmed" onClick={props.onClear} data-testid="pictures-clear-selection">
              {t('select.clear')}
            </Anchor>
          ) : null}
        </Group>
        <Group gap={6} wrap="wrap">
          {action('public', t('bulk.public'), <IconEye size={14} />)}
          {action('hidden', t('bulk.hidden'), <IconEyeOff size={14} />)}
          {action('resend', t('bulk.resend'), <IconMail size={14} />)}
          {action('zip', t('bulk.zip'), <IconDownload size={14} />)}
          {action('csv', t('bulk.csv'), <IconFileSpreadsheet size={14} />)}
          {action('delete', t('bulk.delete'), <IconTrash size={14} />, 'red')}
        </Group>
      </Group>
      <Group gap="md" mt={6} justify="flex-end">
        <Checkbox
          size="xs"
          label={t('bulk.onlyPublic')}
          checked={props.onlyPublic}
          onChange={(change) => props.onZipOptions({ onlyPublic: change.currentTarget.checked, nonOverlay: props.nonOverlay })}
          data-testid="pictures-zip-only-public"
        />
        <Checkbox
          size="xs"
          label={t('bulk.nonOverlay')}
          checked={props.nonOverlay}
          onChange={(change) => props.onZipOptions({ onlyPublic: props.onlyPublic, nonOverlay: change.currentTarget.checked })}
          data-testid="pictures-zip-non-overlay"
        />
      </Group>
    </Paper>
  );
}
