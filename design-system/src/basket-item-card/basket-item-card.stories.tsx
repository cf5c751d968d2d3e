import { formatAddition, formatPrice, formatPd, formatSphere, type PriceFormatting } from '@lumen/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../select/select.tsx';
import {
  BasketItemCard,
  type BasketItemCardProps,
  type BasketItemPrescription,
  type BasketItemPrescriptionColumn,
} from './basket-item-card.tsx';

const germany: PriceFormatting = { locale: 'de-DE', currency: 'EUR' };
const switzerlandFrench: PriceFormatting = { locale: 'fr-CH', currency: 'CHF' };
const poland: PriceFormatting = { locale: 'pl-PL', currency: 'PLN' };
const czechia: PriceFormatting = { locale: 'cs-CZ', currency: 'CZK' };

/** A drawn frame standing in for the product image the page passes in. */
function FrameImage({ colour = '#6b4a2b' }: { colour?: string }) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 120"><g fill="none" stroke="${colour}" stroke-width="5"><rect x="10" y="44" width="42" height="32" rx="12"/><rect x="68" y="44" width="42" height="32" rx="12"/><path d="M52 56c3-4 13-4 16 0M10 52 4 48M110 52l6-4"/></g></svg>`;
  return <img src={`data:image/svg+xml,${encodeURIComponent(svg)}`} alt="" width={120} height={120} />;
}

function price(cents: number, shop: PriceFormatting = germany) {
  return <span>{formatPrice(cents, shop)}</span>;
}

function QuantitySelect({ label, defaultValue = '1' }: { label: string; defaultValue?: string }) {
  return (
    <Select defaultValue={defaultValue}>
      <SelectTrigger size="sm" aria-label={label} className="w-20">
        <SelectValue />
      </SelectTrigger>
      <SelectContent>
        {['1', '2', '3', '4', '5'].map((count) => (
          <SelectItem key={count} value={count}>
            {count}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}

const germanColumns: BasketItemPrescriptionColumn[] = [
  { field: 'sphere', label: 'SPH', accessibleLabel: 'Sphäre in Dioptrien' },
  { field: 'cylinder', label: 'ZYL', accessibleLabel: 'Zylinder in Dioptrien' },
  { field: 'axis', label: 'Achse', accessibleLabel: 'Achse in Grad' },
  { field: 'addition', label: 'ADD', accessibleLabel: 'Addition in Dioptrien' },
  { field: 'pd', label: 'PD', accessibleLabel: 'Pupillendistanz in Millimetern' },
];

const germanPrescription: BasketItemPrescription = {
  toggleLabel: 'Gläser und Sehwerte',
  subItems: [
    { id: 'rx_lens_types', label: 'Glastyp', value: 'Gleitsichtgläser', price: price(14900) },
    { id: 'rx_lens_quality_index', label: 'Brechungsindex', value: '1,6 – dünn', price: price(4000) },
    { id: 'rx_tinting_types', label: 'Tönung', value: 'Blaulichtfilter', price: price(2900) },
    { id: 'rx_services', label: 'Service', value: 'Anpassung in der Filiale', price: 'inklusive' },
  ],
  values: {
    caption: 'Ihre Sehwerte',
    columns: germanColumns,
    eyes: [
      { label: 'Rechts', values: { sphere: -2.25, cylinder: -0.5, axis: 175, addition: 2, pd: 31.5 } },
      { label: 'Links', values: { sphere: -2, cylinder: -0.75, axis: 10, addition: 2, pd: 32 } },
    ],
  },
};

const frenchPrescription: BasketItemPrescription = {
  toggleLabel: 'Verres et correction',
  subItems: [
    {
      id: 'rx_lens_types',
      label: 'Type de verres',
      value: 'Verres progressifs',
      price: price(24900, switzerlandFrench),
    },
    {
      id: 'rx_lens_quality_index',
      label: 'Indice',
      value: '1,67 – extra-fin',
      price: price(9000, switzerlandFrench),
    },
    {
      id: 'rx_tinting_types',
      label: 'Teinte',
      value: 'Photochromique',
      price: price(7900, switzerlandFrench),
    },
    { id: 'rx_services', label: 'Service', value: 'Ajustage en magasin', price: 'inclus' },
  ],
  values: {
    caption: 'Votre correction',
    columns: [
      { field: 'sphere', label: 'SPH', accessibleLabel: 'Sphère en dioptries' },
      { field: 'cylinder', label: 'CYL', accessibleLabel: 'Cylindre en dioptries' },
      { field: 'axis', label: 'Axe', accessibleLabel: 'Axe en degrés' },
      { field: 'addition', label: 'ADD', accessibleLabel: 'Addition en dioptries' },
      { field: 'pd', label: 'EP', accessibleLabel: 'Écart pupillaire en millimètres' },
    ],
    eyes: [
      { label: 'Droit', values: { sphere: 3.5, cylinder: null, axis: null, addition: 2.5, pd: 30 } },
      { label: 'Gauche', values: { sphere: 3.25, cylinder: -0.25, axis: 90, addition: 2.5, pd: 30.5 } },
    ],
  },
};

const polishPrescription: BasketItemPrescription = {
  toggleLabel: 'Soczewki i parametry',
  subItems: [
    { id: 'rx_lens_types', label: 'Rodzaj soczewek', value: 'Jednoogniskowe', price: price(19900, poland) },
    { id: 'rx_lens_quality_index', label: 'Indeks', value: '1,5 – standard', price: 'w cenie' },
    {
      id: 'rx_tinting_types',
      label: 'Powłoka',
      value: 'Filtr światła niebieskiego',
      price: price(9900, poland),
    },
    { id: 'rx_services', label: 'Usługa', value: 'Dopasowanie w salonie', price: 'w cenie' },
  ],
  values: {
    caption: 'Twoje parametry wzroku',
    columns: [
      { field: 'sphere', label: 'SPH' },
      { field: 'cylinder', label: 'CYL' },
      { field: 'axis', label: 'Oś' },
      { field: 'addition', label: 'ADD' },
      { field: 'pd', label: 'PD' },
    ],
    eyes: [
      { label: 'Prawe', values: { sphere: 0, cylinder: -1.25, axis: 5, addition: undefined, pd: 32 } },
      { label: 'Lewe', values: { sphere: 0.25, cylinder: -1, axis: 170, addition: undefined, pd: 32 } },
    ],
  },
};

const czechPrescription: BasketItemPrescription = {
  toggleLabel: 'Čočky a dioptrie',
  subItems: [
    { id: 'rx_lens_types', label: 'Typ čoček', value: 'Jednoohniskové', price: price(99000, czechia) },
    { id: 'rx_lens_quality_index', label: 'Index', value: '1,6 – ztenčené', price: price(79000, czechia) },
    { id: 'rx_tinting_types', label: 'Tónování', value: 'Samozabarvovací', price: price(149000, czechia) },
    { id: 'rx_services', label: 'Služba', value: 'Zabroušení na pobočce', price: 'v ceně' },
  ],
  values: {
    caption: 'Vaše dioptrické hodnoty',
    columns: [
      { field: 'sphere', label: 'SPH' },
      { field: 'cylinder', label: 'CYL' },
      { field: 'axis', label: 'Osa' },
      { field: 'addition', label: 'ADD' },
      { field: 'pd', label: 'PD' },
    ],
    eyes: [
      { label: 'Pravé', values: { sphere: -4.5, cylinder: -1.5, axis: 20, addition: null, pd: 29.5 } },
      { label: 'Levé', values: { sphere: -4, cylinder: -1.25, axis: 160, addition: null, pd: 30 } },
    ],
  },
};

const meta = {
  title: 'Design system/Basket item card',
  component: BasketItemCard,
  args: {
    variant: 'full',
    image: <FrameImage />,
    brand: 'Ray-Ban',
    name: 'RB5154 Clubmaster',
    attributes: [
      { label: 'Farbe', value: 'Havanna braun' },
      { label: 'Größe', value: '51 mm' },
    ],
    quantity: <QuantitySelect label="Menge" />,
    price: price(35800),
    removeLabel: 'Entfernen',
    onRemove: fn(),
    removing: false,
    unavailable: false,
    prescription: germanPrescription,
    onPrescriptionOpenChange: fn(),
  },
  argTypes: {
    variant: { control: 'inline-radio', options: ['full', 'compact'] },
    image: { control: false },
    quantity: { control: false },
    price: { control: false },
  },
  parameters: { layout: 'padded' },
  decorators: [
    (Story, { args }) => (
      <div className={args.variant === 'compact' ? 'w-96 max-w-full' : 'mx-auto w-full max-w-2xl'}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof BasketItemCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

const matrixCards: { title: string; props: BasketItemCardProps }[] = [
  {
    title: 'full, sunglasses',
    props: {
      image: <FrameImage colour="#17212b" />,
      brand: 'Lumen Optik',
      name: 'Sonnenbrille Riva polarisiert',
      attributes: [
        { label: 'Farbe', value: 'Schwarz matt' },
        { label: 'Glasfarbe', value: 'Grau' },
      ],
      quantity: 'Menge: 2',
      price: price(15800),
      removeLabel: 'Entfernen',
      onRemove: () => {},
    },
  },
  {
    title: 'full, prescription open (fr-CH)',
    props: {
      image: <FrameImage colour="#0d5c63" />,
      brand: 'Silhouette',
      name: 'Momentum Titan',
      attributes: [
        { label: 'Couleur', value: 'Pétrole' },
        { label: 'Taille', value: '53 mm' },
      ],
      quantity: 'Quantité : 1',
      price: price(72800, switzerlandFrench),
      removeLabel: 'Supprimer',
      onRemove: () => {},
      prescription: frenchPrescription,
      defaultPrescriptionOpen: true,
    },
  },
  {
    title: 'full, unavailable (pl-PL)',
    props: {
      image: <FrameImage colour="#b3261e" />,
      brand: 'Tom Ford',
      name: 'FT5634-B Blue Block',
      attributes: [
        { label: 'Kolor', value: 'Czerwony' },
        { label: 'Rozmiar', value: '52 mm' },
      ],
      quantity: 'Ilość: 1',
      price: price(129900, poland),
      removeLabel: 'Usuń',
      onRemove: () => {},
      unavailable: true,
      alert: {
        kind: 'ERROR',
        title: 'Produkt niedostępny',
        description: 'Usuń go z koszyka, aby przejść do kasy.',
      },
      prescription: polishPrescription,
    },
  },
  {
    title: 'full, reduced quantity and removing (cs-CZ)',
    props: {
      image: <FrameImage colour="#545d67" />,
      brand: 'Lumen Optik',
      name: 'Hana dioptrické brýle',
      attributes: [
        { label: 'Barva', value: 'Šedá' },
        { label: 'Velikost', value: '49 mm' },
      ],
      quantity: 'Množství: 1',
      price: price(489000, czechia),
      removeLabel: 'Odebrat',
      onRemove: () => {},
      removing: true,
      alert: { kind: 'WARNING', title: 'Skladem už jen 1 kus.', description: 'Množství jsme upravili.' },
      prescription: czechPrescription,
    },
  },
];

const compactCards: { title: string; props: BasketItemCardProps }[] = [
  {
    title: 'compact',
    props: {
      image: <FrameImage />,
      brand: 'Ray-Ban',
      name: 'RB5154 Clubmaster Optics',
      attributes: [
        { label: 'Farbe', value: 'Havanna braun' },
        { label: 'Größe', value: '51 mm' },
      ],
      quantity: 'Menge: 1',
      price: price(35800),
      removeLabel: 'Entfernen',
      onRemove: () => {},
    },
  },
  {
    title: 'compact, prescription',
    props: {
      image: <FrameImage colour="#0d5c63" />,
      brand: 'Silhouette',
      name: 'Momentum Titan',
      attributes: [
        { label: 'Couleur', value: 'Pétrole' },
        { label: 'Taille', value: '53 mm' },
      ],
      quantity: 'Quantité : 1',
      price: price(72800, switzerlandFrench),
      removeLabel: 'Supprimer',
      onRemove: () => {},
      prescription: frenchPrescription,
    },
  },
  {
    title: 'compact, unavailable',
    props: {
      image: <FrameImage colour="#b3261e" />,
      brand: 'Acuvue',
      name: 'Oasys 1-Day, 30 sztuk',
      attributes: [{ label: 'Moc', value: '-2,50 dpt' }],
      quantity: 'Ilość: 2',
      price: price(15980, poland),
      removeLabel: 'Usuń',
      onRemove: () => {},
      unavailable: true,
      alert: { kind: 'ERROR', title: 'Produkt niedostępny' },
    },
  },
];

/** Every variant and state in four languages: the screenshot target. */
export const Matrix: Story = {
  decorators: [],
  render: () => (
    <div className="flex flex-col gap-8">
      <div className="flex max-w-2xl flex-col gap-4">
        {matrixCards.map(({ title, props }) => (
          <BasketItemCard key={title} {...props} />
        ))}
      </div>
      <ul className="flex w-96 max-w-full flex-col divide-y divide-border border-y border-border">
        {compactCards.map(({ title, props }) => (
          <li key={title}>
            <BasketItemCard {...props} variant="compact" />
          </li>
        ))}
      </ul>
    </div>
  ),
};

export const MatrixMobile: Story = {
  ...Matrix,
  globals: { viewport: { value: 'mobile', isRotated: false } },
};

export const ExpandsPrescriptionDetails: Story = {
  play: async ({ args, canvasElement, step }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole('button', { name: germanPrescription.toggleLabel });
    await step('The prescription details start hidden behind a collapsed button.', async () => {
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      await expect(canvas.queryByRole('table')).not.toBeInTheDocument();
    });
    await step('Tab reaches the button past the quantity and the remove action.', async () => {
      await userEvent.tab();
      await expect(canvas.getByRole('combobox', { name: 'Menge' })).toHaveFocus();
      await userEvent.tab();
      await expect(canvas.getByRole('button', { name: 'Entfernen' })).toHaveFocus();
      await userEvent.tab();
      await expect(toggle).toHaveFocus();
    });
    await step('Enter shows the lens type, index, tinting and service with their prices.', async () => {
      await userEvent.keyboard('{Enter}');
      await expect(toggle).toHaveAttribute('aria-expanded', 'true');
      await expect(args.onPrescriptionOpenChange).toHaveBeenCalledWith(true);
      const subItems = canvasElement.querySelectorAll('[data-slot="basket-item-card-sub-item"]');
      await expect(subItems).toHaveLength(4);
      await expect(subItems[0]).toHaveTextContent('GlastypGleitsichtgläser149,00 €');
      await expect(subItems[3]).toHaveTextContent('ServiceAnpassung in der Filialeinklusive');
    });
    await step('The values per eye are a table in the §5 formats of @lumen/domain.', async () => {
      const table = canvas.getByRole('table', { name: 'Ihre Sehwerte' });
      const right = within(table).getByRole('row', { name: /Rechts/ });
      const cells = within(right)
        .getAllByRole('cell')
        .map((cell) => cell.textContent);
      await expect(cells).toEqual([formatSphere(-2.25), '-0,50', '175', formatAddition(2), formatPd(31.5)]);
      await expect(cells).toEqual(['-2,25', '-0,50', '175', '+2,00', '31,5']);
      await expect(within(table).getByRole('columnheader', { name: 'Sphäre in Dioptrien' })).toBeVisible();
    });
    await step('Space hides the details again.', async () => {
      await userEvent.keyboard(' ');
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      await expect(args.onPrescriptionOpenChange).toHaveBeenLastCalledWith(false);
      // The details stay mounted until their closing animation has ended.
      await waitFor(() => expect(canvas.queryByRole('table')).not.toBeInTheDocument(), { timeout: 3000 });
    });
  },
};

export const RemoveCallsBack: Story = {
  args: {
    brand: 'Lumen Optik',
    name: 'Okulary Lena',
    attributes: [{ label: 'Kolor', value: 'Złoty' }],
    quantity: 'Ilość: 1',
    price: price(34900, poland),
    removeLabel: 'Usuń',
    prescription: undefined,
  },
  play: async ({ args, canvasElement, step }) => {
    const canvas = within(canvasElement);
    const card = canvas.getByRole('article', { name: 'Lumen Optik Okulary Lena' });
    const remove = within(card).getByRole('button', { name: 'Usuń' });
    await step('The remove action is named by its label and described by the product name.', async () => {
      await expect(remove).toHaveAccessibleDescription('Okulary Lena');
    });
    await step('Clicking it calls onRemove once.', async () => {
      await userEvent.click(remove);
      await expect(args.onRemove).toHaveBeenCalledOnce();
    });
    await step('Enter on the focused action calls it again.', async () => {
      remove.focus();
      await userEvent.keyboard('{Enter}');
      await expect(args.onRemove).toHaveBeenCalledTimes(2);
    });
  },
};

/** The basket page's card: availability and delivery under the attributes, a second action beside remove. */
export const WithDetailsAndSecondaryAction: Story = {
  args: {
    brand: 'Ray-Ban',
    name: 'RB5154 Clubmaster',
    details: (
      <>
        <p>Sofort lieferbar</p>
        <p>Lieferung 3. – 5. März</p>
      </>
    ),
    quantity: 'Menge: 1',
    price: price(15900),
    removeLabel: 'Entfernen',
    prescription: undefined,
    secondaryAction: (
      <button type="button" className="min-h-11 text-sm font-semibold text-accent underline">
        Auf den Merkzettel
      </button>
    ),
  },
  play: async ({ args, canvasElement, step }) => {
    const canvas = within(canvasElement);
    const card = canvas.getByRole('article', { name: 'Ray-Ban RB5154 Clubmaster' });
    await step('The details sit in the card, under the name.', async () => {
      const details = card.querySelector('[data-slot="basket-item-card-details"]');
      await expect(details).toHaveTextContent('Sofort lieferbar');
      await expect(details).toHaveTextContent('Lieferung 3. – 5. März');
    });
    await step('Tab goes from remove to the second action.', async () => {
      within(card).getByRole('button', { name: 'Entfernen' }).focus();
      await userEvent.tab();
      await expect(within(card).getByRole('button', { name: 'Auf den Merkzettel' })).toHaveFocus();
      await expect(args.onRemove).not.toHaveBeenCalled();
    });
  },
};

export const Removing: Story = {
  args: { removing: true, prescription: undefined },
  play: async ({ args, canvasElement, step }) => {
    const remove = within(canvasElement).getByRole('button', { name: 'Entfernen' });
    await step('While the removal runs the action is busy and does not call again.', async () => {
      await expect(remove).toHaveAttribute('aria-busy', 'true');
      await expect(remove).toBeDisabled();
      await userEvent.click(remove);
      await expect(args.onRemove).not.toHaveBeenCalled();
    });
  },
};

export const Unavailable: Story = {
  args: {
    brand: 'Tom Ford',
    name: 'FT5634-B Blue Block',
    attributes: [
      { label: 'Couleur', value: 'Rouge' },
      { label: 'Taille', value: '52 mm' },
    ],
    quantity: 'Quantité : 1',
    price: price(31900, switzerlandFrench),
    removeLabel: 'Supprimer',
    unavailable: true,
    alert: {
      kind: 'ERROR',
      title: 'Article indisponible',
      description: 'Supprimez-le du panier pour passer à la caisse.',
    },
    prescription: frenchPrescription,
  },
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('The card is marked unavailable and says why in an alert.', async () => {
      const card = canvas.getByRole('article', { name: 'Tom Ford FT5634-B Blue Block' });
      await expect(card).toHaveAttribute('data-unavailable');
      await expect(within(card).getByRole('alert')).toHaveTextContent('Article indisponible');
    });
    await step('The remove action stays available.', async () => {
      await expect(canvas.getByRole('button', { name: 'Supprimer' })).toBeEnabled();
    });
  },
};

export const Compact: Story = {
  args: {
    variant: 'compact',
    brand: 'Ray-Ban',
    name: 'RB5154 Clubmaster Optics Havanna',
    quantity: 'Menge: 1',
    prescription: undefined,
  },
  play: async ({ args, canvasElement, step }) => {
    const card = within(canvasElement).getByRole('article', {
      name: 'Ray-Ban RB5154 Clubmaster Optics Havanna',
    });
    await step('The popover card is 96 px high (§2), with the name on one line.', async () => {
      await expect(card.getBoundingClientRect().height).toBe(96);
      const name = card.querySelector('[data-slot="basket-item-card-name"]');
      if (!name) throw new Error('The card has no name');
      await expect(name.getBoundingClientRect().height).toBe(20);
    });
    await step('The attribute labels are there for screen readers, the values on one line.', async () => {
      const terms = card.querySelectorAll('dt');
      await expect([...terms].map((term) => term.textContent)).toEqual(['Farbe', 'Größe']);
      await expect(card.querySelector('dl')).toHaveTextContent('FarbeHavanna braunGröße · 51 mm');
    });
    await step('The remove icon button calls back.', async () => {
      await userEvent.click(within(card).getByRole('button', { name: 'Entfernen' }));
      await expect(args.onRemove).toHaveBeenCalledOnce();
    });
  },
};

export const CompactPrescription: Story = {
  args: {
    variant: 'compact',
    brand: 'Lumen Optik',
    name: 'Hana dioptrické brýle',
    attributes: [{ label: 'Barva', value: 'Šedá' }],
    quantity: 'Množství: 1',
    price: price(489000, czechia),
    removeLabel: 'Odebrat',
    prescription: czechPrescription,
  },
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('The popover card expands its prescription details as well.', async () => {
      await userEvent.click(canvas.getByRole('button', { name: czechPrescription.toggleLabel }));
      const table = await canvas.findByRole('table', { name: 'Vaše dioptrické hodnoty' });
      await expect(within(table).getByRole('row', { name: /Pravé/ })).toHaveTextContent('-4,50-1,5020-29,5');
    });
  },
};

/** The page owns the open state, for example to open every item's details at once. */
function ControlledPrescription() {
  const [open, setOpen] = useState(false);
  return (
    <div className="flex flex-col gap-3">
      <button type="button" className="w-fit underline" onClick={() => setOpen((value) => !value)}>
        Alle Sehwerte umschalten
      </button>
      <BasketItemCard
        image={<FrameImage />}
        brand="Ray-Ban"
        name="RB5154 Clubmaster"
        price={price(35800)}
        prescription={germanPrescription}
        prescriptionOpen={open}
        onPrescriptionOpenChange={setOpen}
      />
    </div>
  );
}

export const ControlledOpenState: Story = {
  render: () => <ControlledPrescription />,
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('The page opens the details from outside the card.', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Alle Sehwerte umschalten' }));
      await expect(canvas.getByRole('button', { name: germanPrescription.toggleLabel })).toHaveAttribute(
        'aria-expanded',
        'true',
      );
      await expect(await canvas.findByRole('table', { name: 'Ihre Sehwerte' })).toBeVisible();
    });
  },
};
