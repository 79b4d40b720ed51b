import { createContext, useContext } from 'react';
import type { MaskPixels } from './mask-pixels';

const ReviewPersonMask = createContext<MaskPixels | null>(null);

/** Hands the capture's person mask to the review screen (kiosk flow's review step). */
export const ReviewPersonMaskProvider = ReviewPersonMask.Provider;

/**
 * The person mask of the capture under review, once the kiosk has made it; null before and without
 * one. The review's halo uses it for an opaque frame (picture-compose `Recolouring.personMask`), so
 * the guest sees the halo the server will draw with the same mask.
 */
export function useReviewPersonMask(): MaskPixels | null {
  return useContext(ReviewPersonMask);
}
