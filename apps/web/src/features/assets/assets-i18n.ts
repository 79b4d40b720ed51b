import { registerNamespace } from '@/i18n/i18n';
import de from '@/i18n/locales/de/assets.json';
import en from '@/i18n/locales/en/assets.json';

// Imported by the route module and by the picker, so the strings travel with whichever chunk needs them.
registerNamespace('assets', { de, en });
