import { registerNamespace } from '@/i18n/i18n';
import de from '@/i18n/locales/de/contacts.json';
import en from '@/i18n/locales/en/contacts.json';

registerNamespace('contacts', { de, en });
