import { registerNamespace } from '@/i18n/i18n';
import de from '@/i18n/locales/de/launch.json';
import en from '@/i18n/locales/en/launch.json';

// The first-hour words (templates, publishing, test pictures): shared by the dashboard and the campaign pages.
registerNamespace('launch', { de, en });
