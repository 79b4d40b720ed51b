/*
 * The authorisation matrix: every /api route once, with what each principal must get (authz-matrix.test.ts
 * probes them all; a route without an entry, or an entry without a route, fails the suite by name).
 * Principals: anonymous (nothing), guest (a guest session of the owner's live campaign, X-Booth-Session),
 * customer (the owner of every fixture), another (another customer), moderator (the owner's campaign's
 * moderator), support (an admin in support mode for the owner: X-Support-Token), admin (admin flag, not the owner).
 * Profiles (profiles.ts), `ok` = let through (2xx, or a 400/409/422 of the use-case after the door):
 *   public        everyone ok                          self          signed-in organisers ok (their own account)
 *   owned         owner/support/admin ok, another 404  ownerWrites   changes: owner/support ok, another and admin 404
 *   adminOnly     admin ok, customers and support 403  device        X-Device-Token calls: all 401 unless the entry's `deviceToken` sends one
 *   guestSession  only the guest session ok            moderation    owned, plus the campaign's moderator
 *   moderatorOnly only the moderator ok                pairing       a kiosk's pairing: found only with its X-Device-Token, all 404
 *   privateFile   owner/support/admin ok, others 404   issuer        the issuing admin (also in support mode) ok, customers 404
 * Everyone not named ok gets 401 (no sign-in of the kind the route takes).
 * A new route: add `'METHOD /api/path/:param': route('profile', { ... })` below. Path parameters are filled
 * with the owner's ids (path-params.ts); give `body` when the route validates before it looks up what the
 * path names (else another customer sees a 400, not the 404), `params` with a spare when the call deletes,
 * `differs` for a principal that deviates from the profile, and say why in a comment.
 */
import { eq } from 'drizzle-orm';
import { customers } from '@/modules/customers/customers.table.ts';
import { KIOSK_PIN, unique, type Fixtures } from './fixtures.ts';
import { everyone, NAMES_FOREIGN, route, type Entry } from './profiles.ts';
import type { RouteKey } from './route-table.ts';
import { AI_FILTERS_MATRIX } from './expectations-ai-filters.ts';
import { BILLING_MATRIX } from './expectations-billing.ts';
import { PAYMENTS_MATRIX } from './expectations-payments.ts';
import { PRINTING_MATRIX } from './expectations-printing.ts';
import { PROMO_MATRIX } from './expectations-promo.ts';
import { MOSAIC_MATRIX } from './expectations-mosaic.ts';

/** Lists of one's own things: another customer and the admin get their own, never the owner's. */
const MINE = { unseenBy: ['another', 'admin'] } as const;
const WRONG_PASSWORD = 'not-the-password';
/** The owner's own credentials, the account's deletion and export: refused in support mode (config.support 'refused'). */
const OWNER_ONLY = { support: 403 } as const;
const spareEvent = async (f: Fixtures) => ({ id: (await f.spare.event()).id });
const kiosk = (f: Fixtures) => ({ slug: f.kiosk.slug });

export const MATRIX: Record<RouteKey, Entry> = {
  // The API reference (@fastify/swagger-ui) is public documentation.
  'GET /api/docs/': route('public'),
  'HEAD /api/docs': route('public'),
  'GET /api/docs/json': route('public'),
  'GET /api/docs/yaml': route('public'),
  'GET /api/docs/static/*': route('public'),
  'GET /api/docs/static/index.html': route('public'),
  'GET /api/docs/static/swagger-initializer.js': route('public'),
  'GET /api/health': route('public'),
  // Liveness and readiness for load balancers and orchestrators: no sign-in, no data.
  'GET /api/health/live': route('public'),
  'GET /api/health/ready': route('public'),
  'GET /api/config': route('public'),

  // Sign-in and registration: public doors (the empty body is a 400 for everyone).
  'POST /api/customers': route('public'),
  'POST /api/auth/login': route('public'),
  'POST /api/auth/login/mfa': route('public', { body: () => ({ mfaToken: 'not-a-challenge', code: '123456' }) }),
  'POST /api/auth/activate': route('public'),
  'POST /api/auth/request/activation': route('public'),
  'POST /api/auth/forget': route('public'),
  'PUT /api/auth/reset': route('public'),
  // Logging out without a session is harmless; with one it ends it, hence a fresh sign-in per call.
  'DELETE /api/auth/logout': route('public', { fresh: true }),
  'GET /api/auth/user': route('self', {
    ...MINE,
    also: {
      // A support token works only with the session of the admin who issued it; anyone else's is refused, never ignored.
      "with the admin's X-Support-Token": route('self', { supportToken: true, differs: { customer: 401, another: 401 } }),
    },
  }),
  'GET /api/auth/level': route('self'),
  'GET /api/auth/dashboard': route('self', MINE),

  // Second factor (platform §7 Auth). Changes ask for the password (a wrong one is sent); never in support mode.
  'POST /api/auth/registerMfa': route('self', { body: () => ({ type: 'totp' }), differs: OWNER_ONLY }),
  'POST /api/auth/verifyRegisterMfa': route('self', { body: () => ({ type: 'totp', password: WRONG_PASSWORD, code: '123456' }), differs: OWNER_ONLY }),
  // Signed in (setup), or with the sign-in's challenge: without either nobody gets a code mailed.
  'POST /api/auth/requestEmailMfaCode': route('self', { body: () => ({}), differs: OWNER_ONLY }),
  'GET /api/auth/mfa/status': route('self'),
  'DELETE /api/auth/mfa': route('self', { body: () => ({ password: WRONG_PASSWORD }), differs: OWNER_ONLY }),
  'POST /api/auth/mfa/backupCodes': route('self', { body: () => ({ password: WRONG_PASSWORD }), differs: OWNER_ONLY }),

  // Moderators' own sign-in (campaigns §7 Moderators).
  'POST /api/auth/moderation/login': route('public'),
  'PUT /api/auth/moderation/reset': route('public'),
  'POST /api/auth/moderation/forget': route('public'),
  'DELETE /api/auth/moderation/logout': route('public', { fresh: true }),
  'GET /api/auth/moderation/me': route('moderatorOnly'),

  // The account (platform §7 Customers).
  'GET /api/customers/profile': route('self', MINE),
  'PATCH /api/customers/profile': route('self', {
    body: () => ({ firstName: 'Anna' }),
    also: { "naming the owner's avatar picture": route('self', { body: (f) => ({ avatarId: f.avatar.id }), differs: { another: 400, admin: 400 } }) },
  }),
  'PUT /api/customers': route('self', { body: () => ({ address: { city: 'Berlin' } }) }),
  'PUT /api/customers/password': route('self', { body: () => ({ password: 'a-new-good-password', currentPassword: WRONG_PASSWORD }), differs: OWNER_ONLY }),
  'PUT /api/customers/apppassword': route('self', { body: () => ({ password: 'an-app-password', currentPassword: WRONG_PASSWORD }), differs: OWNER_ONLY }),
  'GET /api/customers/sessions': route('self'),
  // Signs out every other session: in support mode (audited) the customer's own ones.
  'DELETE /api/customers/sessions': route('self', { renews: ['customer'], differs: OWNER_ONLY }),
  'DELETE /api/customers/sessions/:id': route('ownerWrites', { params: async (f) => ({ id: await f.spare.ownerSession() }), differs: OWNER_ONLY }),
  // Everything of the account at once: the owner's alone (a read in support mode would leave no trace).
  'GET /api/customers/export': route('self', { stream: true, differs: OWNER_ONLY }),
  'DELETE /api/customers/account': route('self', { body: (f) => ({ password: WRONG_PASSWORD, email: f.owner.email }), differs: OWNER_ONLY }),
  'GET /api/customers/audit': route('self', MINE),
  'GET /api/customers/consumedCredits': route('self'),
  'GET /api/customers/:id': route('owned'),
  // The customer themself may change name fields; admins everything (support mode is the customer, not an admin).
  'PATCH /api/customers/:id': route('owned', {
    body: () => ({ firstName: 'Anna' }),
    also: {
      'raising the admin flag': route('owned', {
        body: () => ({ admin: true }),
        differs: { customer: 403, support: 403 },
        after: async (f) => {
          await f.t.runtime.database.db.update(customers).set({ admin: false }).where(eq(customers.id, f.owner.id));
        },
      }),
      'granting credits': route('owned', { body: () => ({ creditAdjustment: { amount: 1000, note: 'authz' } }), differs: { customer: 403, support: 403 } }),
    },
  }),
  'GET /api/customers/:id/consumedCredits': route('owned'),

  // The admin area (platform §6, §7): everyone else 403, and so does support mode (it acts as the customer).
  'GET /api/customers': route('adminOnly'),
  'POST /api/customers/createone': route('adminOnly', { body: () => ({ email: `${unique('created')}@example.com`, password: 'a-good-password' }) }),
  'POST /api/customers/:id/duplicatearfilters': route('adminOnly', { body: (f) => ({ sourceCustomerId: f.another.id }) }),
  'GET /api/customers/:id/data': route('adminOnly'),
  'GET /api/customers/:id/audit': route('adminOnly'),
  'GET /api/customersPlans': route('adminOnly'),
  'GET /api/customersPlans/:planId': route('adminOnly'),
  'POST /api/customersPlans/:customerId/recalculate': route('adminOnly'),
  'POST /api/customersPlans/recalculate': route('adminOnly'),
  'GET /api/customersPlans/recalculations/:id': route('adminOnly'),
  // Support tokens act as the signing admin even inside support mode (refresh, check, end from the bar);
  // issuing again refreshes (the earlier token ends), and only the issuer may check or end one.
  'POST /api/customers/supportToken': route('adminOnly', { differs: { support: 'ok' }, body: (f) => ({ customerId: f.owner.id }), renews: ['support'] }),
  'GET /api/customers/supportToken/:token': route('issuer'),
  'DELETE /api/customers/supportToken': route('issuer', { supportToken: true, renews: ['support'] }),

  // Assets and fonts (platform §7 Assets): admins read any and alone publish; changes to a customer's things
  // outside the admin area go through support mode, whose every write is audited (issue 15), so admins get 404.
  'GET /api/assets': route('self', MINE),
  'POST /api/assets': route('self', { multipart: true }),
  'GET /api/assets/:id': route('owned'),
  'PATCH /api/assets/:id': route('adminOnly', { body: () => ({ isPublic: false }) }),
  'DELETE /api/assets/:id': route('ownerWrites', { params: async (f) => ({ id: (await f.spare.asset()).id }) }),
  'GET /api/assets/:id/post-processing/find-rects': route('owned'),
  'POST /api/assets/font': route('self', { multipart: true }),
  'PUT /api/assets/fonts/:id': route('ownerWrites', { body: (f) => ({ name: f.font.name, family: f.font.family, style: f.font.style, weight: f.font.weight, color: null, size: null }) }),
  'DELETE /api/assets/fonts/:id': route('ownerWrites', { params: async (f) => ({ id: (await f.spare.font()).id }) }),
  // Guest pages load the owner's fonts.
  'GET /api/fonts/:customerId.css': route('public'),
  // Private files: only who may read the asset; everyone else the 404 of an unknown key.
  'GET /api/files/*': route('privateFile'),
  'HEAD /api/files/*': route('privateFile'),

  // Campaigns (campaigns §7 Events): admins read any campaign; changes stay with the owner (or support mode).
  'GET /api/events': route('owned', { query: (f) => ({ customerId: f.owner.id }), differs: { another: 403 } }),
  'GET /api/events/short': route('self', MINE),
  'POST /api/events': route('self'),
  'GET /api/event-templates': route('self'),
  'GET /api/events/:slug': route('owned'),
  'PUT /api/events/:id': route('ownerWrites', { body: () => ({ name: 'Sommerfest' }) }),
  'PATCH /api/events/:id': route('ownerWrites', { body: () => ({ autoPublic: false }) }),
  'DELETE /api/events/:id': route('ownerWrites', { params: spareEvent }),
  'POST /api/events/:id/duplicate': route('ownerWrites', { params: spareEvent }),
  'POST /api/events/:id/test-link': route('ownerWrites'),
  'GET /api/events/:slug/virtual': route('public'),
  'GET /api/genericUrls': route('self', MINE),
  'POST /api/genericUrls': route('self'),
  'GET /api/links': route('self', { query: (f) => ({ eventId: f.event.id }), ...MINE }),
  'POST /api/links': route('ownerWrites', { body: (f) => ({ eventId: f.event.id }) }),
  'PATCH /api/links/:slug': route('ownerWrites', {
    body: () => ({ target: 'gallery' }),
    also: { "another's link onto the owner's campaign": route('ownerWrites', { params: (f) => ({ slug: f.theirs.linkSlug }), body: (f) => ({ eventId: f.event.id }), differs: NAMES_FOREIGN }) },
  }),
  'DELETE /api/links/:slug': route('ownerWrites', { params: async (f) => ({ slug: await f.spare.link() }) }),

  // The booth's guest calls (campaigns §7 Shoots): a live campaign takes pictures from its guest sessions only.
  'POST /api/events/:slug/vbSessions': route('public'),
  'GET /api/events/:slug/vbSessions': route('owned'),
  'POST /api/events/:slug/shoots': route('guestSession', {
    multipart: true,
    also: { "to the owner's other campaign": route('guestSession', { multipart: true, params: kiosk, differs: { guest: 401 } }) },
  }),
  'PUT /api/events/:slug/shoots/:id/feedback': route('guestSession', { params: (f) => ({ id: f.guestShootId }), body: () => ({}) }),
  'POST /api/events/:slug/shoots/:id/email': route('guestSession', { params: (f) => ({ id: f.guestShootId }), body: () => ({ email: 'guest@example.com' }) }),
  // By id only for the session that took the picture (by its microsite slug for anyone: shoots-guest.routes.test.ts).
  'GET /api/events/:slug/shoots/:id/status': route('guestSession', { params: (f) => ({ id: f.guestShootId }) }),
  // The same door as the status; the guest's plain photo has no failed effect, so the session meets the 409 behind it.
  'POST /api/events/:slug/shoots/:id/ai/retry': route('guestSession', { params: (f) => ({ id: f.guestShootId }) }),
  'POST /api/events/:slug/activity': route('guestSession', { body: () => ({ id: crypto.randomUUID(), action: 'capture', kind: 'photo' }) }),
  // The tablet's calls: public, the operator's secret (lock password or exit PIN) is the door.
  'GET /api/events/:slug/kiosk': route('public', { params: kiosk }),
  'POST /api/events/:slug/kiosk/exit': route('public', {
    params: kiosk,
    body: () => ({ secret: KIOSK_PIN }),
    also: { 'with a wrong secret': route('public', { params: kiosk, body: () => ({ secret: '0000' }), differs: everyone(403) }) },
  }),
  'PUT /api/events/:slug/kiosk/image-processing': route('public', {
    params: kiosk,
    body: () => ({ secret: KIOSK_PIN, values: {} }),
    also: { 'with a wrong secret': route('public', { params: kiosk, body: () => ({ secret: '0000', values: {} }), differs: everyone(403) }) },
  }),

  // Pictures (campaigns §7 Shoots and export): admins read and export any; changes only in support mode.
  'GET /api/events/:slug/shoots': route('owned'),
  'GET /api/events/:slug/shoots/chunks': route('owned'),
  'PATCH /api/shoots/:id': route('ownerWrites', { body: () => ({ isPublic: true }) }),
  'DELETE /api/shoots/:id': route('ownerWrites', { params: async (f) => ({ id: (await f.spare.shoot()).id }) }),
  'POST /api/shoots/:id/retry': route('ownerWrites'),
  'POST /api/events/:slug/shoots/bulk': route('ownerWrites', { body: (f) => ({ shootIDs: [f.shoot.id], action: 'public' }) }),
  'POST /api/mail/resend_shoots': route('ownerWrites', { body: (f) => ({ event: f.event.slug, shootIDs: [f.shoot.id] }) }),
  'POST /api/events/:slug/shoots/json/request': route('owned', { body: (f) => ({ shootIDs: [f.shoot.id] }) }),
  'POST /api/events/:slug/shoots/csv/request': route('owned', { body: (f) => ({ shootIDs: [f.shoot.id] }) }),
  // A download link is the capability itself (mailed, opened without a session).
  'GET /api/exports/zip/:token': route('public'),
  'GET /api/exports/csv/:token': route('public'),
  'GET /api/events/:slug/contacts': route('owned'),
  'GET /api/events/:slug/userFeedbacks': route('owned'),
  'GET /api/events/:slug/consents/:version': route('owned'),
  'GET /api/events/:slug/deletions': route('owned'),

  // Microsite, analytics and the public picture walls.
  'POST /api/m/:slug/clicks': route('public'),
  'POST /api/m/:slug/like': route('public'),
  'GET /api/micrositeInteractionView/events/:slug/micrositeInteractionView': route('owned'),
  'GET /api/micrositeInteractionButton/events/:slug/micrositeInteractionButton': route('owned'),
  'GET /api/analytics/:eventId': route('owned'),
  'GET /api/analytics/:eventId/shoots': route('owned'),
  'GET /api/analytics/:eventId/best-performing': route('owned'),
  'GET /api/events/:slug/gallery': route('public'),
  'GET /api/events/:slug/gallery/stream': route('public', { stream: true }),
  'GET /api/events/:slug/live/pictures': route('public'),
  'GET /api/events/:slug/live/stream': route('public', { stream: true }),

  // Moderators and moderation (campaigns §7 Moderators).
  'GET /api/moderators': route('owned', { query: (f) => ({ eventSlug: f.event.slug }) }),
  'POST /api/moderators': route('ownerWrites', { body: (f) => ({ email: `${unique('invited')}@example.com`, eventSlug: f.event.slug }) }),
  'PATCH /api/moderators/:id': route('ownerWrites', { params: async (f) => ({ id: await f.spare.moderator() }), body: () => ({ email: `${unique('changed')}@example.com` }) }),
  'DELETE /api/moderators/:id': route('ownerWrites', { params: async (f) => ({ id: await f.spare.moderator() }) }),
  'POST /api/moderators/:id/resend': route('ownerWrites', { params: async (f) => ({ id: await f.spare.moderator() }) }),
  'GET /api/events/:slug/moderation/shoots': route('moderation', {
    also: { "of the owner's other campaign": route('moderation', { params: kiosk, differs: { moderator: 404 } }) },
  }),
  // Deciding is a change to the owner's pictures: an admin does it in support mode (audited), like every change.
  'POST /api/events/:slug/moderation/decisions': route('moderation', { differs: { admin: 404 }, body: (f) => ({ shootIDs: [f.shoot.id], decision: 'approve' }) }),
  'GET /api/events/:slug/moderation/stream': route('moderation', { stream: true }),

  // Tablets (campaigns §7 Devices): the organiser's own; the kiosk's calls carry X-Device-Token.
  'GET /api/devices': route('self', MINE),
  'POST /api/devices': route('ownerWrites', { body: async (f) => ({ pairingCode: await f.spare.pairingCode(), name: 'Tablet', eventId: f.event.id }) }),
  'PUT /api/devices/:id': route('ownerWrites', {
    body: () => ({ name: 'Tablet' }),
    also: { "another's device onto the owner's campaign": route('ownerWrites', { params: (f) => ({ id: f.theirs.deviceId }), body: (f) => ({ eventId: f.event.id }), differs: NAMES_FOREIGN }) },
  }),
  'DELETE /api/devices/:id': route('ownerWrites', { params: async (f) => ({ id: (await f.spare.device()).id }) }),
  'POST /api/devices/pairings': route('public'),
  'GET /api/devices/pairings/:id': route('pairing'),
  'POST /api/devices/pairings/:id/signin': route('pairing', { body: (f) => ({ email: f.owner.email, appPassword: WRONG_PASSWORD }) }),
  'GET /api/device': route('device'),
  'POST /api/device/ping': route('device', { body: () => ({ appVersion: 'kiosk/1.0', eventSlug: null, queue: null, storage: null }) }),
  'GET /api/licenses': route('self', MINE),
  'POST /api/licenses/:id/attach': route('ownerWrites', {
    body: (f) => ({ deviceId: f.device.id }),
    also: { "another's licence to the owner's device": route('ownerWrites', { params: (f) => ({ id: f.theirs.licenceId }), body: (f) => ({ deviceId: f.device.id }), differs: NAMES_FOREIGN }) },
  }),
  'POST /api/licenses/:id/detach': route('ownerWrites'),
  ...BILLING_MATRIX,
  ...PAYMENTS_MATRIX,
  ...PROMO_MATRIX,
  ...PRINTING_MATRIX,
  ...AI_FILTERS_MATRIX,
  ...MOSAIC_MATRIX,
};
