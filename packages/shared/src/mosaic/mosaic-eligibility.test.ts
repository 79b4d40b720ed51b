import { describe, expect, it } from 'vitest';
import { isPresentable } from '../presentation/presentable.ts';
import { isMosaicEligible } from './mosaic-eligibility.ts';

type Shoot = Parameters<typeof isMosaicEligible>[0];

const approved: Shoot = { status: 'ready', isPublic: true, clientApproval: false, isTest: false, moderatedAt: '2025-01-01T10:00:00Z' };
const undecided: Shoot = { status: 'ready', isPublic: false, clientApproval: false, isTest: false, moderatedAt: null };
const hidden: Shoot = { status: 'ready', isPublic: false, clientApproval: false, isTest: false, moderatedAt: new Date('2025-01-01T10:00:00Z') };
const noOptIn = { galleryOptIn: false };
const strict = { showNotApproved: false };
const open = { showNotApproved: true };

describe('isMosaicEligible', () => {
  it('takes an approved picture, like every public screen', () => {
    expect(isMosaicEligible(approved, noOptIn, strict)).toBe(true);
    expect(isMosaicEligible({ ...approved, moderatedAt: null }, noOptIn, strict)).toBe(true);
  });

  it('takes a picture nobody decided on only with showNotApproved', () => {
    expect(isMosaicEligible(undecided, noOptIn, strict)).toBe(false);
    expect(isMosaicEligible(undecided, noOptIn, open)).toBe(true);
  });

  it('never takes a picture moderation hid, even with showNotApproved', () => {
    expect(isMosaicEligible(hidden, noOptIn, strict)).toBe(false);
    expect(isMosaicEligible(hidden, noOptIn, open)).toBe(false);
  });

  it.each(['processing', 'failed'])('never takes a %s picture', (status) => {
    expect(isMosaicEligible({ ...approved, status }, noOptIn, open)).toBe(false);
    expect(isMosaicEligible({ ...undecided, status }, noOptIn, open)).toBe(false);
  });

  it('never takes a test picture', () => {
    expect(isMosaicEligible({ ...approved, isTest: true }, noOptIn, open)).toBe(false);
    expect(isMosaicEligible({ ...undecided, isTest: true }, noOptIn, open)).toBe(false);
  });

  it('needs the guest to opt in when the campaign asks for it, whatever the moderation said', () => {
    const optIn = { galleryOptIn: true };
    expect(isMosaicEligible(approved, optIn, open)).toBe(false);
    expect(isMosaicEligible(undecided, optIn, open)).toBe(false);
    expect(isMosaicEligible({ ...approved, clientApproval: true }, optIn, strict)).toBe(true);
    expect(isMosaicEligible({ ...undecided, clientApproval: true }, optIn, open)).toBe(true);
  });

  it('agrees with isPresentable whenever showNotApproved is off', () => {
    for (const status of ['ready', 'processing'])
      for (const isPublic of [true, false])
        for (const clientApproval of [true, false])
          for (const galleryOptIn of [true, false])
            for (const moderatedAt of [null, '2025-01-01T10:00:00Z']) {
              const shoot = { status, isPublic, clientApproval, isTest: false, moderatedAt };
              expect(isMosaicEligible(shoot, { galleryOptIn }, strict)).toBe(isPresentable(shoot, { galleryOptIn }));
            }
  });
});
