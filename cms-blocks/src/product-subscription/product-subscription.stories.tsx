import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { BlockBasketRequest } from '../block-data/block-data.ts';
import { withBlockData } from '../block-data/block-data.decorators.tsx';
import { BlockDataProvider } from '../block-data/block-data-provider.tsx';
import { blockDataFixture, fixtureProductIds } from '../block-data/block-data.fixtures.ts';
import { BlockTextsProvider } from '../i18n/block-texts-provider.tsx';
import { BlockRenderer } from '../registry/block-renderer.tsx';
import {
  productSubscriptionFixtures,
  productSubscriptionNotSubscribableFixture,
} from './product-subscription.fixtures.ts';
import {
  ProductSubscriptionContentSchema,
  type ProductSubscriptionBlok,
} from './product-subscription.schema.ts';
import { ProductSubscription } from './product-subscription.tsx';

/*
 * Default and Matrix take props (args); the language, missing-data and broken-content stories
 * render raw CMS blocks through the block renderer, the way the shop's pages do. The lenses and
 * the add-to-basket callback come from the block data provider.
 */

/*
 * Radix chooses the option that an arrow key focuses, and it focuses in a timeout; user-event
 * releases a key at once, before that. A key held until the next tick is how a person presses it.
 */
async function press(key: string) {
  await userEvent.keyboard(`{${key}>}{/${key}}`);
}

const onAddToBasket = fn((_request: BlockBasketRequest) => Promise.resolve({ status: 'added' as const }));

const meta = {
  title: 'CMS Blocks/Product Subscription',
  component: ProductSubscription,
  parameters: { layout: 'padded' },
  args: ProductSubscriptionContentSchema.parse(productSubscriptionFixtures.de),
  decorators: [withBlockData('de-de', { onAddToBasket })],
} satisfies Meta<typeof ProductSubscription>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Daily lenses at 10 % off, every 1, 2, 3 or 6 months: chosen and put in the basket by keyboard. */
export const Default: Story = {
  play: async ({ canvas, step }) => {
    const intervals = canvas.getByRole('radiogroup', { name: 'Lieferung' });
    await step('The offer is a region named by its headline.', async () => {
      await expect(canvas.getByRole('region', { name: 'Kontaktlinsen im Spar-Abo' })).toBeVisible();
    });
    await step('The domain’s four intervals are offered, quarterly chosen.', async () => {
      await expect(within(intervals).getAllByRole('radio')).toHaveLength(4);
      await expect(within(intervals).getByRole('radio', { name: 'Alle 3 Monate' })).toBeChecked();
    });
    await step(
      'The price per delivery is the pack’s price less 10 %, the regular one struck through.',
      async () => {
        const price = canvas.getByRole('region').querySelector('[data-slot="price-current"]');
        await expect(price).toHaveTextContent('Im Spar-Abo 22,41 €');
        await expect(
          canvas.getByRole('region').querySelector('[data-slot="price-original"]'),
        ).toHaveTextContent('Ohne Spar-Abo 24,90 €');
        await expect(canvas.getByText('-10 %')).toBeVisible();
        await expect(canvas.getByText('Sie sparen 2,49 € pro Lieferung, 9,96 € im Jahr.')).toBeVisible();
      },
    );
    await step('Tab reaches the product link, the pack, the interval and the button.', async () => {
      await userEvent.tab();
      await expect(canvas.getByRole('link', { name: 'Aquaview Daily Comfort – Tageslinsen' })).toHaveFocus();
      await userEvent.tab();
      await expect(canvas.getByRole('radio', { name: '30er-Packung' })).toHaveFocus();
      await userEvent.tab();
      await expect(within(intervals).getByRole('radio', { name: 'Alle 3 Monate' })).toHaveFocus();
    });
    await step('The arrow keys choose the interval; the yearly saving follows.', async () => {
      await press('ArrowRight');
      await expect(within(intervals).getByRole('radio', { name: 'Alle 6 Monate' })).toBeChecked();
      await expect(canvas.getByText('Sie sparen 2,49 € pro Lieferung, 4,98 € im Jahr.')).toBeVisible();
    });
    await step('The button puts the subscription in the basket, and the outcome is announced.', async () => {
      await userEvent.tab();
      await expect(canvas.getByRole('button', { name: 'Spar-Abo in den Warenkorb' })).toHaveFocus();
      await userEvent.keyboard('{Enter}');
      await waitFor(() =>
        expect(canvas.getByRole('status')).toHaveTextContent('Das Spar-Abo liegt in Ihrem Warenkorb.'),
      );
      const [request] = onAddToBasket.mock.lastCall ?? [];
      await expect(request?.product.id).toBe(fixtureProductIds.dailyLenses);
      await expect(request?.variant.id).toBe(203141);
      await expect(request).toMatchObject({ quantity: 1, subscription: { intervalMonths: 6 } });
    });
  },
};

/** Choosing the larger pack prices the delivery from it. */
export const LargerPack: Story = {
  play: async ({ canvas, step }) => {
    await step('The 90-lens pack is chosen by keyboard.', async () => {
      await userEvent.tab();
      await userEvent.tab();
      await press('ArrowRight');
      await expect(canvas.getByRole('radio', { name: '90er-Packung' })).toBeChecked();
    });
    await step('The price per delivery and the saving are the larger pack’s.', async () => {
      await expect(canvas.getAllByText('60,21 €').length).toBeGreaterThan(0);
      await expect(canvas.getByText('Sie sparen 6,69 € pro Lieferung, 26,76 € im Jahr.')).toBeVisible();
    });
  },
};

const failingBasket = fn(() => Promise.reject(new Error('503 Service Unavailable')));

/** The basket call fails: the shopper is told and can try again. */
export const BasketFails: Story = {
  decorators: [withBlockData('de-de', { onAddToBasket: failingBasket })],
  play: async ({ canvas, step }) => {
    await step('The failure is announced and the button can be pressed again.', async () => {
      const button = canvas.getByRole('button', { name: 'Spar-Abo in den Warenkorb' });
      await userEvent.click(button);
      await waitFor(() =>
        expect(canvas.getByRole('status')).toHaveTextContent(
          'Das Spar-Abo konnte nicht in den Warenkorb gelegt werden. Bitte versuchen Sie es noch einmal.',
        ),
      );
      await expect(button).toBeEnabled();
      await expect(failingBasket).toHaveBeenCalledOnce();
    });
  },
};

const czechData = blockDataFixture('cs-cz', { onAddToBasket });

/**
 * German and Czech offers side by side from 1280 px (a half-width column of a page): four
 * intervals of daily lenses in euros, two of monthly toric lenses in koruna.
 */
export const Matrix: Story = {
  render: () => (
    <div className="grid gap-8 xl:grid-cols-2">
      <BlockRenderer blok={productSubscriptionFixtures.de} />
      <BlockTextsProvider locale={czechData.shop.locale}>
        <BlockDataProvider {...czechData}>
          <div lang="cs">
            <BlockRenderer blok={productSubscriptionFixtures.cs} />
          </div>
        </BlockDataProvider>
      </BlockTextsProvider>
    </div>
  ),
  play: async ({ canvas, step }) => {
    await step('Each offer shows its own intervals.', async () => {
      const groups = [
        canvas.getByRole('radiogroup', { name: 'Lieferung' }),
        canvas.getByRole('radiogroup', { name: 'Interval dodávek' }),
      ];
      await expect(groups.map((group) => within(group).getAllByRole('radio').length)).toEqual([4, 2]);
    });
  },
};

// Valid fixtures must never be reported; one spy for the language stories is enough to show that.
const onFixtureError = fn();

function renderBlok(blok: ProductSubscriptionBlok, preview = false) {
  return () => <BlockRenderer blok={blok} preview={preview} onBlockError={onFixtureError} />;
}

/** German draft content in the visual editor's preview. */
export const German: Story = {
  render: renderBlok(productSubscriptionFixtures.de, true),
  play: async ({ canvasElement, step }) => {
    await step('In preview the offer carries the visual editor’s attributes.', async () => {
      await expect(canvasElement.querySelector('[data-slot="product-subscription"]')).toHaveAttribute(
        'data-blok-uid',
        '531822961-1d2e3f4a-5b6c-4d7e-8f90-a1b2c3d4e5f6',
      );
    });
    await step('Nothing is reported.', async () => {
      await expect(onFixtureError).not.toHaveBeenCalled();
    });
  },
};

export const French: Story = {
  render: renderBlok(productSubscriptionFixtures.fr),
  decorators: [withBlockData('fr-ch', { onAddToBasket })],
  play: async ({ canvas, step }) => {
    await step('The lenses are found by reference key; the three intervals chosen are offered.', async () => {
      const intervals = canvas.getByRole('radiogroup', { name: 'Livraison' });
      await expect(within(intervals).getAllByRole('radio')).toHaveLength(3);
      await expect(within(intervals).getByRole('radio', { name: 'Tous les 3 mois' })).toBeChecked();
    });
    await step('The price is in Swiss francs, the shop’s 10 % off.', async () => {
      await expect(
        canvas.getByText('Vous économisez 3.29 CHF par livraison, soit 13.16 CHF par an.'),
      ).toBeVisible();
    });
  },
};

export const Polish: Story = {
  render: renderBlok(productSubscriptionFixtures.pl),
  decorators: [withBlockData('pl-pl', { onAddToBasket })],
  play: async ({ canvas, step }) => {
    await step('Every two months is chosen first, as the editor set it.', async () => {
      await expect(canvas.getByRole('radio', { name: 'Co 2 miesiące' })).toBeChecked();
      await expect(canvas.getByRole('radio', { name: 'Co 6 miesięcy' })).not.toBeChecked();
    });
    await step('The editor’s button label and the saving in złoty.', async () => {
      await expect(canvas.getByRole('button', { name: 'Zamawiam abonament' })).toBeVisible();
      await expect(
        canvas.getByText('Oszczędzasz 9,90 zł na każdej dostawie, czyli 59,40 zł rocznie.'),
      ).toBeVisible();
    });
  },
};

export const Czech: Story = {
  render: renderBlok(productSubscriptionFixtures.cs),
  decorators: [withBlockData('cs-cz', { onAddToBasket })],
  play: async ({ canvas, step }) => {
    await step('Half-yearly is chosen first, with Czech plural forms.', async () => {
      await expect(canvas.getByRole('radio', { name: 'Každých 6 měsíců' })).toBeChecked();
      await expect(canvas.getByRole('radio', { name: 'Každé 3 měsíce' })).not.toBeChecked();
    });
    await step('The saving is in koruna.', async () => {
      await expect(canvas.getByText('Ušetříte 71,90 Kč za dodávku, 143,80 Kč ročně.')).toBeVisible();
    });
  },
};

export const ItalianInSwitzerland: Story = {
  render: renderBlok(productSubscriptionFixtures.it),
  decorators: [withBlockData('it-ch', { onAddToBasket })],
  play: async ({ canvas, step }) => {
    await step('The Swiss shop in Italian offers the subscription.', async () => {
      await expect(canvas.getByRole('radio', { name: 'Ogni 3 mesi' })).toBeChecked();
      await expect(canvas.getByRole('button', { name: 'Aggiungi l’abbonamento al carrello' })).toBeVisible();
    });
  },
};

const onItalyMissing = fn();

/** The same offer in the Italian shop, which has no saving subscription (§2): editors are told. */
export const NotOfferedInItaly: Story = {
  render: renderBlok(productSubscriptionFixtures.it, true),
  decorators: [withBlockData('it-it', { preview: true, onMissingData: onItalyMissing })],
  play: async ({ canvas, step }) => {
    await step('A notice says the shop does not offer the subscription; no offer is shown.', async () => {
      await expect(canvas.getByRole('note')).toHaveTextContent(
        'shop it-it does not offer the saving subscription',
      );
      await expect(canvas.queryByRole('radiogroup')).not.toBeInTheDocument();
    });
  },
};

const onTwoWeekMissing = fn();

/** Two-week lenses are not on the subscription: shoppers see nothing, the log says why. */
export const NotSubscribableInProduction: Story = {
  decorators: [withBlockData('de-de', { onMissingData: onTwoWeekMissing })],
  render: () => (
    <div data-testid="page">
      <BlockRenderer blok={productSubscriptionNotSubscribableFixture} onBlockError={onFixtureError} />
    </div>
  ),
  play: async ({ canvas, step }) => {
    await step('Nothing is rendered in the block’s place.', async () => {
      await expect(canvas.getByTestId('page')).toBeEmptyDOMElement();
    });
    await step('The reason is reported.', async () => {
      await expect(onTwoWeekMissing).toHaveBeenCalledWith({
        component: 'product_subscription',
        items: [
          {
            kind: 'unusable-product',
            productId: fixtureProductIds.twoWeekLenses,
            reason: 'not-subscribable',
          },
        ],
      });
    });
  },
};
