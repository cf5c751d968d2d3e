import { describe, expect, it } from 'vitest';
import {
  initialRotation,
  isPlaying,
  isRotating,
  rotationReducer,
  type RotationEvent,
  type RotationState,
} from './logo-slider-rotation.ts';

const on = { autoplay: true, reducedMotion: false };

function after(events: readonly RotationEvent[], state: RotationState = initialRotation): RotationState {
  return events.reduce(rotationReducer, state);
}

describe('§2 logo slider: rotation only with a pause control (WCAG 2.2.2)', () => {
  it.for<{
    name: string;
    options: { autoplay: boolean; reducedMotion: boolean };
    events: RotationEvent[];
    playing: boolean;
    rotating: boolean;
  }>([
    {
      name: 'rotation off in the CMS: never moves',
      options: { autoplay: false, reducedMotion: false },
      events: [],
      playing: false,
      rotating: false,
    },
    {
      name: 'rotation off in the CMS: pressing play changes nothing',
      options: { autoplay: false, reducedMotion: false },
      events: [{ type: 'toggle', reducedMotion: false }],
      playing: false,
      rotating: false,
    },
    { name: 'rotation on: moves from the start', options: on, events: [], playing: true, rotating: true },
    {
      name: 'the pointer rests on it: holds still, still set to play',
      options: on,
      events: [{ type: 'hover', hovered: true }],
      playing: true,
      rotating: false,
    },
    {
      name: 'the pointer left again: moves on',
      options: on,
      events: [
        { type: 'hover', hovered: true },
        { type: 'hover', hovered: false },
      ],
      playing: true,
      rotating: true,
    },
    {
      name: 'focus is inside: holds still',
      options: on,
      events: [{ type: 'focus', focused: true }],
      playing: true,
      rotating: false,
    },
    {
      name: 'pause pressed: stops and stays stopped when focus leaves',
      options: on,
      events: [
        { type: 'focus', focused: true },
        { type: 'toggle', reducedMotion: false },
        { type: 'focus', focused: false },
      ],
      playing: false,
      rotating: false,
    },
    {
      name: 'pause, then play pressed: moves again once focus leaves',
      options: on,
      events: [
        { type: 'toggle', reducedMotion: false },
        { type: 'focus', focused: true },
        { type: 'toggle', reducedMotion: false },
        { type: 'focus', focused: false },
      ],
      playing: true,
      rotating: true,
    },
    {
      name: 'reduced motion asked for: holds still',
      options: { autoplay: true, reducedMotion: true },
      events: [],
      playing: false,
      rotating: false,
    },
    {
      name: 'reduced motion, but the shopper pressed play: moves',
      options: { autoplay: true, reducedMotion: true },
      events: [{ type: 'toggle', reducedMotion: true }],
      playing: true,
      rotating: true,
    },
  ])('$name', ({ options, events, playing, rotating }) => {
    const state = after(events);
    expect(isPlaying(state, options)).toBe(playing);
    expect(isRotating(state, options)).toBe(rotating);
  });

  it('an event that changes nothing keeps the same state (no re-render)', () => {
    expect(rotationReducer(initialRotation, { type: 'hover', hovered: false })).toBe(initialRotation);
    expect(rotationReducer(initialRotation, { type: 'focus', focused: false })).toBe(initialRotation);
  });
});
