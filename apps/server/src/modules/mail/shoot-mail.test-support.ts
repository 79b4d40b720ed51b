import { randomUUID } from 'node:crypto';
import { BOOTH_SESSION_HEADER, type Event, type EventCreateInput } from '@booth/shared';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { boothEvent, fields, file, postShoot, startSession } from '@/modules/shoots/shoots.test-support.ts';
import { shoots } from '@/modules/shoots/shoots.table.ts';
import { jpeg, type TestCustomer } from '@/test/assets.ts';
import type { TestApp } from '@/test/test-app.ts';

/** A campaign with its own sender, subject, colours, font and legal pages, as the picture mail shows them. */
export const designedCampaign = {
  screens: { sharing: { email: { sender: 'Fotobox Sommerfest', subject: 'Dein Foto vom Sommerfest', attachMp4: false } } },
  legal: { imprintUrl: 'https://sommerfest.example.de/impressum', privacyUrl: 'https://sommerfest.example.de/datenschutz' },
  designSettings: {
    general: {
      background: { background_color: '#101820' },
      text: { medium: { color: '#f5f5f5', family: 'Raleway' }, small: { color: '#cccccc', family: 'Raleway' } },
      // White on this light yellow would be unreadable: the mail must pick dark text.
      buttons: { primary: { backgroundColor: '#fee715', color: '#ffffff', borderColor: '#fee715', family: 'Raleway' } },
    },
  },
} as Partial<EventCreateInput>;

/**
 * A guest's ready photo with its 1200 px preview copy and a full file, mailed to `to` from the
 * sharing screen; resolves once the mail job ran. Returns the stored preview and full file.
 */
export async function mailReadyPhoto(t: TestApp, customer: TestCustomer, to: string, extra: Partial<EventCreateInput> = designedCampaign) {
  const event: Event = await boothEvent(t, customer, { photo: { enabled: true } }, extra);
  const session = await startSession(t, event.slug);
  const id = randomUUID();
  const upload = await postShoot(t, event.slug, session, [...fields({ id, kind: 'photo', locale: 'de' }), file(await jpeg(32, 24))]);
  expect(upload.statusCode, upload.body).toBe(201);
  const { slug } = upload.json<{ slug: string }>();
  const store = async (name: string, data: Buffer) => {
    const path = `shoots/${event.id}/${id}/${name}`;
    await t.runtime.files.put(path, data, { contentType: 'image/jpeg' });
    return { path, size: data.length, mimetype: 'image/jpeg', data };
  };
  const full = await store('full.jpg', await jpeg(2400, 1800));
  const preview = await store('social.jpg', await jpeg(1200, 900));
  const renditions = { main: full, social: { width: 1200, height: 900, file: preview } };
  await t.runtime.database.db.update(shoots).set({ status: 'ready', width: 2400, height: 1800, renditions }).where(eq(shoots.id, id));
  const sent = await t.app.inject({ method: 'POST', url: `/api/events/${event.slug}/shoots/${id}/email`, headers: { [BOOTH_SESSION_HEADER]: session }, payload: { email: to } });
  expect(sent.statusCode, sent.body).toBe(202);
  await t.drainJobs();
  return { event, slug, full, preview };
}

/** The MIME parts of a raw message (one level of nesting is enough for ours): headers and body each. */
export function mimeParts(raw: string): Array<{ headers: string; body: string }> {
  const boundaries = [...raw.matchAll(/boundary="?([^";\r\n]+)"?/g)].map((match) => match[1] ?? '');
  const parts: Array<{ headers: string; body: string }> = [];
  for (const boundary of boundaries) {
    for (const chunk of raw.split(`--${boundary}`).slice(1, -1)) {
      const [headers = '', ...body] = chunk.replace(/^\r?\n/, '').split(/\r?\n\r?\n/);
      if (!/boundary=/.test(headers)) parts.push({ headers, body: body.join('\n\n') });
    }
  }
  return parts;
}
