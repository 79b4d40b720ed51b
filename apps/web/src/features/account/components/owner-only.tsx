import { Alert, Text } from '@mantine/core';
import { IconLifebuoy } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSupportToken } from '@/features/admin/support/support-session';

/**
 * What only the account's owner may do — change the password or the app password, the second factor,
 * export or delete the account: the server refuses it in support mode (403), so an admin acting for
 * the customer sees why instead of buttons that cannot work.
 */
export function OwnerOnly({ children }: { children: ReactNode }) {
  const { t } = useTranslation('account');
  const supporting = useSupportToken() !== null;
  if (!supporting) return children;
  return (
    <Alert variant="light" color="orange" icon={<IconLifebuoy size={18} />} data-testid="owner-only">
      <Text size="sm">{t('ownerOnly')}</Text>
    </Alert>
  );
}
