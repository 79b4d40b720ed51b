import type { CustomerRoleName } from '@booth/shared';
import { Badge, Group } from '@mantine/core';
import { IconFlask } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

const roleColour: Record<CustomerRoleName, string> = { trial: 'gray', customer: 'blue', tester: 'yellow' };

/** Role (the tester role marked, campaigns §6), the admin flag and a missing activation, as badges. */
export function RoleBadges(props: { role: CustomerRoleName; admin: boolean; activated: boolean }) {
  const { t } = useTranslation('admin');
  return (
    <Group gap={4} wrap="nowrap">
      <Badge
        color={roleColour[props.role]}
        c={props.role === 'tester' ? 'dark' : undefined}
        variant={props.role === 'tester' ? 'filled' : 'light'}
        leftSection={props.role === 'tester' ? <IconFlask size={12} /> : undefined}
        data-testid="customer-role"
      >
        {t(`roles.${props.role}`)}
      </Badge>
      {props.admin && (
        <Badge color="grape" variant="light" data-testid="customer-admin">
          {t('badges.admin')}
        </Badge>
      )}
      {!props.activated && (
        <Badge color="orange" variant="outline" data-testid="customer-inactive">
          {t('badges.notActivated')}
        </Badge>
      )}
    </Group>
  );
}
