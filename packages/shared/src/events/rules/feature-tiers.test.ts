import { describe, expect, it } from 'vitest';
import { planCatalogue } from '../../plans.ts';
import { eventSettingsSchema, type EventSettings } from '../event.ts';
import { valueAt } from '../test-support.ts';
import { featuresAbovePlan, featureSwitchPath, featureTierTable, gatedFeatures, requiredTiers, type GatedFeature } from './feature-tiers.ts';

const plan = (name: string) => planCatalogue.find((p) => p.name === name);

function withFeature(feature: GatedFeature, enabled = true): EventSettings {
  const settings = eventSettingsSchema.parse({});
  settings.screens.presentation.gallery.enabled = false;
  const path = featureSwitchPath(feature).split('.');
  const owner = path.slice(0, -1).reduce<Record<string, unknown>>((o, key) => o[key] as Record<string, unknown>, settings);
  const key = path.at(-1) as string;
  // A switch, or a value that turns the feature on (custom JavaScript: any code).
  owner[key] = key === 'enabled' ? enabled : enabled ? 'console.log(1)' : '';
  return settings;
}

describe('feature → plan tier (campaigns §1)', () => {
  it.each([
    ['finishButton', 'Free'],
    ['shareButton', 'Free'],
    ['comment', 'Free'],
    ['gallery', 'Silver'],
    ['hashtags', 'Silver'],
    ['dataCapture', 'Gold'],
    ['customConsent', 'Gold'],
    ['mosaic', 'Gold'],
    ['dynamicGallery', 'Gold'],
    ['stickers', 'Gold'],
    ['galleryOptIn', 'Gold'],
    ['printLayoutCreator', 'Gold'],
    ['survey', 'Platinum'],
    ['customJs', 'Gold'],
  ] as const)('%s needs %s', (feature, tier) => expect(featureTierTable[feature]).toBe(tier));

  it.each(gatedFeatures.filter((feature) => featureSwitchPath(feature).endsWith('.enabled')))("%s's settings carry the same plan", (feature) => {
    const owner = featureSwitchPath(feature).replace(/\.enabled$/, '.plan');
    expect(valueAt(eventSettingsSchema.parse({}), owner)).toBe(featureTierTable[feature]);
  });

  it('a new event needs only the gallery, which is on by default', () => {
    expect(requiredTiers(eventSettingsSchema.parse({}))).toEqual([
      { feature: 'gallery', tier: 'Silver', path: 'screens.presentation.gallery.enabled' },
    ]);
  });

  it.each(gatedFeatures)('enabling %s requires its tier at its path', (feature) => {
    expect(requiredTiers(withFeature(feature))).toEqual([
      { feature, tier: featureTierTable[feature], path: featureSwitchPath(feature) },
    ]);
  });

  it.each(
    gatedFeatures.flatMap((feature) =>
      ['Free', 'Silver', 'Gold', 'Platinum', 'Diamond'].map((name) => [feature, name] as const),
    ),
  )('%s on plan %s', (feature, name) => {
    const refused = featuresAbovePlan(plan(name), withFeature(feature));
    const level = plan(name)?.level ?? 0;
    const needed = { Free: 0, Silver: 10, Gold: 20, Platinum: 30 }[featureTierTable[feature]];
    expect(refused.map((r) => r.feature)).toEqual(level >= needed ? [] : [feature]);
  });

  it('with the previous settings, only features being turned on are refused', () => {
    const before = withFeature('mosaic');
    const after = withFeature('mosaic');
    after.screens.sharing.survey.enabled = true;
    expect(featuresAbovePlan(plan('Free'), after, before).map((r) => r.feature)).toEqual(['survey']);
    expect(featuresAbovePlan(plan('Free'), eventSettingsSchema.parse({}), eventSettingsSchema.parse({}))).toEqual([]);
  });
});

describe('custom JavaScript (a product decision, docs/decisions.md)', () => {
  it('needs Gold once there is code; blank code is off; code kept from before a downgrade does not block a save', () => {
    const withCode = eventSettingsSchema.parse({ virtualSettings: { customJs: 'console.log(1)' } });
    const blank = eventSettingsSchema.parse({ virtualSettings: { customJs: '  \n ' } });
    expect(featuresAbovePlan(plan('Silver'), withCode).map((r) => r.path)).toContain('virtualSettings.customJs');
    expect(featuresAbovePlan(plan('Gold'), withCode)).toEqual([]);
    expect(featuresAbovePlan(plan('Free'), blank).map((r) => r.feature)).not.toContain('customJs');
    const edited = eventSettingsSchema.parse({ virtualSettings: { customJs: 'console.log(2)' } });
    expect(featuresAbovePlan(plan('Free'), edited, withCode).map((r) => r.feature)).not.toContain('customJs');
  });
});
