import { DEFAULT_LOCALE, PRODUCT_NAME, type EventSettingsInput, type EventTemplateId, type Locale } from '@booth/shared';
import { designIdsOf, fontId } from './starter-catalogue.ts';
import { starterFonts, type StarterFontName } from './starter-fonts.ts';

/** The look of a template. Button text is dark on the light primary colour (WCAG AA, at least 4.5:1). */
export interface TemplateLook {
  primary: string;
  onPrimary: string;
  secondary: string;
  onSecondary: string;
  /** Page background of the guest screens and the microsite. */
  background: string;
  heading: string;
  text: string;
  /** Text colours over the start screen's background picture. */
  startHeading: string;
  startText: string;
  headingFont: StarterFontName;
  textFont: StarterFontName;
}

interface TemplateWords {
  title: string;
  body: string;
  micrositeTitle: string;
  micrositeBody: string;
  subject: string;
}

/** The capture buttons' texts, the same in every template ("GIF" and "Boomerang" need no translation). */
const captureWords: Record<Locale, { photo: string; photoStrip: string }> = {
  de: { photo: 'Foto', photoStrip: 'Fotostreifen' },
  en: { photo: 'Photo', photoStrip: 'Photo strip' },
};

interface TemplateSpec {
  look: TemplateLook;
  /** The guest texts in each language; the campaign gets those of its organiser's interface language. */
  words: Record<Locale, TemplateWords>;
  /** GIF and boomerang where they suit the occasion (party, wedding). */
  motion: boolean;
}

/**
 * Guest-facing German says "du"; both languages use words for a touch screen ("Tippe"/"Tap", not
 * "Klicke"/"Click").
 */
export const templateSpecs: Record<EventTemplateId, TemplateSpec> = {
  wedding: {
    look: { primary: '#d8bd7f', onPrimary: '#2b2418', secondary: '#7d8f6e', onSecondary: '#ffffff', background: '#f8f3ea', heading: '#8a6a2c', text: '#3d3a33', startHeading: '#8a6a2c', startText: '#3d3a33', headingFont: 'greatVibes', textFont: 'playfair' },
    words: {
      de: {
        title: 'Unsere Hochzeit',
        body: 'Schön, dass du mit uns feierst! Tippe unten, mach ein Foto und nimm es als Erinnerung mit.',
        micrositeTitle: '#UnsereHochzeit',
        micrositeBody: 'Danke, dass du diesen Tag mit uns geteilt hast. Lade dein Bild herunter oder teile es mit deinen Liebsten.',
        subject: 'Dein Foto von unserer Hochzeit',
      },
      en: {
        title: 'Our Wedding',
        body: 'So glad you are celebrating with us! Tap below, take a photo and keep it as a memory.',
        micrositeTitle: '#OurWedding',
        micrositeBody: 'Thank you for sharing this day with us. Download your picture or share it with your loved ones.',
        subject: 'Your photo from our wedding',
      },
    },
    motion: true,
  },
  corporate: {
    look: { primary: '#2ec4b6', onPrimary: '#14213d', secondary: '#14213d', onSecondary: '#ffffff', background: '#f4f6fa', heading: '#14213d', text: '#2b3445', startHeading: '#ffffff', startText: '#e8edf5', headingFont: 'montserrat', textFont: 'openSans' },
    words: {
      de: {
        title: 'Willkommen!',
        body: 'Schön, dass du da bist. Tippe unten, mach ein Foto und nimm es mit.',
        micrositeTitle: '#TeamEvent',
        micrositeBody: 'Danke für deinen Besuch! Lade dein Bild herunter oder teile es mit deinem Netzwerk.',
        subject: 'Dein Foto von unserem Event',
      },
      en: {
        title: 'Welcome!',
        body: 'Great to have you here. Tap below, take a photo and take it with you.',
        micrositeTitle: '#TeamEvent',
        micrositeBody: 'Thanks for coming! Download your picture or share it with your network.',
        subject: 'Your photo from our event',
      },
    },
    motion: false,
  },
  party: {
    look: { primary: '#ffd23f', onPrimary: '#1b1035', secondary: '#784ba0', onSecondary: '#ffffff', background: '#1b1035', heading: '#ffffff', text: '#f3ecff', startHeading: '#ffffff', startText: '#ffffff', headingFont: 'pacifico', textFont: 'raleway' },
    words: {
      de: {
        title: "Let's Party!",
        body: 'Mach ein Foto, ein GIF oder einen Boomerang – tippe unten und los geht’s!',
        micrositeTitle: '#LetsParty',
        micrositeBody: 'Danke, dass du mitgefeiert hast! Lade dein Bild herunter oder teile es mit deinen Freunden.',
        subject: 'Dein Partyfoto ist da!',
      },
      en: {
        title: "Let's Party!",
        body: 'Take a photo, a GIF or a boomerang – tap below and off you go!',
        micrositeTitle: '#LetsParty',
        micrositeBody: 'Thanks for partying with us! Download your picture or share it with your friends.',
        subject: 'Your party photo is here!',
      },
    },
    motion: true,
  },
  tradeFair: {
    look: { primary: '#ff6b35', onPrimary: '#0b1f2e', secondary: '#0b3954', onSecondary: '#ffffff', background: '#0b3954', heading: '#ffffff', text: '#e6f1f6', startHeading: '#ffffff', startText: '#e6f1f6', headingFont: 'montserrat', textFont: 'openSans' },
    words: {
      de: {
        title: 'Dein Messe-Moment',
        body: 'Schön, dass du an unserem Stand bist! Tippe unten, mach ein Foto und teile es mit #MesseMoment.',
        micrositeTitle: '#MesseMoment',
        micrositeBody: 'Danke für deinen Besuch an unserem Stand! Lade dein Bild herunter oder teile es mit #MesseMoment.',
        subject: 'Dein Foto von unserem Messestand',
      },
      en: {
        title: 'Your Trade Fair Moment',
        body: 'Great to see you at our stand! Tap below, take a photo and share it with #TradeFairMoment.',
        micrositeTitle: '#TradeFairMoment',
        micrositeBody: 'Thanks for visiting our stand! Download your picture or share it with #TradeFairMoment.',
        subject: 'Your photo from our stand',
      },
    },
    motion: false,
  },
};

const family = (name: StarterFontName) => starterFonts[name].family;

/**
 * A template's settings as a create body's input: a virtual booth in 3:4 with its starter designs,
 * texts (in `locale`), colours and fonts, sharing by QR code, e-mail and download, and the finish
 * button. The campaign stays a draft (campaigns §4) until its organiser publishes it.
 */
export function templateSettings(template: EventTemplateId, locale: Locale = DEFAULT_LOCALE): EventSettingsInput {
  const { look, motion } = templateSpecs[template];
  const words = { ...templateSpecs[template].words[locale], ...captureWords[locale] };
  const overlays = designIdsOf(template, 'overlay');
  const startBackground = designIdsOf(template, 'mainScreenBackground')[0] ?? null;
  const heading = { color: look.heading, family: family(look.headingFont) };
  const body = { color: look.text, family: family(look.textFont) };
  const startHeading = { ...heading, color: look.startHeading, fontId: fontId(look.headingFont), align: 'center' as const };
  const startBody = { ...body, color: look.startText, fontId: fontId(look.textFont), align: 'center' as const };
  const primary = { color: look.onPrimary, backgroundColor: look.primary, borderColor: look.primary, family: family(look.textFont) };
  const secondary = { color: look.onSecondary, backgroundColor: look.secondary, borderColor: look.secondary, family: family(look.textFont) };
  const motionMode = (text: string) => ({ enabled: motion, text, overlays: overlays.slice(0, 1) });
  return {
    boothType: 'virtual',
    dimension: '3:4',
    eventType: 'draft',
    shutter: {
      photo: { enabled: true, text: words.photo, overlays },
      gif: motionMode('GIF'),
      boomerang: motionMode('Boomerang'),
      photolayout: { text: words.photoStrip, overlays: designIdsOf(template, 'frame') },
    },
    screens: {
      shutter: { countdownSeconds: 3, badgeColor: look.primary },
      review: { stickers: { items: designIdsOf(template, 'sticker') } },
      sharing: {
        qrCodeColor: '#000000',
        sharingButton: 'IconText',
        qrCode: { enabled: true },
        email: { enabled: true, sender: PRODUCT_NAME, subject: words.subject },
        instantDownload: { enabled: true },
        finishButton: { enabled: true, goTo: 'home' },
      },
      microsite: {
        title: words.micrositeTitle,
        body: words.micrositeBody,
        backgroundColor: look.background,
        socialSharingButtons: { backgroundColor: look.secondary, color: look.onSecondary },
      },
    },
    virtualSettings: { title: words.title, body: words.body, fontId: fontId(look.textFont) },
    designSettings: {
      enabled: true,
      general: {
        background: { background_type: 'color', background_color: look.background },
        title: { large: heading, medium: heading, small: heading },
        text: { large: body, medium: body, small: body },
        buttons: { primary, secondary },
      },
      startScreen: {
        enabled: true,
        general: {
          background: { type: startBackground ? 'image' : 'color', color: look.background, image: startBackground },
          title: { large: startHeading, medium: startHeading, small: startHeading },
          text: { large: startBody, medium: startBody, small: startBody },
          buttons: { primary, secondary, camera: primary },
        },
      },
    },
  };
}
