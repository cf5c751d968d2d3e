import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Skeleton } from './skeleton.tsx';

const meta = {
  title: 'Design system/Skeleton',
  component: Skeleton,
  args: { shape: 'text', lines: 3, className: 'w-72' },
  argTypes: { shape: { control: 'inline-radio', options: ['text', 'rect', 'circle'] } },
} satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Every shape, and a product card put together from them: the screenshot target. */
export const Matrix: Story = {
  parameters: { layout: 'padded' },
  render: () => (
    <div className="flex flex-wrap items-start gap-10">
      <div className="flex w-48 flex-col gap-2">
        <span className="text-sm font-semibold text-foreground-muted">text</span>
        <Skeleton shape="text" />
        <span className="text-sm font-semibold text-foreground-muted">text, 3 lines</span>
        <Skeleton shape="text" lines={3} />
      </div>
      <div className="flex flex-col gap-2">
        <span className="text-sm font-semibold text-foreground-muted">rect</span>
        <Skeleton shape="rect" className="h-24 w-40" />
      </div>
      <div className="flex flex-col gap-2">
        <span className="text-sm font-semibold text-foreground-muted">circle</span>
        <Skeleton shape="circle" className="size-12" />
      </div>
      <ProductCardSkeleton />
    </div>
  ),
};

/** How a loading product card uses skeletons: the card says it is busy, the shapes stay silent. */
function ProductCardSkeleton() {
  return (
    <div aria-busy="true" className="flex w-64 flex-col gap-3 rounded-lg border border-border p-3">
      <span className="sr-only">Wird geladen</span>
      <Skeleton shape="rect" className="aspect-[4/3] w-full" />
      <Skeleton shape="text" className="w-1/3" />
      <Skeleton shape="text" lines={2} />
      <div className="flex gap-2">
        {[0, 1, 2].map((swatch) => (
          <Skeleton key={swatch} shape="circle" className="size-6" />
        ))}
      </div>
    </div>
  );
}

export const LoadingProductCard: Story = {
  render: () => <ProductCardSkeleton />,
  play: async ({ canvasElement, step }) => {
    await step('Screen readers hear only the busy region’s text, not the shapes.', async () => {
      for (const shape of canvasElement.querySelectorAll(
        '[data-slot="skeleton"], [data-slot="skeleton-text"]',
      )) {
        // Either the shape itself or the paragraph around it is hidden.
        await expect(shape.closest('[aria-hidden="true"]')).not.toBeNull();
      }
      await expect(within(canvasElement).getByText('Wird geladen')).toBeInTheDocument();
    });
  },
};

export const Paragraph: Story = {
  args: { lines: 4 },
  play: async ({ canvasElement, step }) => {
    await step('A text skeleton draws one bar per line, the last one shorter.', async () => {
      const lines = canvasElement.querySelectorAll<HTMLElement>('[data-slot="skeleton"]');
      await expect(lines).toHaveLength(4);
      const [first] = lines;
      const last = lines[lines.length - 1];
      if (!first || !last) throw new Error('The skeleton has no lines');
      await expect(last.getBoundingClientRect().width).toBeLessThan(first.getBoundingClientRect().width);
    });
  },
};

export const ReducedMotion: Story = {
  play: async ({ canvasElement, step }) => {
    const line = canvasElement.querySelector<HTMLElement>('[data-slot="skeleton"]');
    if (!line) throw new Error('The skeleton has no line');
    const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    await step('The pulse runs only when reduced motion is not asked for.', async () => {
      await expect(getComputedStyle(line).animationName).toBe(reduced ? 'none' : 'pulse');
    });
  },
};
