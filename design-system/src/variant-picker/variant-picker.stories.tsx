import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import {
  ColourPicker,
  SizePicker,
  type ColourOption,
  type ColourPickerProps,
  type SizeOption,
} from './variant-picker.tsx';

/*
 * Radix chooses the option that an arrow key focuses, and it focuses in a timeout; user-event
 * releases a key at once, before that. A key held until the next tick is how a person presses it.
 */
async function press(key: string) {
  await userEvent.keyboard(`{${key}>}{/${key}}`);
}

const germanColours: ColourOption[] = [
  { value: 'nova-rund-havanna', name: 'Havanna', hex: '#6b3e26' },
  { value: 'nova-rund-schwarz', name: 'Schwarz', hex: '#1b1b1b' },
  { value: 'nova-rund-kristall', name: 'Kristall klar', hex: '#e6ebee' },
  { value: 'nova-rund-oliv', name: 'Olivgrün transparent', hex: '#5f6b3a' },
  { value: 'nova-rund-schwarz-gold', name: 'Schwarz/Gold', hex: ['#1b1b1b', '#c9a24a'], soldOut: true },
];

const germanSizes: SizeOption[] = [
  { value: '48-20', label: '48 □ 20' },
  { value: '50-20', label: '50 □ 20' },
  { value: '52-20', label: '52 □ 20', soldOut: true },
  { value: '54-20', label: '54 □ 20' },
];

type PickersArgs = {
  colourLabel: string;
  colours: ColourOption[];
  defaultColour?: string;
  sizeLabel: string;
  sizes: SizeOption[];
  defaultSize?: string;
  soldOutLabel: string;
  sizeDescription?: string;
  sizeError?: string;
  size: 'sm' | 'md';
  disabled: boolean;
  onColourChange: (value: string) => void;
  onSizeChange: (value: string) => void;
};

/** The two pickers as the product page shows them, one above the other. */
function VariantPickers({
  colourLabel,
  colours,
  defaultColour,
  sizeLabel,
  sizes,
  defaultSize,
  soldOutLabel,
  sizeDescription,
  sizeError,
  size,
  disabled,
  onColourChange,
  onSizeChange,
}: PickersArgs) {
  return (
    <div className="flex w-full max-w-sm flex-col gap-6">
      <ColourPicker
        label={colourLabel}
        options={colours}
        defaultValue={defaultColour}
        soldOutLabel={soldOutLabel}
        size={size}
        disabled={disabled}
        onValueChange={onColourChange}
      />
      <SizePicker
        label={sizeLabel}
        options={sizes}
        defaultValue={defaultSize}
        soldOutLabel={soldOutLabel}
        description={sizeDescription}
        error={sizeError}
        size={size}
        disabled={disabled}
        onValueChange={onSizeChange}
      />
    </div>
  );
}

const meta = {
  title: 'Design system/VariantPicker',
  component: VariantPickers,
  args: {
    colourLabel: 'Farbe',
    colours: germanColours,
    defaultColour: 'nova-rund-havanna',
    sizeLabel: 'Größe',
    sizes: germanSizes,
    defaultSize: '50-20',
    soldOutLabel: 'ausverkauft',
    sizeDescription: 'Glasbreite □ Stegbreite in mm',
    size: 'md',
    disabled: false,
    onColourChange: fn(),
    onSizeChange: fn(),
  },
  argTypes: { size: { control: 'inline-radio', options: ['sm', 'md'] } },
} satisfies Meta<typeof VariantPickers>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

const frenchColours: ColourOption[] = [
  { value: 'lyra-or-rose', name: 'Or rose', hex: '#b76e79' },
  { value: 'lyra-argent', name: 'Argent', hex: '#c0c4c8' },
  { value: 'lyra-gris-canon', name: 'Gris canon de fusil', hex: '#4a4f55' },
];

const polishColours: ColourOption[] = [
  { value: 'vela-czarny', name: 'Czarny', hex: '#1b1b1b' },
  { value: 'vela-hawana', name: 'Hawana', hex: '#6b3e26', soldOut: true },
  { value: 'vela-bursztyn', name: 'Bursztynowy', hex: 'bursztyn' },
];

/** Both pickers in both sizes and four languages, with sold-out options, an error, nothing chosen and disabled: the screenshot target. */
export const Matrix: Story = {
  parameters: { layout: 'padded' },
  render: (args) => (
    <div className="grid gap-x-12 gap-y-10 md:grid-cols-2">
      <VariantPickers {...args} />
      <VariantPickers
        {...args}
        size="sm"
        colourLabel="Couleur"
        colours={frenchColours}
        defaultColour="lyra-argent"
        sizeLabel="Taille"
        sizes={[
          { value: 's', label: 'S' },
          { value: 'm', label: 'M' },
          { value: 'l', label: 'L', soldOut: true },
        ]}
        defaultSize="m"
        soldOutLabel="épuisé"
        sizeDescription="Largeur du verre en mm"
      />
      <VariantPickers
        {...args}
        colourLabel="Kolor"
        colours={polishColours}
        defaultColour={undefined}
        sizeLabel="Opakowanie"
        sizes={[
          { value: '30', label: '30 szt.' },
          { value: '90', label: '90 szt.', soldOut: true },
        ]}
        defaultSize={undefined}
        soldOutLabel="wyprzedane"
        sizeDescription={undefined}
        sizeError="Wybierz opakowanie."
      />
      <VariantPickers
        {...args}
        colourLabel="Barva"
        colours={[
          { value: 'orbit-grafit', name: 'Grafit', hex: '#4a4f55' },
          { value: 'orbit-zlata', name: 'Zlatá', hex: '#c9a24a' },
        ]}
        defaultColour="orbit-grafit"
        sizeLabel="Velikost"
        sizes={[
          { value: '51', label: '51 □ 19' },
          { value: '53', label: '53 □ 19' },
        ]}
        defaultSize="53"
        soldOutLabel="vyprodáno"
        sizeDescription={undefined}
        disabled
      />
    </div>
  ),
};

export const MatrixMobile: Story = {
  ...Matrix,
  globals: { viewport: { value: 'mobile', isRotated: false } },
};

export const ColourKeyboard: Story = {
  play: async ({ args, canvasElement, step }) => {
    const canvas = within(canvasElement);
    const colour = (name: string) => canvas.getByRole('radio', { name });
    const chosenName = () => canvasElement.querySelector('[data-slot="colour-picker-chosen"]');
    await step('The colours are a radio group named by its visible label.', async () => {
      await expect(canvas.getByRole('radiogroup', { name: args.colourLabel })).toBeVisible();
      await expect(chosenName()).toHaveTextContent('Havanna');
    });
    await step('Tab enters the group at the chosen colour.', async () => {
      await userEvent.tab();
      await expect(colour('Havanna')).toHaveFocus();
      await expect(colour('Havanna')).toBeChecked();
    });
    await step('ArrowRight chooses the next colour, and the heading names it.', async () => {
      await press('ArrowRight');
      await expect(colour('Schwarz')).toHaveFocus();
      await expect(colour('Schwarz')).toBeChecked();
      await expect(args.onColourChange).toHaveBeenLastCalledWith('nova-rund-schwarz');
      await expect(chosenName()).toHaveTextContent('Schwarz');
    });
    await step('ArrowDown moves on too, and ArrowUp and ArrowLeft go back.', async () => {
      await press('ArrowDown');
      await expect(colour('Kristall klar')).toBeChecked();
      await press('ArrowUp');
      await press('ArrowLeft');
      await expect(colour('Havanna')).toBeChecked();
    });
    await step('From the first colour ArrowLeft wraps to the last, a sold-out one.', async () => {
      await press('ArrowLeft');
      const soldOut = colour('Schwarz/Gold, ausverkauft');
      await expect(soldOut).toHaveFocus();
      await expect(soldOut).toBeChecked();
      await expect(args.onColourChange).toHaveBeenLastCalledWith('nova-rund-schwarz-gold');
    });
    await step('Tab leaves the colours for the chosen size: each group is one tab stop.', async () => {
      await userEvent.tab();
      await expect(canvas.getByRole('radio', { name: '50 □ 20' })).toHaveFocus();
    });
  },
};

export const Swatches: Story = {
  args: { colours: [...germanColours, { value: 'nova-rund-x', name: 'Sonderfarbe', hex: 'url(x)' }] },
  play: async ({ canvasElement, step }) => {
    const swatches = canvasElement.querySelectorAll<HTMLElement>('[data-slot="colour-swatch"]');
    const style = (index: number) => getComputedStyle(swatches[index] ?? canvasElement);
    await step('A swatch is filled with its colour’s hex value.', async () => {
      await expect(style(0).backgroundColor).toBe('rgb(107, 62, 38)');
    });
    await step('A two-tone frame gets a swatch split diagonally.', async () => {
      await expect(style(4).backgroundImage).toContain('linear-gradient');
    });
    await step(
      '§5: a value that is not a hex colour never reaches the style; the swatch is neutral.',
      async () => {
        await expect(swatches[5]?.getAttribute('style')).toBeNull();
        await expect(style(5).backgroundColor).toBe('rgb(245, 243, 239)');
      },
    );
    await step(
      'A sold-out colour is crossed out, and the swatches are hidden from screen readers.',
      async () => {
        const soldOut = canvasElement.querySelector('[data-sold-out] [data-slot="colour-sold-out-mark"]');
        await expect(soldOut).toBeVisible();
        for (const swatch of swatches) await expect(swatch).toHaveAttribute('aria-hidden', 'true');
      },
    );
  },
};

export const SoldOutSize: Story = {
  play: async ({ args, canvasElement, step }) => {
    const canvas = within(canvasElement);
    const sizes = canvas.getByRole('radiogroup', { name: args.sizeLabel });
    const soldOut = within(sizes).getByRole('radio', { name: '52 □ 20 ausverkauft' });
    await step('A sold-out size is disabled and says "ausverkauft" in words.', async () => {
      await expect(soldOut).toBeDisabled();
      await expect(within(soldOut).getByText('ausverkauft')).toBeVisible();
    });
    await step('The size group is described by its help text.', async () => {
      await expect(sizes).toHaveAccessibleDescription('Glasbreite □ Stegbreite in mm');
    });
    await step('A click on it chooses nothing.', async () => {
      await userEvent.click(soldOut);
      await expect(soldOut).not.toBeChecked();
      await expect(args.onSizeChange).not.toHaveBeenCalled();
    });
    await step('The arrow keys skip it.', async () => {
      within(sizes).getByRole('radio', { name: '50 □ 20' }).focus();
      await press('ArrowRight');
      await expect(within(sizes).getByRole('radio', { name: '54 □ 20' })).toBeChecked();
      await expect(args.onSizeChange).toHaveBeenLastCalledWith('54-20');
    });
  },
};

export const SizeRequired: Story = {
  args: { defaultSize: undefined, sizeError: 'Bitte wählen Sie eine Größe.', sizeDescription: undefined },
  play: async ({ args, canvasElement, step }) => {
    const sizes = within(canvasElement).getByRole('radiogroup', { name: args.sizeLabel });
    await step('With an error the group is invalid and the error describes it.', async () => {
      await expect(sizes).toHaveAttribute('aria-invalid', 'true');
      await expect(sizes).toHaveAccessibleErrorMessage('Bitte wählen Sie eine Größe.');
    });
    await step('With nothing chosen, Tab enters at the first size that can be chosen.', async () => {
      await userEvent.tab();
      await userEvent.tab();
      await expect(within(sizes).getByRole('radio', { name: '48 □ 20' })).toHaveFocus();
      await press(' ');
      await expect(args.onSizeChange).toHaveBeenCalledWith('48-20');
    });
  },
};

export const ControlledColour: Story = {
  render: (args) => {
    const props: ColourPickerProps = {
      label: 'Barva',
      options: [
        { value: 'nova-havana', name: 'Havana', hex: '#6b3e26' },
        { value: 'nova-cerna', name: 'Černá', hex: '#1b1b1b' },
      ],
      value: 'nova-havana',
      onValueChange: args.onColourChange,
    };
    return <ColourPicker {...props} />;
  },
  play: async ({ args, canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('With a value from the page, a click only asks for the change.', async () => {
      await userEvent.click(canvas.getByRole('radio', { name: 'Černá' }));
      await expect(args.onColourChange).toHaveBeenCalledWith('nova-cerna');
      await expect(canvas.getByRole('radio', { name: 'Havana' })).toBeChecked();
    });
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ args, canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('Every option is disabled and Tab passes both groups by.', async () => {
      for (const radio of canvas.getAllByRole('radio')) await expect(radio).toBeDisabled();
      await userEvent.tab();
      await expect(canvasElement).not.toContainElement(document.activeElement as HTMLElement);
      await expect(args.onColourChange).not.toHaveBeenCalled();
    });
  },
};

/** Each colour a product page of its own and each size an address: the pickers are links (they work without scripts). */
export const AsLinks: Story = {
  render: (args) => (
    <div className="flex w-full max-w-sm flex-col gap-6">
      <ColourPicker
        label={args.colourLabel}
        soldOutLabel={args.soldOutLabel}
        value="nova-rund-havanna"
        options={germanColours.map((colour) => ({ ...colour, href: `/p/${colour.value}-10231/` }))}
      />
      <SizePicker
        label={args.sizeLabel}
        soldOutLabel={args.soldOutLabel}
        description={args.sizeDescription}
        value="50-20"
        options={germanSizes.map((size) => ({
          ...size,
          href: `/p/nova-rund-havanna-10231/?variant=${size.value}`,
        }))}
      />
    </div>
  ),
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('Each colour is a link named by its colour; the shown one is the current page.', async () => {
      const colours = canvas.getByRole('group', { name: 'Farbe' });
      const links = within(colours).getAllByRole('link');
      await expect(links).toHaveLength(5);
      const havanna = within(colours).getByRole('link', { name: 'Havanna' });
      await expect(havanna).toHaveAttribute('aria-current', 'page');
      await expect(havanna).toHaveAttribute('href', '/p/nova-rund-havanna-10231/');
      await expect(
        within(colours).getByRole('link', { name: 'Schwarz/Gold, ausverkauft' }),
      ).not.toHaveAttribute('aria-current');
      await expect(canvas.queryByRole('radio')).not.toBeInTheDocument();
    });
    await step(
      'Each size that can be ordered is a link to the page with it; a sold-out one is told, not linked.',
      async () => {
        const sizes = canvas.getByRole('group', { name: 'Größe' });
        await expect(sizes).toHaveAccessibleDescription('Glasbreite □ Stegbreite in mm');
        await expect(within(sizes).getAllByRole('link')).toHaveLength(3);
        await expect(within(sizes).getByRole('link', { name: '50 □ 20' })).toHaveAttribute(
          'aria-current',
          'page',
        );
        await expect(within(sizes).getByRole('link', { name: '54 □ 20' })).toHaveAttribute(
          'href',
          '/p/nova-rund-havanna-10231/?variant=54-20',
        );
        await expect(within(sizes).getByText('52 □ 20')).toHaveClass('line-through');
      },
    );
    await step('Tab moves from link to link.', async () => {
      await userEvent.tab();
      await expect(canvas.getByRole('link', { name: 'Havanna' })).toHaveFocus();
      await userEvent.tab();
      await expect(canvas.getByRole('link', { name: 'Schwarz' })).toHaveFocus();
    });
  },
};
