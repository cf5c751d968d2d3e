/*
 * When the logo slider moves by itself (WCAG 2.2.2 Pause, Stop, Hide): only when the editor
 * switched rotation on, never for a shopper who asked for reduced motion unless they press play,
 * never while the pointer rests on it or focus is inside it, and never again after the shopper
 * pressed pause. A pure reducer: the component renders its state and runs the timer.
 */

/** How long each position shows before the slider moves on by one logo. */
export const rotationIntervalMs = 5000;

export type RotationState = {
  /** The shopper's choice with the pause/play button; undefined until they press it. */
  readonly playRequested: boolean | undefined;
  readonly hovered: boolean;
  /** Focus is inside the slider, its buttons included. */
  readonly focused: boolean;
};

export type RotationEvent =
  | { readonly type: 'toggle'; readonly reducedMotion: boolean }
  | { readonly type: 'hover'; readonly hovered: boolean }
  | { readonly type: 'focus'; readonly focused: boolean };

export const initialRotation: RotationState = { playRequested: undefined, hovered: false, focused: false };

/** Whether the slider is set to play: the button's state (it offers pause while this is true). */
export function isPlaying(
  state: RotationState,
  options: { autoplay: boolean; reducedMotion: boolean },
): boolean {
  return options.autoplay && (state.playRequested ?? !options.reducedMotion);
}

/** Whether the slider moves now: set to play, and nobody is pointing at it or working in it. */
export function isRotating(
  state: RotationState,
  options: { autoplay: boolean; reducedMotion: boolean },
): boolean {
  return isPlaying(state, options) && !state.hovered && !state.focused;
}

export function rotationReducer(state: RotationState, event: RotationEvent): RotationState {
  switch (event.type) {
    case 'toggle':
      return {
        ...state,
        playRequested: !isPlaying(state, { autoplay: true, reducedMotion: event.reducedMotion }),
      };
    case 'hover':
      return state.hovered === event.hovered ? state : { ...state, hovered: event.hovered };
    case 'focus':
      return state.focused === event.focused ? state : { ...state, focused: event.focused };
  }
}
