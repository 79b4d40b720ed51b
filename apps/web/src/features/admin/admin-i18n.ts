import { registerNamespace } from '@/i18n/i18n';
import de from '@/i18n/locales/de/admin.json';
import en from '@/i18n/locales/en/admin.json';

registerNamespace('admin', { de, en });
