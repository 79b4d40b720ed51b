import { Badge, Tooltip } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Marks a test picture (taken by the organiser while the campaign was a draft): kept, but not exported or counted. */
export function TestBadge({ testId = 'test-badge' }: { testId?: string }) {
  const { t } = useTranslation();
  return (
    <Tooltip label={t('testPicture.hint')} withArrow multiline w={260}>
      <Badge color="yellow" variant="filled" c="dark" data-testid={testId}>
        {t('testPicture.badge')}
      </Badge>
    </Tooltip>
  );
}
