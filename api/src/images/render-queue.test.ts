import { describe, expect, it, vi } from 'vitest';
import { createRenderQueue, defaultRenderQueueLimits, RenderRefusedError } from './render-queue.ts';

/** A task that runs until the test ends it. */
function heldTask<T>(value: T) {
  let end!: () => void;
  const ended = new Promise<void>((resolve) => {
    end = resolve;
  });
  const task = vi.fn(async () => {
    await ended;
    return value;
  });
  return { task, end };
}

const limits = { concurrency: 2, maxWaiting: 1, timeLimitMs: 60_000, retryAfterSeconds: 3 };

describe('createRenderQueue', () => {
  it('the defaults: one render on two cores and never more than two, 128 waiting, 10 s, Retry-After 5', () => {
    expect(defaultRenderQueueLimits.concurrency).toBeGreaterThanOrEqual(1);
    expect(defaultRenderQueueLimits.concurrency).toBeLessThanOrEqual(2);
    expect(defaultRenderQueueLimits).toMatchObject({
      maxWaiting: 128,
      timeLimitMs: 10_000,
      retryAfterSeconds: 5,
    });
  });

  it('runs `concurrency` tasks at once; the next waits and starts when one ends', async () => {
    const queue = createRenderQueue(limits);
    const [a, b, c] = [heldTask('a'), heldTask('b'), heldTask('c')];
    const results = [queue.run(a.task), queue.run(b.task), queue.run(c.task)];
    await vi.waitFor(() =>
      expect([a.task, b.task, c.task].map((task) => task.mock.calls.length)).toEqual([1, 1, 0]),
    );
    expect([queue.running, queue.waiting]).toEqual([2, 1]);
    b.end();
    await expect(results[1]).resolves.toBe('b');
    await vi.waitFor(() => expect(c.task).toHaveBeenCalledTimes(1));
    expect([queue.running, queue.waiting]).toEqual([2, 0]);
    a.end();
    c.end();
    await expect(Promise.all(results)).resolves.toEqual(['a', 'b', 'c']);
    expect([queue.running, queue.waiting]).toEqual([0, 0]);
  });

  it('refuses at once with queue-full when `maxWaiting` tasks wait, without running the task', async () => {
    const queue = createRenderQueue(limits);
    const held = [heldTask(1), heldTask(2), heldTask(3)];
    const results = held.map(({ task }) => queue.run(task));
    const refused = vi.fn(() => Promise.resolve(4));
    const refusal = queue.run(refused);
    await expect(refusal).rejects.toBeInstanceOf(RenderRefusedError);
    await expect(refusal).rejects.toMatchObject({ reason: 'queue-full', retryAfterSeconds: 3 });
    expect(refused).not.toHaveBeenCalled();
    held.forEach(({ end }) => end());
    await Promise.all(results);
  });

  it('a task failing passes its error on and frees its slot', async () => {
    const queue = createRenderQueue({ ...limits, concurrency: 1 });
    const failing = queue.run(() => Promise.reject(new Error('librsvg exploded')));
    const next = queue.run(() => Promise.resolve('drawn'));
    await expect(failing).rejects.toThrow('librsvg exploded');
    await expect(next).resolves.toBe('drawn');
  });

  describe('the time limit', () => {
    it('a task still waiting at the limit is refused with time-limit and never run', async () => {
      vi.useFakeTimers();
      try {
        const queue = createRenderQueue({ ...limits, concurrency: 1, timeLimitMs: 1000 });
        const first = heldTask('first');
        // The running task passes the limit too: its refusal is not what this test looks at.
        const running = queue.run(first.task).catch((error: unknown) => error);
        const waitingTask = vi.fn(() => Promise.resolve('late'));
        const waiting = queue.run(waitingTask);
        const refusal = expect(waiting).rejects.toMatchObject({ reason: 'time-limit', retryAfterSeconds: 3 });
        await vi.advanceTimersByTimeAsync(1000);
        await refusal;
        expect(queue.waiting).toBe(0);
        first.end();
        await running;
        expect(waitingTask).not.toHaveBeenCalled();
      } finally {
        vi.useRealTimers();
      }
    });

    it('a running task over the limit is refused but keeps its slot until it ends; the next then runs', async () => {
      vi.useFakeTimers();
      try {
        const queue = createRenderQueue({ ...limits, concurrency: 1, timeLimitMs: 1000 });
        const slow = heldTask('slow');
        const late = queue.run(slow.task);
        const refusal = expect(late).rejects.toMatchObject({ reason: 'time-limit' });
        await vi.advanceTimersByTimeAsync(1000);
        await refusal;
        expect(queue.running).toBe(1);

        const next = vi.fn(() => Promise.resolve('next'));
        const answer = queue.run(next);
        expect(next).not.toHaveBeenCalled();
        slow.end();
        await expect(answer).resolves.toBe('next');
        expect(queue.running).toBe(0);
      } finally {
        vi.useRealTimers();
      }
    });
  });
});
