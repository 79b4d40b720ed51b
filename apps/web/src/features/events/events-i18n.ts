import { registerNamespace } from '@/i18n/i18n';
import de from '@/i18n/locales/de/events.json';
import en from '@/i18n/locales/en/events.json';

registerNamespace('events', { de, en });
