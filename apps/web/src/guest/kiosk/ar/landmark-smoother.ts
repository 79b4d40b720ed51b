import { arLandmarks, type ArLandmarks } from '@booth/shared';

/**
 * The 1€ filter (Casiez, Roussel & Vogel, CHI 2012) on every landmark coordinate: a low-pass filter
 * whose cut-off rises with the speed, so a still face does not jitter (the mesh wobbles by a pixel or
 * two between frames) and a moving one does not lag. Cut-offs in Hz, speeds in pixels per second.
 */
export interface SmootherSettings {
  minCutoff: number;
  beta: number;
  derivativeCutoff: number;
}

/** Tuned on the fake camera's still face and a head turned by hand: no visible jitter, no visible lag. */
export const DEFAULT_SMOOTHING: SmootherSettings = { minCutoff: 1.2, beta: 0.03, derivativeCutoff: 1 };

const alpha = (cutoff: number, seconds: number) => 1 / (1 + 1 / (2 * Math.PI * cutoff * seconds));

class OneEuro {
  private value: number | undefined;
  private speed = 0;

  constructor(private readonly settings: SmootherSettings) {}

  next(raw: number, seconds: number): number {
    if (this.value === undefined || seconds <= 0) {
      this.value = raw;
      return raw;
    }
    const { minCutoff, beta, derivativeCutoff } = this.settings;
    const speed = (raw - this.value) / seconds;
    this.speed += alpha(derivativeCutoff, seconds) * (speed - this.speed);
    this.value += alpha(minCutoff + beta * Math.abs(this.speed), seconds) * (raw - this.value);
    return this.value;
  }
}

/** Smooths a face's landmarks over time; `reset()` when the face was lost, so a new face does not glide in from the old place. */
export class LandmarkSmoother {
  private filters = new Map<string, OneEuro>();
  private lastMs: number | undefined;

  constructor(private readonly settings: SmootherSettings = DEFAULT_SMOOTHING) {}

  smooth(landmarks: ArLandmarks, timeMs: number): ArLandmarks {
    const seconds = this.lastMs === undefined ? 0 : (timeMs - this.lastMs) / 1000;
    this.lastMs = timeMs;
    const smoothed = {} as ArLandmarks;
    for (const name of arLandmarks) {
      const point = landmarks[name];
      smoothed[name] = { x: this.filter(`${name}.x`).next(point.x, seconds), y: this.filter(`${name}.y`).next(point.y, seconds) };
    }
    return smoothed;
  }

  reset(): void {
    this.filters.clear();
    this.lastMs = undefined;
  }

  private filter(key: string): OneEuro {
    let filter = this.filters.get(key);
    if (!filter) {
      filter = new OneEuro(this.settings);
      this.filters.set(key, filter);
    }
    return filter;
  }
}
