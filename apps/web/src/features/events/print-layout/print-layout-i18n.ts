import { registerNamespace } from '@/i18n/i18n';
import de from '@/i18n/locales/de/print-layout.json';
import en from '@/i18n/locales/en/print-layout.json';

registerNamespace('print-layout', { de, en });
