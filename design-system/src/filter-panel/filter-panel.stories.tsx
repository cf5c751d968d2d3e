import { formatPrice, type PriceFormatting } from '@lumen/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import {
  ActiveFilters,
  AttributeFilter,
  BooleanFilter,
  FilterGroup,
  FilterPanel,
  RangeFilter,
  type ActiveFilterChip,
  type AttributeFilterValue,
  type FilterRange,
} from './filter-panel.tsx';
import { FaceShapeIcon } from '../icon-sets/face-shape-icon.tsx';
import { RimTypeIcon } from '../icon-sets/rim-type-icon.tsx';

/* A listing's filters (§2) in four shops, wired the way a page wires them: the parts report the
   new selection, the page keeps it and derives the chips. */

type BooleanKey = 'onlineExclusive' | 'sustainable' | 'inStock';

type FilterTexts = {
  panel: string;
  activeFilters: string;
  resetAll: string;
  removeChip: (chip: ActiveFilterChip) => string;
  activeCount: (count: number) => string;
  showMore: (count: number) => string;
  showLess: string;
  brand: string;
  colour: string;
  colours: readonly AttributeFilterValue[];
  price: string;
  minPrice: string;
  maxPrice: string;
  features: string;
  booleans: Record<BooleanKey, string>;
  shop: PriceFormatting;
  unit: string;
  priceBounds: FilterRange;
  priceStep: number;
};

const brands: AttributeFilterValue[] = [
  { id: 'lumen-optik', label: 'Lumen Optik', count: 312 },
  { id: 'ray-ban', label: 'Ray-Ban', count: 124 },
  { id: 'vogue-eyewear', label: 'Vogue Eyewear', count: 64 },
  { id: 'oakley', label: 'Oakley', count: 57 },
  { id: 'silhouette', label: 'Silhouette', count: 48 },
  { id: 'tom-ford', label: 'Tom Ford', count: 36 },
  { id: 'prada', label: 'Prada', count: 29 },
  { id: 'persol', label: 'Persol', count: 22 },
  { id: 'gucci', label: 'Gucci', count: 18 },
];

const colourHexes = {
  black: '#1d1d1b',
  havana: '#6b4a2b',
  gold: '#c8a24a',
  silver: '#b9bcc0',
  blue: '#1d5fa6',
  red: '#b3261e',
  clear: '#f1f1ee',
  green: '#2f6b3a',
} as const;
const colourCounts = { black: 210, havana: 98, gold: 45, silver: 61, blue: 33, red: 12, clear: 27, green: 0 };
type ColourKey = keyof typeof colourHexes;

function colours(names: Record<ColourKey, string>): AttributeFilterValue[] {
  return (Object.keys(colourHexes) as ColourKey[]).map((key) => ({
    id: key,
    label: names[key],
    count: colourCounts[key],
    hex: colourHexes[key],
  }));
}

const german: FilterTexts = {
  panel: 'Filter',
  activeFilters: 'Aktive Filter',
  resetAll: 'Alle zurücksetzen',
  removeChip: (chip) => `${chip.label} entfernen`,
  activeCount: (count) => `${count} ausgewählt`,
  showMore: (count) => `${count} weitere anzeigen`,
  showLess: 'Weniger anzeigen',
  brand: 'Marke',
  colour: 'Farbe',
  colours: colours({
    black: 'Schwarz',
    havana: 'Havanna',
    gold: 'Gold',
    silver: 'Silber',
    blue: 'Blau',
    red: 'Rot',
    clear: 'Transparent',
    green: 'Grün',
  }),
  price: 'Preis',
  minPrice: 'Mindestpreis',
  maxPrice: 'Höchstpreis',
  features: 'Besonderheiten',
  booleans: {
    onlineExclusive: 'Nur online erhältlich',
    sustainable: 'Nachhaltige Modelle',
    inStock: 'Sofort lieferbar',
  },
  shop: { locale: 'de-DE', currency: 'EUR' },
  unit: '€',
  priceBounds: [2900, 49900],
  priceStep: 100,
};

const french: FilterTexts = {
  panel: 'Filtres',
  activeFilters: 'Filtres actifs',
  resetAll: 'Tout effacer',
  removeChip: (chip) => `Retirer ${chip.label}`,
  activeCount: (count) => (count === 1 ? '1 sélectionné' : `${count} sélectionnés`),
  showMore: (count) => `Afficher ${count} de plus`,
  showLess: 'Afficher moins',
  brand: 'Marque',
  colour: 'Couleur',
  colours: colours({
    black: 'Noir',
    havana: 'Écaille',
    gold: 'Doré',
    silver: 'Argenté',
    blue: 'Bleu',
    red: 'Rouge',
    clear: 'Transparent',
    green: 'Vert',
  }),
  price: 'Prix',
  minPrice: 'Prix minimum',
  maxPrice: 'Prix maximum',
  features: 'Particularités',
  booleans: {
    onlineExclusive: 'Exclusivité en ligne',
    sustainable: 'Modèles durables',
    inStock: 'Livrable immédiatement',
  },
  shop: { locale: 'fr-CH', currency: 'CHF' },
  unit: 'CHF',
  priceBounds: [3900, 59900],
  priceStep: 100,
};

const polish: FilterTexts = {
  panel: 'Filtry',
  activeFilters: 'Aktywne filtry',
  resetAll: 'Wyczyść wszystko',
  removeChip: (chip) => `Usuń filtr ${chip.label}`,
  activeCount: (count) => `Wybrano: ${count}`,
  showMore: (count) => `Pokaż więcej (${count})`,
  showLess: 'Pokaż mniej',
  brand: 'Marka',
  colour: 'Kolor',
  colours: colours({
    black: 'Czarny',
    havana: 'Hawana',
    gold: 'Złoty',
    silver: 'Srebrny',
    blue: 'Niebieski',
    red: 'Czerwony',
    clear: 'Przezroczysty',
    green: 'Zielony',
  }),
  price: 'Cena',
  minPrice: 'Cena minimalna',
  maxPrice: 'Cena maksymalna',
  features: 'Cechy',
  booleans: {
    onlineExclusive: 'Tylko online',
    sustainable: 'Modele ekologiczne',
    inStock: 'Dostępne od ręki',
  },
  shop: { locale: 'pl-PL', currency: 'PLN' },
  unit: 'zł',
  priceBounds: [9900, 199900],
  priceStep: 100,
};

const czech: FilterTexts = {
  panel: 'Filtry produktů',
  activeFilters: 'Aktivní filtry',
  resetAll: 'Zrušit vše',
  removeChip: (chip) => `Odebrat filtr ${chip.label}`,
  activeCount: (count) => `Vybráno: ${count}`,
  showMore: (count) => `Zobrazit další (${count})`,
  showLess: 'Zobrazit méně',
  brand: 'Značka',
  colour: 'Barva',
  colours: colours({
    black: 'Černá',
    havana: 'Havana',
    gold: 'Zlatá',
    silver: 'Stříbrná',
    blue: 'Modrá',
    red: 'Červená',
    clear: 'Průhledná',
    green: 'Zelená',
  }),
  price: 'Cena',
  minPrice: 'Minimální cena',
  maxPrice: 'Maximální cena',
  features: 'Vlastnosti',
  booleans: {
    onlineExclusive: 'Pouze online',
    sustainable: 'Udržitelné modely',
    inStock: 'Skladem ihned',
  },
  shop: { locale: 'cs-CZ', currency: 'CZK' },
  unit: 'Kč',
  priceBounds: [49000, 1299000],
  priceStep: 1000,
};

const booleanCounts: Record<BooleanKey, number> = { onlineExclusive: 43, sustainable: 12, inStock: 0 };

type Selection = {
  brands: string[];
  colours: string[];
  /** Absent while the whole range is allowed. */
  price?: FilterRange;
  booleans: BooleanKey[];
};

const noSelection: Selection = { brands: [], colours: [], booleans: [] };

type ListingFiltersProps = {
  texts: FilterTexts;
  initial?: Selection;
  /** Every new selection, as the page would write it into the listing URL. */
  onSelectionChange: (selection: Selection) => void;
};

function ListingFilters({ texts, initial = noSelection, onSelectionChange }: ListingFiltersProps) {
  const [selection, setSelection] = useState(initial);
  const [livePrice, setLivePrice] = useState<FilterRange>(initial.price ?? texts.priceBounds);
  const formatValue = (cents: number) => formatPrice(cents, texts.shop);

  function update(change: Partial<Selection>) {
    const next = { ...selection, ...change };
    if (change.price !== undefined) {
      const [low, high] = change.price;
      const [min, max] = texts.priceBounds;
      next.price = low === min && high === max ? undefined : change.price;
    }
    setSelection(next);
    onSelectionChange(next);
  }

  const chips: ActiveFilterChip[] = [
    ...selection.brands.map((id) => ({
      id: `brand:${id}`,
      label: brands.find((brand) => brand.id === id)?.label ?? id,
    })),
    ...selection.colours.map((id) => ({
      id: `colour:${id}`,
      label: texts.colours.find((colour) => colour.id === id)?.label ?? id,
    })),
    ...(selection.price
      ? [{ id: 'price', label: `${formatValue(selection.price[0])} – ${formatValue(selection.price[1])}` }]
      : []),
    ...selection.booleans.map((key) => ({ id: `boolean:${key}`, label: texts.booleans[key] })),
  ];

  function removeChip(id: string) {
    const [kind, value] = id.split(':');
    if (kind === 'brand') update({ brands: selection.brands.filter((brand) => brand !== value) });
    if (kind === 'colour') update({ colours: selection.colours.filter((colour) => colour !== value) });
    if (kind === 'boolean') update({ booleans: selection.booleans.filter((key) => key !== value) });
    if (kind === 'price') {
      setLivePrice(texts.priceBounds);
      update({ price: undefined });
    }
  }

  function resetAll() {
    setLivePrice(texts.priceBounds);
    setSelection(noSelection);
    onSelectionChange(noSelection);
  }

  function setBoolean(key: BooleanKey, on: boolean) {
    const others = selection.booleans.filter((candidate) => candidate !== key);
    update({ booleans: on ? [...others, key] : others });
  }

  return (
    <div className="flex w-full flex-col gap-4 sm:w-80">
      <ActiveFilters
        label={texts.activeFilters}
        chips={chips}
        onRemove={removeChip}
        removeLabel={texts.removeChip}
        onResetAll={resetAll}
        resetAllLabel={texts.resetAll}
      />
      <FilterPanel label={texts.panel}>
        <FilterGroup
          title={texts.brand}
          activeCount={selection.brands.length}
          activeCountLabel={texts.activeCount}
        >
          <AttributeFilter
            label={texts.brand}
            values={brands}
            selected={selection.brands}
            onSelectedChange={(ids) => update({ brands: ids })}
            visibleCount={5}
            showMoreLabel={texts.showMore}
            showLessLabel={texts.showLess}
          />
        </FilterGroup>
        <FilterGroup
          title={texts.colour}
          activeCount={selection.colours.length}
          activeCountLabel={texts.activeCount}
        >
          <AttributeFilter
            label={texts.colour}
            values={texts.colours}
            selected={selection.colours}
            onSelectedChange={(ids) => update({ colours: ids })}
          />
        </FilterGroup>
        <FilterGroup
          title={texts.price}
          activeCount={selection.price ? 1 : 0}
          activeCountLabel={texts.activeCount}
        >
          <RangeFilter
            label={texts.price}
            min={texts.priceBounds[0]}
            max={texts.priceBounds[1]}
            step={texts.priceStep}
            value={livePrice}
            onValueChange={setLivePrice}
            onValueCommit={(range) => update({ price: range })}
            formatValue={formatValue}
            minLabel={texts.minPrice}
            maxLabel={texts.maxPrice}
            toInputValue={(cents) => String(Math.round(cents / 100))}
            parseInputValue={(text) => {
              const units = Number(text.trim().replace(',', '.'));
              return text.trim() !== '' && Number.isFinite(units) ? Math.round(units * 100) : undefined;
            }}
            inputUnit={texts.unit}
          />
        </FilterGroup>
        <FilterGroup
          title={texts.features}
          activeCount={selection.booleans.length}
          activeCountLabel={texts.activeCount}
        >
          <div className="flex flex-col">
            {(['onlineExclusive', 'sustainable', 'inStock'] as const).map((key) => (
              <BooleanFilter
                key={key}
                label={texts.booleans[key]}
                count={booleanCounts[key]}
                checked={selection.booleans.includes(key)}
                onCheckedChange={(on) => setBoolean(key, on)}
              />
            ))}
          </div>
        </FilterGroup>
      </FilterPanel>
    </div>
  );
}

const meta = {
  title: 'Design system/Filter panel',
  component: ListingFilters,
  args: { texts: german, onSelectionChange: fn() },
  argTypes: { texts: { control: false } },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof ListingFilters>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** The states of every part, one at a time. */
function PartStates() {
  return (
    <div className="flex w-full flex-col gap-6 sm:w-80">
      <FilterPanel label="Filtres (états)" layout="plain">
        <FilterGroup title="Marque" defaultOpen={false} activeCount={2} activeCountLabel={french.activeCount}>
          <AttributeFilter label="Marque" values={brands} defaultSelected={['ray-ban', 'gucci']} />
        </FilterGroup>
      </FilterPanel>
      <div className="flex flex-col">
        <BooleanFilter label="Tylko online" count={43} defaultChecked />
        <BooleanFilter label="Skladem ihned" count={0} />
        <BooleanFilter
          label="Nachhaltige Modelle"
          count={1234}
          formatCount={(count) => count.toLocaleString('de-DE')}
          control="checkbox"
        />
        <BooleanFilter label="Exclusivité en ligne" count={43} control="checkbox" defaultChecked />
      </div>
      <AttributeFilter
        label="Farbe (Liste)"
        values={german.colours}
        variant="list"
        defaultSelected={['green']}
      />
      <AttributeFilter
        label="Marka (więcej)"
        values={brands}
        visibleCount={3}
        defaultSelected={['gucci']}
        showMoreLabel={polish.showMore}
        showLessLabel={polish.showLess}
      />
      <RangeFilter
        label="Cena (zablokowana)"
        min={49000}
        max={1299000}
        step={1000}
        defaultValue={[99000, 599000]}
        formatValue={(cents) => formatPrice(cents, czech.shop)}
        minLabel={czech.minPrice}
        maxLabel={czech.maxPrice}
        toInputValue={(cents) => String(cents / 100)}
        disabled
      />
    </div>
  );
}

/** Four shops with selections, and every part's states: the screenshot target. */
export const Matrix: Story = {
  render: () => (
    <div className="grid grid-cols-1 gap-10 sm:grid-cols-[repeat(auto-fill,20rem)]">
      <ListingFilters
        texts={german}
        initial={{ brands: ['ray-ban'], colours: ['havana', 'gold'], price: [4900, 19900], booleans: [] }}
        onSelectionChange={() => {}}
      />
      <ListingFilters
        texts={french}
        initial={{ brands: ['persol'], colours: [], booleans: ['onlineExclusive'] }}
        onSelectionChange={() => {}}
      />
      <ListingFilters texts={polish} onSelectionChange={() => {}} />
      <ListingFilters
        texts={czech}
        initial={{ brands: [], colours: ['black'], price: [99000, 499000], booleans: ['sustainable'] }}
        onSelectionChange={() => {}}
      />
      <PartStates />
    </div>
  ),
};

export const MatrixMobile: Story = {
  ...Matrix,
  globals: { viewport: { value: 'mobile', isRotated: false } },
};

export const FiltersToggleAndCallBack: Story = {
  play: async ({ args, canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('Checking a brand reports the new selection and adds a chip.', async () => {
      await userEvent.click(canvas.getByRole('checkbox', { name: 'Ray-Ban (124)' }));
      await expect(args.onSelectionChange).toHaveBeenLastCalledWith({ ...noSelection, brands: ['ray-ban'] });
      await expect(canvas.getByRole('button', { name: 'Ray-Ban entfernen' })).toBeVisible();
    });
    await step('Space on a second brand adds it, in the order of the list.', async () => {
      canvas.getByRole('checkbox', { name: 'Lumen Optik (312)' }).focus();
      await userEvent.keyboard(' ');
      await expect(args.onSelectionChange).toHaveBeenLastCalledWith({
        ...noSelection,
        brands: ['lumen-optik', 'ray-ban'],
      });
    });
    await step('The brand header counts the two active values.', async () => {
      await expect(canvas.getByRole('button', { name: 'Marke 2 ausgewählt' })).toHaveAttribute(
        'aria-expanded',
        'true',
      );
    });
    await step('A colour is a checkbox named by its colour and count, with a swatch.', async () => {
      const havana = canvas.getByRole('checkbox', { name: 'Havanna (98)' });
      const swatch = havana.parentElement?.querySelector('[data-slot="attribute-filter-swatch"]');
      await expect(swatch).toHaveStyle({ backgroundColor: 'rgb(107, 74, 43)' });
      await userEvent.click(havana);
      await expect(args.onSelectionChange).toHaveBeenLastCalledWith({
        ...noSelection,
        brands: ['lumen-optik', 'ray-ban'],
        colours: ['havana'],
      });
    });
    await step('A colour without products cannot be checked.', async () => {
      await expect(canvas.getByRole('checkbox', { name: 'Grün (0)' })).toBeDisabled();
    });
    await step('A boolean filter is a switch; turning it on reports it.', async () => {
      await userEvent.click(canvas.getByRole('switch', { name: 'Nur online erhältlich (43)' }));
      await expect(args.onSelectionChange).toHaveBeenLastCalledWith({
        brands: ['lumen-optik', 'ray-ban'],
        colours: ['havana'],
        booleans: ['onlineExclusive'],
      });
    });
    await step('Unchecking a brand takes it out again.', async () => {
      await userEvent.click(canvas.getByRole('checkbox', { name: 'Ray-Ban (124)' }));
      await expect(args.onSelectionChange).toHaveBeenLastCalledWith({
        brands: ['lumen-optik'],
        colours: ['havana'],
        booleans: ['onlineExclusive'],
      });
      await expect(canvas.queryByRole('button', { name: 'Ray-Ban entfernen' })).not.toBeInTheDocument();
    });
  },
};

export const ShowMore: Story = {
  args: { texts: czech },
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const brandGroup = canvas.getByRole('group', { name: 'Značka' });
    const more = within(brandGroup).getByRole('button', { name: 'Zobrazit další (4)' });
    await step('Five brands show; the other four wait behind a collapsed button.', async () => {
      await expect(within(brandGroup).getAllByRole('checkbox')).toHaveLength(5);
      await expect(more).toHaveAttribute('aria-expanded', 'false');
    });
    await step('Enter on the button shows all nine and keeps the focus on it.', async () => {
      more.focus();
      await userEvent.keyboard('{Enter}');
      await expect(within(brandGroup).getAllByRole('checkbox')).toHaveLength(9);
      await expect(more).toHaveAttribute('aria-expanded', 'true');
      await expect(more).toHaveTextContent('Zobrazit méně');
      await expect(more).toHaveFocus();
    });
    await step('A brand from the rest can be checked, and Tab reaches it before the button.', async () => {
      await userEvent.tab({ shift: true });
      await expect(within(brandGroup).getByRole('checkbox', { name: 'Gucci (18)' })).toHaveFocus();
    });
    await step('Clicking again hides them.', async () => {
      await userEvent.click(more);
      await expect(within(brandGroup).getAllByRole('checkbox')).toHaveLength(5);
    });
  },
};

export const CollapseGroup: Story = {
  args: { texts: french },
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const header = canvas.getByRole('button', { name: 'Couleur' });
    await step('A group starts open; its header is a button in a heading.', async () => {
      await expect(header).toHaveAttribute('aria-expanded', 'true');
      await expect(canvas.getByRole('heading', { level: 3, name: 'Couleur' })).toContainElement(header);
    });
    await step('Enter closes it and hides its values.', async () => {
      header.focus();
      await userEvent.keyboard('{Enter}');
      await expect(header).toHaveAttribute('aria-expanded', 'false');
      // The panel stays mounted until its closing animation has ended.
      await waitFor(
        () => expect(canvas.queryByRole('checkbox', { name: 'Noir (210)' })).not.toBeInTheDocument(),
        { timeout: 3000 },
      );
    });
    await step('Space opens it again.', async () => {
      await userEvent.keyboard(' ');
      await expect(canvas.getByRole('checkbox', { name: 'Noir (210)' })).toBeVisible();
    });
  },
};

export const RangeSliderKeyboard: Story = {
  args: { texts: polish },
  play: async ({ args, canvasElement, step }) => {
    const canvas = within(canvasElement);
    const group = canvas.getByRole('group', { name: 'Cena' });
    const low = within(group).getByRole('slider', { name: 'Cena minimalna' });
    const high = within(group).getByRole('slider', { name: 'Cena maksymalna' });
    const format = (cents: number) => formatPrice(cents, polish.shop);
    await step('Both thumbs start at the ends and read their values as prices.', async () => {
      await expect(low).toHaveAttribute('aria-valuenow', '9900');
      await expect(low).toHaveAttribute('aria-valuetext', format(9900));
      await expect(high).toHaveAttribute('aria-valuenow', '199900');
      await expect(high).toHaveAttribute('aria-valuetext', format(199900));
    });
    await step('ArrowRight moves the lower thumb one step and reports the range.', async () => {
      low.focus();
      await userEvent.keyboard('{ArrowRight}');
      await expect(low).toHaveAttribute('aria-valuenow', '10000');
      await expect(args.onSelectionChange).toHaveBeenLastCalledWith({
        ...noSelection,
        price: [10000, 199900],
      });
    });
    await step('PageUp moves it ten steps; the input and the summary follow.', async () => {
      await userEvent.keyboard('{PageUp}');
      await expect(low).toHaveAttribute('aria-valuenow', '11000');
      await expect(low).toHaveAttribute('aria-valuetext', format(11000));
      await expect(within(group).getByRole('textbox', { name: 'Cena minimalna' })).toHaveValue('110');
      const summary = group.querySelector('[data-slot="range-filter-summary"]');
      await expect(summary?.textContent).toBe(`${format(11000)} – ${format(199900)}`);
    });
    await step('Tab moves to the upper thumb; ArrowLeft and Home move the thumbs down.', async () => {
      await userEvent.tab();
      await expect(high).toHaveFocus();
      await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
      await expect(high).toHaveAttribute('aria-valuenow', '199700');
      await expect(args.onSelectionChange).toHaveBeenLastCalledWith({
        ...noSelection,
        price: [11000, 199700],
      });
    });
    await step('The range becomes a chip that resets both thumbs when removed.', async () => {
      const chip = canvas.getByRole('button', { name: `Usuń filtr ${format(11000)} – ${format(199700)}` });
      await userEvent.click(chip);
      await expect(low).toHaveAttribute('aria-valuenow', '9900');
      await expect(high).toHaveAttribute('aria-valuenow', '199900');
      await expect(args.onSelectionChange).toHaveBeenLastCalledWith(noSelection);
    });
  },
};

export const RangeInputs: Story = {
  play: async ({ args, canvasElement, step }) => {
    const canvas = within(canvasElement);
    const group = canvas.getByRole('group', { name: 'Preis' });
    const minInput = within(group).getByRole('textbox', { name: 'Mindestpreis' });
    const maxInput = within(group).getByRole('textbox', { name: 'Höchstpreis' });
    await step('A typed minimum applies on Enter and moves the lower thumb.', async () => {
      await userEvent.clear(minInput);
      await userEvent.type(minInput, '120{Enter}');
      await expect(within(group).getByRole('slider', { name: 'Mindestpreis' })).toHaveAttribute(
        'aria-valuenow',
        '12000',
      );
      await expect(args.onSelectionChange).toHaveBeenLastCalledWith({
        ...noSelection,
        price: [12000, 49900],
      });
    });
    await step(
      'A maximum beyond the range is held to the highest price when the input is left.',
      async () => {
        await userEvent.clear(maxInput);
        await userEvent.type(maxInput, '9999');
        await userEvent.tab();
        await expect(maxInput).toHaveValue('499');
        await expect(within(group).getByRole('slider', { name: 'Höchstpreis' })).toHaveAttribute(
          'aria-valuenow',
          '49900',
        );
      },
    );
    await step('A maximum below the minimum is held to the minimum.', async () => {
      await userEvent.clear(maxInput);
      await userEvent.type(maxInput, '80{Enter}');
      await expect(maxInput).toHaveValue('120');
      await expect(args.onSelectionChange).toHaveBeenLastCalledWith({
        ...noSelection,
        price: [12000, 12000],
      });
    });
    await step('Text that is no number is undone.', async () => {
      await userEvent.clear(minInput);
      await userEvent.type(minInput, 'billig{Enter}');
      await expect(minInput).toHaveValue('120');
    });
  },
};

export const ChipsRemove: Story = {
  args: {
    texts: french,
    initial: { brands: ['persol', 'prada'], colours: ['blue'], booleans: ['sustainable'] },
  },
  play: async ({ args, canvasElement, step }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole('list', { name: 'Filtres actifs' });
    await step('Every active value is a chip.', async () => {
      await expect(
        within(list)
          .getAllByRole('button')
          .map((chip) => chip.textContent),
      ).toEqual(['Persol', 'Prada', 'Bleu', 'Modèles durables']);
    });
    await step('Removing a chip reports the selection without it and focuses the next chip.', async () => {
      await userEvent.click(within(list).getByRole('button', { name: 'Retirer Persol' }));
      await expect(args.onSelectionChange).toHaveBeenLastCalledWith({
        brands: ['prada'],
        colours: ['blue'],
        booleans: ['sustainable'],
      });
      await expect(canvas.getByRole('checkbox', { name: 'Persol (22)' })).not.toBeChecked();
      await waitFor(() => expect(within(list).getByRole('button', { name: 'Retirer Prada' })).toHaveFocus());
    });
    await step('Enter on the focused chip removes it too, and the focus moves on.', async () => {
      await userEvent.keyboard('{Enter}');
      await expect(args.onSelectionChange).toHaveBeenLastCalledWith({
        brands: [],
        colours: ['blue'],
        booleans: ['sustainable'],
      });
      await waitFor(() => expect(within(list).getByRole('button', { name: 'Retirer Bleu' })).toHaveFocus());
    });
    await step('Removing the last chip of the row focuses the chip before it.', async () => {
      await userEvent.click(within(list).getByRole('button', { name: 'Retirer Modèles durables' }));
      await waitFor(() => expect(within(list).getByRole('button', { name: 'Retirer Bleu' })).toHaveFocus());
    });
    await step('"Tout effacer" removes every filter, and the chips go.', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Tout effacer' }));
      await expect(args.onSelectionChange).toHaveBeenLastCalledWith(noSelection);
      await expect(canvas.queryByRole('list', { name: 'Filtres actifs' })).not.toBeInTheDocument();
      await expect(canvas.getByRole('checkbox', { name: 'Bleu (33)' })).not.toBeChecked();
    });
  },
};

/** Face shapes with the §2 icon set: each value shows its face beside its name. */
const faceShapeValues: AttributeFilterValue[] = [
  { id: '6001', label: 'Oval', count: 20, icon: <FaceShapeIcon shape="oval" /> },
  { id: '6002', label: 'Rund', count: 17, icon: <FaceShapeIcon shape="round" /> },
  { id: '6003', label: 'Eckig', count: 28, icon: <FaceShapeIcon shape="square" /> },
  { id: '6004', label: 'Herzförmig', count: 0, icon: <FaceShapeIcon shape="heart" /> },
];

const rimTypeValues: AttributeFilterValue[] = [
  { id: '4001', label: 'Vollrand', count: 51, icon: <RimTypeIcon rimType="full_rim" /> },
  { id: '4003', label: 'Randlos', count: 4, icon: <RimTypeIcon rimType="rimless" /> },
];

const submittedForm = fn();

/**
 * The panel as a listing's GET form before scripts load: named parts submit `filters[faceShape]`,
 * `filters[onlineExclusive]=true` and the typed prices; the optical filters show their icons.
 */
function PlainFormFilters() {
  return (
    <form
      className="w-80 max-w-full"
      onSubmit={(event) => {
        event.preventDefault();
        submittedForm([...new FormData(event.currentTarget)]);
      }}
    >
      <FilterPanel label="Filter">
        <FilterGroup title="Gesichtsform">
          <AttributeFilter
            label="Gesichtsform"
            name="filters[faceShape]"
            values={faceShapeValues}
            defaultSelected={['6002']}
          />
        </FilterGroup>
        <FilterGroup title="Rahmenart">
          <AttributeFilter label="Rahmenart" name="filters[rimType]" values={rimTypeValues} />
        </FilterGroup>
        <FilterGroup title="Eigenschaften">
          <BooleanFilter label="Nur online" name="filters[onlineExclusive]" count={3} />
        </FilterGroup>
        <FilterGroup title="Preis">
          <RangeFilter
            label="Preis"
            min={4900}
            max={29900}
            step={100}
            formatValue={(cents) => formatPrice(cents, german.shop)}
            minLabel="Mindestpreis"
            maxLabel="Höchstpreis"
            toInputValue={(cents) => String(cents / 100)}
            parseInputValue={(text) => (/^\d+$/.test(text.trim()) ? Number(text) * 100 : undefined)}
            inputUnit="€"
            minName="priceFrom"
            maxName="priceTo"
          />
        </FilterGroup>
      </FilterPanel>
      <button type="submit" className="mt-4 underline">
        Filter anwenden
      </button>
    </form>
  );
}

export const IconsAndPlainForm: Story = {
  render: () => <PlainFormFilters />,
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('Each face shape shows its icon beside its name; the icon is decorative.', async () => {
      const round = canvas.getByRole('checkbox', { name: 'Rund (17)' });
      const icon = round.closest('li')?.querySelector('[data-slot="face-shape-icon"]');
      await expect(icon).toHaveAttribute('data-value', 'round');
      await expect(icon).toHaveAttribute('aria-hidden', 'true');
      await expect(canvas.getByRole('checkbox', { name: 'Herzförmig (0)' })).toBeDisabled();
    });
    await step('Named values are native checkboxes: a click on a label toggles one.', async () => {
      await expect(canvas.getByRole('checkbox', { name: 'Rund (17)' }).tagName).toBe('INPUT');
      await userEvent.click(canvas.getByText('Randlos'));
      await expect(canvas.getByRole('checkbox', { name: 'Randlos (4)' })).toBeChecked();
      await userEvent.click(canvas.getByRole('checkbox', { name: 'Nur online (3)' }));
    });
    await step('A price typed into the inputs is submitted under their names, as typed.', async () => {
      const max = canvas.getByRole('textbox', { name: 'Höchstpreis' });
      await userEvent.clear(max);
      await userEvent.type(max, '150');
      await userEvent.click(canvas.getByRole('button', { name: 'Filter anwenden' }));
      await expect(submittedForm).toHaveBeenLastCalledWith([
        ['filters[faceShape]', '6002'],
        ['filters[rimType]', '4003'],
        ['filters[onlineExclusive]', 'true'],
        ['priceFrom', '49'],
        ['priceTo', '150'],
      ]);
    });
  },
};
