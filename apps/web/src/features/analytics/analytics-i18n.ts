import { registerNamespace } from '@/i18n/i18n';
import de from '@/i18n/locales/de/analytics.json';
import en from '@/i18n/locales/en/analytics.json';

registerNamespace('analytics', { de, en });
