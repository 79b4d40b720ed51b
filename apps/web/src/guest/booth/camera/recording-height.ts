/** The camera delivers 16:9 landscape frames at the height it is asked for (use-camera.ts). */
const CAMERA_RATIO = 16 / 9;

/**
 * The camera height to ask for so that the picture, once cropped to the campaign's shape (`ratio`,
 * width / height), has its SHORT side at the video quality (campaigns §9: 480 means 480 px on the
 * short side, so a 3:4 portrait video is 480×640, not 360×480).
 */
export function recordingHeight(quality: number, ratio: number): number {
  // Portrait: the crop keeps the full height and `ratio` of it as width, the short side.
  if (ratio < 1) return Math.ceil(quality / ratio);
  // Wider than the camera: the crop keeps the full width; its height is the short side.
  if (ratio > CAMERA_RATIO) return Math.ceil((quality * ratio) / CAMERA_RATIO);
  // Square or landscape up to 16:9: the crop keeps the full height, the short side.
  return quality;
}
