import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { imageHashes, storyImageBaseUrl } from '../product-image/product-image.fixtures.ts';
import { ProductGallery, swipeThreshold, type ProductGalleryImage } from './product-gallery.tsx';

const novaImages: ProductGalleryImage[] = [
  {
    hash: imageHashes.novaFront,
    alt: 'Nova Rund in Havanna, von vorne',
    background: 'white',
    baseUrl: storyImageBaseUrl({ frame: '#6b3e26', background: 'white' }),
  },
  {
    hash: imageHashes.lyraFront,
    alt: 'Nova Rund in Havanna, von der Seite',
    background: 'grey',
    baseUrl: storyImageBaseUrl({ frame: '#6b3e26', background: 'grey', shape: 'square' }),
  },
  {
    hash: imageHashes.novaModel,
    alt: 'Nova Rund in Havanna, getragen',
    fit: 'cover',
    baseUrl: storyImageBaseUrl({ frame: '#6b3e26', view: 'model' }),
  },
];

const meta = {
  title: 'Design system/ProductGallery',
  component: ProductGallery,
  args: {
    images: novaImages,
    label: 'Bilder von Nova Rund',
    thumbnailsLabel: 'Bild wählen',
    thumbnailLabel: (position: number, count: number) => `Bild ${position} von ${count}`,
    previousLabel: 'Vorheriges Bild',
    nextLabel: 'Nächstes Bild',
    zoomLabel: 'Bild vergrößern',
    zoomTitle: 'Nova Rund – Acetat, Havanna',
    closeLabel: 'Schließen',
    onIndexChange: fn(),
  },
  argTypes: { thumbnailLabel: { control: false } },
  parameters: { layout: 'padded' },
  decorators: [
    (Story) => (
      <div className="w-full max-w-3xl">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ProductGallery>;

export default meta;
type Story = StoryObj<typeof meta>;

function parts(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  const gallery = canvas.getByRole('region', { name: 'Bilder von Nova Rund' });
  return {
    canvas,
    gallery,
    tabs: within(gallery).getAllByRole('tab'),
    panel: within(gallery).getByRole('tabpanel'),
    shown: () => within(gallery).getByRole('tabpanel').querySelector('img')!,
  };
}

export const Default: Story = {};

export const FirstImageLoadsFirstWithoutShifting: Story = {
  play: async ({ canvasElement, step }) => {
    const { shown, tabs } = parts(canvasElement);
    await step('The first picture is fetched eagerly with high priority.', async () => {
      await expect(shown()).toHaveAttribute('fetchpriority', 'high');
      await expect(shown()).toHaveAttribute('loading', 'eager');
      await expect(shown()).toHaveAccessibleName('Nova Rund in Havanna, von vorne');
    });
    await step('It has the gallery size (800 × 1067, §9 3:4) and both densities as webp.', async () => {
      await expect(shown()).toHaveAttribute('width', '800');
      await expect(shown()).toHaveAttribute('height', '1067');
      const srcset = shown().getAttribute('srcset') ?? '';
      await expect(srcset).toMatch(
        /width=800&height=1067.*format=webp 1x, .*width=1600&height=2134.*format=webp 2x$/,
      );
    });
    await step('Thumbnails are decorative small renderings; their tab names the position.', async () => {
      await expect(tabs).toHaveLength(3);
      await expect(tabs[1]).toHaveAccessibleName('Bild 2 von 3');
      const thumbnail = tabs[1]!.querySelector('img')!;
      await expect(thumbnail).toHaveAttribute('alt', '');
      await expect(thumbnail).toHaveAttribute('width', '160');
      await expect(thumbnail).toHaveAttribute('loading', 'lazy');
    });
  },
};

export const Thumbnails: Story = {
  play: async ({ args, canvasElement, step }) => {
    const { tabs, panel, shown } = parts(canvasElement);
    await step('The first thumbnail is chosen and the panel is labelled by it.', async () => {
      await expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
      await expect(panel).toHaveAttribute('aria-labelledby', tabs[0]!.id);
    });
    await step('A click on the third shows the third picture.', async () => {
      await userEvent.click(tabs[2]!);
      await expect(tabs[2]).toHaveAttribute('aria-selected', 'true');
      await expect(tabs[0]).toHaveAttribute('aria-selected', 'false');
      await expect(shown()).toHaveAccessibleName('Nova Rund in Havanna, getragen');
      await expect(args.onIndexChange).toHaveBeenLastCalledWith(2);
      await expect(within(canvasElement).getByText('3 / 3')).toBeInTheDocument();
    });
    await step('The later pictures load lazily.', async () => {
      await expect(shown()).toHaveAttribute('loading', 'lazy');
      await expect(shown()).toHaveAttribute('fetchpriority', 'auto');
    });
  },
};

export const ArrowKeys: Story = {
  play: async ({ canvasElement, step }) => {
    const { tabs, panel, shown } = parts(canvasElement);
    await step('Tab reaches the chosen thumbnail only (roving tab index).', async () => {
      await userEvent.tab();
      await expect(tabs[0]).toHaveFocus();
      await expect(tabs[1]).toHaveAttribute('tabindex', '-1');
    });
    await step('ArrowRight chooses and focuses the next thumbnail.', async () => {
      await userEvent.keyboard('{ArrowRight}');
      await expect(tabs[1]).toHaveFocus();
      await expect(tabs[1]).toHaveAttribute('aria-selected', 'true');
      await expect(shown()).toHaveAccessibleName('Nova Rund in Havanna, von der Seite');
    });
    await step(
      'End goes to the last, ArrowRight wraps to the first, ArrowLeft back to the last.',
      async () => {
        await userEvent.keyboard('{End}');
        await expect(tabs[2]).toHaveFocus();
        await userEvent.keyboard('{ArrowRight}');
        await expect(tabs[0]).toHaveFocus();
        await userEvent.keyboard('{ArrowLeft}');
        await expect(tabs[2]).toHaveAttribute('aria-selected', 'true');
        await userEvent.keyboard('{Home}');
        await expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
      },
    );
    await step('The picture itself is the next tab stop and takes the arrow keys too.', async () => {
      await userEvent.tab();
      await expect(panel).toHaveFocus();
      await userEvent.keyboard('{ArrowRight}');
      await expect(shown()).toHaveAccessibleName('Nova Rund in Havanna, von der Seite');
      await userEvent.keyboard('{ArrowLeft}');
      await expect(shown()).toHaveAccessibleName('Nova Rund in Havanna, von vorne');
    });
  },
};

/** A sideways drag of `dx` CSS pixels on `element`, as a finger makes it (pointer events). */
function swipe(element: HTMLElement, dx: number, dy = 0) {
  const box = element.getBoundingClientRect();
  const x = box.left + box.width / 2;
  const y = box.top + box.height / 2;
  const init = { bubbles: true, pointerId: 7, pointerType: 'touch', isPrimary: true };
  element.dispatchEvent(new PointerEvent('pointerdown', { ...init, clientX: x, clientY: y }));
  element.dispatchEvent(
    new PointerEvent('pointermove', { ...init, clientX: x + dx / 2, clientY: y + dy / 2 }),
  );
  element.dispatchEvent(new PointerEvent('pointerup', { ...init, clientX: x + dx, clientY: y + dy }));
}

export const Swipe: Story = {
  play: async ({ canvasElement, step }) => {
    const { panel, shown, tabs } = parts(canvasElement);
    await step('A swipe to the left shows the next picture.', async () => {
      swipe(panel, -120);
      await waitFor(() => expect(shown()).toHaveAccessibleName('Nova Rund in Havanna, von der Seite'));
      await expect(tabs[1]).toHaveAttribute('aria-selected', 'true');
    });
    await step('A swipe to the right goes back.', async () => {
      swipe(panel, 120);
      await waitFor(() => expect(shown()).toHaveAccessibleName('Nova Rund in Havanna, von vorne'));
    });
    await step('A short or mostly vertical move (scrolling the page) changes nothing.', async () => {
      swipe(panel, -(swipeThreshold - 5));
      swipe(panel, -60, 140);
      await expect(shown()).toHaveAccessibleName('Nova Rund in Havanna, von vorne');
    });
    await step('The arrows move too.', async () => {
      await userEvent.click(within(canvasElement).getByRole('button', { name: 'Vorheriges Bild' }));
      await expect(shown()).toHaveAccessibleName('Nova Rund in Havanna, getragen');
    });
  },
};

export const Zoom: Story = {
  play: async ({ canvasElement, step }) => {
    const { canvas, shown } = parts(canvasElement);
    const zoom = canvas.getByRole('button', { name: 'Bild vergrößern' });
    const body = within(canvasElement.ownerDocument.body);
    await step('The zoom button opens a dialog named by the product.', async () => {
      await userEvent.click(zoom);
      const dialog = await body.findByRole('dialog', { name: 'Nova Rund – Acetat, Havanna' });
      const large = within(dialog).getByRole('img', { name: 'Nova Rund in Havanna, von vorne' });
      await expect(large).toHaveAttribute('srcset', expect.stringContaining('width=1600'));
    });
    await step('The arrow keys choose another picture inside the dialog.', async () => {
      await userEvent.keyboard('{ArrowRight}');
      const dialog = body.getByRole('dialog');
      await waitFor(() =>
        expect(within(dialog).getByRole('img')).toHaveAccessibleName('Nova Rund in Havanna, von der Seite'),
      );
      await expect(within(dialog).getByText('Bild 2 von 3')).toBeInTheDocument();
    });
    await step(
      'Escape closes it; the focus returns to the zoom button and the gallery kept the choice.',
      async () => {
        await userEvent.keyboard('{Escape}');
        await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
        await waitFor(() => expect(zoom).toHaveFocus());
        await expect(shown()).toHaveAccessibleName('Nova Rund in Havanna, von der Seite');
      },
    );
  },
};

export const OnePicture: Story = {
  args: { images: novaImages.slice(0, 1) },
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('One picture: no thumbnails and no arrows, zoom stays.', async () => {
      await expect(canvas.queryByRole('tablist')).not.toBeInTheDocument();
      await expect(canvas.queryByRole('button', { name: 'Nächstes Bild' })).not.toBeInTheDocument();
      await expect(canvas.getByRole('button', { name: 'Bild vergrößern' })).toBeVisible();
      await expect(canvas.getByRole('img', { name: 'Nova Rund in Havanna, von vorne' })).toBeVisible();
    });
  },
};

export const OnAPhone: Story = {
  args: {
    label: 'Bilder von Nova Rund',
    thumbnailLabel: (position: number, count: number) => `Bild ${position} von ${count}`,
  },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement, step }) => {
    const { shown, gallery } = parts(canvasElement);
    await step('At 375 px the picture takes the width and the thumbnails sit below it.', async () => {
      await waitFor(() => expect(shown().getBoundingClientRect().width).toBeGreaterThan(300));
      const list = within(gallery).getByRole('tablist');
      await expect(list.getBoundingClientRect().top).toBeGreaterThan(
        shown().getBoundingClientRect().bottom - 1,
      );
      await expect(gallery.getBoundingClientRect().right).toBeLessThanOrEqual(375);
    });
  },
};
