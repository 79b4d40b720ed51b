import type { ContactConsent, Locale } from '@booth/shared';
import { Code, Group, Modal, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatExactTime } from './contact-format';
import { consentSourceLabel } from './consent-source';

/**
 * The proof of a guest's consents: each text exactly as it was shown and accepted, with its version id
 * (the SHA-256 of that text, also at GET /events/{slug}/consents/{version}) and the time of acceptance.
 */
export function ConsentModal(props: { opened: boolean; onClose: () => void; consents: ContactConsent[]; guest: string; locale: Locale }) {
  const { t } = useTranslation('contacts');
  return (
    <Modal opened={props.opened} onClose={props.onClose} title={t('consent.modalTitle', { guest: props.guest })} size="lg" data-testid="contacts-consent-modal">
      <Stack gap="md">
        {props.consents.map((consent) => (
          <Paper key={`${consent.source}-${consent.version}`} withBorder radius="md" p="md" data-testid="contacts-consent-text">
            <Text size="xs" c="dimmed" tt="uppercase" fw={700}>
              {consentSourceLabel(consent.source, t)}
            </Text>
            <Title order={4} mt={4}>
              {consent.title}
            </Title>
            {consent.body ? (
              <Text mt="xs" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                {consent.body}
              </Text>
            ) : null}
            <Stack gap={4} mt="sm">
              <Group gap="xs" wrap="nowrap" align="flex-start">
                <Text size="sm" c="dimmed" style={{ flexShrink: 0 }}>
                  {t('consent.acceptedAt')}
                </Text>
                <Text size="sm">{formatExactTime(consent.acceptedAt, props.locale)}</Text>
              </Group>
              <Group gap="xs" wrap="nowrap" align="flex-start">
                <Text size="sm" c="dimmed" style={{ flexShrink: 0 }}>
                  {t('consent.language')}
                </Text>
                <Text size="sm">{t(`consent.locale.${consent.locale === 'en' ? 'en' : 'de'}`)}</Text>
              </Group>
              <Group gap="xs" wrap="nowrap" align="flex-start">
                <Text size="sm" c="dimmed" style={{ flexShrink: 0 }}>
                  {t('consent.version')}
                </Text>
                <Code style={{ overflowWrap: 'anywhere', whiteSpace: 'normal' }} data-testid="contacts-consent-version">
                  {consent.version}
                </Code>
              </Group>
            </Stack>
          </Paper>
        ))}
      </Stack>
    </Modal>
  );
}
