import { eventDimensions, paperRatios } from '@booth/shared';
import { NumberInput, Select, SimpleGrid, Stack, Switch } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { AssetPicker } from '@/features/assets/components/asset-picker';
import { useEditor } from '@/features/events/editor/editor-context';
import { ColorField } from '@/features/events/editor/widgets';
import { isStrip, withFrameCount, withPaperSize, withSwitch } from '@/features/events/print-layout/layout-config';
import type { LayoutEditor } from '@/features/events/print-layout/use-layout-editor';
import type texts from '@/i18n/locales/en/print-layout.json';

const MAX_FRAMES = 30;

/** i18next reads a colon as a namespace separator, so the texts of "4:6" sit under "4x6". */
function paperKey(ratio: string) {
  return ratio.replace(':', 'x') as keyof (typeof texts)['paper']['sizes'];
}

/** The layout's paper, pictures, switches, colour and the print background and overlay. */
export function LayoutSettings({ editor }: { editor: LayoutEditor }) {
  const { t } = useTranslation('print-layout');
  const { rememberAsset, knownAsset } = useEditor();
  const { config, kind } = editor;
  const change = editor.changeLayout;
  const frameRatios = eventDimensions.includes(editor.frameDimension as (typeof eventDimensions)[number]) ? [...eventDimensions] : [editor.frameDimension, ...eventDimensions];
  const toggle = (key: 'pictureWithOverlay' | 'qrCode' | 'addCurrentDate' | 'duplicateStripePrinting') => (
    <Switch
      label={t(`paper.${key}`)}
      checked={config[key]}
      onChange={(event) => {
        const on = event.currentTarget.checked;
        change(kind, (current) => (key === 'qrCode' || key === 'addCurrentDate' ? withSwitch(current, key, on) : { ...current, [key]: on }));
      }}
      data-testid={`layout-${key}`}
    />
  );
  return (
    <Stack gap="sm" data-testid="layout-settings">
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
        <Select
          label={t('paper.size')}
          value={config.paperSize}
          data={paperRatios.map((ratio) => ({ value: ratio, label: t(`paper.sizes.${paperKey(ratio)}`) }))}
          onChange={(next) => next && change(kind, (current) => withPaperSize(current, next as typeof config.paperSize))}
          allowDeselect={false}
          comboboxProps={{ withinPortal: true }}
          data-testid="layout-paperSize"
        />
        <NumberInput
          label={t('paper.frames')}
          description={t('paper.framesHelp')}
          value={config.includeFrames}
          min={1}
          max={MAX_FRAMES}
          clampBehavior="strict"
          allowDecimal={false}
          onChange={(next) => typeof next === 'number' && next >= 1 && next <= MAX_FRAMES && change(kind, (current) => withFrameCount(current, next))}
          data-testid="layout-includeFrames"
        />
        <Select
          label={t('paper.frameDimension')}
          value={editor.frameDimension}
          data={frameRatios}
          onChange={(next) => next && editor.changeCreator((creator) => ({ ...creator, paperConfig: { ...creator.paperConfig, frameDimension: next }, settings: { ...creator.settings, [kind]: withFrameCount(creator.settings[kind], creator.settings[kind].includeFrames) } }))}
          allowDeselect={false}
          comboboxProps={{ withinPortal: true }}
          data-testid="layout-frameDimension"
        />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" verticalSpacing="xs">
        <ColorField label={t('paper.backgroundColor')} value={config.backgroundColor} onChange={(color) => change(kind, (current) => ({ ...current, backgroundColor: color }), 'backgroundColor')} testId="layout-backgroundColor" />
        <Stack gap={6} justify="flex-end">
          {toggle('pictureWithOverlay')}
          {toggle('qrCode')}
          {toggle('addCurrentDate')}
          {isStrip(config.paperSize) && toggle('duplicateStripePrinting')}
        </Stack>
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        {(['backgroundAsset', 'overlayAsset'] as const).map((key) => (
          <AssetPicker
            key={key}
            kind={key === 'backgroundAsset' ? 'printBackground' : 'printOverlay'}
            label={t(`paper.${key}`)}
            value={config[key]}
            known={knownAsset(config[key])}
            onChange={(id, asset) => {
              if (asset) rememberAsset(asset);
              change(kind, (current) => ({ ...current, [key]: id }));
            }}
            testId={`layout-${key}`}
          />
        ))}
      </SimpleGrid>
    </Stack>
  );
}
