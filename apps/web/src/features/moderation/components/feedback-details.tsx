import '@/features/moderation/moderation-i18n';
import type { PersonalData, Shoot } from '@booth/shared';
import { Badge, Group, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';

const personalFields = [
  'salutation',
  'firstname',
  'lastname',
  'company',
  'job',
  'email',
  'phone',
  'street',
  'zipCode',
  'city',
  'country',
  'birthday',
  'instagramHandle',
] as const satisfies readonly (keyof PersonalData)[];

function YesNo({ value, testId }: { value: boolean | undefined; testId: string }) {
  const { t } = useTranslation('moderation');
  if (value === undefined) {
    return (
      <Text size="sm" c="dimmed" data-testid={testId}>
        {t('details.notAsked')}
      </Text>
    );
  }
  return (
    <Badge color={value ? 'teal' : 'gray'} variant="light" data-testid={testId}>
      {value ? t('details.yes') : t('details.no')}
    </Badge>
  );
}

/**
 * What the guest said with the picture (campaigns §3 user feedback): their personal data, the survey
 * answers, the comment, and whether they agreed to be shown (gallery opt-in, client approval).
 */
export function FeedbackDetails({ shoot }: { shoot: Shoot }) {
  const { t } = useTranslation('moderation');
  const feedback = shoot.userFeedback;
  const personal = personalFields.filter((field) => Boolean(feedback.personal?.[field]));
  const survey = (feedback.survey ?? []).filter((item) => item.answers.length > 0);
  // The picture's contact often is the personal e-mail or phone given in the data capture: not twice.
  const given = new Set([feedback.personal?.email, feedback.personal?.phone].filter(Boolean));
  const contact = [shoot.contact.email, shoot.contact.phoneNumber].filter((value) => value && !given.has(value)).join(' · ');

  return (
    <Stack gap="md" data-testid="moderation-details">
      <Stack gap={6}>
        <Group justify="space-between" gap="xs" wrap="nowrap">
          <Text size="sm">{t('details.galleryOptIn')}</Text>
          {/* The guest's gallery opt-in answer is recorded as the picture's clientApproval (campaigns §3). */}
          <YesNo value={feedback.galleryOptIn ?? (shoot.clientApproval ? true : undefined)} testId="moderation-details-opt-in" />
        </Group>
      </Stack>
      {feedback.comment ? (
        <Stack gap={4}>
          <Title order={4} fz="sm">
            {t('details.comment')}
          </Title>
          <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }} data-testid="moderation-details-comment">
            {feedback.comment}
          </Text>
        </Stack>
      ) : null}
      {survey.length > 0 && (
        <Stack gap={4}>
          <Title order={4} fz="sm">
            {t('details.survey')}
          </Title>
          {survey.map((item) => (
            <div key={item.itemId}>
              <Text size="xs" c="dimmed">
                {item.question}
              </Text>
              <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                {item.answers.join(', ')}
              </Text>
            </div>
          ))}
        </Stack>
      )}
      {(personal.length > 0 || contact) && (
        <Stack gap={4}>
          <Title order={4} fz="sm">
            {t('details.personal')}
          </Title>
          <Table verticalSpacing={4} horizontalSpacing={0} fz="sm" data-testid="moderation-details-personal">
            <Table.Tbody>
              {personal.map((field) => (
                <Table.Tr key={field}>
                  <Table.Td c="dimmed" pr="sm" w="40%">
                    {t(`personal.${field}`)}
                  </Table.Td>
                  <Table.Td style={{ overflowWrap: 'anywhere' }}>{feedback.personal?.[field]}</Table.Td>
                </Table.Tr>
              ))}
              {contact && (
                <Table.Tr>
                  <Table.Td c="dimmed" pr="sm" w="40%">
                    {t('details.contact')}
                  </Table.Td>
                  <Table.Td style={{ overflowWrap: 'anywhere' }}>{contact}</Table.Td>
                </Table.Tr>
              )}
            </Table.Tbody>
          </Table>
        </Stack>
      )}
      {!feedback.comment && survey.length === 0 && personal.length === 0 && !contact && (
        <Text size="sm" c="dimmed" data-testid="moderation-details-none">
          {t('details.none')}
        </Text>
      )}
    </Stack>
  );
}
