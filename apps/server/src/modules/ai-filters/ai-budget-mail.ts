import { PRODUCT_NAME } from '@booth/shared';
import { createHash } from 'node:crypto';
import { settingsOf } from '@/modules/events/event-views.ts';
import { findEventById } from '@/modules/events/events.repo.ts';
import { claimDelivery, markSent, releaseClaim } from '@/modules/mail/mail.repo.ts';
import type { RenderedMail } from '@/modules/mail/mail.templates.ts';
import type { Db } from '@/platform/db/database.ts';
import { defineJob, type JobRegistration } from '@/platform/jobs/define-job.ts';
import type { JobQueue } from '@/platform/jobs/queue.ts';
import type { Mailer } from '@/platform/mail/mailer.ts';
import { customerCredits } from './ai-credits.repo.ts';
import type { AiBudgetMailPayload, AiBudgetMailReason } from './ai-execute.payload.ts';

/** A name-based UUID (version 8): the same words give the same message id, so a message queued twice is delivered once. */
function nameBasedId(name: string): string {
  const hex = createHash('sha256').update(name).digest('hex');
  const variant = ((Number.parseInt(hex[16] ?? '0', 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-8${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** Once per campaign and budget: raising the budget and spending it again is told again. */
export function budgetMailId(eventId: string, budget: number): string {
  return nameBasedId(`ai-budget:${eventId}:${budget}`);
}

/** Once per top-up (the newest entry that gave credits): credits bought and spent again are told again. */
export function creditsMailId(customerId: string, topUpId: string | null): string {
  return nameBasedId(`ai-credits:${customerId}:${topUpId ?? 'none'}`);
}

export async function queueAiBudgetMail(jobs: JobQueue, payload: AiBudgetMailPayload): Promise<void> {
  await jobs.queue({ name: 'ai_budget_mail', data: payload });
}

/** Where an organiser raises what ran out: the campaign's settings, or the credit packs. */
export function budgetMailLink(publicUrl: string, reason: AiBudgetMailReason, eventSlug: string | null): string {
  const base = publicUrl.replace(/\/+$/, '');
  return reason === 'budget' && eventSlug ? `${base}/events/${encodeURIComponent(eventSlug)}/edit` : `${base}/subscription`;
}

export interface AiBudgetMailFacts {
  reason: AiBudgetMailReason;
  campaign: string | null;
  budget: number | null;
  link: string;
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

function copy(facts: AiBudgetMailFacts, locale: 'de' | 'en'): { subject: string; lines: string[]; action: string } {
  const campaign = facts.campaign ?? '';
  if (locale === 'de') {
    return facts.reason === 'budget'
      ? {
          subject: `KI-Budget aufgebraucht: ${campaign}`,
          lines: [
            `das KI-Budget Ihrer Kampagne „${campaign}“ (${facts.budget ?? 0} Credits) ist aufgebraucht.`,
            'Was jetzt passiert: Die Fotobox bleibt geöffnet. Gäste bekommen statt des KI-Bildes das normale Foto und sehen einen Hinweis.',
            'So geht es weiter: Erhöhen Sie das KI-Budget in den Einstellungen der Kampagne; KI-Bilder laufen dann sofort wieder.',
          ],
          action: 'Kampagne bearbeiten',
        }
      : {
          subject: 'Ihre Credits für KI-Bilder sind aufgebraucht',
          lines: [
            campaign ? `Ihr Konto hat keine Credits mehr für KI-Bilder (zuletzt verbraucht in „${campaign}“).` : 'Ihr Konto hat keine Credits mehr für KI-Bilder.',
            'Was jetzt passiert: Ihre Fotoboxen bleiben geöffnet. Gäste bekommen statt des KI-Bildes das normale Foto und sehen einen Hinweis.',
            'So geht es weiter: Kaufen Sie Credits nach; KI-Bilder laufen dann sofort wieder.',
          ],
          action: 'Credits kaufen',
        };
  }
  return facts.reason === 'budget'
    ? {
        subject: `AI budget spent: ${campaign}`,
        lines: [
          `The AI budget of your campaign "${campaign}" (${facts.budget ?? 0} credits) is spent.`,
          'What happens now: the booth stays open. Guests get the plain photo instead of the AI picture, with a notice.',
          "To go on: raise the AI budget in the campaign's settings; AI pictures run again at once.",
        ],
        action: 'Edit the campaign',
      }
    : {
        subject: 'Your credits for AI pictures are spent',
        lines: [
          campaign ? `Your account has no credits left for AI pictures (last spent in "${campaign}").` : 'Your account has no credits left for AI pictures.',
          'What happens now: your booths stay open. Guests get the plain photo instead of the AI picture, with a notice.',
          'To go on: buy more credits; AI pictures run again at once.',
        ],
        action: 'Buy credits',
      };
}

/** German first (the default), English below: the account has no language of its own. */
export function renderAiBudgetMail(facts: AiBudgetMailFacts): RenderedMail {
  const parts = (['de', 'en'] as const).map((locale) => ({ locale, greeting: locale === 'de' ? 'Hallo,' : 'Hello,', ...copy(facts, locale) }));
  const text = [...parts.flatMap((part) => [part.greeting, '', ...part.lines, '', `${part.action}: ${facts.link}`, '', '— — —', '']), PRODUCT_NAME, ''].join('\n');
  const href = escapeHtml(facts.link);
  const section = (part: (typeof parts)[number]) => `<div lang="${part.locale}">
<p>${escapeHtml(part.greeting)}</p>
${part.lines.map((line) => `<p style="margin: 4px 0">${escapeHtml(line)}</p>`).join('\n')}
<p><a href="${href}" style="display: inline-block; padding: 10px 16px; background: #18dad7; color: #000; text-decoration: none; border-radius: 4px">${escapeHtml(part.action)}</a></p>
</div>`;
  const html = `<!doctype html>
<html lang="de"><body style="font-family: 'Open Sans', Arial, sans-serif; color: #000; max-width: 600px">
${parts.map(section).join('\n<hr>\n')}
<p style="word-break: break-all"><a href="${href}">${href}</a></p>
<p>${escapeHtml(PRODUCT_NAME)}</p>
</body></html>
`;
  return { subject: parts.map((part) => part.subject).join(' / '), text, html };
}

/**
 * `ai_budget_mail`: tells the organiser once that AI pictures turned into plain photos. A budget
 * changed since (raised, or switched off) is not mailed about any more. Delivery is idempotent through
 * mail_deliveries, like `mail_send`.
 */
export function createAiBudgetMailJobs(deps: { db: Db; mailer: Mailer }): JobRegistration[] {
  return [
    defineJob('ai_budget_mail', async (payload, { log }) => {
      const customer = await customerCredits(deps.db, payload.customerId);
      if (!customer) return 'skipped';
      const event = payload.eventId ? await findEventById(deps.db, payload.eventId) : undefined;
      if (payload.reason === 'budget') {
        if (!event || event.customerId !== customer.id || settingsOf(event).aiBudgetCredits !== payload.budget) {
          log.info({ eventId: payload.eventId }, 'the AI budget changed since it ran out; no mail');
          return 'skipped';
        }
      }
      const claim = await claimDelivery(deps.db, { messageId: payload.messageId, recipient: customer.email, template: `ai_${payload.reason}_spent` });
      if (claim === 'already-sent') return 'skipped';
      if (claim === 'in-progress') throw new Error(`mail ${payload.messageId} is being sent by another worker`);
      const message = renderAiBudgetMail({ reason: payload.reason, campaign: event?.name ?? null, budget: payload.budget, link: payload.link });
      try {
        const sent = await deps.mailer.send({ messageId: payload.messageId, to: customer.email, ...message });
        await markSent(deps.db, payload.messageId, sent);
      } catch (error) {
        await releaseClaim(deps.db, payload.messageId);
        throw error;
      }
      return 'success';
    }),
  ];
}
