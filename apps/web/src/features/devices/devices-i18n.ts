import { registerNamespace } from '@/i18n/i18n';
import de from '@/i18n/locales/de/devices.json';
import en from '@/i18n/locales/en/devices.json';

registerNamespace('devices', { de, en });
