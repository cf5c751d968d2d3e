import { globalTimers } from './page-view-scheduler.ts';
import type { Timers } from './page-view-scheduler.ts';

/** An event for the tag manager's data layer: its name and its fields. */
export interface TrackingEvent {
  event: string;
  [field: string]: unknown;
}

/**
 * The order events of one batch reach the tag manager in (§7 "sorted by configured event order"):
 * the page before what is on it, what the shopper looks at before what they do with it, so
 * that tags reading earlier events see them first. Events not named here follow, as they came.
 */
export const trackingEventOrder = [
  'page_view',
  'view_item_list',
  'view_item',
  'select_item',
  'add_to_wishlist',
  'add_to_cart',
  'remove_from_cart',
  'view_cart',
  'begin_checkout',
  'purchase',
] as const;

/** §9: a batch goes out this long after its first event. */
const trackingFlushDelayMs = 1000;

/** A batch in the configured order; events of one name, and events the order does not name, keep their order. */
export function orderTrackingEvents<E extends TrackingEvent>(
  events: readonly E[],
  order: readonly string[],
): E[] {
  const rank = (event: E) => {
    const index = order.indexOf(event.event);
    return index === -1 ? order.length : index;
  };
  // Array.prototype.sort is stable, so equal ranks keep their arrival order.
  return [...events].sort((a, b) => rank(a) - rank(b));
}

export interface TrackingQueueOptions {
  /** Receives each batch, sorted. */
  deliver: (events: TrackingEvent[]) => void;
  order?: readonly string[];
  flushDelayMs?: number;
  timers?: Timers;
}

export interface TrackingQueue {
  push(event: TrackingEvent): void;
  /** Sends what is waiting now: on `pagehide`, when the page may not come back. */
  flush(): void;
  /** Drops what is waiting and stops (consent withdrawn). */
  dispose(): void;
}

/**
 * Tracking events in batches (§7, §9): the first event of a batch starts a 1000 ms clock, and
 * everything pushed until it runs out goes to the tag manager at once, in the configured order.
 * A later event does not restart the clock, so a busy page still delivers every second.
 */
export function createTrackingQueue({
  deliver,
  order = trackingEventOrder,
  flushDelayMs = trackingFlushDelayMs,
  timers = globalTimers,
}: TrackingQueueOptions): TrackingQueue {
  let batch: TrackingEvent[] = [];
  let timer: unknown;
  let disposed = false;

  function flush() {
    if (timer !== undefined) timers.clearTimeout(timer);
    timer = undefined;
    if (batch.length === 0) return;
    const events = orderTrackingEvents(batch, order);
    batch = [];
    deliver(events);
  }

  return {
    push(event) {
      if (disposed) return;
      batch.push(event);
      timer ??= timers.setTimeout(flush, flushDelayMs);
    },
    flush,
    dispose() {
      disposed = true;
      batch = [];
      if (timer !== undefined) timers.clearTimeout(timer);
      timer = undefined;
    },
  };
}
