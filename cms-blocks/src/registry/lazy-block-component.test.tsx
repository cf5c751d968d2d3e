import { cleanup, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lazyBlockComponent } from './lazy-block-component.tsx';

afterEach(cleanup);

function Greeting({ name }: { name: string }) {
  return <p>Hallo {name}</p>;
}

describe('content-block components load when first rendered', () => {
  it('suspends until its code has arrived, then renders the component with its props', async () => {
    let arrive: (module: { Greeting: typeof Greeting }) => void = () => undefined;
    const load = vi.fn(() => new Promise<{ Greeting: typeof Greeting }>((resolve) => (arrive = resolve)));
    const LazyGreeting = lazyBlockComponent(load, 'Greeting');
    expect(load).not.toHaveBeenCalled();
    render(
      <Suspense fallback={<p>lädt</p>}>
        <LazyGreeting name="Anna" />
      </Suspense>,
    );
    expect(screen.getByText('lädt')).toBeDefined();
    arrive({ Greeting });
    expect(await screen.findByText('Hallo Anna')).toBeDefined();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('renders at once after preload, and loads its code once', async () => {
    const load = vi.fn(() => Promise.resolve({ Greeting }));
    const LazyGreeting = lazyBlockComponent(load, 'Greeting');
    await LazyGreeting.preload();
    render(<LazyGreeting name="Jan" />);
    expect(screen.getByText('Hallo Jan')).toBeDefined();
    await LazyGreeting.preload();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('fetches its code again after a failed load', async () => {
    const load = vi
      .fn<() => Promise<{ Greeting: typeof Greeting }>>()
      .mockRejectedValueOnce(new Error('chunk failed'))
      .mockResolvedValue({ Greeting });
    const LazyGreeting = lazyBlockComponent(load, 'Greeting');
    await expect(LazyGreeting.preload()).rejects.toThrow('chunk failed');
    await LazyGreeting.preload();
    render(<LazyGreeting name="Eva" />);
    expect(screen.getByText('Hallo Eva')).toBeDefined();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
