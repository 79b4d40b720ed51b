import { faceFeatureSchema } from '@booth/shared';
import { describe, expect, it } from 'vitest';
import { faceVerdict, type FaceMeasurements, type FaceVerdictReason, type FaceVerdictState } from './face-verdict.ts';

// The campaign defaults: close 0.25, open 0.35, smoothing 0.3, span 0.06, smooth on; pitch 5°, yaw 30°.
const defaults = faceFeatureSchema.parse({});
const unsmoothed = faceFeatureSchema.parse({ eye: { smooth: false } });

const face = (over: Partial<NonNullable<FaceMeasurements['face']>> = {}): FaceMeasurements => ({
  faces: 1,
  face: { eyeOpenness: 0.4, eyeSpan: 0.2, pitch: 0, yaw: 0, ...over },
});
const state = (eyeOpenness: number, eyesOpen: boolean): FaceVerdictState => ({ eyeOpenness, eyesOpen });

describe('faceVerdict', () => {
  it.each<[string, FaceMeasurements, FaceVerdictState | undefined, boolean, FaceVerdictReason]>([
    ['no face', { faces: 0 }, undefined, false, 'no-face'],
    ['a face without a mesh', { faces: 1 }, undefined, false, 'no-face'],
    ['open eyes, facing the camera', face(), undefined, true, 'ok'],
    ['two faces, the judged one fine', { ...face(), faces: 2 }, undefined, true, 'ok'],
    ['eyes span exactly the threshold', face({ eyeSpan: 0.06 }), undefined, true, 'ok'],
    ['face too far away', face({ eyeSpan: 0.059 }), undefined, false, 'too-far'],
    ['pitch at the tolerance', face({ pitch: -5 }), undefined, true, 'ok'],
    ['head tilted up past 5°', face({ pitch: 5.1 }), undefined, false, 'looking-away'],
    ['head tilted down past 5°', face({ pitch: -6 }), undefined, false, 'looking-away'],
    ['yaw at the tolerance', face({ yaw: 30 }), undefined, true, 'ok'],
    ['head turned past 30°', face({ yaw: -31 }), undefined, false, 'looking-away'],
    ['no head pose', face({ pitch: undefined, yaw: undefined }), undefined, false, 'looking-away'],
    ['first sight with shut eyes', face({ eyeOpenness: 0.1 }), undefined, false, 'eyes-closed'],
    ['first sight between the thresholds counts as open', face({ eyeOpenness: 0.3 }), undefined, true, 'ok'],
    // Smoothing: 0.3 · 0.1 + 0.7 · 0.4 = 0.31, still above the close threshold: one dark frame is no blink.
    ['a single low frame after open eyes', face({ eyeOpenness: 0.1 }), state(0.4, true), true, 'ok'],
    // 0.3 · 0.05 + 0.7 · 0.27 = 0.204 < 0.25: the eyes close.
    ['openness falling below the close threshold', face({ eyeOpenness: 0.05 }), state(0.27, true), false, 'eyes-closed'],
    // 0.3 · 0.4 + 0.7 · 0.3 = 0.33: between the thresholds, so shut eyes stay shut (hysteresis).
    ['reopening but not yet past the open threshold', face({ eyeOpenness: 0.4 }), state(0.3, false), false, 'eyes-closed'],
    // 0.3 · 0.5 + 0.7 · 0.34 = 0.388 > 0.35: open again.
    ['reopening past the open threshold', face({ eyeOpenness: 0.5 }), state(0.34, false), true, 'ok'],
    ['open eyes between the thresholds stay open', face({ eyeOpenness: 0.3 }), state(0.3, true), true, 'ok'],
  ])('%s', (_name, measurements, previous, valid, reason) => {
    const verdict = faceVerdict(measurements, defaults, previous);
    expect(verdict.valid).toBe(valid);
    expect(verdict.reason).toBe(reason);
  });

  it('smooths the openness with the factor and carries it on', () => {
    const verdict = faceVerdict(face({ eyeOpenness: 0.1 }), defaults, state(0.4, true));
    expect(verdict.state?.eyeOpenness).toBeCloseTo(0.31, 10);
    expect(verdict.state?.eyesOpen).toBe(true);
  });

  it('judges the raw openness when smoothing is off', () => {
    const verdict = faceVerdict(face({ eyeOpenness: 0.1 }), unsmoothed, state(0.4, true));
    expect(verdict).toEqual({ valid: false, reason: 'eyes-closed', state: state(0.1, false) });
  });

  it('follows a blink over several frames and opens again', () => {
    // Smoothed: 0.4, 0.394, 0.291 (one low frame is no blink), 0.216 (closed) … 0.349, 0.364 (open again).
    const frames = [0.4, 0.38, 0.05, 0.04, 0.05, 0.4, 0.42, 0.41, 0.4, 0.4];
    let previous: FaceVerdictState | undefined;
    const verdicts = frames.map((eyeOpenness) => {
      const verdict = faceVerdict(face({ eyeOpenness }), defaults, previous);
      previous = verdict.state;
      return verdict.valid;
    });
    expect(verdicts).toEqual([true, true, true, false, false, false, false, false, false, true]);
  });

  it('uses the campaign thresholds, not fixed ones', () => {
    const strict = faceFeatureSchema.parse({ eye: { closeThreshold: 0.35, openThreshold: 0.45 }, gaze: { pitch: 20, yaw: 10 } });
    expect(faceVerdict(face({ eyeOpenness: 0.3 }), strict).reason).toBe('eyes-closed');
    expect(faceVerdict(face({ pitch: 15 }), strict).valid).toBe(true);
    expect(faceVerdict(face({ yaw: 15 }), strict).reason).toBe('looking-away');
    const near = faceFeatureSchema.parse({ eye: { spanThreshold: 0.3 } });
    expect(faceVerdict(face({ eyeSpan: 0.2 }), near).reason).toBe('too-far');
  });

  it('forgets the eye state once the face is gone, and keeps it while the face is too far to measure', () => {
    expect(faceVerdict({ faces: 0 }, defaults, state(0.1, false)).state).toBeUndefined();
    expect(faceVerdict(face({ eyeSpan: 0.01 }), defaults, state(0.1, false)).state).toEqual(state(0.1, false));
  });

  it('still tracks the eyes while the guest looks away', () => {
    const verdict = faceVerdict(face({ eyeOpenness: 0.05, yaw: 45 }), unsmoothed, state(0.4, true));
    expect(verdict.reason).toBe('looking-away');
    expect(verdict.state).toEqual(state(0.05, false));
  });
});
