import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { withBlockData } from '../block-data/block-data.decorators.tsx';
import { fixtureProductIds } from '../block-data/block-data.fixtures.ts';
import { BlockRenderer } from '../registry/block-renderer.tsx';
import { productFixtures, productGoneFixture } from './product.fixtures.ts';
import { ProductContentSchema, productCardSizes, type ProductBlok } from './product.schema.ts';
import { ProductBlock } from './product.tsx';

/*
 * Default and Matrix take props (args); the language, missing-data and broken-content stories
 * render raw CMS blocks through the block renderer, the way the shop's pages do. Every story's
 * products come from the block data provider, filled from the fixtures of the story's shop.
 */

const meta = {
  title: 'CMS Blocks/Product',
  component: ProductBlock,
  parameters: { layout: 'padded' },
  args: ProductContentSchema.parse(productFixtures.byId),
  argTypes: { size: { control: 'inline-radio', options: productCardSizes } },
  decorators: [withBlockData('de-de')],
} satisfies Meta<typeof ProductBlock>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, step }) => {
    const link = canvas.getByRole('link', { name: 'Brille Nova' });
    await step('The card links the product page by its slug (§2 /p/{slug}/).', async () => {
      await expect(link).toHaveAttribute('href', '/p/brille-nova-havanna-10231/');
    });
    await step('The card shows brand, price in euros and the §4 badges.', async () => {
      await expect(canvas.getByText('Nordlicht Eyewear')).toBeVisible();
      await expect(canvas.getByText('89,00 €')).toBeVisible();
      await expect(canvas.getByText('Neu')).toBeVisible();
      await expect(canvas.getByText('Nachhaltig')).toBeVisible();
    });
    await step('The model’s other colours are listed by name.', async () => {
      await expect(canvas.getByRole('list', { name: 'Farben' })).toHaveTextContent(
        'HavannaSchwarzTransparent',
      );
    });
    await step('The product link is reached with the Tab key.', async () => {
      await userEvent.tab();
      await expect(link).toHaveFocus();
    });
  },
};

const byId = (id: number, size: 'sm' | 'md'): ProductBlok => ({
  _uid: `matrix-${id}-${size}`,
  component: 'product',
  product_id: String(id),
  size,
});

/** Both sizes, with a plain price, a sale with the Omnibus line, a sold-out product and a range. */
export const Matrix: Story = {
  render: () => (
    <div className="flex flex-col gap-8">
      {productCardSizes.map((size) => (
        <div key={size} data-size={size} className="grid grid-cols-2 gap-4 md:grid-cols-4">
          {[
            fixtureProductIds.kiel,
            fixtureProductIds.lyra,
            fixtureProductIds.orbit,
            fixtureProductIds.dailyLenses,
          ].map((id) => (
            <BlockRenderer key={id} blok={byId(id, size)} />
          ))}
        </div>
      ))}
    </div>
  ),
  play: async ({ canvas, canvasElement, step }) => {
    await step('Every product shows in both sizes.', async () => {
      await expect(canvasElement.querySelectorAll('[data-slot="product-card"]')).toHaveLength(8);
    });
    await step('The sale shows the price before it struck through and the reduction.', async () => {
      const struck = [...canvasElement.querySelectorAll('s[data-slot="price-original"]')];
      await expect(struck.map((price) => price.textContent?.replace(/\s+/g, ' '))).toEqual([
        'Bisher 249,00 €',
        'Bisher 249,00 €',
      ]);
      await expect(canvas.getAllByText('-20 %')).toHaveLength(2);
      await expect(canvas.getAllByText('Niedrigster Preis der letzten 30 Tage: 249,00 €')).toHaveLength(2);
    });
    await step('The lenses’ packs make a price range from the cheapest.', async () => {
      await expect(canvas.getAllByText('ab')).toHaveLength(2);
    });
    await step('The sold-out sunglasses say so.', async () => {
      await expect(canvas.getAllByText('Ausverkauft')).toHaveLength(2);
    });
  },
};

// Valid fixtures must never be reported; one spy for the language stories is enough to show that.
const onFixtureError = fn();

function renderBlok(blok: ProductBlok, preview = false) {
  return () => <BlockRenderer blok={blok} preview={preview} onBlockError={onFixtureError} />;
}

/** German draft content in the visual editor's preview. */
export const German: Story = {
  render: renderBlok(productFixtures.byId, true),
  play: async ({ canvas, canvasElement, step }) => {
    await step('The product is shown by its id.', async () => {
      await expect(canvas.getByRole('heading', { name: /Brille Nova/ })).toBeVisible();
    });
    await step('In preview the block carries the visual editor’s attributes.', async () => {
      await expect(canvasElement.querySelector('[data-slot="product-block"]')).toHaveAttribute(
        'data-blok-uid',
        '531822961-8a1f3c52-0d4e-4b7a-9c61-2e5f7a8b9c01',
      );
    });
    await step('Nothing is reported.', async () => {
      await expect(onFixtureError).not.toHaveBeenCalled();
    });
  },
};

export const French: Story = {
  render: renderBlok(productFixtures.byReferenceKey),
  decorators: [withBlockData('fr-ch')],
  play: async ({ canvas, step }) => {
    await step('The sunglasses are found by their reference key, named in French.', async () => {
      await expect(canvas.getByRole('link', { name: 'Lunettes de soleil Vela' })).toHaveAttribute(
        'href',
        '/p/lunettes-de-soleil-vela-noir-11020/',
      );
    });
    await step('The price is in Swiss francs, as the fr-ch shop writes it.', async () => {
      await expect(canvas.getByText('149.00 CHF')).toBeVisible();
    });
    await step('The badges are French.', async () => {
      await expect(canvas.getByText('Nouveau')).toBeVisible();
      await expect(canvas.getByText('Exclusivité en ligne')).toBeVisible();
    });
  },
};

export const Polish: Story = {
  render: renderBlok(productFixtures.reduced),
  decorators: [withBlockData('pl-pl')],
  play: async ({ canvas, step }) => {
    await step('The reduced frame shows its sale price in złoty.', async () => {
      await expect(canvas.getByRole('link', { name: 'Okulary korekcyjne Lyra' })).toBeVisible();
      await expect(canvas.getByText('799,20 zł')).toBeVisible();
    });
    await step('The Omnibus line names the lowest price of the last 30 days in Polish.', async () => {
      await expect(canvas.getByText('Najniższa cena z ostatnich 30 dni: 999,00 zł')).toBeVisible();
    });
  },
};

export const Czech: Story = {
  render: renderBlok(productFixtures.byId),
  decorators: [withBlockData('cs-cz')],
  play: async ({ canvas, step }) => {
    await step('The frame is named in Czech and priced in koruna.', async () => {
      await expect(canvas.getByRole('link', { name: 'Dioptrické brýle Nova' })).toBeVisible();
      await expect(canvas.getByText('2 290,00 Kč')).toBeVisible();
    });
    await step('The badges are Czech.', async () => {
      await expect(canvas.getByText('Novinka')).toBeVisible();
      await expect(canvas.getByText('Udržitelné')).toBeVisible();
    });
  },
};

export const Italian: Story = {
  render: renderBlok(productFixtures.byId),
  decorators: [withBlockData('it-it')],
  play: async ({ canvas, step }) => {
    await step('The frame is named in Italian and priced in euros as Italy writes them.', async () => {
      await expect(canvas.getByRole('link', { name: 'Occhiali da vista Nova' })).toBeVisible();
      await expect(canvas.getByText('89,00 €')).toBeVisible();
    });
  },
};

// One spy per story, so neither story's assertion can pass on the other's call.
const onPreviewMissing = fn();
const onProductionMissing = fn();

/** A product that left the range, in the visual editor: the editor learns which one. */
export const MissingProductInPreview: Story = {
  decorators: [withBlockData('de-de', { preview: true, onMissingData: onPreviewMissing })],
  render: () => <BlockRenderer blok={productGoneFixture} preview onBlockError={onFixtureError} />,
  play: async ({ canvas, step }) => {
    await step('A notice names the block and the product the shop does not have.', async () => {
      await expect(canvas.getByRole('note')).toHaveTextContent(
        'Block "product" names data the shop does not have',
      );
      await expect(canvas.getByRole('note')).toHaveTextContent('product 99871 is not available in this shop');
    });
    await step('It is reported as missing data, not as broken content.', async () => {
      await expect(onPreviewMissing).toHaveBeenCalledWith({
        component: 'product',
        items: [{ kind: 'product', reference: { kind: 'id', id: 99871 } }],
      });
      await expect(onFixtureError).not.toHaveBeenCalled();
    });
  },
};

/** The same block on the live shop: shoppers see nothing, the page renders on. */
export const MissingProductInProduction: Story = {
  decorators: [withBlockData('de-de', { onMissingData: onProductionMissing })],
  render: () => (
    <div data-testid="page">
      <BlockRenderer blok={productGoneFixture} onBlockError={onFixtureError} />
    </div>
  ),
  play: async ({ canvas, step }) => {
    await step('Nothing is rendered in the block’s place.', async () => {
      await expect(canvas.getByTestId('page')).toBeEmptyDOMElement();
    });
    await step('The missing product is reported.', async () => {
      await expect(onProductionMissing).toHaveBeenCalledOnce();
    });
  },
};
