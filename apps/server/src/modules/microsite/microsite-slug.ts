import { z } from 'zod';

/** Shoot slugs are short URL-safe ids; anything else cannot name a shoot and is answered 404 unread. */
const SHOOT_SLUG = /^[A-Za-z0-9_-]{1,64}$/;

export function isShootSlug(value: string): boolean {
  return SHOOT_SLUG.test(value);
}

export const shootSlugSchema = z.string().regex(SHOOT_SLUG, { error: 'Not a picture id' });
