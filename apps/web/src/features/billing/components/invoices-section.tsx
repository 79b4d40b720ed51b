import type { Invoice } from '@booth/shared';
import { Badge, Button, Skeleton, Table, Text, VisuallyHidden } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconDownload, IconFileInvoice } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ApiErrorAlert } from '@/components/api-error-alert';
import { SettingsSection } from '@/features/account/components/settings-section';
import { useDownloadInvoice } from '@/features/billing/api/download-invoice';
import { useInvoices } from '@/features/billing/api/get-invoices';
import { useMoney } from '@/features/billing/money';
import { formatDay } from '@/features/devices/relative-time';
import { useApiErrorMessage } from '@/lib/api-error-message';
import { useInterfaceLocale } from '@/lib/locale';

const STATUS_COLOR: Record<Invoice['status'], string> = { paid: 'teal', open: 'yellow', draft: 'gray', void: 'gray', uncollectible: 'red' };

/** The invoices (GET /stripe/billings): number, date, period, total, status, and the PDF. */
export function InvoicesSection() {
  const { t } = useTranslation('billing');
  const money = useMoney();
  const locale = useInterfaceLocale();
  const errorReason = useApiErrorMessage();
  const invoices = useInvoices();
  const download = useDownloadInvoice(t('invoices.filePrefix'));
  const day = (at: string | null) => (at ? formatDay(at, locale) : '—');

  const onDownload = (invoice: Invoice) =>
    download.mutate(invoice, { onError: (error) => notifications.show({ color: 'red', message: t('invoices.downloadFailed', { reason: errorReason(error) }) }) });

  const body = () => {
    if (invoices.isPending) return <Skeleton height={80} radius="md" />;
    if (invoices.isError) return <ApiErrorAlert error={invoices.error} testId="invoices-error" />;
    if (invoices.data.items.length === 0) {
      return (
        <Text size="sm" c="dimmed" data-testid="invoices-empty">
          {t('invoices.empty')}
        </Text>
      );
    }
    return (
      <Table.ScrollContainer minWidth={620}>
        <Table verticalSpacing="xs" striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('invoices.number')}</Table.Th>
              <Table.Th>{t('invoices.date')}</Table.Th>
              <Table.Th>{t('invoices.period')}</Table.Th>
              <Table.Th ta="right">{t('invoices.total')}</Table.Th>
              <Table.Th>{t('invoices.status')}</Table.Th>
              <Table.Th>
                <VisuallyHidden>{t('invoices.pdf')}</VisuallyHidden>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {invoices.data.items.map((invoice) => (
              <Table.Tr key={invoice.id} data-testid="invoice">
                <Table.Td>
                  <Text size="sm" fw={500} data-testid="invoice-number">
                    {invoice.number}
                  </Text>
                  {invoice.testMode && (
                    <Badge size="xs" color="yellow" variant="filled" c="dark">
                      {t('testMode.short')}
                    </Badge>
                  )}
                </Table.Td>
                <Table.Td>{day(invoice.issuedAt)}</Table.Td>
                <Table.Td>{invoice.periodStart ? `${day(invoice.periodStart)} – ${day(invoice.periodEnd)}` : '—'}</Table.Td>
                <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }} data-testid="invoice-total">
                  {money(invoice.total)}
                </Table.Td>
                <Table.Td>
                  <Badge color={STATUS_COLOR[invoice.status]} variant="dot">
                    {t(`invoiceStatus.${invoice.status}`)}
                  </Badge>
                </Table.Td>
                <Table.Td>
                  <Button
                    size="xs"
                    variant="subtle"
                    leftSection={<IconDownload size={14} />}
                    onClick={() => onDownload(invoice)}
                    loading={download.isPending && download.variables?.id === invoice.id}
                    aria-label={t('invoices.downloadNamed', { number: invoice.number })}
                    data-testid="invoice-pdf"
                  >
                    {t('invoices.pdf')}
                  </Button>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    );
  };

  return (
    <SettingsSection id="billing-invoices" title={t('invoices.title')} description={t('invoices.description')} icon={IconFileInvoice}>
      {body()}
    </SettingsSection>
  );
}
