import { createHash } from 'node:crypto';
import {
  CUSTOM_CONSENT_SOURCE,
  customConsentTexts,
  guestTexts,
  isNewsletterAccepted,
  newsletterSource,
  newsletterTexts,
  type ConsentEvidence,
  type ConsentText,
  type GuestFeedback,
  type Locale,
  type UserFeedback,
} from '@booth/shared';
import { settingsOf } from '@/modules/events/event-views.ts';
import type { EventRow } from '@/modules/events/events.table.ts';
import type { Db } from '@/platform/db/database.ts';
import { insertConsentVersions } from './consent-versions.repo.ts';
import type { ConsentVersionRow } from './consent-versions.table.ts';

export interface ConsentEvidenceInput {
  event: EventRow;
  /** The guest's language: the texts are recorded as the booth showed them in it. */
  locale: Locale;
  /** What the guest sent in this call (only these answers can accept or withdraw a consent). */
  sent: GuestFeedback;
  /** The feedback about to be stored: the sent answers merged into the earlier ones. */
  merged: UserFeedback;
  at: Date;
}

/**
 * The version id of a consent text: SHA-256 of a canonical JSON (keys sorted) of the campaign, the
 * consent, the language and the text. The campaign is part of it so that two campaigns with the same
 * wording keep separate rows (each owned, and deleted, with its campaign).
 */
export function consentVersionId(eventId: string, locale: string, text: ConsentText): string {
  const canonical = JSON.stringify({ body: text.body, eventId, locale, source: text.source, title: text.title });
  return createHash('sha256').update(canonical, 'utf8').digest('hex');
}

function belongsTo(source: string, base: string): boolean {
  return source === base || source.startsWith(`${base}/`);
}

/** The texts accepted and the consents withdrawn by this call's answers. */
function decisions(input: ConsentEvidenceInput): { accepted: ConsentText[]; withdrawn: string[] } {
  const settings = settingsOf(input.event);
  const { customConsent, survey } = settings.screens.sharing;
  const t = guestTexts(input.locale, settings.virtualSettings.translations);
  const accepted: ConsentText[] = [];
  const withdrawn: string[] = [];
  if (input.sent.consentAccepted === false) withdrawn.push(CUSTOM_CONSENT_SOURCE);
  // Only a consent the booth showed can have been accepted.
  if (input.sent.consentAccepted === true && customConsent.enabled) accepted.push(...customConsentTexts(customConsent, t));
  if (survey.enabled) {
    for (const answer of input.sent.survey ?? []) {
      const item = survey.items.find((candidate) => candidate.type === 'newsletter' && candidate.id === answer.itemId);
      if (item?.type !== 'newsletter') continue;
      if (isNewsletterAccepted(item, answer, t)) accepted.push(...newsletterTexts(item, t));
      else withdrawn.push(newsletterSource(item.id));
    }
  }
  return { accepted, withdrawn };
}

/**
 * Adds to the feedback the proof of the consents this call accepted (campaigns §3 custom consent and
 * the survey's newsletter sign-up): each text exactly as shown is recorded once as a version, and the
 * picture keeps `{ version, source, acceptedAt }`. Sending the same answers again changes nothing (an
 * accepted version keeps its first time); a decline removes that consent's evidence; a consent the
 * campaign did not show records nothing. Guests cannot send evidence: their schema has no such field.
 */
export async function withConsentEvidence(db: Db, input: ConsentEvidenceInput): Promise<UserFeedback> {
  const { accepted, withdrawn } = decisions(input);
  const kept = (input.merged.consents ?? []).filter((consent) => !withdrawn.some((base) => belongsTo(consent.source, base)));
  const known = new Set(kept.map((consent) => consent.version));
  const rows: ConsentVersionRow[] = [];
  const added: ConsentEvidence[] = [];
  for (const text of accepted) {
    const version = consentVersionId(input.event.id, input.locale, text);
    if (known.has(version)) continue;
    known.add(version);
    rows.push({ id: version, eventId: input.event.id, source: text.source, locale: input.locale, title: text.title, body: text.body, firstAcceptedAt: input.at });
    added.push({ version, source: text.source, acceptedAt: input.at.toISOString() });
  }
  await insertConsentVersions(db, rows);
  const { consents: _previous, ...rest } = input.merged;
  const consents = [...kept, ...added];
  return consents.length > 0 ? { ...rest, consents } : rest;
}
