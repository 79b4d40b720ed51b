import { registerNamespace } from '@/i18n/i18n';
import de from '@/i18n/locales/de/marketing.json';
import en from '@/i18n/locales/en/marketing.json';

// Imported by each route module of this feature so the strings travel in its lazy chunk.
registerNamespace('marketing', { de, en });
