import '@/features/events/print-layout/print-layout-i18n';
import { Alert, Anchor, SegmentedControl, Stack, Text } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { planIncludes, useEditor } from '@/features/events/editor/editor-context';
import { PRINT_LAYOUT_CREATOR_PATH } from '@/features/events/print-layout/creator-path';
import { LayoutWorkbench } from '@/features/events/print-layout/layout-workbench';
import { type LayoutKind, layoutKinds } from '@/features/events/print-layout/use-creator-history';

/**
 * The print layout creator (Gold, campaigns §3): one layout per capture kind, edited on a canvas and
 * saved with the campaign through the editor's form state.
 */
export default function PrintLayoutCreator({ path = PRINT_LAYOUT_CREATOR_PATH }: { path?: string }) {
  const { t } = useTranslation('print-layout');
  const { planLevel, pricingPath, currentPath } = useEditor();
  const [kind, setKind] = useState<LayoutKind>('photo');
  if (!planIncludes(planLevel, 'Gold')) {
    return (
      <Alert color="yellow" variant="light" icon={<IconLock size={18} />} data-testid="layout-gold-only">
        {t('goldOnly')}{' '}
        <Anchor component={Link} to={`${pricingPath}?prev=${encodeURIComponent(currentPath)}`} size="sm">
          {t('upgrade')}
        </Anchor>
      </Alert>
    );
  }
  return (
    <Stack gap="sm" data-testid="print-layout-creator">
      <Text size="sm" c="dimmed">
        {t('intro')}
      </Text>
      <div>
        <Text size="sm" fw={500} mb={4} id="layout-kind-label">
          {t('kind')}
        </Text>
        <SegmentedControl
          aria-labelledby="layout-kind-label"
          value={kind}
          onChange={(next) => setKind(next as LayoutKind)}
          data={layoutKinds.map((value) => ({ value, label: t(`kinds.${value}`) }))}
          data-testid="layout-kind"
        />
      </div>
      <LayoutWorkbench key={kind} path={path} kind={kind} />
    </Stack>
  );
}
