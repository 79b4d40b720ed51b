import { useTranslation } from 'react-i18next';
import { useKindLabel } from '@/features/assets/asset-kinds';
import type { UploadItem } from '@/features/assets/hooks/use-upload-queue';
import { isApiError } from '@/lib/api-error';
import { apiErrorMessage } from '@/lib/api-error-message';
import { fieldIssueMessage } from '@/lib/form-errors';
import { useFormatBytes } from '@/lib/format-bytes';
import { useInterfaceLocale } from '@/lib/locale';

/** Codes whose server message names the concrete problem (expected sizes, types, the limit). */
const SPECIFIC = new Set(['VALIDATION', 'LIMIT_EXCEEDED', 'CONFLICT', 'FORBIDDEN', 'PLAN_REQUIRED', 'PRECONDITION_FAILED']);


/** "PNG, JPEG or GIF" in the interface language, written like the kind's hint (no serial comma). */
export function useFormatList(): (items: readonly string[]) => string {
  const { t } = useTranslation('assets');
  return (items) => (items.length > 1 ? `${items.slice(0, -1).join(', ')} ${t('upload.or')} ${items.at(-1)}` : (items[0] ?? ''));
}

export interface ProblemText {
  title: string;
  detail?: string;
}

/** Why an upload did not happen, in the interface language, with the server's own words where they help. */
export function useUploadProblemText(): (item: UploadItem) => ProblemText | null {
  const { t } = useTranslation('assets');
  const { t: tc } = useTranslation();
  const kindLabel = useKindLabel();
  const formatList = useFormatList();
  const formatBytes = useFormatBytes();
  const locale = useInterfaceLocale();
  return (item) => {
    const kind = kindLabel(item.kind);
    if (item.status === 'rejected' && item.problem) {
      const problem = item.problem;
      switch (problem.reason) {
        case 'type':
          return { title: t('upload.problem.type', { kind, formats: formatList(problem.formats) }) };
        case 'size':
          return { title: t('upload.problem.size', { kind, size: formatBytes(problem.size), limit: formatBytes(problem.limit) }) };
        case 'dimensions':
          return {
            title: t('upload.problem.dimensions', {
              kind,
              width: problem.width,
              height: problem.height,
              sizes: problem.expected.map((size) => `${size.width} × ${size.height}`).join(', '),
            }),
          };
      }
    }
    if (item.status === 'failed') {
      const error = item.error;
      if (!isApiError(error)) return { title: apiErrorMessage(tc, error) };
      const title =
        error.code === 'VALIDATION' || error.code === 'LIMIT_EXCEEDED' ? t(`upload.serverError.${error.code}`) : apiErrorMessage(tc, error);
      // What is wrong with a field is said by its code; the server's own words are English, shown only in English.
      const fields = error.fields.map((issue) => fieldIssueMessage(tc, issue)).join(' ');
      const detail = fields || (locale === 'en' && SPECIFIC.has(error.code) && error.message ? error.message : undefined);
      return { title, detail };
    }
    return null;
  };
}
