import { describe, expect, it } from 'vitest';
import { accountMenu, mainMenu } from '@/app/layouts/menu-entries';
import { type MenuEntryRule, type MenuViewer, isMenuEntryVisible, visibleMenuEntries } from '@/app/layouts/menu-visibility';

const customer: MenuViewer = { admin: false, moderator: false, plan: { level: null } };
const ready = (rule: Omit<MenuEntryRule, 'available'>): MenuEntryRule => ({ available: true, ...rule });

describe('menu visibility', () => {
  it('shows an available entry without requirement to every customer', () => {
    expect(isMenuEntryVisible(ready({}), customer)).toBe(true);
  });

  it('hides entries whose screen does not exist yet', () => {
    expect(isMenuEntryVisible({ available: false }, { ...customer, admin: true })).toBe(false);
  });

  it('shows the Admin-Panel only to admins', () => {
    expect(isMenuEntryVisible(ready({ requires: 'admin' }), customer)).toBe(false);
    expect(isMenuEntryVisible(ready({ requires: 'admin' }), { ...customer, admin: true })).toBe(true);
  });

  it('shows Subscription & Billing only below Platinum', () => {
    const billing = ready({ requires: 'below-platinum' });
    expect(isMenuEntryVisible(billing, { ...customer, plan: { level: null } })).toBe(true);
    expect(isMenuEntryVisible(billing, { ...customer, plan: { level: 20 } })).toBe(true);
    expect(isMenuEntryVisible(billing, { ...customer, plan: { level: 30 } })).toBe(false);
    expect(isMenuEntryVisible(billing, { ...customer, plan: { level: 99 } })).toBe(false);
    expect(isMenuEntryVisible(billing, { ...customer, plan: undefined })).toBe(true);
  });

  it('shows moderators no menu entries, unless they are also admins', () => {
    expect(isMenuEntryVisible(ready({}), { ...customer, moderator: true })).toBe(false);
    expect(isMenuEntryVisible(ready({}), { ...customer, moderator: true, admin: true })).toBe(true);
  });

  it('today shows the dashboard, the events, the devices, the assets and the AI studio in the main menu, and the Admin-Panel to admins only', () => {
    expect(visibleMenuEntries(mainMenu, customer).map((entry) => entry.id)).toEqual(['dashboard', 'events', 'devices', 'assets', 'ai-studio']);
    expect(visibleMenuEntries(accountMenu, { ...customer, admin: true }).map((entry) => entry.id)).toContain('admin');
    expect(visibleMenuEntries(accountMenu, customer).map((entry) => entry.id)).not.toContain('admin');
  });

  it('hides the devices link under the white-label theme (a customer whose only product is cheddar)', () => {
    const cheddar: MenuViewer = { ...customer, plan: { level: 99, products: ['cheddar'] } };
    expect(visibleMenuEntries(mainMenu, cheddar).map((entry) => entry.id)).toEqual(['dashboard', 'events', 'assets', 'ai-studio']);
    const both: MenuViewer = { ...customer, plan: { level: 99, products: ['booth', 'cheddar'] } };
    expect(visibleMenuEntries(mainMenu, both).map((entry) => entry.id)).toContain('devices');
    expect(isMenuEntryVisible(ready({ hiddenByWhiteLabel: 'devicesLink' }), cheddar)).toBe(false);
  });

  it('declares the menus of the specification in order', () => {
    expect(mainMenu.map((entry) => entry.id)).toEqual(['dashboard', 'events', 'devices', 'assets', 'ai-studio', 'translations']);
    expect(accountMenu.map((entry) => entry.id)).toEqual(['profile', 'admin', 'billing', 'integrations']);
    expect(accountMenu.find((entry) => entry.id === 'admin')?.requires).toBe('admin');
    expect(accountMenu.find((entry) => entry.id === 'billing')?.requires).toBe('below-platinum');
  });
});
