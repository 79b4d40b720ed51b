import { registerNamespace } from '@/i18n/i18n';
import de from '@/i18n/locales/de/ai-studio.json';
import en from '@/i18n/locales/en/ai-studio.json';

registerNamespace('ai-studio', { de, en });
