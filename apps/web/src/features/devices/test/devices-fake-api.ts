import type { Device, EventDto, Licence } from '@booth/shared';
import { deviceSchema, licenceSchema } from '@booth/shared';
import { eventPage, listItem, makeEvent } from '@/test/event-fixtures';
import { type FakeApi, baseApi, testUser } from '@/test/fake-api';

let counter = 0;
const uuid = () => {
  counter += 1;
  return `d0000000-0000-4000-8000-${String(counter).padStart(12, '0')}`;
};

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();
export { minutesAgo };

/** A device as GET /devices answers it: online and idle unless told otherwise. */
export function makeDevice(overrides: Partial<Device> = {}): Device {
  return deviceSchema.parse({
    id: uuid(),
    name: 'Entrance',
    event: null,
    online: true,
    lastPingAt: minutesAgo(0.2),
    pairedAt: '2026-11-20T09:30:00.000Z',
    appVersion: '1.4.0',
    runningEventSlug: null,
    queue: { waiting: 0, oldestCapturedAt: null, lastUploadAt: minutesAgo(1), lastError: null },
    storage: { usageBytes: 120_000_000, quotaBytes: 2_000_000_000, persisted: true },
    licence: null,
    kind: 'kiosk',
    printers: null,
    printersReportedAt: null,
    printQueue: { queued: 0, held: 0, printing: 0, failed: 0 },
    createdAt: '2026-11-20T09:30:00.000Z',
    updatedAt: '2026-11-20T09:30:00.000Z',
    ...overrides,
  });
}

export function makeLicence(overrides: Partial<Licence> = {}): Licence {
  return licenceSchema.parse({
    id: uuid(),
    assigned: false,
    expireAt: '2027-11-27T12:00:00.000Z',
    valid: true,
    device: null,
    createdAt: '2026-11-01T12:00:00.000Z',
    updatedAt: '2026-11-01T12:00:00.000Z',
    ...overrides,
  });
}

export const summer = makeEvent({ name: 'Summer party', slug: 'summer-party', boothType: 'ipad' });
export const gala = makeEvent({ name: 'Winter gala', slug: 'winter-gala', boothType: 'ipad' });
export const webOnly = makeEvent({ name: 'Web booth', slug: 'web-booth', boothType: 'virtual' });
export const archived = makeEvent({ name: 'Old fair', slug: 'old-fair', boothType: 'ipad', archived: true });

export function deviceEvent(event: EventDto): NonNullable<Device['event']> {
  return { id: event.id, name: event.name, slug: event.slug, boothType: event.boothType };
}

export interface DevicesState {
  devices: Device[];
  licences: Licence[];
  events: EventDto[];
}

/**
 * The organiser's devices and licences calls over lists kept the way the server keeps them: a PUT
 * renames or assigns, a DELETE removes and frees the licence, attach and detach move a licence.
 */
export function devicesApi(state: Partial<DevicesState> = {}, user: object = testUser): { api: FakeApi; state: DevicesState } {
  const full: DevicesState = { devices: [], licences: [], events: [summer, gala, webOnly, archived], ...state };
  const api = baseApi()
    .on('GET', '/api/auth/user', { body: user })
    .on('GET', '/api/devices', () => ({ body: { items: full.devices } }))
    .on('GET', '/api/licenses', () => ({ body: { items: full.licences } }))
    .on('GET', '/api/events/short', () => ({ body: full.events.map(listItem) }))
    .on('GET', '/api/events', () => ({ body: eventPage(full.events) }));
  for (const device of full.devices) routesOf(api, full, device);
  for (const licence of full.licences) licenceRoutes(api, full, licence);
  return { api: api.install(), state: full };
}

/** Declares PUT and DELETE of one device (the fake API matches exact paths). */
export function routesOf(api: FakeApi, state: DevicesState, device: Device): void {
  api
    .on('PUT', `/api/devices/${device.id}`, (request) => {
      const body = request.body as { name?: string; eventId?: string | null };
      const current = state.devices.find((candidate) => candidate.id === device.id);
      if (!current) return { status: 404, body: { code: 'NOT_FOUND', message: 'no device', requestId: 'r' } };
      if (body.name !== undefined) current.name = body.name;
      if (body.eventId !== undefined) {
        const event = state.events.find((candidate) => candidate.id === body.eventId);
        current.event = event ? deviceEvent(event) : null;
      }
      return { body: current };
    })
    .on('DELETE', `/api/devices/${device.id}`, () => {
      state.devices = state.devices.filter((candidate) => candidate.id !== device.id);
      for (const licence of state.licences) if (licence.device?.id === device.id) licence.device = null;
      return { status: 204 };
    });
}

function licenceRoutes(api: FakeApi, state: DevicesState, licence: Licence): void {
  api
    .on('POST', `/api/licenses/${licence.id}/attach`, (request) => {
      const { deviceId } = request.body as { deviceId: string };
      const device = state.devices.find((candidate) => candidate.id === deviceId);
      if (!device) return { status: 404, body: { code: 'NOT_FOUND', message: 'no device', requestId: 'r' } };
      licence.device = { id: device.id, name: device.name };
      licence.assigned = true;
      device.licence = { id: licence.id, expireAt: licence.expireAt, valid: licence.valid };
      return { body: licence };
    })
    .on('POST', `/api/licenses/${licence.id}/detach`, () => {
      const device = state.devices.find((candidate) => candidate.id === licence.device?.id);
      if (device) device.licence = null;
      licence.device = null;
      licence.assigned = false;
      return { body: licence };
    });
}
