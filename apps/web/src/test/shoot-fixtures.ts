import type { Shoot } from '@booth/shared';

let counter = 0;

/**
 * A picture as the organiser's API answers it: a ready photo of `eventId` with a numbered id and slug
 * (`pic{n}`), its files under its id. `overrides` may be a function of that picture, for values made
 * from its id, slug or number.
 */
export function makeShoot(eventId: string, overrides: Partial<Shoot> | ((picture: Shoot, number: number) => Partial<Shoot>) = {}): Shoot {
  counter += 1;
  const id = `00000000-0000-4000-8000-${String(counter).padStart(12, '0')}`;
  const slug = `pic${counter}`;
  const picture: Shoot = {
    id,
    slug,
    eventId,
    kind: 'Photo',
    status: 'ready',
    filePath: `shoots/${id}/main.jpg`,
    fileSize: 1000,
    mimetype: 'image/jpeg',
    thumbnailPath: null,
    thumbnailSize: null,
    overlayed: null,
    original: null,
    mp4: null,
    gif: null,
    poster: null,
    width: 800,
    height: 600,
    faceCount: 1,
    isPublic: false,
    clientApproval: false,
    isTest: false,
    moderatedAt: null,
    views: 0,
    likes: 0,
    contact: { email: null, phoneNumber: null },
    userFeedback: {},
    processingTime: 900,
    failureReason: null,
    micrositeUrl: `http://localhost/m/${slug}`,
    src: `/api/files/shoots/${id}/main.jpg`,
    thumbSrc: `/api/files/shoots/${id}/thumb.webp`,
    createdAt: '2026-11-21T10:00:00.000Z',
    updatedAt: '2026-11-21T10:00:00.000Z',
  };
  return { ...picture, ...(typeof overrides === 'function' ? overrides(picture, counter) : overrides) };
}
