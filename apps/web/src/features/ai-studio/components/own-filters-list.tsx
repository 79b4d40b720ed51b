import type { AiFilter } from '@booth/shared';
import { Button, SimpleGrid, Skeleton, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { AiFailureAlert, useAiFailureToast } from '@/features/ai-studio/ai-failure';
import { useDeleteAiFilter } from '@/features/ai-studio/api/delete-ai-filter';
import { useAiFilters } from '@/features/ai-studio/api/get-ai-filters';
import { FILTER_GRID, FilterCard } from '@/features/ai-studio/components/filter-card';

/** The customer's own filters, each with edit, delete and its thumbnail (or a way to make one). */
export function OwnFiltersList({ onEdit, editingSlug }: { onEdit: (filter: AiFilter) => void; editingSlug: string | null }) {
  const { t } = useTranslation('ai-studio');
  const query = useAiFilters('own');
  const remove = useDeleteAiFilter();
  const failed = useAiFailureToast();
  const [deleting, setDeleting] = useState<AiFilter | null>(null);

  if (query.isPending) return <Skeleton height={240} radius="md" />;
  if (query.isError) return <AiFailureAlert messageKey="load" error={query.error} testId="own-filters-error" />;
  if (query.data.length === 0) {
    return (
      <Text c="dimmed" data-testid="own-filters-empty">
        {t('own.empty')}
      </Text>
    );
  }

  const confirmDelete = () => {
    if (!deleting) return;
    const { slug, name } = deleting;
    remove.mutate(slug, {
      onSuccess: () => notifications.show({ color: 'teal', message: t('own.deleted', { name }) }),
      // A campaign still using it is refused with a 409 whose message names the campaigns.
      onError: (error) => failed('delete', error, { serverMessage: true }),
      onSettled: () => setDeleting(null),
    });
  };

  return (
    <>
      <SimpleGrid cols={FILTER_GRID} spacing="md" data-testid="own-filters">
        {query.data.map((filter) => (
          <FilterCard
            key={filter.id}
            filter={filter}
            canGenerate={filter.editable}
            actions={
              <>
                <Button size="compact-sm" variant="light" leftSection={<IconPencil size={14} />} onClick={() => onEdit(filter)} disabled={editingSlug === filter.slug} aria-label={t('own.editNamed', { name: filter.name })}>
                  {t('own.edit')}
                </Button>
                <Button size="compact-sm" variant="subtle" color="red" leftSection={<IconTrash size={14} />} onClick={() => setDeleting(filter)} aria-label={t('own.deleteNamed', { name: filter.name })}>
                  {t('own.delete')}
                </Button>
              </>
            }
          />
        ))}
      </SimpleGrid>
      <ConfirmDialog
        opened={deleting !== null}
        title={t('own.deleteTitle', { name: deleting?.name ?? '' })}
        confirmLabel={t('own.delete')}
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
        loading={remove.isPending}
        testId="filter-delete-dialog"
      >
        {t('own.deleteBody')}
      </ConfirmDialog>
    </>
  );
}
