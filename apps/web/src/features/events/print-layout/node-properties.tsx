import { type DateType, type LayoutNode, type ResolvedNode, formatPrintDate, offeredDateTypes } from '@booth/shared';
import { Box, NumberInput, SegmentedControl, Select, SimpleGrid, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { AssetPicker } from '@/features/assets/components/asset-picker';
import { useEditor } from '@/features/events/editor/editor-context';
import { type TextFormatValue, TextFormatEditor } from '@/features/events/editor/widgets';
import type { LayoutEditor } from '@/features/events/print-layout/use-layout-editor';

/** The offered date types, plus a stored layout's own choice so it still shows what it holds. */
function dateTypeChoices(current: DateType): readonly DateType[] {
  return offeredDateTypes.includes(current) ? offeredDateTypes : [...offeredDateTypes, current];
}

type Patch = (patch: Partial<LayoutNode>, mergeKey?: string) => void;

const GEOMETRY = [
  { key: 'x', min: -4_000, max: 4_000 },
  { key: 'y', min: -4_000, max: 4_000 },
  { key: 'width', min: 1, max: 4_000 },
  { key: 'height', min: 1, max: 4_000 },
  { key: 'rotation', min: -360, max: 360 },
] as const;

function Geometry({ node, patch }: { node: ResolvedNode; patch: Patch }) {
  const { t } = useTranslation('print-layout');
  return (
    <SimpleGrid cols={{ base: 2, xl: 3 }} spacing="xs" verticalSpacing={6}>
      {GEOMETRY.map(({ key, min, max }) => (
        <NumberInput
          key={key}
          size="xs"
          label={t(`props.${key}`)}
          value={Math.round(node[key] * 10) / 10}
          min={min}
          max={max}
          decimalScale={1}
          clampBehavior="blur"
          onChange={(next) => {
            if (typeof next === 'number' && next >= min && next <= max) patch({ [key]: next }, `prop:${node.id}:${key}`);
          }}
          data-testid={`layout-prop-${key}`}
        />
      ))}
    </SimpleGrid>
  );
}

function KindFields({ node, patch, includeFrames }: { node: ResolvedNode; patch: Patch; includeFrames: number }) {
  const { t } = useTranslation('print-layout');
  const { rememberAsset, knownAsset } = useEditor();
  switch (node.type) {
    case 'frame':
      return (
        <Select
          size="xs"
          label={t('props.frameIndex')}
          value={String(node.frameIndex)}
          data={Array.from({ length: includeFrames }, (_, index) => ({ value: String(index), label: t('props.frameOption', { n: index + 1 }) }))}
          onChange={(next) => next !== null && patch({ frameIndex: Number(next) })}
          allowDeselect={false}
          data-testid="layout-prop-frameIndex"
        />
      );
    case 'text':
      return (
        <>
          <Textarea size="xs" label={t('props.text')} value={node.text} rows={2} onChange={(event) => patch({ text: event.currentTarget.value }, `prop:${node.id}:text`)} data-testid="layout-prop-text" />
          <TextFormatEditor label={t('props.format')} value={node.format as TextFormatValue} onChange={(format) => patch({ format }, `prop:${node.id}:format`)} testId="layout-prop-format" />
        </>
      );
    case 'image':
      return (
        <AssetPicker
          kind="printImage"
          label={t('props.asset')}
          value={node.assetId}
          known={knownAsset(node.assetId)}
          onChange={(id, asset) => {
            if (asset) rememberAsset(asset);
            patch({ assetId: id });
          }}
          testId="layout-prop-asset"
        />
      );
    case 'qr-code':
      return <TextInput size="xs" label={t('props.value')} value={node.value} onChange={(event) => patch({ value: event.currentTarget.value }, `prop:${node.id}:value`)} data-testid="layout-prop-value" />;
    case 'shoot-qr-code':
      return (
        <Text size="xs" c="dimmed">
          {t('props.shootQr')}
        </Text>
      );
    case 'date':
      return (
        <>
          <SimpleGrid cols={2} spacing="xs">
            <Select
              size="xs"
              label={t('props.dateType')}
              value={node.dateType}
              data={dateTypeChoices(node.dateType).map((type) => ({ value: type, label: t(`props.dateTypes.${type}`) }))}
              onChange={(next) => next !== null && patch({ dateType: next as DateType })}
              allowDeselect={false}
              data-testid="layout-prop-dateType"
            />
            <TextInput
              size="xs"
              label={t('props.dateFormat')}
              description={t('props.dateFormatHelp')}
              value={node.format}
              onChange={(event) => patch({ format: event.currentTarget.value }, `prop:${node.id}:format`)}
              data-testid="layout-prop-dateFormat"
            />
          </SimpleGrid>
          <Text size="xs" c="dimmed" data-testid="layout-date-preview">
            {t('props.datePreview', { date: formatPrintDate(new Date(), node.format) })}
          </Text>
          <TextFormatEditor label={t('props.format')} value={node.textFormat as TextFormatValue} onChange={(textFormat) => patch({ textFormat }, `prop:${node.id}:textFormat`)} testId="layout-prop-format" />
        </>
      );
    default:
      return null;
  }
}

/** The selected node's position, size, rotation, level and the fields of its kind, as inputs. */
export function NodeProperties({ editor }: { editor: LayoutEditor }) {
  const { t } = useTranslation('print-layout');
  const node = editor.selected;
  return (
    <Stack gap="xs" data-testid="layout-properties">
      <Text size="sm" fw={700}>
        {t('props.title')}
      </Text>
      {!node ? (
        <Text size="xs" c="dimmed">
          {t('props.none')}
        </Text>
      ) : (
        <Box key={node.id}>
          <Stack gap="xs">
            <Geometry node={node} patch={(change, mergeKey) => editor.patch(node.id, change, mergeKey)} />
            <div>
              <Text size="xs" fw={500} mb={2} id="layout-level-label">
                {t('props.level')}
              </Text>
              <SegmentedControl
                size="xs"
                fullWidth
                aria-labelledby="layout-level-label"
                value={node.level}
                onChange={(level) => level !== node.level && editor.toggleLevel(node.id)}
                data={(['background', 'overlay'] as const).map((level) => ({ value: level, label: t(`props.levels.${level}`) }))}
                data-testid="layout-prop-level"
              />
            </div>
            <KindFields node={node} patch={(change, mergeKey) => editor.patch(node.id, change, mergeKey)} includeFrames={editor.config.includeFrames} />
          </Stack>
        </Box>
      )}
    </Stack>
  );
}
