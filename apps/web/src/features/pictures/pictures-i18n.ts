import { registerNamespace } from '@/i18n/i18n';
import de from '@/i18n/locales/de/pictures.json';
import en from '@/i18n/locales/en/pictures.json';

registerNamespace('pictures', { de, en });
