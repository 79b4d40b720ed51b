import { registerNamespace } from '@/i18n/i18n';
import de from '@/i18n/locales/de/moderators.json';
import en from '@/i18n/locales/en/moderators.json';

registerNamespace('moderators', { de, en });
