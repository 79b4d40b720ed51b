import { registerNamespace } from '@/i18n/i18n';
import de from '@/i18n/locales/de/account.json';
import en from '@/i18n/locales/en/account.json';

// Imported by the settings route so the strings travel in its lazy chunk.
registerNamespace('account', { de, en });
