import { guestTexts, localePath, type EventLegal, type Locale } from '@booth/shared';
// Relative imports: the page renderers that use this module are also run by the bench, outside the server.
import { BUILT_IN_IMPRINT_PATH, BUILT_IN_PRIVACY_PATH, type LegalConfig } from '../../config.ts';
import { html, type SafeHtml } from '../microsite/microsite-html.ts';

/** Absolute addresses of the installation's imprint and privacy pages, in one language. */
export interface LegalLinks {
  imprint: string;
  privacy: string;
}

/** The two pages of every language, so a page or a mail picks its reader's. */
export type InstallationLegal = Record<Locale, LegalLinks>;

/**
 * A configured page as an absolute address: an outside address stays as it is; a path on this server
 * gets PUBLIC_URL, and the built-in pages their `/en` twin for English readers.
 */
function absolute(address: string, builtIn: boolean, publicUrl: string, locale: Locale): string {
  if (!address.startsWith('/')) return address;
  return `${publicUrl}${builtIn ? localePath(address, locale) : address}`;
}

export function installationLegal(legal: Pick<LegalConfig, 'imprintUrl' | 'privacyUrl'>, publicUrl: string): InstallationLegal {
  const links = (locale: Locale): LegalLinks => ({
    imprint: absolute(legal.imprintUrl, legal.imprintUrl === BUILT_IN_IMPRINT_PATH, publicUrl, locale),
    privacy: absolute(legal.privacyUrl, legal.privacyUrl === BUILT_IN_PRIVACY_PATH, publicUrl, locale),
  });
  return { de: links('de'), en: links('en') };
}

/** How the installation's links are told apart from a campaign's own, which take the plain labels. */
const platformSuffix: Record<Locale, string> = { de: 'Plattform', en: 'platform' };

/** One legal link as shown: where it goes and its label in the reader's language. */
export interface LegalLink {
  href: string;
  label: string;
}

/**
 * The legal links of a public page or a guest's mail: the campaign's own imprint and privacy pages
 * when it has them ("Impressum", "Datenschutz"), and always the installation's, told apart from the
 * campaign's by a suffix when both are there.
 */
export function legalLinkList(locale: Locale, installation: InstallationLegal, campaign?: Partial<EventLegal> | null): LegalLink[] {
  const t = guestTexts(locale);
  const own = [
    campaign?.imprintUrl ? { href: campaign.imprintUrl, label: t('legal.imprint') } : null,
    campaign?.privacyUrl ? { href: campaign.privacyUrl, label: t('legal.privacy') } : null,
  ].filter((link) => link !== null);
  const suffix = own.length > 0 ? ` (${platformSuffix[locale]})` : '';
  return [
    ...own,
    { href: installation[locale].imprint, label: `${t('legal.imprint')}${suffix}` },
    { href: installation[locale].privacy, label: `${t('legal.privacy')}${suffix}` },
  ];
}

/** The legal links at the foot of a server-rendered public page. */
export function legalNav(locale: Locale, installation: InstallationLegal, campaign?: Partial<EventLegal> | null): SafeHtml {
  const links = legalLinkList(locale, installation, campaign);
  return html`<nav class="legal" aria-label="${guestTexts(locale)('legal.label')}">${links.map((link, index) => html`${index > 0 ? ' · ' : ''}<a href="${link.href}">${link.label}</a>`)}</nav>`;
}
