import { micrositeSchema, type Locale } from '@booth/shared';
import { eq } from 'drizzle-orm';
import { AppError } from '@/errors.ts';
import { legalNav, type InstallationLegal } from '@/modules/legal/legal-links.ts';
import { html, htmlDocument } from '@/modules/microsite/microsite-html.ts';
import { micrositeCss } from '@/modules/microsite/microsite-style.ts';
import type { Db } from '@/platform/db/database.ts';
import { deletedShoots, type DeletedShootRow, type ShootDeletionReason } from './deleted-shoots.table.ts';

/**
 * A picture that was removed (organiser or scheduled deletion): 410 Gone, so a guest's old link says
 * "removed" instead of a 404 that looks like a typo. The body keeps the NOT_FOUND code (the closed list
 * of error codes has no own code for it); the status tells the difference.
 */
export class PictureRemoved extends AppError {
  constructor() {
    super('NOT_FOUND', 'This picture was removed');
  }

  override get status(): number {
    return 410;
  }
}

export async function findTombstoneBySlug(db: Db, slug: string): Promise<DeletedShootRow | undefined> {
  const [row] = await db.select().from(deletedShoots).where(eq(deletedShoots.slug, slug));
  return row;
}

const goneTexts: Record<Locale, { title: string } & Record<ShootDeletionReason, string>> = {
  de: {
    title: 'Bild entfernt',
    organiser: 'Dieses Bild wurde vom Veranstalter entfernt und ist nicht mehr verfügbar.',
    scheduled: 'Dieses Bild wurde nach Ablauf der Aufbewahrungsfrist der Aktion gelöscht und ist nicht mehr verfügbar.',
  },
  en: {
    title: 'Picture removed',
    organiser: 'This picture was removed by the organiser and is no longer available.',
    scheduled: "This picture was deleted when the campaign's retention period ended and is no longer available.",
  },
};

/**
 * The microsite of a removed picture, in the microsite's plain look and the guest's language, with the
 * installation's imprint and privacy links at its foot like every public page.
 */
export function renderMicrositeGone(locale: Locale, reason: ShootDeletionReason, installation: InstallationLegal): string {
  const texts = goneTexts[locale];
  const css = micrositeCss(micrositeSchema.parse({}), null);
  const body = html`<main><h1>${texts.title}</h1><p class="notice" role="alert">${texts[reason]}</p></main>`;
  return htmlDocument({ locale, title: texts.title, css, body, legal: legalNav(locale, installation) });
}
