import { Anchor, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useConfig } from '@/features/app-config/api/get-config';
import { useLocale } from '@/lib/locale';

/**
 * The installation's imprint and privacy pages (German law expects both on every public page), as the
 * server's config names them for the page's language; nothing while the config has none.
 */
export function LegalLinks({ className, c }: { className?: string; c?: string }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const legal = useConfig().data?.legal?.[locale];
  if (!legal) return null;
  return (
    <Group gap="md" component="nav" aria-label={t('legal.label')} data-testid="legal-links">
      <Anchor href={legal.imprint} size="sm" className={className} c={c} data-testid="legal-imprint">
        {t('legal.imprint')}
      </Anchor>
      <Anchor href={legal.privacy} size="sm" className={className} c={c} data-testid="legal-privacy">
        {t('legal.privacy')}
      </Anchor>
    </Group>
  );
}
