import { formatPrice, getShopByCode, type ShopCode } from '@lumen/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Price, type PriceProps } from './price.tsx';

const germany = getShopByCode('de-de');

/** Text as toHaveTextContent compares it: Intl's no-break spaces collapse to plain ones. */
function plain(text: string): string {
  return text.replace(/\s+/g, ' ');
}

/** The words a price needs, per language, as the shop's translations would pass them. */
const texts = {
  de: {
    fromLabel: 'ab',
    originalLabel: 'Bisher',
    currentLabel: 'Jetzt',
    lowestPriorLabel: (price: string) => `Niedrigster Preis der letzten 30 Tage: ${price}`,
  },
  fr: {
    fromLabel: 'dès',
    originalLabel: 'Prix précédent',
    currentLabel: 'Prix actuel',
    lowestPriorLabel: (price: string) => `Prix le plus bas des 30 derniers jours : ${price}`,
  },
  it: {
    fromLabel: 'da',
    originalLabel: 'Prezzo precedente',
    currentLabel: 'Prezzo attuale',
    lowestPriorLabel: (price: string) => `Prezzo più basso degli ultimi 30 giorni: ${price}`,
  },
  pl: {
    fromLabel: 'od',
    originalLabel: 'Poprzednia cena',
    currentLabel: 'Obecna cena',
    lowestPriorLabel: (price: string) => `Najniższa cena z ostatnich 30 dni: ${price}`,
  },
  cs: {
    fromLabel: 'od',
    originalLabel: 'Původní cena',
    currentLabel: 'Aktuální cena',
    lowestPriorLabel: (price: string) => `Nejnižší cena za posledních 30 dní: ${price}`,
  },
} satisfies Record<string, Partial<PriceProps>>;

const meta = {
  title: 'Design system/Price',
  component: Price,
  args: {
    cents: 8900,
    originalCents: 11900,
    lowestPriorCents: 9900,
    maxCents: null,
    shop: germany,
    size: 'md',
    showReductionBadge: true,
    ...texts.de,
  },
  argTypes: {
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
    shop: { control: false },
    lowestPriorLabel: { control: false },
  },
} satisfies Meta<typeof Price>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

type Example = {
  code: ShopCode;
  product: string;
  price: Pick<PriceProps, 'cents' | 'maxCents' | 'originalCents' | 'lowestPriorCents'>;
};

/** One product per shop, each in a different state: plain, reduced, range, reduced range. */
const examples: Example[] = [
  { code: 'de-de', product: 'Nova Rund – Acetat, Havanna', price: { cents: 8900 } },
  {
    code: 'de-at',
    product: 'Nova Rund – Acetat, Havanna',
    price: { cents: 8900, originalCents: 11900, lowestPriorCents: 9900 },
  },
  { code: 'de-ch', product: 'Nova Rund – Acetat, Havanna', price: { cents: 12900, maxCents: 15900 } },
  {
    code: 'fr-ch',
    product: 'Lyra Pantos – Titane, Or rose',
    price: { cents: 18900, maxCents: 24900, originalCents: 24900, lowestPriorCents: 21900 },
  },
  { code: 'it-it', product: 'Nova Rotondo – Acetato, Avana', price: { cents: 123456 } },
  {
    code: 'pl-pl',
    product: 'Nova Rund – Octan, Hawana',
    price: { cents: 38900, originalCents: 51900, lowestPriorCents: 41900 },
  },
  {
    code: 'cs-cz',
    product: 'Nova Rund – Acetát, Havana',
    price: { cents: 229000, maxCents: 279000, lowestPriorCents: 229000 },
  },
];

const sizes = ['sm', 'md', 'lg'] as const;

/** Every shop's formatting in every size, plain, reduced, as a range and with the Omnibus line: the screenshot target. */
export const Matrix: Story = {
  parameters: { layout: 'padded' },
  render: (args) => (
    <div className="grid gap-x-8 gap-y-6 text-sm sm:grid-cols-[auto_repeat(3,auto)]">
      <span className="hidden sm:block" />
      {sizes.map((size) => (
        <span key={size} className="hidden font-semibold text-foreground-muted sm:block">
          {size}
        </span>
      ))}
      {examples.map(({ code, product, price }) => {
        const shop = getShopByCode(code);
        return (
          <div key={code} className="contents">
            <span className="text-foreground-muted">
              <span className="font-semibold text-foreground">{code}</span> {product}
            </span>
            {sizes.map((size) => (
              <Price
                key={size}
                {...args}
                {...texts[shop.language]}
                originalCents={null}
                lowestPriorCents={null}
                maxCents={null}
                {...price}
                shop={shop}
                size={size}
              />
            ))}
          </div>
        );
      })}
    </div>
  ),
};

export const MatrixMobile: Story = {
  ...Matrix,
  globals: { viewport: { value: 'mobile', isRotated: false } },
};

export const Reduced: Story = {
  play: async ({ args, canvasElement, step }) => {
    const price = canvasElement.querySelector<HTMLElement>('[data-slot="price"]');
    if (!price) throw new Error('No price rendered');
    const original = price.querySelector<HTMLElement>('[data-slot="price-original"]');
    if (!original) throw new Error('No original price rendered');
    await step('The original price is struck through.', async () => {
      await expect(original.tagName).toBe('S');
      await expect(getComputedStyle(original).textDecorationLine).toBe('line-through');
    });
    await step('Screen readers hear "Bisher" before it, which sighted shoppers do not see.', async () => {
      const label = within(original).getByText(args.originalLabel ?? '');
      await expect(label).toHaveClass('sr-only');
      await expect(original).toHaveTextContent(plain(`Bisher ${formatPrice(11900, germany)}`));
    });
    await step('The price to pay comes first, in the sale colour, after a hidden "Jetzt".', async () => {
      const current = price.querySelector<HTMLElement>('[data-slot="price-current"]');
      await expect(current).toHaveTextContent(plain(`Jetzt ${formatPrice(8900, germany)}`));
      await expect(getComputedStyle(current ?? price).color).toBe('rgb(196, 18, 47)');
    });
    await step('A badge shows the reduction from 119,00 € to 89,00 €: 25 %, rounded down.', async () => {
      const badge = price.querySelector('[data-slot="price-reduction"]');
      await expect(badge).toHaveTextContent('-25 %');
    });
    await step('The Omnibus line names the lowest price of the last 30 days.', async () => {
      await expect(price.querySelector('[data-slot="price-lowest-prior"]')).toHaveTextContent(
        plain(`Niedrigster Preis der letzten 30 Tage: ${formatPrice(9900, germany)}`),
      );
    });
  },
};

export const ReductionRoundsDown: Story = {
  args: { cents: 7500, originalCents: 9999, lowestPriorCents: null, shop: getShopByCode('de-ch') },
  play: async ({ canvasElement, step }) => {
    await step('From CHF 99.99 to CHF 75.00 is 24.99 %: the badge says 24 %, never more.', async () => {
      await expect(canvasElement.querySelector('[data-slot="price-reduction"]')).toHaveTextContent('-24%');
      await expect(canvasElement.querySelector('[data-slot="price-lowest-prior"]')).toBeNull();
    });
  },
};

export const Range: Story = {
  args: {
    ...texts.pl,
    shop: getShopByCode('pl-pl'),
    cents: 38900,
    maxCents: 45900,
    originalCents: null,
    lowestPriorCents: null,
  },
  play: async ({ canvasElement, step }) => {
    const current = canvasElement.querySelector('[data-slot="price-current"]');
    await step('A range shows its cheapest price after the "from" word: "od 389,00 zł".', async () => {
      await expect(current).toHaveTextContent(plain(`od ${formatPrice(38900, getShopByCode('pl-pl'))}`));
      await expect(canvasElement.querySelector('[data-slot="price"]')).toHaveAttribute('data-range', 'true');
    });
    await step('Without a reduction nothing is struck through and there is no badge.', async () => {
      await expect(canvasElement.querySelector('s')).toBeNull();
      await expect(canvasElement.querySelector('[data-slot="price-reduction"]')).toBeNull();
    });
  },
};

export const SameMinAndMaxIsNoRange: Story = {
  args: {
    ...texts.cs,
    shop: getShopByCode('cs-cz'),
    cents: 229000,
    maxCents: 229000,
    originalCents: null,
    lowestPriorCents: 229000,
  },
  play: async ({ canvasElement, step }) => {
    await step('When every variant costs the same, there is no "od".', async () => {
      await expect(canvasElement.querySelector('[data-slot="price-from"]')).toBeNull();
      await expect(canvasElement.querySelector('[data-slot="price-current"]')).toHaveTextContent(
        plain(formatPrice(229000, getShopByCode('cs-cz'))),
      );
    });
    await step('The Omnibus line is in Czech, with Czech formatting.', async () => {
      await expect(canvasElement.querySelector('[data-slot="price-lowest-prior"]')).toHaveTextContent(
        'Nejnižší cena za posledních 30 dní: 2 290,00 Kč',
      );
    });
  },
};

export const OriginalNotHigherIsNoReduction: Story = {
  args: { ...texts.fr, shop: getShopByCode('fr-ch'), cents: 24900, originalCents: 24900 },
  play: async ({ canvasElement, step }) => {
    await step('An original price that is not higher is neither struck through nor badged.', async () => {
      await expect(canvasElement.querySelector('s')).toBeNull();
      await expect(canvasElement.querySelector('[data-slot="price-reduction"]')).toBeNull();
      await expect(canvasElement.querySelector('[data-slot="price"]')).not.toHaveAttribute('data-reduced');
    });
  },
};
