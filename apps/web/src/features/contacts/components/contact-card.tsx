import type { Contact, Locale } from '@booth/shared';
import { Anchor, Badge, Box, Button, Card, Collapse, Group, Stack, Text } from '@mantine/core';
import { IconMail, IconPhone, IconPhoto, IconBuilding, IconChevronDown, IconChevronUp, IconShieldCheck, IconShieldX } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { MediaViewer } from '@/components/media-viewer';
import { formatDateTime } from '@/features/events/format';
import { ConsentModal } from './consent-modal';
import { contactEmail, contactName, contactPhone } from './contact-format';

const THUMB = 88;
const newsletterColour = { accepted: 'teal', declined: 'gray', notAsked: 'gray' } as const;

function Thumbnail({ contact, label }: { contact: Contact; label: string }) {
  const { shoot } = contact;
  const box = { width: THUMB, height: THUMB, borderRadius: 8, overflow: 'hidden', flexShrink: 0, background: 'var(--mantine-color-gray-1)' } as const;
  const fallback = (
    <Box style={{ ...box, display: 'grid', placeItems: 'center' }}>
      <IconPhoto size={28} color="var(--mantine-color-gray-5)" />
    </Box>
  );
  return (
    <Anchor href={shoot.micrositeUrl} target="_blank" rel="noopener noreferrer" aria-label={label} data-testid="contacts-microsite" style={box}>
      {shoot.src && shoot.mimetype ? (
        <MediaViewer
          src={shoot.src}
          thumbnail={shoot.thumbSrc}
          mimetype={shoot.mimetype}
          boomerang={shoot.kind === 'Boomerang'}
          alt={label}
          style={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
          fallback={fallback}
        />
      ) : (
        fallback
      )}
    </Anchor>
  );
}

function ConsentBadge({ contact, locale, guest }: { contact: Contact; locale: Locale; guest: string }) {
  const { t } = useTranslation('contacts');
  const [open, setOpen] = useState(false);
  const testId = `contacts-consent-${contact.shoot.id}`;
  if (contact.consents.length > 0) {
    return (
      <>
        <Badge
          component="button"
          type="button"
          color="teal"
          variant="light"
          leftSection={<IconShieldCheck size={12} />}
          style={{ cursor: 'pointer' }}
          onClick={() => setOpen(true)}
          data-testid={testId}
        >
          {t('consent.accepted', { count: contact.consents.length })}
        </Badge>
        <ConsentModal opened={open} onClose={() => setOpen(false)} consents={contact.consents} guest={guest} locale={locale} />
      </>
    );
  }
  if (contact.consentAccepted === false) {
    return (
      <Badge color="red" variant="light" leftSection={<IconShieldX size={12} />} data-testid={testId}>
        {t('consent.declined')}
      </Badge>
    );
  }
  return null;
}

function Detail({ icon, children, testId }: { icon: ReactNode; children: ReactNode; testId: string }) {
  return (
    <Group gap={6} wrap="nowrap" data-testid={testId} style={{ minWidth: 0 }}>
      {icon}
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </Group>
  );
}

/** One guest's data with the picture it came with: who, how to reach them, what they agreed to and answered. */
export function ContactCard({ contact, locale }: { contact: Contact; locale: Locale }) {
  const { t } = useTranslation('contacts');
  const [answersOpen, setAnswersOpen] = useState(false);
  const name = contactName(contact);
  const email = contactEmail(contact);
  const phone = contactPhone(contact);
  const company = contact.personal.company?.trim();
  const guest = name || email || t('row.anonymous');
  return (
    <Card withBorder radius="lg" padding="md" data-testid="contacts-row">
      <Group align="flex-start" wrap="nowrap" gap="md">
        <Thumbnail contact={contact} label={t('row.openMicrosite', { guest })} />
        <Stack gap={6} style={{ flex: 1, minWidth: 0 }}>
          <Group justify="space-between" gap="xs" align="flex-start">
            <Text fw={700} data-testid="contacts-name" c={name ? undefined : 'dimmed'} style={{ overflowWrap: 'anywhere' }}>
              {name || t('row.anonymous')}
            </Text>
            <Text size="xs" c="dimmed">
              {formatDateTime(contact.shoot.createdAt, locale)}
            </Text>
          </Group>
          {email || phone || company ? (
            <Group gap="md">
              {email ? (
                <Detail icon={<IconMail size={14} />} testId="contacts-email">
                  <Anchor href={`mailto:${email}`} inherit>
                    {email}
                  </Anchor>
                </Detail>
              ) : null}
              {phone ? (
                <Detail icon={<IconPhone size={14} />} testId="contacts-phone">
                  <Anchor href={`tel:${phone.replace(/[^\d+]/g, '')}`} inherit>
                    {phone}
                  </Anchor>
                </Detail>
              ) : null}
              {company ? (
                <Detail icon={<IconBuilding size={14} />} testId="contacts-company">
                  {company}
                </Detail>
              ) : null}
            </Group>
          ) : null}
          <Group gap={6}>
            <ConsentBadge contact={contact} locale={locale} guest={guest} />
            <Badge color={newsletterColour[contact.newsletter]} variant={contact.newsletter === 'accepted' ? 'light' : 'outline'} data-testid="contacts-newsletter">
              {t(`newsletter.${contact.newsletter}`)}
            </Badge>
            {contact.galleryOptIn !== null ? (
              <Badge color={contact.galleryOptIn ? 'blue' : 'gray'} variant="outline">
                {t(contact.galleryOptIn ? 'galleryOptIn.yes' : 'galleryOptIn.no')}
              </Badge>
            ) : null}
          </Group>
          {contact.comment ? (
            <Text size="sm" fs="italic" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }} data-testid="contacts-comment">
              „{contact.comment}“
            </Text>
          ) : null}
          {contact.survey.length > 0 ? (
            <Box>
              <Button
                variant="subtle"
                size="compact-sm"
                px={0}
                rightSection={answersOpen ? <IconChevronUp size={14} /> : <IconChevronDown size={14} />}
                onClick={() => setAnswersOpen((open) => !open)}
                aria-expanded={answersOpen}
                data-testid="contacts-survey-toggle"
              >
                {t('survey.toggle', { count: contact.survey.length })}
              </Button>
              <Collapse expanded={answersOpen}>
                <Stack gap={4} mt={4} data-testid="contacts-survey">
                  {contact.survey.map((answer) => (
                    <Text key={answer.itemId} size="sm" style={{ overflowWrap: 'anywhere' }}>
                      <Text span fw={600} inherit>
                        {answer.question}
                      </Text>{' '}
                      {answer.answers.join(', ') || '—'}
                    </Text>
                  ))}
                </Stack>
              </Collapse>
            </Box>
          ) : null}
        </Stack>
      </Group>
    </Card>
  );
}
