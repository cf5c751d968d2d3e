import {
  distance,
  eyeCornerPoints,
  irisOf,
  noseBridgePoint,
  pointOf,
  type FaceMesh,
  type LandmarkPoint,
} from './face-landmarks.ts';
import type { FaceScale } from './face-measurements.ts';

/**
 * Where a frame's picture goes on a face: its width in pixels is the frame's real width at the
 * face's scale, its centre sits on the nose bridge at the pupils' height (a lens's optical centre
 * is set before the pupil), and it turns with the line between the eyes when the head tilts.
 */
export interface FramePlacement {
  /** The frame's centre (the middle of its bridge) in image pixels. */
  centre: LandmarkPoint;
  widthPx: number;
  /** The head's tilt, clockwise in image coordinates (y down). */
  rollRadians: number;
  /** How much narrower the frame looks because the head is turned sideways: 1 when it faces the camera. */
  turnScale: number;
}

export function placeFrame(mesh: FaceMesh, scale: FaceScale, frameWidthMm: number): FramePlacement {
  // The person's right eye is on the image's left: the line runs left to right in the picture.
  const right = irisOf(mesh, 'right').centre;
  const left = irisOf(mesh, 'left').centre;
  const bridge = pointOf(mesh, noseBridgePoint);
  const between = distance(right, left);
  const rollRadians = Math.atan2(left.y - right.y, left.x - right.x);
  // The bridge projected onto the line between the pupils.
  const along =
    ((bridge.x - right.x) * (left.x - right.x) + (bridge.y - right.y) * (left.y - right.y)) / between;
  // The turn from the depth between the eyes' outer corners, where the model estimates depth.
  const outerRight = pointOf(mesh, eyeCornerPoints.right);
  const outerLeft = pointOf(mesh, eyeCornerPoints.left);
  const yaw = Math.atan2((outerLeft.z ?? 0) - (outerRight.z ?? 0), distance(outerRight, outerLeft));
  return {
    centre: {
      x: right.x + ((left.x - right.x) * along) / between,
      y: right.y + ((left.y - right.y) * along) / between,
    },
    widthPx: frameWidthMm / scale.mmPerPx,
    rollRadians,
    turnScale: Math.cos(yaw),
  };
}
