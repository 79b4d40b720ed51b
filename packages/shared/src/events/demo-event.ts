import { PRODUCT_NAME } from '../app-config.ts';
import { designDefaults } from '../constants.ts';
import { eventSettingsSchema, type EventSettings, type EventSettingsInput } from './event.ts';

export const DEMO_EVENT_NAME = 'Demo Party';

const colors = designDefaults.colors;
const button = (backgroundColor: string) => ({ color: '#ffffff', backgroundColor, borderColor: backgroundColor });

/** What the demo campaign sets beyond the defaults; everything else is the spec's default. */
const demoInput: EventSettingsInput = {
  boothType: 'virtual',
  dimension: '3:4',
  deviceOrientation: 'portrait',
  eventType: 'live',
  shutter: {
    photo: { enabled: true, text: 'Photo' },
    gif: { enabled: true, text: 'GIF' },
    boomerang: { enabled: true, text: 'Boomerang' },
  },
  screens: {
    shutter: { countdownSeconds: 3, badgeColor: colors.primary },
    sharing: {
      qrCodeColor: colors.secondary,
      sharingButton: 'IconText',
      qrCode: { enabled: true },
      email: { enabled: true, sender: PRODUCT_NAME, subject: 'Your picture from the Demo Party' },
      instantDownload: { enabled: true },
      finishButton: { enabled: true, goTo: 'home' },
    },
    microsite: {
      title: `#${PRODUCT_NAME}Demo`,
      body: 'Thanks for celebrating with us! Download your picture or share it with your friends and followers.',
      footer: { text: `Made with ${PRODUCT_NAME}`, alignment: 'bottom' },
      callToActionButton: {
        enabled: true,
        buttonText: 'Plan your own booth',
        url: 'https://example.com/',
        backgroundColor: colors.primary,
      },
      socialSharingButtons: { backgroundColor: colors.secondary },
    },
  },
  virtualSettings: {
    title: 'Demo Photo Booth',
    body: 'Strike a pose: take a photo, a GIF or a boomerang and take it home.',
  },
  designSettings: {
    enabled: true,
    general: {
      background: { background_type: 'color', background_color: colors.background },
      title: {
        large: { color: colors.secondary },
        medium: { color: colors.secondary },
        small: { color: colors.secondary },
      },
      text: { large: { color: colors.text }, medium: { color: colors.text }, small: { color: colors.lightText } },
      buttons: { primary: button(colors.primary), secondary: button(colors.secondary) },
    },
    startScreen: {
      enabled: true,
      general: {
        background: { color: colors.secondary },
        buttons: { primary: { ...button(colors.primary), family: 'Arial' } },
      },
    },
  },
};

/**
 * The settings of the demo account's campaign (seeded on first start): a virtual booth with photo,
 * GIF and boomerang, sharing by QR code, e-mail and download, microsite texts, and the colours of the
 * design defaults. A fresh object on every call, so a caller may change it.
 */
export function demoEventSettings(): EventSettings {
  return eventSettingsSchema.parse(demoInput);
}
