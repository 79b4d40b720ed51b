import { Box, Grid, NavLink, Skeleton, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ApiErrorAlert } from '@/components/api-error-alert';
import { useProfile } from '@/features/account/api/get-profile';
import { AddressSection } from '@/features/account/components/address-section';
import { AppPasswordSection } from '@/features/account/components/app-password-section';
import { AuditSection } from '@/features/account/components/audit-section';
import { DeleteAccountSection } from '@/features/account/components/delete-account-section';
import { MfaSection } from '@/features/account/components/mfa-section';
import { PasswordSection } from '@/features/account/components/password-section';
import { ProfileSection } from '@/features/account/components/profile-section';
import { SessionsSection } from '@/features/account/components/sessions-section';

/** The cards of the tab in order, for the list beside them on wide screens. */
const SECTIONS = [
  { id: 'settings-profile', labelKey: 'profile.title' },
  { id: 'settings-address', labelKey: 'address.title' },
  { id: 'settings-password', labelKey: 'password.title' },
  { id: 'settings-app-password', labelKey: 'appPassword.title' },
  { id: 'settings-mfa', labelKey: 'mfa.title' },
  { id: 'settings-sessions', labelKey: 'sessions.title' },
  { id: 'settings-audit', labelKey: 'audit.title' },
  { id: 'settings-delete', labelKey: 'delete.title' },
] as const;

/** A short list of the cards, sticky beside them on wide screens; phones scroll through the cards. */
function SectionNav() {
  const { t } = useTranslation('account');
  return (
    <Box component="nav" aria-label={t('sections')} pos="sticky" top={88}>
      <Text size="xs" fw={700} tt="uppercase" c="dimmed" px="sm" mb={6}>
        {t('sections')}
      </Text>
      {SECTIONS.map((section) => (
        <NavLink
          key={section.id}
          href={`#${section.id}`}
          label={t(section.labelKey)}
          onClick={(event) => {
            // The router owns the address; scroll without touching it.
            event.preventDefault();
            document.getElementById(section.id)?.scrollIntoView({ behavior: 'smooth', block: 'start' });
          }}
          style={{ borderRadius: 'var(--mantine-radius-md)' }}
        />
      ))}
    </Box>
  );
}

/** /settings?tab=profile: the account's profile, address, sign-in security, activity and deletion. */
export function ProfileTab() {
  const profile = useProfile();
  if (profile.isPending) {
    return (
      <Stack gap="md">
        <Skeleton height={260} radius="lg" />
        <Skeleton height={200} radius="lg" />
      </Stack>
    );
  }
  if (profile.isError) return <ApiErrorAlert error={profile.error} testId="settings-error" />;
  return (
    <Grid gap="xl">
      <Grid.Col span={{ base: 12, md: 3 }} visibleFrom="md">
        <SectionNav />
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 9 }}>
        <Stack gap="lg" maw={880}>
          <ProfileSection profile={profile.data} />
          <AddressSection profile={profile.data} />
          <PasswordSection />
          <AppPasswordSection profile={profile.data} />
          <MfaSection />
          <SessionsSection />
          <AuditSection />
          <DeleteAccountSection profile={profile.data} />
        </Stack>
      </Grid.Col>
    </Grid>
  );
}
