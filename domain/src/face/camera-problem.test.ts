import { describe, expect, it } from 'vitest';
import { cameraProblemOf } from './camera-problem.ts';

describe('§2 face scan and virtual try-on: camera permission problems', () => {
  it.for([
    { error: new DOMException('Permission denied', 'NotAllowedError'), problem: 'denied' },
    { error: new DOMException('Blocked by policy', 'SecurityError'), problem: 'denied' },
    { error: new DOMException('Requested device not found', 'NotFoundError'), problem: 'no-camera' },
    { error: new DOMException('No such camera', 'OverconstrainedError'), problem: 'no-camera' },
    { error: new DOMException('Not supported', 'NotSupportedError'), problem: 'unsupported' },
    { error: new TypeError('getUserMedia of undefined'), problem: 'unsupported' },
    { error: new DOMException('Could not start video source', 'NotReadableError'), problem: 'unavailable' },
    { error: new DOMException('Aborted', 'AbortError'), problem: 'unavailable' },
    { error: 'something else', problem: 'unavailable' },
    // A name that the lookup table's prototype carries is no known problem either.
    { error: { name: 'toString' }, problem: 'unavailable' },
  ])('$error.name is $problem', ({ error, problem }) => {
    expect(cameraProblemOf(error)).toBe(problem);
  });
});
