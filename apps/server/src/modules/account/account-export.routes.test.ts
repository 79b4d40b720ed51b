import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '@/modules/events/events.test-support.ts';
import { exportScene, storedShoot, type ExportScene } from '@/modules/exports/exports.test-support.ts';
import { readZip } from '@/modules/exports/zip-read.test-support.ts';
import { jpeg, png, uploadOk } from '@/test/assets.ts';
import { PASSWORD } from '@/test/auth-flows.ts';

let scene: ExportScene;

beforeAll(async () => {
  scene = await exportScene();
});
afterAll(async () => {
  await scene?.t.close();
});

describe('GET /customers/export', () => {
  it("streams a ZIP of the account: account.json, each campaign's settings and final pictures, the asset files", async () => {
    const { t, ada, event, otherEvent } = scene;
    const picture = await jpeg(40, 30);
    const ready = await storedShoot(t, event.id, { createdAt: new Date('2026-11-24T13:05:09Z'), files: { main: { data: picture, mimetype: 'image/jpeg' } } });
    await storedShoot(t, event.id, { createdAt: new Date('2026-11-24T14:00:00Z'), status: 'processing' });
    await storedShoot(t, otherEvent.id, { createdAt: new Date('2026-11-24T13:05:09Z'), files: { main: { data: await jpeg(10, 10), mimetype: 'image/jpeg' } } });
    const logoData = await png(64, 64);
    const logo = await uploadOk(t, ada, 'logo', 'Mein Logo (final).png', logoData);
    await call(t, ada, 'PUT', '/customers/apppassword', { password: 'tablet-app-password', currentPassword: PASSWORD });

    const response = await call(t, ada, 'GET', '/customers/export');
    expect(response.statusCode, response.body.slice(0, 200)).toBe(200);
    expect(response.headers['content-type']).toBe('application/zip');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="boothwerk-account_\d{8}-\d{6}\.zip"/);
    expect(response.headers['cache-control']).toBe('no-store');

    const { entries, names } = await readZip(response.rawPayload);
    const folder = `campaigns/${event.slug}`;
    expect(names).toEqual([
      'account.json',
      `${folder}/campaign.json`,
      `${folder}/pictures/${event.slug}_20261124-130509_${ready.slug}.jpg`,
      `assets/logo/${logo.id}_Mein_Logo_final_.png`,
    ]);
    const account = JSON.parse(entries.get('account.json')!.data.toString('utf8'));
    expect(account.profile).toMatchObject({ id: ada.id, email: ada.email, hasAppPassword: true });
    expect(account.plans).toEqual(expect.any(Array));
    expect(account.auditLog).toEqual([expect.objectContaining({ action: 'account.apppassword.changed', kind: 'account', actorEmail: ada.email })]);
    expect(JSON.parse(entries.get(`${folder}/campaign.json`)!.data.toString('utf8'))).toMatchObject({ id: event.id, name: 'Sommerfest', slug: event.slug });
    expect(entries.get(`${folder}/pictures/${event.slug}_20261124-130509_${ready.slug}.jpg`)!.data.equals(picture)).toBe(true);
    expect(entries.get(`assets/logo/${logo.id}_Mein_Logo_final_.png`)!.data.length).toBeGreaterThan(0);
    // Nothing of the other customer.
    expect(names.some((name) => name.includes(otherEvent.slug))).toBe(false);
    expect(entries.get('account.json')!.data.toString('utf8')).not.toContain('bob@example.com');
  });

  it('needs a session', async () => {
    expect((await call(scene.t, undefined, 'GET', '/customers/export')).statusCode).toBe(401);
  });
});
