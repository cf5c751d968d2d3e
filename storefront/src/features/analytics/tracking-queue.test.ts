import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTrackingQueue, orderTrackingEvents, trackingEventOrder } from './tracking-queue.ts';
import type { TrackingEvent } from './tracking-queue.ts';

const names = (events: readonly TrackingEvent[]) => events.map((event) => event.event);
const events = (...list: string[]) => list.map((event, index) => ({ event, index }));

describe('§7 tracking events are sorted by the configured order', () => {
  it.each([
    ['already in order', ['page_view', 'view_item'], ['page_view', 'view_item']],
    ['reversed', ['add_to_cart', 'view_item', 'page_view'], ['page_view', 'view_item', 'add_to_cart']],
    ['the page view before the list on it', ['view_item_list', 'page_view'], ['page_view', 'view_item_list']],
    ['unknown events last, as they came', ['zeta', 'page_view', 'alpha'], ['page_view', 'zeta', 'alpha']],
    ['an empty batch', [], []],
  ])('%s', (_case, batch, sorted) => {
    expect(names(orderTrackingEvents(events(...batch), trackingEventOrder))).toEqual(sorted);
  });

  it('events of one name keep their arrival order', () => {
    const sorted = orderTrackingEvents(
      events('view_item', 'page_view', 'view_item', 'view_item'),
      trackingEventOrder,
    );
    expect(sorted.map((event) => event.index)).toEqual([1, 0, 2, 3]);
  });

  it('takes any configured order', () => {
    expect(names(orderTrackingEvents(events('a', 'b', 'c'), ['c', 'a']))).toEqual(['c', 'a', 'b']);
  });
});

describe('§9 tracking events go out in batches after 1000 ms', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  function queue() {
    const deliver = vi.fn<(batch: TrackingEvent[]) => void>();
    return { queue: createTrackingQueue({ deliver }), deliver };
  }

  it('one batch 1000 ms after its first event, sorted', () => {
    const { queue: tracking, deliver } = queue();
    tracking.push({ event: 'view_item' });
    vi.advanceTimersByTime(400);
    tracking.push({ event: 'page_view' });
    vi.advanceTimersByTime(599);
    expect(deliver).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(deliver).toHaveBeenCalledTimes(1);
    expect(names(deliver.mock.calls[0]![0])).toEqual(['page_view', 'view_item']);
  });

  it('a later event does not put the batch off', () => {
    const { queue: tracking, deliver } = queue();
    for (let tick = 0; tick < 10; tick++) {
      tracking.push({ event: 'view_item' });
      vi.advanceTimersByTime(300);
    }
    // Pushed at 0, 300 … 2700 ms: batches leave at 1000 and 2200 ms, the last one at 3400 ms.
    expect(deliver.mock.calls.map(([batch]) => batch.length)).toEqual([4, 4]);
    vi.advanceTimersByTime(400);
    expect(deliver.mock.calls.map(([batch]) => batch.length)).toEqual([4, 4, 2]);
  });

  it('flushes at once on pagehide, then starts a new batch', () => {
    const { queue: tracking, deliver } = queue();
    tracking.push({ event: 'add_to_cart' });
    tracking.flush();
    expect(deliver).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1000);
    expect(deliver).toHaveBeenCalledTimes(1);
    tracking.push({ event: 'page_view' });
    vi.advanceTimersByTime(1000);
    expect(deliver).toHaveBeenCalledTimes(2);
  });

  it('an empty flush delivers nothing', () => {
    const { queue: tracking, deliver } = queue();
    tracking.flush();
    vi.advanceTimersByTime(2000);
    expect(deliver).not.toHaveBeenCalled();
  });

  it('drops what waits, and all that comes, once disposed', () => {
    const { queue: tracking, deliver } = queue();
    tracking.push({ event: 'page_view' });
    tracking.dispose();
    tracking.push({ event: 'page_view' });
    tracking.flush();
    vi.advanceTimersByTime(2000);
    expect(deliver).not.toHaveBeenCalled();
  });
});
