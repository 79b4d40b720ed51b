import { LAYOUT_NODES_MAX } from '@booth/shared';
import { ActionIcon, Button, Divider, Group, Menu, Tooltip } from '@mantine/core';
import {
  IconArrowBackUp,
  IconArrowForwardUp,
  IconArrowsMaximize,
  IconCalendar,
  IconChevronDown,
  IconLayersSubtract,
  IconPhoto,
  IconPlus,
  IconQrcode,
  IconSquareArrowDown,
  IconSquareArrowUp,
  IconStackBack,
  IconStackFront,
  IconTrash,
  IconTypography,
  IconUserSquare,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { LayoutNodeType, ZMove } from '@/features/events/print-layout/layout-nodes';
import { canMoveInZ } from '@/features/events/print-layout/layout-nodes';
import type { LayoutEditor } from '@/features/events/print-layout/use-layout-editor';

const ADDERS: { type: LayoutNodeType; icon: typeof IconPhoto }[] = [
  { type: 'frame', icon: IconUserSquare },
  { type: 'text', icon: IconTypography },
  { type: 'image', icon: IconPhoto },
  { type: 'qr-code', icon: IconQrcode },
  { type: 'shoot-qr-code', icon: IconQrcode },
  { type: 'date', icon: IconCalendar },
];

const Z_MOVES: { move: ZMove; icon: typeof IconPhoto }[] = [
  { move: 'forward', icon: IconSquareArrowUp },
  { move: 'backward', icon: IconSquareArrowDown },
  { move: 'front', icon: IconStackFront },
  { move: 'back', icon: IconStackBack },
];

function Tool({ label, onClick, disabled, icon: Icon, testId }: { label: string; onClick: () => void; disabled?: boolean; icon: typeof IconPhoto; testId: string }) {
  return (
    <Tooltip label={label} withinPortal>
      <ActionIcon variant="default" size="lg" aria-label={label} onClick={onClick} disabled={disabled} data-testid={testId}>
        <Icon size={18} />
      </ActionIcon>
    </Tooltip>
  );
}

/** Add menu, undo/redo, z-order, level and delete of the selected node, and the paper-size preview. */
export function LayoutToolbar({ editor, onPreview }: { editor: LayoutEditor; onPreview: () => void }) {
  const { t } = useTranslation('print-layout');
  const selected = editor.selected;
  const nodes = editor.resolved.nodes;
  return (
    <Group gap={6} role="toolbar" aria-label={t('tools.label')} data-testid="layout-toolbar" wrap="wrap">
      <Menu position="bottom-start" withinPortal>
        <Menu.Target>
          <Button size="sm" leftSection={<IconPlus size={16} />} rightSection={<IconChevronDown size={14} />} disabled={!editor.canAdd} title={editor.canAdd ? undefined : t('add.limit', { max: LAYOUT_NODES_MAX })} data-testid="layout-add">
            {t('add.title')}
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          {ADDERS.map(({ type, icon: Icon }) => (
            <Menu.Item key={type} leftSection={<Icon size={16} />} onClick={() => editor.add(type)} data-testid={`layout-add-${type}`}>
              {t(`add.${type}`)}
            </Menu.Item>
          ))}
        </Menu.Dropdown>
      </Menu>
      <Divider orientation="vertical" />
      <Tool label={t('tools.undo')} icon={IconArrowBackUp} onClick={editor.undo} disabled={!editor.canUndo} testId="layout-undo" />
      <Tool label={t('tools.redo')} icon={IconArrowForwardUp} onClick={editor.redo} disabled={!editor.canRedo} testId="layout-redo" />
      <Divider orientation="vertical" />
      {Z_MOVES.map(({ move, icon }) => (
        <Tool
          key={move}
          label={t(`tools.${move}`)}
          icon={icon}
          onClick={() => selected && editor.moveZ(selected.id, move)}
          disabled={!selected || !canMoveInZ(nodes, selected.id, move)}
          testId={`layout-z-${move}`}
        />
      ))}
      <Tool
        label={selected?.level === 'background' ? t('tools.toOverlay') : t('tools.toBackground')}
        icon={IconLayersSubtract}
        onClick={() => selected && editor.toggleLevel(selected.id)}
        disabled={!selected}
        testId="layout-level"
      />
      <Tool label={t('tools.delete')} icon={IconTrash} onClick={() => selected && editor.remove(selected.id)} disabled={!selected} testId="layout-delete" />
      <Divider orientation="vertical" />
      <Tool label={t('tools.preview')} icon={IconArrowsMaximize} onClick={onPreview} testId="layout-preview" />
    </Group>
  );
}
