import type { Event } from '@booth/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestCustomer } from '@/test/assets.ts';
import { TEST_PUBLIC_URL, type TestApp } from '@/test/test-app.ts';
import { exportScene, openLink, requestExport, storedShoot } from './exports.test-support.ts';

let t: TestApp;
let ada: TestCustomer;
let event: Event;
let otherEvent: Event;
let lead: { id: string; slug: string };
let later: { id: string; slug: string };
const photo = Buffer.from('jpeg bytes');

const HEADER =
  'Picture ID;Timestamp;Filename;Email;Client Approval;Public;Likes;Phone;Browser;File;Views;Faces;Company;Salutation;Firstname;Lastname;Job;' +
  'Street;Zip;Country;Email-Personal;City;Birthday;Instagram;Sender Name;Sender Street;Sender Zip;Sender City;Sender Country;' +
  'Recipient Name;Recipient Street;Recipient Zip;Recipient City;Recipient Country;Comment;Lieblingsfarbe?;Wieder da?;\'=Frage';

beforeAll(async () => {
  ({ t, ada, event, otherEvent } = await exportScene());
  lead = await storedShoot(t, event.id, {
    createdAt: new Date('2026-01-01T02:30:05Z'),
    clientApproval: true,
    likes: 3,
    views: 12,
    faceCount: 2,
    contactEmail: 'jörg@example.com',
    contactPhone: '+49 170 1234567',
    files: { main: { data: photo, mimetype: 'image/jpeg' } },
    userFeedback: {
      agent: 'Mozilla/5.0 (X11; Linux)',
      personal: {
        company: 'Müller & Söhne',
        salutation: 'Frau',
        firstname: "=cmd|' /C calc'!A0",
        lastname: 'Weiß',
        street: 'Hauptstraße 1',
        zipCode: '80331',
        country: 'Deutschland',
        email: 'joerg@privat.de',
        city: 'München',
        birthday: '1990-02-03',
        instagramHandle: '@joerg',
      },
      survey: [{ itemId: 'colour', question: 'Lieblings;farbe?', answers: ['rot;blau', 'grün'] }],
      comment: 'Schön, "super"',
    },
  });
  later = await storedShoot(t, event.id, {
    createdAt: new Date('2026-06-01T10:00:01Z'),
    status: 'processing',
    isPublic: true,
    userFeedback: {
      survey: [
        { itemId: 'again', question: 'Wieder da?', answers: ['ja'] },
        { itemId: 'formula', question: '=Frage', answers: ['-1'] },
      ],
    },
  });
  await storedShoot(t, otherEvent.id, { createdAt: new Date('2026-03-01T00:00:00Z'), userFeedback: { survey: [{ itemId: 'x', question: 'Bobs Frage', answers: ['geheim'] }] } });
});
afterAll(async () => {
  await t?.close();
});

const csvRequest = (slug = event.slug) => `/api/events/${slug}/shoots/csv/request`;

function expectedCsv(leadTime: string, laterTime: string): string {
  const fileName = `${event.slug}_20260101-023005_${lead.slug}.jpg`;
  const leadRow = [
    lead.id, leadTime, fileName, 'jörg@example.com', 'yes', 'no', '3', "'+49 170 1234567", '"Mozilla/5.0 (X11; Linux)"',
    `${TEST_PUBLIC_URL}/api/files/shoots/${event.id}/${lead.id}/main.jpg`, '12', '2', 'Müller & Söhne', 'Frau', `'=cmd|' /C calc'!A0`, 'Weiß', '',
    'Hauptstraße 1', '80331', 'Deutschland', 'joerg@privat.de', 'München', '1990-02-03', "'@joerg", ...Array<string>(10).fill(''),
    '"Schön, ""super"""', 'rot/blau, grün', '', '',
  ];
  const laterRow = [later.id, laterTime, '', '', 'no', 'yes', '0', '', '', '', '0', '', ...Array<string>(23).fill(''), '', 'ja', "'-1"];
  return `\uFEFF${HEADER}\r\n${leadRow.join(';')}\r\n${laterRow.join(';')}\r\n`;
}

async function downloadCsv(body: object) {
  const response = await openLink(t, await requestExport(t, ada, csvRequest(), body));
  expect(response.statusCode, response.body).toBe(200);
  return response;
}

describe('CSV export (campaigns §9)', () => {
  it('writes every picture of the campaign byte for byte: BOM, semicolons, order, yes/no, neutralised cells, survey columns', async () => {
    const response = await downloadCsv({ shootIDs: [], timeZone: 'Europe/Berlin' });
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(new RegExp(`^attachment; filename="${event.slug}_\\d{8}-\\d{6}\\.csv"`));
    expect(response.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    expect(response.rawPayload.toString('utf8')).toBe(expectedCsv('2026.01.01 03:30:05', '2026.06.01 12:00:01'));
  });

  it('writes the dates in the time zone asked for, and in UTC without one', async () => {
    const newYork = await downloadCsv({ shootIDs: [], timeZone: 'America/New_York' });
    expect(newYork.rawPayload.toString('utf8')).toBe(expectedCsv('2025.12.31 21:30:05', '2026.06.01 06:00:01'));
    const utc = await downloadCsv({ shootIDs: [] });
    expect(utc.rawPayload.toString('utf8')).toBe(expectedCsv('2026.01.01 02:30:05', '2026.06.01 10:00:01'));
  });

  it('lists only the chosen pictures, with the survey columns of those', async () => {
    const response = await downloadCsv({ shootIDs: [later.id], timeZone: 'UTC' });
    const lines = response.rawPayload.toString('utf8').split('\r\n');
    expect(lines[0]?.endsWith("Comment;Wieder da?;'=Frage")).toBe(true);
    expect(lines).toHaveLength(3);
    expect(lines[1]?.startsWith(`${later.id};2026.06.01 10:00:01;`)).toBe(true);
  });

  it('refuses an unknown time zone naming the field, another customer\'s campaign with 404, a ZIP token with 404', async () => {
    const badZone = await t.app.inject({ method: 'POST', url: csvRequest(), headers: ada.headers, payload: { shootIDs: [], timeZone: 'Mars/Olympus' } });
    expect(badZone.statusCode).toBe(400);
    expect(badZone.body).toContain('timeZone');
    const foreign = await t.app.inject({ method: 'POST', url: csvRequest(otherEvent.slug), headers: ada.headers, payload: { shootIDs: [] } });
    expect(foreign.statusCode).toBe(404);
    const csvUrl = await requestExport(t, ada, csvRequest(), { shootIDs: [] });
    expect((await openLink(t, csvUrl.replace('/csv/', '/zip/'))).statusCode).toBe(404);
    expect((await openLink(t, `/api/exports/csv/${'b'.repeat(43)}`)).statusCode).toBe(404);
  });
});
