import type { ListingSort } from '@lumen/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { SortSelect, type SortSelectOption } from './sort-select.tsx';

const germanOptions: SortSelectOption[] = [
  { by: 'new', direction: 'desc', label: 'Neueste zuerst' },
  { by: 'price', direction: 'asc', label: 'Preis aufsteigend' },
  { by: 'price', direction: 'desc', label: 'Preis absteigend' },
  { by: 'reduction', direction: 'desc', label: 'Höchste Ersparnis' },
];

const frenchOptions: SortSelectOption[] = [
  { by: 'new', direction: 'desc', label: 'Nouveautés' },
  { by: 'price', direction: 'asc', label: 'Prix croissant' },
  { by: 'price', direction: 'desc', label: 'Prix décroissant' },
  { by: 'reduction', direction: 'desc', label: 'Meilleures réductions' },
];

const polishOptions: SortSelectOption[] = [
  { by: 'new', direction: 'desc', label: 'Najnowsze' },
  { by: 'new', direction: 'asc', label: 'Najstarsze' },
  { by: 'price', direction: 'asc', label: 'Cena rosnąco' },
  { by: 'price', direction: 'desc', label: 'Cena malejąco' },
  { by: 'reduction', direction: 'asc', label: 'Najmniejsza obniżka' },
  { by: 'reduction', direction: 'desc', label: 'Największa obniżka' },
];

const czechOptions: SortSelectOption[] = [
  { by: 'new', direction: 'desc', label: 'Nejnovější' },
  { by: 'price', direction: 'asc', label: 'Od nejlevnějšího' },
  { by: 'price', direction: 'desc', label: 'Od nejdražšího' },
  { by: 'reduction', direction: 'desc', label: 'Nejvyšší sleva' },
];

const meta = {
  title: 'Design system/Sort select',
  component: SortSelect,
  args: {
    label: 'Sortieren nach',
    options: germanOptions,
    placeholder: 'Empfehlung',
    layout: 'inline',
    size: 'md',
    disabled: false,
    onValueChange: fn(),
  },
  argTypes: {
    layout: { control: 'inline-radio', options: ['inline', 'stacked'] },
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
  },
} satisfies Meta<typeof SortSelect>;

export default meta;
type Story = StoryObj<typeof meta>;

function body(canvasElement: HTMLElement) {
  return within(canvasElement.ownerDocument.body);
}

export const Default: Story = {};

/** Both layouts, three sizes, four languages, placeholder, chosen and disabled: the screenshot target. */
export const Matrix: Story = {
  parameters: { layout: 'padded' },
  render: (args) => (
    <div className="flex flex-col gap-6">
      {(['sm', 'md', 'lg'] as const).map((size) => (
        <SortSelect key={size} {...args} size={size} label={`${args.label} (${size})`} />
      ))}
      <SortSelect
        label="Trier par"
        options={frenchOptions}
        defaultValue={{ by: 'price', direction: 'asc' }}
      />
      <SortSelect
        label="Sortuj według"
        options={polishOptions}
        defaultValue={{ by: 'reduction', direction: 'desc' }}
        layout="stacked"
        className="w-80 max-w-full"
      />
      <SortSelect
        label="Řadit podle"
        options={czechOptions}
        defaultValue={{ by: 'new', direction: 'desc' }}
        disabled
      />
    </div>
  ),
};

export const MatrixMobile: Story = {
  ...Matrix,
  globals: { viewport: { value: 'mobile', isRotated: false } },
};

export const ChangesTheOrder: Story = {
  play: async ({ args, canvasElement, step }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('combobox', { name: args.label });
    await step('Without a chosen order the select shows the placeholder.', async () => {
      await expect(trigger).toHaveTextContent('Empfehlung');
    });
    await step('Clicking opens the list of the offered orders.', async () => {
      await userEvent.click(trigger);
      const options = await body(canvasElement).findAllByRole('option');
      await expect(options.map((option) => option.textContent)).toEqual(
        germanOptions.map((option) => option.label),
      );
    });
    await step('Choosing one reports it as a sort key and direction.', async () => {
      await userEvent.click(body(canvasElement).getByRole('option', { name: 'Preis absteigend' }));
      await expect(args.onValueChange).toHaveBeenCalledOnce();
      await expect(args.onValueChange).toHaveBeenCalledWith({ by: 'price', direction: 'desc' });
      await waitFor(() => expect(trigger).toHaveTextContent('Preis absteigend'));
    });
  },
};

export const Keyboard: Story = {
  args: {
    label: 'Řadit podle',
    options: czechOptions,
    placeholder: 'Doporučené',
    defaultValue: { by: 'new', direction: 'desc' },
  },
  play: async ({ args, canvasElement, step }) => {
    const trigger = within(canvasElement).getByRole('combobox', { name: args.label });
    await step('Tab reaches the select; Enter opens it on the chosen order.', async () => {
      await userEvent.tab();
      await expect(trigger).toHaveFocus();
      await userEvent.keyboard('{Enter}');
      const chosen = await body(canvasElement).findByRole('option', { name: 'Nejnovější' });
      await waitFor(() => expect(chosen).toHaveFocus());
    });
    await step('ArrowDown twice and Enter choose "Od nejdražšího" and close the list.', async () => {
      await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
      await expect(args.onValueChange).toHaveBeenCalledOnce();
      await expect(args.onValueChange).toHaveBeenCalledWith({ by: 'price', direction: 'desc' });
      await waitFor(() => expect(body(canvasElement).queryByRole('listbox')).not.toBeInTheDocument());
      await expect(trigger).toHaveFocus();
      await expect(trigger).toHaveTextContent('Od nejdražšího');
    });
  },
};

/** The page owns the order, as when it comes from the listing URL. */
function ControlledSortSelect() {
  const [sort, setSort] = useState<ListingSort | null>(null);
  return (
    <div className="flex flex-col gap-3">
      <SortSelect
        label="Trier par"
        options={frenchOptions}
        placeholder="Pertinence"
        value={sort}
        onValueChange={setSort}
      />
      <output data-testid="url">{sort ? `?sort=${sort.by}-${sort.direction}` : '(aucun tri)'}</output>
      <button type="button" className="w-fit underline" onClick={() => setSort(null)}>
        Réinitialiser le tri
      </button>
    </div>
  );
}

export const Controlled: Story = {
  render: () => <ControlledSortSelect />,
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('combobox', { name: 'Trier par' });
    await step('Choosing an order hands it to the page, which writes it into the URL.', async () => {
      await userEvent.click(trigger);
      await userEvent.click(
        await body(canvasElement).findByRole('option', { name: 'Meilleures réductions' }),
      );
      await expect(canvas.getByTestId('url')).toHaveTextContent('?sort=reduction-desc');
    });
    await step('When the page clears the order, the placeholder comes back.', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Réinitialiser le tri' }));
      await expect(trigger).toHaveTextContent('Pertinence');
    });
  },
};
