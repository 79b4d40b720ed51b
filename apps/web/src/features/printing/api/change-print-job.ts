import { type PrintJob, printJobSchema } from '@booth/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { printJobsKey } from '@/features/printing/api/get-print-jobs';
import { apiRequest } from '@/lib/api-client';

export type PrintJobAction = 'cancel' | 'reprint';

/**
 * POST /events/{id}/printJobs/{jobId}/cancel or …/reprint: cancel answers the job as cancelled, reprint
 * a new job naming the one it repeats (`reprintOf`).
 */
export function changePrintJob(eventId: string, jobId: string, action: PrintJobAction): Promise<PrintJob> {
  return apiRequest(`/events/${encodeURIComponent(eventId)}/printJobs/${encodeURIComponent(jobId)}/${action}`, { method: 'POST', schema: printJobSchema });
}

export function useChangePrintJob(eventId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ jobId, action }: { jobId: string; action: PrintJobAction }) => changePrintJob(eventId, jobId, action),
    onSettled: () => queryClient.invalidateQueries({ queryKey: printJobsKey(eventId) }),
  });
}
