/** Why the camera cannot be used: each has its own explanation, and all lead to a way without it. */
export type CameraProblem = 'denied' | 'no-camera' | 'unsupported' | 'unavailable';

/** The error names browsers give a failed `getUserMedia`, and what each means for the shopper. */
const cameraErrorProblems: Readonly<Record<string, CameraProblem>> = {
  // Refused by the shopper, by a browser setting or by the page's permissions policy.
  NotAllowedError: 'denied',
  SecurityError: 'denied',
  // No camera, or none that films the way we asked.
  NotFoundError: 'no-camera',
  OverconstrainedError: 'no-camera',
  NotSupportedError: 'unsupported',
  TypeError: 'unsupported',
};

/**
 * The problem behind a failed `getUserMedia` (a DOMException or a TypeError, told apart by name);
 * anything else (busy in another app, a failing driver) is `unavailable`.
 */
export function cameraProblemOf(error: unknown): CameraProblem {
  const name =
    typeof error === 'object' && error !== null && 'name' in error && typeof error.name === 'string'
      ? error.name
      : '';
  return (Object.hasOwn(cameraErrorProblems, name) && cameraErrorProblems[name]) || 'unavailable';
}
