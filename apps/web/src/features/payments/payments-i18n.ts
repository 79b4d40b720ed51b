import { registerNamespace } from '@/i18n/i18n';
import de from '@/i18n/locales/de/payments.json';
import en from '@/i18n/locales/en/payments.json';

// Imported by the billing tab's section and the sandbox onboarding page, so the strings travel in their chunks.
registerNamespace('payments', { de, en });
