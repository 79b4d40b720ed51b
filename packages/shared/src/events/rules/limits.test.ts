import { describe, expect, it } from 'vitest';
import { captureModeKinds } from '../capture-base.ts';
import { eventSettingsSchema, type EventSettings } from '../event.ts';
import { issuePaths, uuids } from '../test-support.ts';
import { canAddItem, EVENT_LIMITS, eventLimitIssues } from './limits.ts';

const defaults = () => eventSettingsSchema.parse({});
const popup = { type: 'text' as const, title: '', body: '', linkText: '', linkColor: '#000000' };
const question = (id: string) => ({
  type: 'textQuestion' as const,
  id,
  question: '',
  summaryName: '',
  mandatory: false,
  contentType: 'text' as const,
  renderPosition: 'post' as const,
});

describe('the limits of campaigns §5', () => {
  it('are 10 designs, 5 consent popups, 5 surveys and 5 data-capture fields', () => {
    expect(EVENT_LIMITS).toEqual({ designs: 10, consentPopups: 5, surveys: 5, dataCaptureFields: 5 });
  });

  it('defaults break none', () => expect(eventLimitIssues(defaults())).toEqual([]));

  it.each([
    [9, true],
    [10, false],
  ])('with %i designs another may be added: %s', (count, expected) => {
    expect(canAddItem(count, EVENT_LIMITS.designs)).toBe(expected);
  });

  type Case = [string, (settings: EventSettings) => void, string];
  const cases: Case[] = [
    ...captureModeKinds.flatMap((kind): Case[] => [
      [`11 ${kind} overlays`, (s) => void (s.shutter[kind].overlays = uuids(11)), `shutter.${kind}.overlays`],
      [`11 ${kind} backgrounds`, (s) => void (s.shutter[kind].backgrounds = uuids(11)), `shutter.${kind}.backgrounds`],
      [
        `coupled ${kind} with 2 overlays and 1 background`,
        (s) => void Object.assign(s.shutter[kind], { coupleAssets: true, overlays: uuids(2), backgrounds: uuids(1) }),
        `shutter.${kind}.backgrounds`,
      ],
    ]),
    ['6 consent popups', (s) => void (s.screens.sharing.customConsent.popups = Array(6).fill(popup)), 'screens.sharing.customConsent.popups'],
    [
      '6 surveys',
      (s) => void (s.screens.sharing.survey.items = ['1', '2', '3', '4', '5', '6'].map(question)),
      'screens.sharing.survey.items',
    ],
    [
      '6 data-capture fields',
      (s) => void (s.screens.sharing.dataCapture.fields = ['salutation', 'firstname', 'lastname', 'company', 'job', 'email']),
      'screens.sharing.dataCapture.fields',
    ],
  ];

  it.each(cases)('%s is refused at %s, by the rule and by the schema', (_name, change, path) => {
    const settings = defaults();
    change(settings);
    expect(eventLimitIssues(settings).map((issue) => issue.path)).toEqual([path]);
    expect(issuePaths(eventSettingsSchema.safeParse(settings))).toContain(path);
  });

  it.each([
    ['10 overlays', (s: EventSettings) => void (s.shutter.photo.overlays = uuids(10))],
    ['5 popups', (s: EventSettings) => void (s.screens.sharing.customConsent.popups = Array(5).fill(popup))],
    [
      'coupled 3 overlays with 3 backgrounds',
      (s: EventSettings) => void Object.assign(s.shutter.ai, { coupleAssets: true, overlays: uuids(3), backgrounds: uuids(3) }),
    ],
    ['uncoupled 3 overlays with 1 background', (s: EventSettings) => void Object.assign(s.shutter.ai, { overlays: uuids(3), backgrounds: uuids(1) })],
  ])('%s is within the limits', (_name, change) => {
    const settings = defaults();
    change(settings);
    expect(eventLimitIssues(settings)).toEqual([]);
    expect(eventSettingsSchema.safeParse(settings).success).toBe(true);
  });

  it('refuses a data-capture field asked twice', () => {
    const result = eventSettingsSchema.safeParse({ screens: { sharing: { dataCapture: { fields: ['email', 'email'] } } } });
    expect(issuePaths(result)).toContain('screens.sharing.dataCapture.fields');
  });
});
