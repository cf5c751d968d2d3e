import { describe, expect, it, vi } from 'vitest';
import {
  createWebAudioTonePlayer,
  gainOfDb,
  toneDurationMs,
  tonePattern,
  type ToneAudioContext,
  type ToneChannel,
} from './tone-player.ts';

/** An AudioParam that records its automation, as `[method, value, time]`. */
function fakeParam(initial = 0) {
  const calls: [string, number, number?][] = [];
  return {
    value: initial,
    calls,
    setValueAtTime: (value: number, time: number) => calls.push(['set', value, time]),
    linearRampToValueAtTime: (value: number, time: number) => calls.push(['ramp', value, time]),
    cancelScheduledValues: (time: number) => calls.push(['cancel', 0, time]),
  };
}

function fakeNode<T extends object>(fields: T) {
  const node = {
    ...fields,
    connectedTo: undefined as unknown,
    disconnected: false,
    connect(target: unknown) {
      node.connectedTo = target;
      return target;
    },
    disconnect() {
      node.disconnected = true;
    },
  };
  return node;
}

/** A fake AudioContext: the nodes it made, and a clock the test moves. */
function fakeAudioContext(state: AudioContextState = 'running') {
  const oscillators: ReturnType<typeof makeOscillator>[] = [];
  const gains: ReturnType<typeof makeGain>[] = [];
  const panners: ReturnType<typeof makePanner>[] = [];
  const destination = { name: 'speakers' };

  function makeOscillator() {
    const oscillator = fakeNode({
      type: 'square',
      frequency: fakeParam(440),
      startedAt: undefined as number | undefined,
      stoppedAt: undefined as number | undefined,
      onended: null as (() => void) | null,
      start: (time: number) => (oscillator.startedAt = time),
      stop: (time: number) => (oscillator.stoppedAt = time),
    });
    return oscillator;
  }
  const makeGain = () => fakeNode({ gain: fakeParam(1) });
  const makePanner = () => fakeNode({ pan: fakeParam(0) });

  const context = {
    currentTime: 10,
    destination,
    state,
    resume: vi.fn(() => {
      context.state = 'running';
      return Promise.resolve();
    }),
    close: vi.fn(() => {
      context.state = 'closed';
      return Promise.resolve();
    }),
    createOscillator: () => {
      const oscillator = makeOscillator();
      oscillators.push(oscillator);
      return oscillator;
    },
    createGain: () => {
      const gain = makeGain();
      gains.push(gain);
      return gain;
    },
    createStereoPanner: () => {
      const panner = makePanner();
      panners.push(panner);
      return panner;
    },
  };
  return {
    context,
    asContext: context as unknown as ToneAudioContext,
    oscillators,
    gains,
    panners,
    destination,
  };
}

const seconds = (ms: number) => ms / 1000;

describe('§2 hearing test: the Web Audio tone player', () => {
  it('opens the audio device on the first tone, not before (browsers allow sound only after a click)', () => {
    const open = vi.fn(() => fakeAudioContext().asContext);
    const player = createWebAudioTonePlayer(open);
    expect(open).not.toHaveBeenCalled();
    void player.play({ frequency: 1000, channel: 'both', gainDb: -30 });
    void player.play({ frequency: 2000, channel: 'both', gainDb: -30 });
    expect(open).toHaveBeenCalledTimes(1);
  });

  it('resumes a context the browser started suspended', () => {
    const audio = fakeAudioContext('suspended');
    void createWebAudioTonePlayer(() => audio.asContext).play({
      frequency: 500,
      channel: 'left',
      gainDb: -40,
    });
    expect(audio.context.resume).toHaveBeenCalled();
  });

  it.for<[ToneChannel, number]>([
    ['left', -1],
    ['right', 1],
    ['both', 0],
  ])('plays a sine through gain and stereo panner: %s ear is pan %s', ([channel, pan]) => {
    const audio = fakeAudioContext();
    void createWebAudioTonePlayer(() => audio.asContext).play({ frequency: 4000, channel, gainDb: -20 });
    const [oscillator] = audio.oscillators;
    const [gain] = audio.gains;
    const [panner] = audio.panners;
    expect(oscillator?.type).toBe('sine');
    expect(oscillator?.frequency.value).toBe(4000);
    expect(panner?.pan.value).toBe(pan);
    expect(oscillator?.connectedTo).toBe(gain);
    expect(gain?.connectedTo).toBe(panner);
    expect(panner?.connectedTo).toBe(audio.destination);
  });

  it('plays three pulses, each ramped up to the level and down to silence so that nothing clicks', () => {
    const audio = fakeAudioContext();
    void createWebAudioTonePlayer(() => audio.asContext).play({
      frequency: 1000,
      channel: 'left',
      gainDb: -20,
    });
    const [gain] = audio.gains;
    const { delayMs, pulseMs, gapMs, rampMs } = tonePattern;
    const start = 10 + seconds(delayMs);
    const peak = 0.1;
    expect(gain?.gain.value).toBe(0);
    const expected = [0, 1, 2].flatMap((pulse) => {
      const on = start + seconds(pulse * (pulseMs + gapMs));
      const off = on + seconds(pulseMs);
      return [
        ['set', 0, on],
        ['ramp', peak, on + seconds(rampMs)],
        ['set', peak, off - seconds(rampMs)],
        ['ramp', 0, off],
      ];
    });
    const calls = gain?.gain.calls ?? [];
    expect(calls).toHaveLength(expected.length);
    calls.forEach(([method, value, time], index) => {
      const [expectedMethod, expectedValue, expectedTime] = expected[index]!;
      expect(method).toBe(expectedMethod);
      expect(value).toBeCloseTo(expectedValue as number, 10);
      expect(time).toBeCloseTo(expectedTime as number, 10);
    });
    const [oscillator] = audio.oscillators;
    expect(oscillator?.startedAt).toBeCloseTo(start, 10);
    expect(oscillator?.stoppedAt).toBeCloseTo(10 + seconds(toneDurationMs), 10);
  });

  it('resolves when the tone has ended and lets go of its nodes', async () => {
    const audio = fakeAudioContext();
    const played = createWebAudioTonePlayer(() => audio.asContext).play({
      frequency: 8000,
      channel: 'right',
      gainDb: -50,
    });
    const [oscillator] = audio.oscillators;
    oscillator?.onended?.();
    await expect(played).resolves.toBeUndefined();
    expect(oscillator?.disconnected).toBe(true);
    expect(audio.gains[0]?.disconnected).toBe(true);
    expect(audio.panners[0]?.disconnected).toBe(true);
  });

  it('fades out the sounding tone when a new one starts or on stop', () => {
    const audio = fakeAudioContext();
    const player = createWebAudioTonePlayer(() => audio.asContext);
    void player.play({ frequency: 1000, channel: 'left', gainDb: -30 });
    audio.context.currentTime = 10.4;
    void player.play({ frequency: 2000, channel: 'left', gainDb: -30 });
    const [first, second] = audio.gains;
    const fadeEnd = 10.4 + seconds(tonePattern.rampMs);
    expect(first?.gain.calls.slice(-3)).toEqual([
      ['cancel', 0, 10.4],
      ['set', first?.gain.value, 10.4],
      ['ramp', 0, fadeEnd],
    ]);
    expect(audio.oscillators[0]?.stoppedAt).toBeCloseTo(fadeEnd, 10);

    player.stop();
    expect(second?.gain.calls.at(-1)).toEqual(['ramp', 0, fadeEnd]);
    // Nothing sounds any more: a second stop changes nothing.
    const callCount = second?.gain.calls.length;
    player.stop();
    expect(second?.gain.calls.length).toBe(callCount);
  });

  it('closes the audio device and opens a new one for the next tone', async () => {
    const contexts = [fakeAudioContext(), fakeAudioContext()];
    const open = vi.fn(() => contexts[open.mock.calls.length - 1]!.asContext);
    const player = createWebAudioTonePlayer(open);
    void player.play({ frequency: 1000, channel: 'both', gainDb: -30 });
    await player.close();
    expect(contexts[0]?.context.close).toHaveBeenCalled();
    void player.play({ frequency: 1000, channel: 'both', gainDb: -30 });
    expect(open).toHaveBeenCalledTimes(2);
  });

  it.for([
    [0, 1],
    [-20, 0.1],
    [-40, 0.01],
    [6, 1],
  ])('%s dB below full scale is a gain of %s, never above 1', ([gainDb, gain]) => {
    expect(gainOfDb(gainDb!)).toBeCloseTo(gain!, 10);
  });
});
