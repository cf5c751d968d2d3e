import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Carousel } from './carousel.tsx';

interface Frame {
  id: string;
  brand: string;
  name: string;
  price: string;
}

const germanFrames: Frame[] = [
  { id: 'lc-2104', brand: 'Lumen Classic', name: '2104 Schildpatt', price: '89,00 €' },
  { id: 'lp-3301', brand: 'Lumen Pilot', name: '3301 Gold', price: '119,00 €' },
  { id: 'ls-0712', brand: 'Lumen Sport', name: '0712 Mattschwarz', price: '99,00 €' },
  { id: 'lk-1188', brand: 'Lumen Kids', name: '1188 Himmelblau', price: '49,00 €' },
  { id: 'lt-5520', brand: 'Lumen Titan', name: '5520 Silber', price: '179,00 €' },
  { id: 'lr-4410', brand: 'Lumen Retro', name: '4410 Bordeaux', price: '109,00 €' },
];

function FrameTile({ frame }: { frame: Frame }) {
  return (
    <a
      href={`/p/${frame.id}/`}
      className="flex flex-col gap-2 rounded-lg border border-border p-3 hover:bg-surface-muted"
    >
      <div aria-hidden className="aspect-[4/3] rounded-md bg-surface-muted" />
      <span className="text-sm text-foreground-muted">{frame.brand}</span>
      <span className="font-semibold">{frame.name}</span>
      <span>{frame.price}</span>
    </a>
  );
}

type CarouselStoryArgs = {
  label: string;
  previousLabel: string;
  nextLabel: string;
  slideLabel: (position: number, count: number) => string;
  slideSize: 'full' | 'half' | 'third' | 'quarter';
  frames: Frame[];
};

function CarouselExample({ frames, ...args }: CarouselStoryArgs) {
  return (
    <div className="w-full max-w-5xl">
      <Carousel {...args}>
        {frames.map((frame) => (
          <FrameTile key={frame.id} frame={frame} />
        ))}
      </Carousel>
    </div>
  );
}

const meta = {
  title: 'Design system/Carousel',
  component: CarouselExample,
  args: {
    label: 'Neu im Sortiment',
    previousLabel: 'Vorherige Produkte',
    nextLabel: 'Nächste Produkte',
    slideLabel: (position: number, count: number) => `${position} von ${count}`,
    slideSize: 'third',
    frames: germanFrames,
  },
  argTypes: {
    slideSize: { control: 'inline-radio', options: ['full', 'half', 'third', 'quarter'] },
    slideLabel: { control: false },
  },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof CarouselExample>;

export default meta;
type Story = StoryObj<typeof meta>;

function parts(canvasElement: HTMLElement, args: CarouselStoryArgs) {
  const canvas = within(canvasElement);
  const region = canvas.getByRole('region', { name: args.label });
  const track = region.querySelector<HTMLElement>('[data-slot="carousel-track"]');
  if (!track) throw new Error('The carousel has no track');
  return {
    region,
    track,
    previous: within(region).getByRole('button', { name: args.previousLabel }),
    next: within(region).getByRole('button', { name: args.nextLabel }),
  };
}

/** Smooth scrolling takes several frames, more on a busy machine. */
const scrolling = { timeout: 3000 };

/** Waits until the track stands still, so that the next measurement is not taken mid-scroll. */
async function settled(track: HTMLElement) {
  let last = Number.NaN;
  await waitFor(
    async () => {
      const now = track.scrollLeft;
      const still = now === last;
      last = now;
      await expect(still).toBe(true);
    },
    { timeout: 3000, interval: 100 },
  );
}

/** Where a click on next should bring the track: the next slide's start, or the end of the range. */
function nextStop(track: HTMLElement): number {
  const starts = [...track.children].map((slide) => (slide as HTMLElement).offsetLeft);
  const next = starts.find((start) => start > track.scrollLeft + 2) ?? Infinity;
  return Math.min(next, track.scrollWidth - track.clientWidth);
}

export const Default: Story = {};

/** Every slide size: the screenshot target. */
export const Matrix: Story = {
  render: (args) => (
    <div className="flex flex-col gap-10">
      {(['full', 'half', 'third', 'quarter'] as const).map((slideSize) => (
        <CarouselExample
          key={slideSize}
          {...args}
          label={`Neu im Sortiment (${slideSize})`}
          slideSize={slideSize}
        />
      ))}
    </div>
  ),
};

export const OnAPhone: Story = {
  args: {
    label: 'Nowości',
    previousLabel: 'Poprzednie produkty',
    nextLabel: 'Następne produkty',
    slideLabel: (position: number, count: number) => `${position} z ${count}`,
  },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ args, canvasElement, step }) => {
    const { track } = parts(canvasElement, args);
    await step('At 375 px a slide takes most of the width and the next one peeks in.', async () => {
      const [first] = track.children;
      if (!first) throw new Error('The carousel has no slides');
      await expect(first.getBoundingClientRect().width).toBeLessThan(track.clientWidth);
      await expect(track.scrollWidth).toBeGreaterThan(track.clientWidth);
      await expect(track.getBoundingClientRect().right).toBeLessThanOrEqual(375);
    });
  },
};

export const Semantics: Story = {
  play: async ({ args, canvasElement, step }) => {
    const { region } = parts(canvasElement, args);
    await step('The region is named and described as a carousel.', async () => {
      await expect(region).toHaveAttribute('aria-roledescription', 'carousel');
    });
    await step('Each slide is a group described as a slide and named "n von m".', async () => {
      const slides = within(region).getAllByRole('group');
      await expect(slides).toHaveLength(germanFrames.length);
      await expect(slides[0]).toHaveAttribute('aria-roledescription', 'slide');
      await expect(slides[0]).toHaveAccessibleName('1 von 6');
      await expect(slides[5]).toHaveAccessibleName('6 von 6');
    });
    await step(
      'Scrolling is smooth unless reduced motion is asked for; nothing moves by itself.',
      async () => {
        const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
        const { track } = parts(canvasElement, args);
        await expect(getComputedStyle(track).scrollBehavior).toBe(reduced ? 'auto' : 'smooth');
        await new Promise((resolve) => setTimeout(resolve, 500));
        await expect(track.scrollLeft).toBe(0);
      },
    );
  },
};

export const ButtonsScrollAndDisableAtTheEnds: Story = {
  play: async ({ args, canvasElement, step }) => {
    const { track, previous, next } = parts(canvasElement, args);
    await step('At the start the previous button is disabled and the next one enabled.', async () => {
      await waitFor(() => expect(previous).toHaveAttribute('aria-disabled', 'true'));
      await expect(next).toHaveAttribute('aria-disabled', 'false');
    });
    await step('A click on next scrolls by exactly one slide.', async () => {
      const [, second] = track.children;
      if (!(second instanceof HTMLElement)) throw new Error('The carousel has fewer than two slides');
      await userEvent.click(next);
      await waitFor(() => expect(Math.abs(track.scrollLeft - second.offsetLeft)).toBeLessThan(2), scrolling);
      await waitFor(() => expect(previous).toHaveAttribute('aria-disabled', 'false'));
    });
    await step('Further clicks reach the end, where next is disabled.', async () => {
      for (
        let click = 0;
        click < germanFrames.length && next.getAttribute('aria-disabled') !== 'true';
        click += 1
      ) {
        const target = nextStop(track);
        await userEvent.click(next);
        await waitFor(() => expect(Math.abs(track.scrollLeft - target)).toBeLessThan(2), scrolling);
      }
      await waitFor(() => expect(next).toHaveAttribute('aria-disabled', 'true'));
      await settled(track);
      await expect(Math.ceil(track.scrollLeft + track.clientWidth)).toBeGreaterThanOrEqual(
        track.scrollWidth - 2,
      );
    });
    await step('A click on the disabled next button does nothing; the button keeps the focus.', async () => {
      await settled(track);
      const before = track.scrollLeft;
      await userEvent.click(next);
      await expect(track.scrollLeft).toBe(before);
      await expect(next).toHaveFocus();
    });
    await step('Previous scrolls back by one slide.', async () => {
      await settled(track);
      const before = track.scrollLeft;
      await userEvent.click(previous);
      await waitFor(() => expect(track.scrollLeft).toBeLessThan(before), scrolling);
      await waitFor(() => expect(next).toHaveAttribute('aria-disabled', 'false'));
    });
  },
};

export const Keyboard: Story = {
  play: async ({ args, canvasElement, step }) => {
    const { track, previous, next } = parts(canvasElement, args);
    await step('Tab reaches the previous button, the next button and then the track.', async () => {
      await userEvent.tab();
      await expect(previous).toHaveFocus();
      await userEvent.tab();
      await expect(next).toHaveFocus();
    });
    await step('Enter on the next button scrolls one slide on.', async () => {
      await userEvent.keyboard('{Enter}');
      await waitFor(() => expect(track.scrollLeft).toBeGreaterThan(0), scrolling);
    });
    await step(
      'On the focused track the arrow keys move by one slide and Home goes back to the start.',
      async () => {
        await userEvent.tab();
        await expect(track).toHaveFocus();
        await settled(track);
        const before = track.scrollLeft;
        await userEvent.keyboard('{ArrowRight}');
        await waitFor(() => expect(track.scrollLeft).toBeGreaterThan(before), scrolling);
        await settled(track);
        const after = track.scrollLeft;
        await userEvent.keyboard('{ArrowLeft}');
        await waitFor(() => expect(track.scrollLeft).toBeLessThan(after), scrolling);
        await userEvent.keyboard('{End}');
        await waitFor(() => expect(next).toHaveAttribute('aria-disabled', 'true'), scrolling);
        await userEvent.keyboard('{Home}');
        await waitFor(() => expect(track.scrollLeft).toBe(0), scrolling);
        await waitFor(() => expect(previous).toHaveAttribute('aria-disabled', 'true'), scrolling);
      },
    );
    await step('Tab then continues into the first slide’s link.', async () => {
      await userEvent.tab();
      await expect(within(track).getAllByRole('link')[0]).toHaveFocus();
    });
  },
};

export const FewSlidesThatFit: Story = {
  args: { frames: germanFrames.slice(0, 2), slideSize: 'third' },
  play: async ({ args, canvasElement, step }) => {
    const { previous, next } = parts(canvasElement, args);
    await step('When every slide fits, both buttons are disabled.', async () => {
      await waitFor(() => expect(next).toHaveAttribute('aria-disabled', 'true'));
      await expect(previous).toHaveAttribute('aria-disabled', 'true');
    });
  },
};
