import { Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

interface DuplicateDialogProps {
  opened: boolean;
  proposed: string;
  loading?: boolean;
  onCancel: () => void;
  onSubmit: (name: string) => void;
}

function DuplicateForm({ proposed, loading, onCancel, onSubmit }: Omit<DuplicateDialogProps, 'opened'>) {
  const { t } = useTranslation('events');
  const [name, setName] = useState(proposed);
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        if (name.trim()) onSubmit(name.trim());
      }}
    >
      <Stack gap="lg">
        <TextInput label={t('duplicate.name')} value={name} onChange={(event) => setName(event.currentTarget.value)} required maxLength={200} data-autofocus data-testid="duplicate-name" />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel}>
            {t('lock.cancel')}
          </Button>
          <Button type="submit" loading={loading} disabled={!name.trim()} data-testid="duplicate-submit">
            {t('duplicate.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** Asks for the copy's name, proposing the next free "… Copy N" (campaigns §5). */
export function DuplicateDialog({ opened, ...props }: DuplicateDialogProps) {
  const { t } = useTranslation('events');
  return (
    <Modal opened={opened} onClose={props.onCancel} title={t('duplicate.title')} centered radius="lg" data-testid="duplicate-dialog">
      {opened && <DuplicateForm key={props.proposed} {...props} />}
    </Modal>
  );
}
