import { describe, expect, it } from 'vitest';
import { noseBridgePoint } from './face-landmarks.ts';
import { placeFrame } from './frame-placement.ts';
import { irisAt, testMesh } from './face-test-mesh.ts';

// §2 virtual try-on: the frame at its real width, on the bridge, turned with the head.

const scale = { mmPerPx: 0.5, relativeUncertainty: 0.05, reference: 'iris' } as const;

describe('§2 a frame placed on a face', () => {
  it('is as wide in pixels as the frame in millimetres at the face’s scale, centred on the bridge', () => {
    const mesh = testMesh({
      ...irisAt('right', { x: 200, y: 300 }, 24),
      ...irisAt('left', { x: 324, y: 300 }, 24),
      [noseBridgePoint]: { x: 262, y: 285 },
    });
    const placement = placeFrame(mesh, scale, 140);
    expect(placement.widthPx).toBe(280);
    expect(placement.centre).toEqual({ x: 262, y: 300 });
    expect(placement.rollRadians).toBe(0);
    expect(placement.turnScale).toBe(1);
  });

  it('tilts with the line between the eyes', () => {
    const mesh = testMesh({
      ...irisAt('right', { x: 200, y: 300 }, 24),
      ...irisAt('left', { x: 300, y: 300 + 100 * Math.tan(Math.PI / 18) }, 24),
      [noseBridgePoint]: { x: 250, y: 290 },
    });
    expect(placeFrame(mesh, scale, 140).rollRadians).toBeCloseTo(Math.PI / 18, 6);
  });

  it('narrows as the head turns, by the depth between the eyes’ outer corners', () => {
    const turned = testMesh({
      ...irisAt('right', { x: 200, y: 300 }, 24),
      ...irisAt('left', { x: 300, y: 300 }, 24),
      33: { x: 170, y: 300, z: 0 },
      263: { x: 330, y: 300, z: 160 * Math.tan(Math.PI / 6) },
    });
    expect(placeFrame(turned, scale, 140).turnScale).toBeCloseTo(Math.cos(Math.PI / 6), 6);
  });
});
