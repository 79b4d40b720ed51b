import { sandboxTestCards } from '@booth/shared';
import { Alert, Code, List, Text } from '@mantine/core';
import { IconFlask } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/**
 * "Test mode — no real payment": shown prominently on every screen the sandbox provider (or a Stripe
 * test key) takes part in; with the sandbox, the test cards that succeed and decline.
 */
export function TestModeNotice({ sandbox, withCards = false }: { sandbox: boolean; withCards?: boolean }) {
  const { t } = useTranslation('billing');
  return (
    <Alert
      color="yellow"
      variant="light"
      radius="md"
      icon={<IconFlask size={20} />}
      title={t('testMode.label')}
      // Mantine's yellow title on its light yellow falls short of WCAG AA contrast (2.7:1); dark amber reads (7:1).
      styles={{ title: { color: '#7a4300' } }}
      data-testid="test-mode-notice"
    >
      <Text size="sm">{sandbox ? t('testMode.sandbox') : t('testMode.stripe')}</Text>
      {sandbox && withCards && (
        <List size="sm" mt="xs" spacing={4} data-testid="test-cards">
          {sandboxTestCards.map((card) => (
            <List.Item key={card.number}>
              <Code style={{ whiteSpace: 'nowrap' }}>{card.number.replace(/(\d{4})(?=\d)/g, '$1 ')}</Code> — {t(`testMode.outcomes.${card.outcome}`)}
            </List.Item>
          ))}
        </List>
      )}
      {sandbox && withCards && (
        <Text size="xs" c="dimmed" mt="xs">
          {t('testMode.anyExpiry')}
        </Text>
      )}
    </Alert>
  );
}
