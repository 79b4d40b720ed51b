import { registerNamespace } from '@/i18n/i18n';
import de from '@/i18n/locales/de/printing.json';
import en from '@/i18n/locales/en/printing.json';

registerNamespace('printing', { de, en });
