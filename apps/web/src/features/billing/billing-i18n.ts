import { registerNamespace } from '@/i18n/i18n';
import de from '@/i18n/locales/de/billing.json';
import en from '@/i18n/locales/en/billing.json';

// Imported by each billing route (and the billing tab) so the strings travel in their lazy chunks.
registerNamespace('billing', { de, en });
