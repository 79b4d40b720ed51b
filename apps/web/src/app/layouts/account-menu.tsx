import { Avatar, Group, Menu, Text, UnstyledButton } from '@mantine/core';
import { IconChevronDown, IconLogout, IconUser } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { MenuEntry } from '@/app/layouts/menu-entries';
import { useLocalePath } from '@/lib/locale';

interface AccountMenuProps {
  email: string;
  /** The profile picture; the person icon without one. */
  avatarUrl?: string | null;
  entries: readonly MenuEntry[];
  onSignOut: () => void;
  signingOut: boolean;
}

export function AccountMenu({ email, avatarUrl, entries, onSignOut, signingOut }: AccountMenuProps) {
  const { t } = useTranslation();
  const lp = useLocalePath();
  return (
    <Menu position="bottom-end" width={240} shadow="md" withinPortal>
      <Menu.Target>
        <UnstyledButton data-testid="account-menu" aria-label={t('menu.account')} px={6} py={4} style={{ borderRadius: 'var(--mantine-radius-md)' }}>
          <Group gap={8} wrap="nowrap">
            <Avatar size={32} radius="xl" color="brand" variant="filled" src={avatarUrl ?? null} alt="">
              <IconUser size={18} stroke={2} />
            </Avatar>
            <Text size="sm" fw={600} maw={200} truncate="end" visibleFrom="sm">
              {email}
            </Text>
            <IconChevronDown size={16} stroke={1.8} />
          </Group>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>
          {t('menu.signedInAs')}
          <Text size="sm" fw={600} c="var(--mantine-color-black)" truncate="end">
            {email}
          </Text>
        </Menu.Label>
        {entries.map(({ id, path, labelKey, icon: Icon }) => (
          <Menu.Item key={id} component={Link} to={lp(path)} leftSection={<Icon size={16} stroke={1.8} />}>
            {t(labelKey)}
          </Menu.Item>
        ))}
        <Menu.Divider />
        <Menu.Item
          color="red"
          leftSection={<IconLogout size={16} stroke={1.8} />}
          onClick={onSignOut}
          disabled={signingOut}
          data-testid="sign-out"
        >
          {t('menu.signOut')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
