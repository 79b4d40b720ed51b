import '@/features/moderation/moderation-i18n';
import type { ModerationState } from '@booth/shared';
import { Badge, type BadgeProps } from '@mantine/core';
import { IconCircleCheck, IconClockHour4, IconEyeOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** The colour of each state, the same on the tabs, the tiles and the large view. */
export const stateColor: Record<ModerationState, string> = { pending: 'yellow', approved: 'teal', hidden: 'red' };
const stateIcon = { pending: IconClockHour4, approved: IconCircleCheck, hidden: IconEyeOff } as const;

/** A picture's moderation state as a badge: colour, icon and word, so it reads without colour too. */
export function StateBadge({ state, ...props }: { state: ModerationState } & BadgeProps) {
  const { t } = useTranslation('moderation');
  const Icon = stateIcon[state];
  return (
    <Badge color={stateColor[state]} variant="filled" leftSection={<Icon size={12} />} data-state={state} data-testid="moderation-state" {...props}>
      {t(`state.${state}`)}
    </Badge>
  );
}
