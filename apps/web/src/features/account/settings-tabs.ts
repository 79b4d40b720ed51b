/** The tabs of /settings?tab= (platform §2): profile, billing and integrations. */
export const settingsTabIds = ['profile', 'billing', 'integrations'] as const;
export type SettingsTabId = (typeof settingsTabIds)[number];

/**
 * The tabs whose screens exist. Integrations arrives with its issue; until then it is absent — not
 * disabled, not empty — and its address shows the profile.
 */
export const availableSettingsTabs: readonly SettingsTabId[] = ['profile', 'billing'];

export const DEFAULT_SETTINGS_TAB: SettingsTabId = 'profile';

/** The tab an address asks for, if it exists; anything else (absent, unknown, not built yet) is the profile. */
export function resolveSettingsTab(requested: string | null, available: readonly SettingsTabId[] = availableSettingsTabs): SettingsTabId {
  return available.find((tab) => tab === requested) ?? DEFAULT_SETTINGS_TAB;
}
