import { availableParallelism } from 'node:os';

/** Why an image is not drawn now; the endpoint answers 429 (`address-limit`) or 503, with Retry-After. */
export type RenderRefusal = 'queue-full' | 'time-limit' | 'address-limit';

export class RenderRefusedError extends Error {
  readonly reason: RenderRefusal;
  readonly retryAfterSeconds: number;

  constructor(reason: RenderRefusal, retryAfterSeconds: number) {
    super(`Image render refused: ${reason}`);
    this.name = 'RenderRefusedError';
    this.reason = reason;
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

export interface RenderQueueLimits {
  /** Renders drawn at once. */
  concurrency: number;
  /** Renders waiting for their turn; one more is refused at once (`queue-full`). */
  maxWaiting: number;
  /** How long a request waits for its render, turn and drawing together, before `time-limit`. */
  timeLimitMs: number;
  /** Retry-After of either refusal. */
  retryAfterSeconds: number;
}

/**
 * One render per core but one, at most two: sharp draws each image on one libvips thread
 * (`sharp.concurrency(1)`) inside a task of libuv's pool of four threads. Unbounded, four renders
 * would hold every thread of that pool, so a page's file reads, DNS lookups, gzip and crypto would
 * wait seconds behind them; one render on two cores leaves a core and three pool threads to the
 * pages. A drawing itself (building its SVG) takes under 5 ms of the event loop, so a worker
 * thread would add copying and buy nothing: the pool is shared by every thread of the process.
 */
export const defaultRenderQueueLimits: RenderQueueLimits = {
  concurrency: Math.max(1, Math.min(2, availableParallelism() - 1)),
  // A cold listing page of 48 cards with their hover images asks for 96 at once, about 40 ms each;
  // the time limit, not this, bounds the wait behind the gallery's large ones (about 0.5 s each).
  maxWaiting: 128,
  timeLimitMs: 10_000,
  retryAfterSeconds: 5,
};

export interface RenderQueue {
  /**
   * Runs `task` when a slot is free. Rejects with `queue-full` at once when `maxWaiting` tasks
   * already wait, and with `time-limit` when the task has not finished `timeLimitMs` after this
   * call: a task still waiting is dropped then; a running one cannot be stopped midway (sharp's
   * timeout does not reach into the encoders), so it finishes, keeps its slot until then and its
   * outcome goes to nobody.
   */
  run<T>(task: () => Promise<T>): Promise<T>;
  /** Tasks running now. */
  readonly running: number;
  /** Tasks waiting for a slot. */
  readonly waiting: number;
}

export function createRenderQueue(limits: RenderQueueLimits = defaultRenderQueueLimits): RenderQueue {
  let running = 0;
  const waiting: (() => void)[] = [];

  function startWaiting() {
    while (running < limits.concurrency) {
      const start = waiting.shift();
      if (!start) return;
      start();
    }
  }

  return {
    get running() {
      return running;
    },
    get waiting() {
      return waiting.length;
    },
    run<T>(task: () => Promise<T>): Promise<T> {
      if (running >= limits.concurrency && waiting.length >= limits.maxWaiting) {
        return Promise.reject(new RenderRefusedError('queue-full', limits.retryAfterSeconds));
      }
      return new Promise<T>((resolve, reject) => {
        const start = () => {
          running += 1;
          // Once the time limit has refused the request, the task's outcome settles nothing.
          Promise.resolve()
            .then(task)
            .then(resolve, reject)
            .finally(() => {
              clearTimeout(timer);
              running -= 1;
              startWaiting();
            });
        };
        const timer = setTimeout(() => {
          const index = waiting.indexOf(start);
          if (index >= 0) waiting.splice(index, 1);
          reject(new RenderRefusedError('time-limit', limits.retryAfterSeconds));
        }, limits.timeLimitMs);
        if (running < limits.concurrency) start();
        else waiting.push(start);
      });
    },
  };
}
