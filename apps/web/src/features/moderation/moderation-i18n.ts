import { registerNamespace } from '@/i18n/i18n';
import de from '@/i18n/locales/de/moderation.json';
import en from '@/i18n/locales/en/moderation.json';

registerNamespace('moderation', { de, en });
