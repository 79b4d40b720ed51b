import type { ArLandmarks } from '@booth/shared';
import type { FaceTracker, TrackerSource } from './face-tracker';
import { LandmarkSmoother } from './landmark-smoother';

/** A face missed for this long is gone (the layers disappear); a shorter miss keeps the last place, so one bad frame never flickers. */
const LOST_AFTER_MS = 400;

/**
 * The guest's face as the live AR filter follows it: one detection at a time beside the drawing, each
 * new position smoothed (1€ filter), kept through short misses. `landmarks` is the newest position
 * (a new object for each new one), in the pixels of the frames given to `follow`.
 */
export class FaceFollower {
  landmarks: ArLandmarks | null = null;
  private seenAt = 0;
  private detecting = false;
  private stopped = false;
  private readonly smoother = new LandmarkSmoother();

  /** A detection runs: a frame given now would wait behind it, so none is. */
  get busy(): boolean {
    return this.detecting;
  }

  /** Looks for the face in `source` unless a detection runs; `source` must keep its picture until it ends. */
  follow(source: TrackerSource, tracker: FaceTracker): void {
    if (this.detecting || this.stopped) return;
    this.detecting = true;
    tracker
      .detect(source)
      .then((found) => {
        if (this.stopped) return;
        const now = performance.now();
        if (found) {
          this.landmarks = this.smoother.smooth(found, now);
          this.seenAt = now;
        } else if (now - this.seenAt > LOST_AFTER_MS) {
          this.landmarks = null;
          this.smoother.reset();
        }
      })
      .catch(() => {
        // One failed frame is skipped; the next frame tries again.
      })
      .finally(() => {
        this.detecting = false;
      });
  }

  /** Forgets the face; a detection still running is ignored when it ends. */
  stop(): void {
    this.stopped = true;
    this.landmarks = null;
  }
}
