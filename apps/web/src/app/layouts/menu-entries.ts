import {
  IconCalendarEvent,
  IconCreditCard,
  IconDeviceTablet,
  IconLanguage,
  IconLayoutDashboard,
  IconPhoto,
  IconPlugConnected,
  IconShieldLock,
  IconSparkles,
  IconUserCircle,
} from '@tabler/icons-react';
import type { ComponentType } from 'react';
import type { MenuEntryRule } from '@/app/layouts/menu-visibility';

export type MenuLabelKey =
  | 'menu.dashboard'
  | 'menu.events'
  | 'menu.devices'
  | 'menu.assets'
  | 'menu.aiStudio'
  | 'menu.translations'
  | 'menu.profile'
  | 'menu.admin'
  | 'menu.billing'
  | 'menu.integrations';

export interface MenuEntry extends MenuEntryRule {
  id: string;
  labelKey: MenuLabelKey;
  /** Locale-free path. */
  path: string;
  icon: ComponentType<{ size?: number; stroke?: number }>;
}

/**
 * The menus of platform §2. An issue that builds a screen flips its entry to `available: true`;
 * nothing else changes in the layouts.
 */
export const mainMenu: readonly MenuEntry[] = [
  { id: 'dashboard', labelKey: 'menu.dashboard', path: '/dashboard', icon: IconLayoutDashboard, available: true },
  { id: 'events', labelKey: 'menu.events', path: '/events', icon: IconCalendarEvent, available: true },
  // The white-label theme hides the devices link (platform §2 "cheddar").
  { id: 'devices', labelKey: 'menu.devices', path: '/devices', icon: IconDeviceTablet, available: true, hiddenByWhiteLabel: 'devicesLink' },
  { id: 'assets', labelKey: 'menu.assets', path: '/assets', icon: IconPhoto, available: true },
  { id: 'ai-studio', labelKey: 'menu.aiStudio', path: '/aistudio', icon: IconSparkles, available: true },
  { id: 'translations', labelKey: 'menu.translations', path: '/translations', icon: IconLanguage, available: false },
];

export const accountMenu: readonly MenuEntry[] = [
  { id: 'profile', labelKey: 'menu.profile', path: '/settings?tab=profile', icon: IconUserCircle, available: true },
  { id: 'admin', labelKey: 'menu.admin', path: '/admin', icon: IconShieldLock, available: true, requires: 'admin' },
  {
    id: 'billing',
    labelKey: 'menu.billing',
    path: '/settings?tab=billing',
    icon: IconCreditCard,
    available: true,
    requires: 'below-platinum',
  },
  { id: 'integrations', labelKey: 'menu.integrations', path: '/settings?tab=integrations', icon: IconPlugConnected, available: false },
];
