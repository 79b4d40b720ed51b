import type { Invoice } from '@booth/shared';
import { useMutation } from '@tanstack/react-query';
import { API_BASE } from '@/lib/api-client';
import { downloadFile } from '@/lib/download';

/** GET /stripe/billings/{id}/pdf, saved as "<prefix>-<number>.pdf" through the app's download helper. */
export function downloadInvoice(invoice: Pick<Invoice, 'id' | 'number'>, prefix: string): Promise<void> {
  const safeNumber = invoice.number.replace(/[^A-Za-z0-9._-]/g, '-');
  return downloadFile(`${API_BASE}/stripe/billings/${encodeURIComponent(invoice.id)}/pdf`, `${prefix}-${safeNumber}.pdf`);
}

export function useDownloadInvoice(prefix: string) {
  return useMutation({ mutationFn: (invoice: Pick<Invoice, 'id' | 'number'>) => downloadInvoice(invoice, prefix) });
}
