import { getShopByCode, productBadges, type Badge } from '@lumen/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { AvailabilityLine } from '../availability-line/availability-line.tsx';
import { imageHashes, storyImageBaseUrl } from '../product-image/product-image.fixtures.ts';
import { ProductCard, type ProductCardProps } from './product-card.tsx';

const badgeLabels = {
  de: {
    new: 'Neu',
    sold_out: 'Ausverkauft',
    online_exclusive: 'Nur online',
    sustainable: 'Nachhaltig',
    premium: 'Premium',
  },
  fr: {
    new: 'Nouveau',
    sold_out: 'Épuisé',
    online_exclusive: 'Exclusivité en ligne',
    sustainable: 'Durable',
    premium: 'Premium',
  },
  pl: {
    new: 'Nowość',
    sold_out: 'Wyprzedane',
    online_exclusive: 'Tylko online',
    sustainable: 'Zrównoważony',
    premium: 'Premium',
  },
  cs: {
    new: 'Novinka',
    sold_out: 'Vyprodáno',
    online_exclusive: 'Pouze online',
    sustainable: 'Udržitelné',
    premium: 'Prémiové',
  },
} satisfies Record<string, Record<Badge, string>>;

const germanColours: ProductCardProps['colours'] = [
  { name: 'Havanna', hex: '#6b3e26', current: true },
  { name: 'Schwarz', hex: '#1b1b1b' },
  { name: 'Kristall klar', hex: '#e6ebee' },
  { name: 'Olivgrün transparent', hex: '#5f6b3a' },
  { name: 'Blau transparent', hex: '#3d5a80' },
  { name: 'Schwarz/Gold', hex: ['#1b1b1b', '#c9a24a'] },
];

/** Nova Rund in the German shop: new and sustainable (§5 "ja"), three sizes from 89 to 119 €. */
const nova: ProductCardProps = {
  href: '/p/nova-rund-acetat-havanna-48-20-10231/',
  name: 'Nova Rund – Acetat, Havanna',
  brand: 'Lumen Optik',
  image: {
    hash: imageHashes.novaFront,
    alt: 'Nova Rund in Havanna, von vorne',
    background: 'white',
    baseUrl: storyImageBaseUrl({ frame: '#6b3e26', background: 'white' }),
  },
  hoverImage: {
    hash: imageHashes.novaModel,
    alt: 'Nova Rund in Havanna, getragen',
    baseUrl: storyImageBaseUrl({ frame: '#6b3e26', view: 'model' }),
  },
  badges: productBadges({
    isNew: true,
    isSoldOut: false,
    attributes: { sustainable: { values: { label: 'ja' } } },
  }),
  badgeLabels: badgeLabels.de,
  price: {
    cents: 8900,
    maxCents: 11900,
    shop: getShopByCode('de-de'),
    fromLabel: 'ab',
    originalLabel: 'Bisher',
    currentLabel: 'Jetzt',
  },
  colours: germanColours,
  coloursLabel: 'Farben',
  moreColoursLabel: (count) => `+${count} Farben`,
  wishlist: { label: 'Merken: Nova Rund – Acetat, Havanna', defaultPressed: false },
};

const lyra: ProductCardProps = {
  href: '/p/lyra-pantos-titane-or-rose-10877/',
  name: 'Lyra Pantos – Titane, Or rose',
  brand: 'Aurelia',
  image: {
    hash: imageHashes.lyraFront,
    alt: 'Lyra Pantos or rose, de face',
    background: 'grey',
    baseUrl: storyImageBaseUrl({ frame: '#b76e79', background: 'grey', shape: 'square' }),
  },
  hoverImage: {
    hash: imageHashes.lyraModel,
    alt: 'Lyra Pantos portée',
    baseUrl: storyImageBaseUrl({ frame: '#b76e79', view: 'model', shape: 'square' }),
  },
  badges: ['premium', 'online_exclusive'],
  badgeLabels: badgeLabels.fr,
  price: {
    cents: 18900,
    originalCents: 24900,
    shop: getShopByCode('fr-ch'),
    originalLabel: 'Prix précédent',
    currentLabel: 'Prix actuel',
  },
  colours: [
    { name: 'Or rose', hex: '#b76e79', current: true },
    { name: 'Argent', hex: '#c0c4c8' },
  ],
  coloursLabel: 'Couleurs',
  wishlist: { label: 'Favori : Lyra Pantos – Titane, Or rose', defaultPressed: true },
};

const vela: ProductCardProps = {
  href: '/p/okulary-przeciwsloneczne-vela-octan-czarny-11020/',
  name: 'Okulary przeciwsłoneczne Vela – Octan, Czarny',
  brand: 'Fjord',
  image: {
    hash: imageHashes.velaFront,
    alt: 'Okulary Vela, czarne, z przodu',
    background: 'transparent',
    baseUrl: storyImageBaseUrl({ frame: '#1b1b1b', lens: '#2d3a2e', background: 'transparent' }),
  },
  badges: productBadges({ isSoldOut: true }),
  badgeLabels: badgeLabels.pl,
  price: { cents: 38900, shop: getShopByCode('pl-pl') },
  colours: [
    { name: 'Czarny', hex: '#1b1b1b', current: true },
    { name: 'Hawana', hex: '#6b3e26' },
    { name: 'Bursztynowy', hex: '#c98a2b' },
  ],
  coloursLabel: 'Kolory',
  wishlist: { label: 'Ulubione: Okulary przeciwsłoneczne Vela – Octan, Czarny' },
};

const orbit: ProductCardProps = {
  href: '/p/bryle-orbit-panto-titan-grafit-10455/',
  name: 'Brýle Orbit Panto – Titan, Grafit',
  brand: 'Lumen Optik',
  image: {
    hash: imageHashes.orbitFront,
    alt: 'Brýle Orbit Panto v grafitové barvě, zepředu',
    background: 'white',
    baseUrl: storyImageBaseUrl({ frame: '#4a4f55', background: 'white', shape: 'square' }),
  },
  // Four badges; the card has room for two, taken in §4 priority: new before premium.
  badges: ['premium', 'online_exclusive', 'new', 'sustainable'],
  badgeLabels: badgeLabels.cs,
  price: {
    cents: 229000,
    maxCents: 279000,
    shop: getShopByCode('cs-cz'),
    fromLabel: 'od',
    lowestPriorCents: 229000,
    lowestPriorLabel: (price) => `Nejnižší cena za posledních 30 dní: ${price}`,
  },
  colours: [
    { name: 'Grafit', hex: '#4a4f55', current: true },
    { name: 'Zlatá', hex: '#c9a24a' },
    { name: 'Stříbrná', hex: '#c0c4c8' },
    { name: 'Černá', hex: '#1b1b1b' },
    { name: 'Modrá', hex: '#3d5a80' },
  ],
  coloursLabel: 'Barvy',
  moreColoursLabel: (count) => `+${count} další`,
  wishlist: { label: 'Oblíbené: Brýle Orbit Panto – Titan, Grafit', busy: true },
};

const meta = {
  title: 'Design system/ProductCard',
  component: ProductCard,
  parameters: { layout: 'padded' },
  args: { ...nova, size: 'md' },
  argTypes: {
    size: { control: 'inline-radio', options: ['sm', 'md'] },
    headingLevel: { control: 'inline-radio', options: [2, 3, 4] },
    image: { control: false },
    hoverImage: { control: false },
    price: { control: false },
    renderLink: { control: false },
    moreColoursLabel: { control: false },
  },
  render: (args) => (
    <div className="w-72 max-w-full">
      <ProductCard {...args} />
    </div>
  ),
} satisfies Meta<typeof ProductCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

const products = [nova, lyra, vela, orbit];

/**
 * A listing row of each product in four shops, then the small size, no wishlist, no badges and no
 * hover image: the screenshot target. Two columns on a phone, four on a desktop.
 */
export const Matrix: Story = {
  render: (args) => (
    <div className="flex flex-col gap-10">
      <ul className="grid grid-cols-2 gap-x-4 gap-y-8 lg:grid-cols-4">
        {products.map((product, index) => (
          <li key={product.href}>
            <ProductCard {...product} size={args.size} imageLoading={index < 2 ? 'eager' : 'lazy'} />
          </li>
        ))}
      </ul>
      <ul className="grid grid-cols-2 gap-x-3 gap-y-6 sm:grid-cols-3 lg:grid-cols-6">
        {products.map((product) => (
          <li key={product.href}>
            <ProductCard {...product} size="sm" headingLevel={4} />
          </li>
        ))}
        <li>
          <ProductCard {...nova} size="sm" wishlist={undefined} badges={[]} />
        </li>
        <li>
          <ProductCard {...lyra} size="sm" hoverImage={undefined} colours={[]} />
        </li>
      </ul>
    </div>
  ),
};

export const MatrixMobile: Story = {
  ...Matrix,
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement, step }) => {
    await step('At 375 px two cards sit side by side, each inside the screen.', async () => {
      const [first, second] = canvasElement.querySelectorAll('[data-slot="product-card"]');
      const a = first?.getBoundingClientRect();
      const b = second?.getBoundingClientRect();
      await expect(a?.top).toBe(b?.top);
      await expect(b?.right ?? Infinity).toBeLessThanOrEqual(375);
    });
  },
};

export const WishlistToggle: Story = {
  args: { wishlist: { ...nova.wishlist, label: nova.wishlist?.label ?? '', onToggle: fn() } },
  play: async ({ args, canvasElement, step }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole('button', { name: args.wishlist?.label });
    await step('The wishlist button is a toggle, not pressed at first.', async () => {
      await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    });
    await step('A click presses it and calls back with true; the heart fills.', async () => {
      await userEvent.click(toggle);
      await expect(args.wishlist?.onToggle).toHaveBeenLastCalledWith(true);
      await expect(toggle).toHaveAttribute('aria-pressed', 'true');
      await expect(toggle).toHaveAttribute('data-state', 'on');
      // The colour fades in (transition-colors).
      await waitFor(() =>
        expect(getComputedStyle(toggle.querySelector('svg') ?? toggle).fill).toBe('rgb(196, 18, 47)'),
      );
    });
    await step('Another click releases it and calls back with false; the name stays the same.', async () => {
      await userEvent.click(toggle);
      await expect(args.wishlist?.onToggle).toHaveBeenLastCalledWith(false);
      await expect(toggle).toHaveAttribute('aria-pressed', 'false');
      await expect(toggle).toHaveAccessibleName(args.wishlist?.label ?? '');
    });
  },
};

/** Counts the card link's clicks; the story's link stays on the page. */
const linkClicks = fn();

export const OneLinkAndKeyboard: Story = {
  args: {
    wishlist: { label: nova.wishlist?.label ?? '', onToggle: fn() },
    renderLink: ({ children, href, ...props }) => (
      <a
        {...props}
        href={href}
        onClick={(event) => {
          event.preventDefault();
          linkClicks();
        }}
      >
        {children}
      </a>
    ),
  },
  play: async ({ args, canvasElement, step }) => {
    linkClicks.mockClear();
    const canvas = within(canvasElement);
    const card = canvasElement.querySelector<HTMLElement>('[data-slot="product-card"]');
    if (!card) throw new Error('No card rendered');
    const link = canvas.getByRole('link');
    const toggle = canvas.getByRole('button', { name: args.wishlist?.label });
    await step('The card holds one link, named by the product, that leads to the product page.', async () => {
      await expect(canvas.getAllByRole('link')).toHaveLength(1);
      await expect(link).toHaveAccessibleName(args.name);
      await expect(link).toHaveAttribute('href', args.href);
    });
    await step('Nothing interactive is nested: the wishlist button is not inside the link.', async () => {
      await expect(link).not.toContainElement(toggle);
      await expect(link.querySelector('a, button, input')).toBeNull();
    });
    await step('A click on the image or the price lands on the link.', async () => {
      const image = card.querySelector('[data-slot="product-card-media"]')?.getBoundingClientRect();
      const price = card.querySelector('[data-slot="price"]')?.getBoundingClientRect();
      for (const box of [image, price]) {
        if (!box) throw new Error('A part of the card is missing');
        const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
        await expect(hit).toBe(link);
      }
      await userEvent.click(link);
      await expect(linkClicks).toHaveBeenCalledTimes(1);
    });
    await step('A click on the heart lands on the heart only.', async () => {
      const box = toggle.getBoundingClientRect();
      const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
      await expect(toggle.contains(hit)).toBe(true);
      await userEvent.click(toggle);
      await expect(linkClicks).toHaveBeenCalledTimes(1);
    });
    await step('Tab reaches the link, then the heart; Space and Enter press the heart.', async () => {
      toggle.blur();
      await userEvent.tab();
      await expect(link).toHaveFocus();
      await userEvent.tab();
      await expect(toggle).toHaveFocus();
      await userEvent.keyboard(' ');
      await expect(args.wishlist?.onToggle).toHaveBeenLastCalledWith(false);
      await userEvent.keyboard('{Enter}');
      await expect(args.wishlist?.onToggle).toHaveBeenLastCalledWith(true);
    });
    await step('The focused link draws its ring around the whole card.', async () => {
      await userEvent.tab({ shift: true });
      await expect(link).toHaveFocus();
      await expect(getComputedStyle(card).outlineStyle).toBe('solid');
    });
  },
};

export const HoverShowsTheFrameWorn: Story = {
  play: async ({ canvasElement, step }) => {
    const card = canvasElement.querySelector<HTMLElement>('[data-slot="product-card"]');
    const hoverImage = canvasElement.querySelector<HTMLElement>('[data-slot="product-card-hover-image"]');
    if (!card || !hoverImage) throw new Error('No card or hover image rendered');
    const opacity = () => getComputedStyle(hoverImage).opacity;
    await step('The second image waits hidden, with an empty alt: it repeats the product.', async () => {
      await expect(opacity()).toBe('0');
      await expect(hoverImage).toHaveAttribute('alt', '');
    });
    await step('Focusing the link from the keyboard shows it.', async () => {
      await userEvent.tab();
      await waitFor(() => expect(opacity()).toBe('1'));
      await userEvent.tab();
      await waitFor(() => expect(opacity()).toBe('0'));
    });
    await step('Hovering the card shows it by the same rule (a script cannot hover for CSS).', async () => {
      await expect(hoverImage).toHaveClass('group-hover/product-card:opacity-100');
      await expect(card).toHaveClass('group/product-card');
    });
  },
};

export const BadgesInPriority: Story = {
  args: { ...orbit, wishlist: { label: orbit.wishlist?.label ?? '' } },
  play: async ({ canvasElement, step }) => {
    const badges = canvasElement.querySelectorAll('[data-slot="product-card-badges"] [data-slot="badge"]');
    await step(
      '§4: of premium, online-only, new and sustainable, the card shows new, then online-only.',
      async () => {
        await expect([...badges].map((badge) => badge.textContent)).toEqual(['Novinka', 'Pouze online']);
        await expect(badges[0]).toHaveAttribute('data-variant', 'new');
      },
    );
  },
};

export const SoldOutBadge: Story = {
  args: { ...vela },
  play: async ({ canvasElement, step }) => {
    await step('A sold-out product (domain productBadges) carries the sold-out badge.', async () => {
      await expect(within(canvasElement).getByText('Wyprzedane')).toHaveAttribute('data-variant', 'sold_out');
    });
  },
};

export const ColourSiblings: Story = {
  play: async ({ canvasElement, step }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Farben' });
    await step('Of six colours, four swatches are shown, named for screen readers.', async () => {
      const items = within(list).getAllByRole('listitem');
      await expect(items).toHaveLength(4);
      await expect(items[0]).toHaveTextContent('Havanna');
      await expect(items[0]).toHaveAttribute('data-current', 'true');
    });
    await step('The rest are counted: "+2 Farben".', async () => {
      await expect(canvasElement.querySelector('[data-slot="product-card-more-colours"]')).toHaveTextContent(
        '+2 Farben',
      );
    });
    await step('The price is the range: "ab 89,00 €".', async () => {
      await expect(canvasElement.querySelector('[data-slot="price-current"]')).toHaveTextContent(
        'ab 89,00 €',
      );
    });
  },
};

/** The page holds the wishlist state: the toggle follows it. */
function ControlledCard(args: ProductCardProps) {
  const [pressed, setPressed] = useState(false);
  return (
    <div className="w-72">
      <ProductCard
        {...args}
        wishlist={{
          label: args.wishlist?.label ?? '',
          pressed,
          onToggle: (next) => {
            args.wishlist?.onToggle?.(next);
            setPressed(next);
          },
        }}
      />
      <p className="mt-4 text-sm">{pressed ? 'Auf der Merkliste' : 'Nicht auf der Merkliste'}</p>
    </div>
  );
}

export const ControlledWishlist: Story = {
  args: { wishlist: { label: nova.wishlist?.label ?? '', onToggle: fn() } },
  render: (args) => <ControlledCard {...args} />,
  play: async ({ args, canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('With the state in the page, a press goes through the page and back.', async () => {
      await userEvent.click(canvas.getByRole('button', { name: args.wishlist?.label }));
      await expect(canvas.getByText('Auf der Merkliste')).toBeVisible();
      await expect(canvas.getByRole('button', { name: args.wishlist?.label })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
    });
  },
};

const germanAvailability = {
  immediately_available: 'Sofort lieferbar',
  available_soon: (quantity: number) => `Nur noch ${quantity} Stück – bald lieferbar`,
  available_as_soon_as_possible: 'Schnellstmöglich lieferbar',
  not_available: 'Nicht lieferbar',
};

/** A listing's tile says when only a few pieces are left (§4 tiers), under the price. */
export const AvailabilityUnderThePrice: Story = {
  args: {
    availability: (
      <AvailabilityLine
        size="sm"
        stock={{ quantity: 2, isSellableWithoutStock: false }}
        labels={germanAvailability}
      />
    ),
  },
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('The line names the pieces left and sits in the card, after the price.', async () => {
      const line = canvas.getByText('Nur noch 2 Stück – bald lieferbar');
      const card = canvasElement.querySelector('[data-slot="product-card"]');
      await expect(card).toContainElement(line);
      const price = card?.querySelector('[data-slot="price"]');
      await expect(price?.compareDocumentPosition(line)).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
    });
    await step('The card stays one link: the line is text, not a control.', async () => {
      await expect(canvas.getAllByRole('link')).toHaveLength(1);
    });
  },
};
