import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { withBlockData } from '../block-data/block-data.decorators.tsx';
import { BlockRenderer } from '../registry/block-renderer.tsx';
import { pickedProductSliders, seededProductSliders } from './product-slider.fixtures.ts';
import { ProductSliderContentSchema, type ProductSliderBlok } from './product-slider.schema.ts';
import { ProductSlider } from './product-slider.tsx';

/*
 * Default and Matrix take props (args); the language, missing-data and broken-content stories
 * render raw CMS blocks through the block renderer, the way the shop's pages do. The products
 * come from the block data provider, filled from the fixtures of the story's shop.
 */

const meta = {
  title: 'CMS Blocks/Product Slider',
  component: ProductSlider,
  parameters: { layout: 'padded' },
  args: ProductSliderContentSchema.parse(seededProductSliders.de),
  decorators: [withBlockData('de-de')],
} satisfies Meta<typeof ProductSlider>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The seeded homepage's "Neu im Sortiment": the newest sunglasses with a link to all of them. */
export const Default: Story = {
  play: async ({ canvas, step }) => {
    await step('The headline is a level-two heading that names the carousel.', async () => {
      await expect(canvas.getByRole('heading', { level: 2, name: 'Neu im Sortiment' })).toBeVisible();
      await expect(canvas.getByRole('region', { name: 'Neu im Sortiment' })).toHaveAttribute(
        'aria-roledescription',
        'carousel',
      );
    });
    await step('The category’s products are slides, newest first, named by their position.', async () => {
      const slides = canvas.getAllByRole('group');
      await expect(slides.map((slide) => slide.getAttribute('aria-label'))).toEqual([
        '1 von 3',
        '2 von 3',
        '3 von 3',
      ]);
      await expect(within(slides[0]!).getByRole('link', { name: 'Sonnenbrille Vela' })).toBeInTheDocument();
    });
    await step('The call to action links to all sunglasses.', async () => {
      await expect(canvas.getByRole('link', { name: 'Alle Sonnenbrillen' })).toHaveAttribute(
        'href',
        '/brillen/sonnenbrillen/',
      );
    });
  },
};

/** Picked products in a narrow column, so the carousel has somewhere to move. */
export const KeyboardOperable: Story = {
  // Its own content, not the meta's args: those would add the category slider's call to action.
  render: () => (
    <div className="max-w-sm">
      <ProductSlider
        {...ProductSliderContentSchema.parse({
          ...pickedProductSliders.fr,
          headline: 'Unsere Lieblinge des Sommers',
        })}
      />
    </div>
  ),
  play: async ({ canvas, canvasElement, step }) => {
    const track = canvasElement.querySelector<HTMLElement>('[data-slot="carousel-track"]')!;
    const next = canvas.getByRole('button', { name: 'Weitere Produkte' });
    await step('The previous button is disabled at the start.', async () => {
      await expect(canvas.getByRole('button', { name: 'Vorherige Produkte' })).toHaveAttribute(
        'aria-disabled',
        'true',
      );
    });
    await step('Tab reaches the buttons, then the track, then the first product.', async () => {
      await userEvent.tab();
      await expect(canvas.getByRole('button', { name: 'Vorherige Produkte' })).toHaveFocus();
      await userEvent.tab();
      await expect(next).toHaveFocus();
      await userEvent.tab();
      await expect(track).toHaveFocus();
    });
    await step('The right arrow key moves the track by one product.', async () => {
      await userEvent.keyboard('{ArrowRight}');
      await waitFor(() => expect(track.scrollLeft).toBeGreaterThan(0));
    });
    await step('End moves to the last product, Home back to the first.', async () => {
      await userEvent.keyboard('{End}');
      await waitFor(() => expect(next).toHaveAttribute('aria-disabled', 'true'));
      await userEvent.keyboard('{Home}');
      await waitFor(() => expect(track.scrollLeft).toBe(0));
    });
    await step('The products’ links follow in the tab order.', async () => {
      await userEvent.tab();
      await expect(canvas.getByRole('link', { name: 'Sonnenbrille Vela' })).toHaveFocus();
    });
  },
};

/** A category slider with a call to action, and picked products without one, in two shops. */
export const Matrix: Story = {
  render: () => (
    <div className="flex flex-col gap-10">
      <BlockRenderer blok={seededProductSliders.de} />
      <div lang="fr">
        <BlockRenderer blok={{ ...pickedProductSliders.fr, headline: 'Nos coups de cœur' }} />
      </div>
    </div>
  ),
  play: async ({ canvasElement, step }) => {
    await step('Both sliders render, one from a category and one from picked products.', async () => {
      const sliders = [...canvasElement.querySelectorAll('[data-slot="product-slider"]')];
      await expect(sliders.map((slider) => slider.getAttribute('data-source'))).toEqual([
        'category',
        'products',
      ]);
    });
    await step('Only the category slider has a call to action.', async () => {
      await expect(canvasElement.querySelectorAll('[data-slot="product-slider-cta"]')).toHaveLength(1);
    });
  },
};

// Valid fixtures must never be reported; one spy for the language stories is enough to show that.
const onFixtureError = fn();

function renderBlok(blok: ProductSliderBlok, preview = false) {
  return () => <BlockRenderer blok={blok} preview={preview} onBlockError={onFixtureError} />;
}

/** The seeded German homepage block in the visual editor's preview. */
export const German: Story = {
  render: renderBlok(seededProductSliders.de, true),
  play: async ({ canvas, step }) => {
    await step('The seeded block shows the newest sunglasses.', async () => {
      await expect(canvas.getByRole('region', { name: 'Neu im Sortiment' })).toBeVisible();
      await expect(canvas.getAllByRole('group')).toHaveLength(3);
    });
    await step('Nothing is reported.', async () => {
      await expect(onFixtureError).not.toHaveBeenCalled();
    });
  },
};

export const French: Story = {
  render: renderBlok(pickedProductSliders.fr),
  decorators: [withBlockData('fr-ch')],
  play: async ({ canvas, step }) => {
    await step('The picked products show in the editor’s order, in French.', async () => {
      const names = canvas.getAllByRole('group').map((slide) => within(slide).getByRole('link').textContent);
      await expect(names).toEqual([
        'Lunettes de soleil Vela',
        'Lunettes de soleil Alba',
        'Lunettes de vue Lyra',
        'Lunettes de vue Nova',
        'Lunettes de vue Kiel',
      ]);
    });
    await step('The carousel speaks French.', async () => {
      await expect(canvas.getByRole('button', { name: 'Produits suivants' })).toBeInTheDocument();
      await expect(canvas.getAllByRole('group')[0]).toHaveAttribute('aria-label', '1 sur 5');
    });
  },
};

const onPolishMissing = fn();

/** Picked products, one no longer in the range, in the visual editor: the slider and a notice. */
export const Polish: Story = {
  render: renderBlok(pickedProductSliders.pl, true),
  decorators: [withBlockData('pl-pl', { preview: true, onMissingData: onPolishMissing })],
  play: async ({ canvas, step }) => {
    await step('The products the shop has are shown, in złoty.', async () => {
      await expect(canvas.getAllByRole('group')).toHaveLength(3);
      await expect(canvas.getByText('529,00 zł')).toBeVisible();
    });
    await step('A notice names the product the shop does not have.', async () => {
      await expect(canvas.getByRole('note')).toHaveTextContent('product 99871 is not available in this shop');
      await expect(onPolishMissing).toHaveBeenCalled();
    });
  },
};

export const Czech: Story = {
  render: renderBlok(seededProductSliders.cs),
  decorators: [withBlockData('cs-cz')],
  play: async ({ canvas, step }) => {
    await step('The seeded Czech block shows the sunglasses in koruna.', async () => {
      await expect(canvas.getByRole('heading', { level: 2, name: 'Novinky' })).toBeVisible();
      await expect(canvas.getByText('3 390,00 Kč')).toBeVisible();
    });
    await step('The call to action links to the Czech category.', async () => {
      await expect(canvas.getByRole('link', { name: 'Všechny sluneční brýle' })).toHaveAttribute(
        'href',
        '/bryle/slunecni-bryle/',
      );
    });
  },
};

const onPreviewMissing = fn();
const onProductionMissing = fn();
const monthlyLenses: ProductSliderBlok = {
  _uid: 'e0f1a2b3-c4d5-4e6f-8a9b-0c1d2e3f4a5b',
  component: 'product_slider',
  headline: 'Monatslinsen',
  category_id: '17',
  sort: 'price',
};

/** A category listing the page did not get, in the visual editor. */
export const MissingCategoryInPreview: Story = {
  decorators: [withBlockData('de-de', { preview: true, onMissingData: onPreviewMissing })],
  render: () => <BlockRenderer blok={monthlyLenses} preview onBlockError={onFixtureError} />,
  play: async ({ canvas, step }) => {
    await step('A notice names the category and its order.', async () => {
      await expect(canvas.getByRole('note')).toHaveTextContent(
        'category 17 sorted by price (asc) has no products in this shop',
      );
    });
    await step('No carousel is rendered, and it is reported.', async () => {
      await expect(canvas.queryByRole('region')).not.toBeInTheDocument();
      await expect(onPreviewMissing).toHaveBeenCalled();
    });
  },
};

/** The same slider on the live shop: nothing in its place. */
export const MissingCategoryInProduction: Story = {
  decorators: [withBlockData('de-de', { onMissingData: onProductionMissing })],
  render: () => (
    <div data-testid="page">
      <BlockRenderer blok={monthlyLenses} onBlockError={onFixtureError} />
    </div>
  ),
  play: async ({ canvas, step }) => {
    await step('Nothing is rendered in the block’s place.', async () => {
      await expect(canvas.getByTestId('page')).toBeEmptyDOMElement();
      await expect(onProductionMissing).toHaveBeenCalled();
    });
  },
};
