import '@/features/events/components/launch-i18n';
import type { EventTemplateId, EventTemplateList } from '@booth/shared';
import { Alert, Radio, SimpleGrid, Skeleton, Stack } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { TemplateCardBody } from '@/features/events/components/template-card';
import classes from '@/features/events/components/template-card.module.css';

const BLANK = 'blank';

export interface TemplatePickerProps {
  templates: UseQueryResult<EventTemplateList>;
  /** The chosen template; null starts blank. */
  value: EventTemplateId | null;
  onChange: (value: EventTemplateId | null) => void;
}

/** The create form's first choice: one card per template, "start blank" last (radio cards, so arrows and Space work). */
export function TemplatePicker({ templates, value, onChange }: TemplatePickerProps) {
  const { t } = useTranslation('launch');
  const list = templates.data?.templates ?? [];
  return (
    <Radio.Group
      value={value ?? BLANK}
      onChange={(next) => onChange(next === BLANK ? null : (list.find((template) => template.id === next)?.id ?? null))}
      label={t('templates.label')}
      labelProps={{ fw: 700, fz: 'md', mb: 'xs' }}
    >
      <Stack gap="sm">
        {templates.isError && (
          <Alert color="orange" variant="light" data-testid="template-load-failed">
            {t('templates.loadFailed')}
          </Alert>
        )}
        <SimpleGrid cols={{ base: 2, sm: 3, md: 5 }} spacing="md">
          {templates.isPending && [0, 1, 2, 3].map((index) => <Skeleton key={index} height={260} radius="lg" />)}
          {list.map((template) => (
            <Radio.Card key={template.id} value={template.id} radius="lg" p="sm" className={classes.card} data-testid={`template-card-${template.id}`}>
              <TemplateCardBody template={template} />
            </Radio.Card>
          ))}
          <Radio.Card value={BLANK} radius="lg" p="sm" className={classes.card} data-testid="template-card-blank">
            <TemplateCardBody template={null} />
          </Radio.Card>
        </SimpleGrid>
      </Stack>
    </Radio.Group>
  );
}
