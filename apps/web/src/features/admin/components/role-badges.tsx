import type { CustomerRoleName } from '@booth/shared';
import { Badge, Group } from '@mantine/core';
import { IconFlask } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { SoftBadge } from '@/features/admin/components/soft-badge';

const roleColour: Record<Exclude<CustomerRoleName, 'tester'>, string> = { trial: 'gray', customer: 'blue' };

/** Role (the tester role marked, campaigns §6), the admin flag and a missing activation, as badges. */
export function RoleBadges(props: { role: CustomerRoleName; admin: boolean; activated: boolean }) {
  const { t } = useTranslation('admin');
  return (
    <Group gap={4} wrap="nowrap">
      {props.role === 'tester' ? (
        <Badge color="yellow" variant="filled" c="dark" leftSection={<IconFlask size={12} />} data-testid="customer-role">
          {t('roles.tester')}
        </Badge>
      ) : (
        <SoftBadge color={roleColour[props.role]} data-testid="customer-role">
          {t(`roles.${props.role}`)}
        </SoftBadge>
      )}
      {props.admin && (
        <SoftBadge color="grape" data-testid="customer-admin">
          {t('badges.admin')}
        </SoftBadge>
      )}
      {!props.activated && (
        <SoftBadge color="red" data-testid="customer-inactive">
          {t('badges.notActivated')}
        </SoftBadge>
      )}
    </Group>
  );
}
