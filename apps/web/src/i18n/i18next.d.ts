import 'i18next';
import type account from '@/i18n/locales/en/account.json';
import type assets from '@/i18n/locales/en/assets.json';
import type auth from '@/i18n/locales/en/auth.json';
import type common from '@/i18n/locales/en/common.json';
import type dashboard from '@/i18n/locales/en/dashboard.json';
import type devices from '@/i18n/locales/en/devices.json';
import type errors from '@/i18n/locales/en/errors.json';
import type events from '@/i18n/locales/en/events.json';
import type launch from '@/i18n/locales/en/launch.json';
import type marketing from '@/i18n/locales/en/marketing.json';
import type pictures from '@/i18n/locales/en/pictures.json';
import type contacts from '@/i18n/locales/en/contacts.json';
import type analytics from '@/i18n/locales/en/analytics.json';
import type moderation from '@/i18n/locales/en/moderation.json';
import type moderators from '@/i18n/locales/en/moderators.json';
import type admin from '@/i18n/locales/en/admin.json';
import type support from '@/i18n/locales/en/support.json';
import type billing from '@/i18n/locales/en/billing.json';
import type payments from '@/i18n/locales/en/payments.json';
import type printing from '@/i18n/locales/en/printing.json';
import type printLayout from '@/i18n/locales/en/print-layout.json';
import type aiStudio from '@/i18n/locales/en/ai-studio.json';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: {
      common: typeof common;
      errors: typeof errors;
      account: typeof account;
      assets: typeof assets;
      auth: typeof auth;
      dashboard: typeof dashboard;
      devices: typeof devices;
      events: typeof events;
      launch: typeof launch;
      marketing: typeof marketing;
      pictures: typeof pictures;
      contacts: typeof contacts;
      analytics: typeof analytics;
      moderation: typeof moderation;
      moderators: typeof moderators;
      admin: typeof admin;
      support: typeof support;
      billing: typeof billing;
      payments: typeof payments;
      printing: typeof printing;
      'print-layout': typeof printLayout;
      'ai-studio': typeof aiStudio;
    };
  }
}
