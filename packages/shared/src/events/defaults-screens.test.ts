import { describe, expect, it } from 'vitest';
import { eventSettingsSchema } from './event.ts';
import { newsletterSchema, questionnaireSchema, surveyItemSchema, textQuestionSchema } from './survey.ts';
import { popupSchema } from './popup.ts';
import { valueAt } from './test-support.ts';

const screens = eventSettingsSchema.parse({}).screens;

describe('attention, shutter and review screens (campaigns §2, §3)', () => {
  it.each([
    ['attention.background', null],
    ['attention.startDelaySeconds', 0],
    ['shutter.buttonPosition', 'center'],
    ['shutter.countDownType', 'classic'],
    ['shutter.countdownSeconds', 3],
    ['shutter.imageRotationDegree', 0],
    ['shutter.hideBadge', false],
    ['shutter.badgeColor', '#ffffff'],
    ['shutter.exitCampaignButton', false],
    ['shutter.background', null],
    ['shutter.lookHere', null],
    ['shutter.countdownSequence', null],
    ['shutter.customBadge', null],
    ['shutter.vbAvatar', null],
    ['shutter.cameraCountdownText', { family: 'Open Sans', size: 75, color: '#ffffff', shadow: true, bold: true }],
    ['shutter.shutterButton.width', 64],
    ['shutter.shutterButton.height', 64],
    ['shutter.shutterButton.shape', 'round'],
    ['shutter.shutterButton.borderColor', '#ffffff'],
    ['shutter.shutterButton.borderWidth', 2],
    ['review.backgroundType', 'color'],
    ['review.backgroundColor', '#000000'],
    ['review.drawEnabled', false],
    ['review.emojiEnabled', false],
    ['review.filterEnabled', false],
    ['review.gifSpeedEnabled', false],
    ['review.textEnabled', false],
    ['review.stickers', { enabled: false, plan: 'Gold', items: [] }],
    ['review.filterType', 'guest'],
    ['review.presetFilterId', null],
    ['review.guestFilters', []],
    ['review.dontApplyFilterOnGreenscreen', false],
  ])('%s is %j', (path, expected) => expect(valueAt(screens, path)).toEqual(expected));
});

describe('sharing screen and its options (campaigns §3, §9)', () => {
  it.each([
    ['background', null],
    ['qrCodeLogo', null],
    ['qrCodeColor', '#000000'],
    ['sharingButton', 'Text'],
    ['email', { enabled: true, sender: '', subject: '', sendGridTemplateId: null, attachMp4: false }],
    ['print', { enabled: false, method: 'airprint', automatic: true, automaticNumber: 1, maxNumber: 5 }],
    ['qrCode.enabled', true],
    ['sms', { enabled: false, body: '' }],
    ['whatsapp', { enabled: false, body: '' }],
    ['telegram', { enabled: false, body: '' }],
    ['instantDownload.enabled', false],
    ['facebook.enabled', false],
    ['oneprint.enabled', false],
    ['finishButton', { enabled: false, plan: 'Free', goTo: 'home' }],
    ['shareButton', { enabled: false, plan: 'Free' }],
    ['socialAlbum.userToken', ''],
    ['socialAlbum.albumId', ''],
    [
      'printServer',
      { enabled: false, discoveryEnabled: true, defaultAddress: '', showIPDialog: false, rememberIP: false, maxNumber: 3 },
    ],
    ['manualDialog', { enabled: false, iframeSrc: '', opensOnStart: false, hideQuestion: false }],
    ['galleryOptIn', { plan: 'Gold', enabled: false }],
    ['comment', { plan: 'Free', enabled: false, length: 100, mandatory: false, render: 'post' }],
  ])('sharing.%s is %j', (path, expected) => expect(valueAt(screens.sharing, path)).toEqual(expected));
});

describe('custom consent, survey and data capture (campaigns §3)', () => {
  it.each([
    ['customConsent', { enabled: false, plan: 'Gold', title: '', body: '', mandatory: false, render: 'post', popups: [] }],
    ['survey', { enabled: false, plan: 'Platinum', items: [] }],
    [
      'dataCapture',
      {
        enabled: false,
        plan: 'Gold',
        mandatory: false,
        render: 'post',
        body: '',
        popups: [],
        fields: ['firstname', 'lastname', 'email'],
      },
    ],
  ])('sharing.%s is %j', (path, expected) => expect(valueAt(screens.sharing, path)).toEqual(expected));

  it('a questionnaire takes one answer, as checkboxes, after capture', () => {
    expect(questionnaireSchema.parse({ type: 'questionnaire', id: 'q1' })).toEqual({
      type: 'questionnaire',
      id: 'q1',
      question: '',
      explanation: '',
      answers: [],
      footer: '',
      summaryName: '',
      maxAnswers: 1,
      mandatory: false,
      render: 'checkbox',
      renderPosition: 'post',
      popups: [],
    });
  });

  it('a newsletter asks for the e-mail address', () => {
    expect(newsletterSchema.parse({ type: 'newsletter', id: 'n1' })).toMatchObject({ fields: ['email'], mandatory: false });
  });

  it('a text question takes text, after capture', () => {
    expect(textQuestionSchema.parse({ type: 'textQuestion', id: 't1' })).toMatchObject({
      contentType: 'text',
      renderPosition: 'post',
      mandatory: false,
    });
  });

  it('survey items are told apart by type', () => {
    expect(surveyItemSchema.parse({ type: 'textQuestion', id: 't1' }).type).toBe('textQuestion');
    expect(surveyItemSchema.safeParse({ type: 'poll', id: 'p1' }).success).toBe(false);
  });

  it('a popup is a text popup unless it is a web frame', () => {
    expect(popupSchema.parse({ title: 'Terms' })).toEqual({
      type: 'text',
      title: 'Terms',
      body: '',
      linkText: '',
      linkColor: '#18dad7',
    });
    expect(popupSchema.parse({ type: 'webFrame', url: 'https://example.com/terms' })).toMatchObject({
      type: 'webFrame',
      url: 'https://example.com/terms',
    });
    expect(popupSchema.safeParse({ type: 'webFrame', url: 'javascript:alert(1)' }).success).toBe(false);
  });
});
