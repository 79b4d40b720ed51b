import { describe, expect, it } from 'vitest';
import { ids, issuePaths } from '../events/test-support.ts';
import { reviewEditsSchema } from './review-edits.ts';

describe('the review edits of a kiosk upload', () => {
  it('defaults to no filter, normal speed, no adjustments and no layer', () => {
    expect(reviewEditsSchema.parse({})).toEqual({ filterId: null, gifSpeed: 1, adjustments: {}, layer: false });
  });

  it('takes a filter, a speed, the guest’s sliders and a layer', () => {
    const edits = { filterId: ids.a, gifSpeed: 2, adjustments: { brightness: 20, greyscale: true }, layer: true };
    expect(reviewEditsSchema.parse(edits)).toEqual(edits);
  });

  it('announces a person mask only when it says so', () => {
    expect(reviewEditsSchema.parse({}).personMask).toBeUndefined();
    expect(reviewEditsSchema.parse({ personMask: true })).toEqual({ filterId: null, gifSpeed: 1, adjustments: {}, layer: false, personMask: true });
    expect(issuePaths(reviewEditsSchema.safeParse({ personMask: 'yes' }))).toEqual(['personMask']);
  });

  it('names the field it refuses', () => {
    expect(issuePaths(reviewEditsSchema.safeParse({ gifSpeed: 3 }))).toEqual(['gifSpeed']);
    expect(issuePaths(reviewEditsSchema.safeParse({ filterId: 'sepia' }))).toEqual(['filterId']);
    expect(issuePaths(reviewEditsSchema.safeParse({ adjustments: { brightness: 101 } }))).toEqual(['adjustments.brightness']);
    expect(issuePaths(reviewEditsSchema.safeParse({ adjustments: { exposure: 5 } }))).toEqual(['adjustments']);
    expect(issuePaths(reviewEditsSchema.safeParse({ sticker: 'x' }))).toEqual(['']);
  });
});
