/*
 * The tone player of the hearing test: short sine tones on one ear or both, through the Web Audio
 * API. The hearing test's component takes a `TonePlayer`, so stories and tests hand it a fake one
 * and only the shop's page makes sound.
 */

/** Which ear hears the tone: headphone check and test tones go to one side, the volume tone to both. */
export type ToneChannel = 'left' | 'right' | 'both';

/** One tone to play: a sine at `frequency` Hz on `channel`, at `gainDb` dB below full scale (≤ 0). */
export type Tone = {
  readonly frequency: number;
  readonly channel: ToneChannel;
  readonly gainDb: number;
};

/** What the hearing test asks of a player. */
export type TonePlayer = {
  /** Plays the tone, silencing one still sounding; resolves when it has ended or was stopped. */
  play(tone: Tone): Promise<void>;
  /** Silences the tone playing now, if any. */
  stop(): void;
  /** Releases the audio device; the player may be used again afterwards (it opens a new one). */
  close(): Promise<void>;
};

/**
 * How a tone sounds: three short pulses (pulsed tones are easier to tell from tinnitus and room
 * noise than one steady tone), each faded in and out over `rampMs` so that the start and end do
 * not click, after a short pause so that the click of the button does not mask the first pulse.
 */
export const tonePattern = {
  delayMs: 250,
  pulses: 3,
  pulseMs: 300,
  gapMs: 200,
  rampMs: 25,
} as const;

/** How long `play` takes from the call to the tone's end, in milliseconds. */
export const toneDurationMs =
  tonePattern.delayMs +
  tonePattern.pulses * tonePattern.pulseMs +
  (tonePattern.pulses - 1) * tonePattern.gapMs;

/** Stereo position of each channel: hard left, hard right, centre. */
const pan: Record<ToneChannel, number> = { left: -1, right: 1, both: 0 };

/** A level in dB below full scale as a linear gain, never above full scale. */
export function gainOfDb(gainDb: number): number {
  return Math.min(1, 10 ** (gainDb / 20));
}

/** The parts of the Web Audio API the player uses, so that tests can hand in a fake context. */
export type ToneAudioContext = Pick<
  AudioContext,
  | 'currentTime'
  | 'destination'
  | 'state'
  | 'resume'
  | 'close'
  | 'createOscillator'
  | 'createGain'
  | 'createStereoPanner'
>;

type Sounding = { oscillator: OscillatorNode; gain: GainNode };

/**
 * A player on the Web Audio API: OscillatorNode (sine) → GainNode (the level and the fades) →
 * StereoPannerNode (the ear) → speakers. The audio context is opened on the first `play`, which
 * the hearing test calls from a click: browsers let a page make sound only after a gesture, and
 * the server never opens one.
 */
export function createWebAudioTonePlayer(
  openContext: () => ToneAudioContext = () => new AudioContext(),
): TonePlayer {
  let context: ToneAudioContext | undefined;
  let sounding: Sounding | undefined;

  function stop() {
    if (!context || !sounding) return;
    const { oscillator, gain } = sounding;
    sounding = undefined;
    // Fade out rather than cut off: a tone cut mid-wave clicks.
    const now = context.currentTime;
    const fadeEnd = now + tonePattern.rampMs / 1000;
    gain.gain.cancelScheduledValues(now);
    gain.gain.setValueAtTime(gain.gain.value, now);
    gain.gain.linearRampToValueAtTime(0, fadeEnd);
    oscillator.stop(fadeEnd);
  }

  return {
    play(tone) {
      stop();
      context ??= openContext();
      // A context opened outside a gesture starts suspended; this call comes from one.
      // It rejects only when the context is closed before it resumed: then there is nothing to play.
      if (context.state === 'suspended') context.resume().catch(() => undefined);

      const oscillator = context.createOscillator();
      oscillator.type = 'sine';
      oscillator.frequency.value = tone.frequency;
      const gain = context.createGain();
      gain.gain.value = 0;
      const panner = context.createStereoPanner();
      panner.pan.value = pan[tone.channel];
      oscillator.connect(gain).connect(panner).connect(context.destination);

      const peak = gainOfDb(tone.gainDb);
      const { delayMs, pulses, pulseMs, gapMs, rampMs } = tonePattern;
      const start = context.currentTime + delayMs / 1000;
      for (let pulse = 0; pulse < pulses; pulse += 1) {
        const on = start + (pulse * (pulseMs + gapMs)) / 1000;
        const off = on + pulseMs / 1000;
        gain.gain.setValueAtTime(0, on);
        gain.gain.linearRampToValueAtTime(peak, on + rampMs / 1000);
        gain.gain.setValueAtTime(peak, off - rampMs / 1000);
        gain.gain.linearRampToValueAtTime(0, off);
      }
      const ended = new Promise<void>((resolve) => {
        oscillator.onended = () => {
          oscillator.disconnect();
          gain.disconnect();
          panner.disconnect();
          resolve();
        };
      });
      oscillator.start(start);
      oscillator.stop(start + (toneDurationMs - delayMs) / 1000);
      sounding = { oscillator, gain };
      return ended;
    },
    stop,
    async close() {
      stop();
      const closing = context;
      context = undefined;
      if (closing && closing.state !== 'closed') await closing.close();
    },
  };
}
