import '@/features/events/components/launch-i18n';
import type { EventTemplateSummary } from '@booth/shared';
import { Box, Image, Stack, Text } from '@mantine/core';
import { IconSparkles } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import classes from '@/features/events/components/template-card.module.css';

/** The template (or "start blank", null) as a picture with its name and one line on what it is for. */
export function TemplateCardBody({ template }: { template: EventTemplateSummary | null }) {
  const { t } = useTranslation('launch');
  const key = template ? template.id : 'blank';
  const name = t(`templates.${key}.name`);
  return (
    <Stack gap={8}>
      <Box
        className={classes.preview}
        style={template ? { background: template.backgroundColor, borderColor: template.primaryColor } : undefined}
        data-blank={template ? undefined : true}
      >
        {template?.previewUrl ? (
          <Image src={template.previewUrl} alt={t('templates.previewAlt', { name })} className={classes.picture} loading="lazy" />
        ) : (
          <IconSparkles size={36} stroke={1.4} color={template ? template.primaryColor : 'var(--mantine-color-dimmed)'} aria-hidden />
        )}
      </Box>
      <Text fw={700} style={template ? { fontFamily: `"${template.fontFamily}", var(--mantine-font-family)` } : undefined}>
        {name}
      </Text>
      <Text size="sm" c="dimmed" lh={1.35}>
        {t(`templates.${key}.description`)}
      </Text>
    </Stack>
  );
}
