import { registerNamespace } from '@/i18n/i18n';
import de from '@/i18n/locales/de/support.json';
import en from '@/i18n/locales/en/support.json';

registerNamespace('support', { de, en });
