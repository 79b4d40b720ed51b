import type { CustomConsent } from '../events/consent.ts';
import type { Popup } from '../events/popup.ts';
import type { SurveyItem } from '../events/survey.ts';
import { settingText, type GuestTexts } from '../guest-texts/index.ts';
import type { SurveyAnswer } from '../shoots/user-feedback.ts';

/*
 * The consent texts a guest agrees to, exactly as the booth shows them (guest/booth/forms: consent-step,
 * newsletter-step, popup-links), so the server can record which version was accepted. A change here
 * must follow a change there: the recorded text is only proof if it is the text on the screen.
 */

/** One text a guest accepts: the dialog itself or a popup behind one of its links. */
export interface ConsentText {
  source: string;
  title: string;
  body: string;
}

type NewsletterItem = Extract<SurveyItem, { type: 'newsletter' }>;

export const CUSTOM_CONSENT_SOURCE = 'customConsent';
const NEWSLETTER_PREFIX = 'newsletter:';
const POPUP_MARK = '/popup:';

export function newsletterSource(itemId: string): string {
  return `${NEWSLETTER_PREFIX}${itemId}`;
}

/** Whether a source names a newsletter sign-up itself (not one of its popups). */
export function isNewsletterSource(source: string): boolean {
  return source.startsWith(NEWSLETTER_PREFIX) && !source.includes(POPUP_MARK);
}

/** The link text under a dialog that opens a popup; a popup without one has no link and is not shown. */
export function popupLinkLabel(popup: Popup): string {
  if (popup.linkText.trim()) return popup.linkText;
  return popup.type === 'webFrame' ? popup.question : popup.title;
}

/** The popups a guest could open, numbered from 1 in the order of the links (a web page's text is its address). */
function popupTexts(source: string, popups: readonly Popup[]): ConsentText[] {
  return popups
    .filter((popup) => popupLinkLabel(popup).trim())
    .map((popup, index) => ({
      source: `${source}${POPUP_MARK}${index + 1}`,
      title: (popup.type === 'webFrame' ? popup.question : popup.title) || popupLinkLabel(popup),
      body: popup.type === 'webFrame' ? popup.url : popup.body,
    }));
}

/** The custom consent dialog (campaigns §3): its title (or the guest text's), its body and its popups. */
export function customConsentTexts(consent: Pick<CustomConsent, 'title' | 'body' | 'popups'>, t: GuestTexts): ConsentText[] {
  const dialog = { source: CUSTOM_CONSENT_SOURCE, title: consent.title.trim() || t('consent.title'), body: consent.body };
  return [dialog, ...popupTexts(CUSTOM_CONSENT_SOURCE, consent.popups)];
}

/** A newsletter sign-up (campaigns §3 survey): the question as its title, the explanation as its body, and its popups. */
export function newsletterTexts(item: NewsletterItem, t: GuestTexts): ConsentText[] {
  const source = newsletterSource(item.id);
  return [{ source, title: item.question || t('survey.title'), body: item.explanation }, ...popupTexts(source, item.popups)];
}

/**
 * Whether a newsletter answer is the accept choice. The booth stores the label of the button chosen
 * (the organiser's, or the guest text's in the guest's language while left at the default).
 */
export function isNewsletterAccepted(item: NewsletterItem, answer: SurveyAnswer, t: GuestTexts): boolean {
  const label = answer.answers[0]?.trim();
  if (!label || answer.itemId !== item.id) return false;
  const accept = settingText(item.accept, 'submit.yes', t).trim();
  const decline = settingText(item.decline, 'submit.no', t).trim();
  // The same label for both choices proves nothing.
  return label === accept && accept !== decline;
}
