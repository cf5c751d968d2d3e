import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type ReactNode } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Badge } from '../badge/badge.tsx';
import { Button } from '../button/button.tsx';
import { Field, FieldDescription, FieldError, FieldLabel } from '../field/field.tsx';
import { ChoiceCard, ChoiceCardGroup } from './choice-cards.tsx';

/*
 * Radix chooses the option that an arrow key focuses, and it focuses in a timeout; user-event
 * releases a key at once, before that. A key held until the next tick is how a person presses it.
 */
async function press(key: string) {
  await userEvent.keyboard(`{${key}>}{/${key}}`);
}

type Option = {
  value: string;
  title: string;
  description?: string;
  aside?: string;
  badge?: string;
  note?: string;
  /** A tint's colour, drawn as the card's swatch. */
  swatch?: string;
  disabled?: boolean;
};

const lensTypes: Option[] = [
  {
    value: 'single-vision',
    title: 'Einstärkengläser',
    description: 'Scharf in einer Entfernung: in der Ferne oder in der Nähe.',
    aside: 'inklusive',
  },
  {
    value: 'progressive',
    title: 'Gleitsichtgläser',
    description: 'Scharf in jeder Entfernung, ohne die Brille zu wechseln.',
    aside: '+ 159,00 €',
    badge: 'Empfohlen',
  },
  {
    value: 'office',
    title: 'Arbeitsplatzgläser',
    description: 'Für Bildschirm und Schreibtisch, scharf bis etwa 4 Meter.',
    aside: '+ 89,00 €',
  },
];

const thicknessTiers: Option[] = [
  {
    value: '1.5',
    title: 'Standard 1,5',
    description: 'Das klassische Kunststoffglas.',
    aside: 'inklusive',
    note: 'Für Ihre Sehwerte (−6,25 dpt) nicht erhältlich: das Glas würde zu dick.',
    disabled: true,
  },
  {
    value: '1.6',
    title: 'Dünn 1,6',
    description: 'Bis zu 20 % dünner und leichter.',
    aside: '+ 39,00 €',
  },
  {
    value: '1.67',
    title: 'Extra dünn 1,67',
    description: 'Bis zu 30 % dünner, für hohe Werte.',
    aside: '+ 79,00 €',
    badge: 'Empfohlen',
  },
];

const tints: Option[] = [
  {
    value: 'clear',
    title: 'Ungetönt',
    description: 'Klare Gläser für jeden Tag.',
    aside: 'inklusive',
    swatch: '#f4f6f7',
  },
  {
    value: 'grey',
    title: 'Grau 85 %',
    description: 'Farbtreu, für helle Sonne.',
    aside: '+ 29,00 €',
    swatch: '#4a4f55',
  },
  {
    value: 'brown',
    title: 'Braun 85 %',
    description: 'Kontrastreich, für Wechsellicht.',
    aside: '+ 29,00 €',
    swatch: '#6b4a2f',
  },
  {
    value: 'gradient',
    title: 'Verlauf Grau',
    description: 'Oben dunkel, unten hell.',
    aside: '+ 39,00 €',
    swatch: '#8a9096',
    note: 'Nur mit Einstärkengläsern möglich.',
    disabled: true,
  },
];

/** What a card's description reads: description, price, badge and note, as the card wires them. */
function expectedDescription(option: Option): string {
  return [option.description, option.aside, option.badge, option.note].filter(Boolean).join(' ');
}

function Swatch({ colour }: { colour: string }) {
  return (
    <span
      className="block size-10 rounded-full border border-border-strong"
      style={{ backgroundColor: colour }}
    />
  );
}

function card(option: Option): ReactNode {
  return (
    <ChoiceCard
      key={option.value}
      value={option.value}
      title={option.title}
      description={option.description}
      aside={option.aside}
      badge={
        option.badge && (
          <Badge variant="new" size="sm">
            {option.badge}
          </Badge>
        )
      }
      note={option.note}
      media={option.swatch && <Swatch colour={option.swatch} />}
      disabled={option.disabled}
    />
  );
}

type ChoiceCardsStoryArgs = {
  label: string;
  description: string;
  error: string;
  columns: 1 | 2 | 3;
  disabled: boolean;
  required: boolean;
  defaultValue?: string;
  options: Option[];
  onValueChange: (value: string) => void;
};

/** The cards as the configurator shows them: a field's label names the group. */
function ChoiceCardsExample({
  label,
  description,
  error,
  disabled,
  required,
  options,
  ...groupProps
}: ChoiceCardsStoryArgs) {
  return (
    <Field disabled={disabled} required={required} className="w-full max-w-4xl gap-3">
      <FieldLabel requiredLabel="Pflichtfeld" className="text-base">
        {label}
      </FieldLabel>
      {description && <FieldDescription className="-mt-2">{description}</FieldDescription>}
      <ChoiceCardGroup {...groupProps}>{options.map(card)}</ChoiceCardGroup>
      <FieldError>{error}</FieldError>
    </Field>
  );
}

const meta = {
  title: 'Design system/ChoiceCards',
  component: ChoiceCardsExample,
  args: {
    label: 'Glastyp',
    description: '',
    error: '',
    columns: 1,
    disabled: false,
    required: false,
    defaultValue: 'single-vision',
    options: lensTypes,
    onValueChange: fn(),
  },
  argTypes: { columns: { control: 'inline-radio', options: [1, 2, 3] } },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof ChoiceCardsExample>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** One, two and three columns; badges, swatches, a disabled card, invalid and a disabled group: the screenshot target. */
export const Matrix: Story = {
  render: (args) => (
    <div className="flex flex-col gap-12">
      <ChoiceCardsExample {...args} defaultValue="progressive" />
      <ChoiceCardsExample
        {...args}
        label="Glasdicke"
        description="Je höher der Index, desto dünner das Glas."
        columns={3}
        defaultValue="1.67"
        options={thicknessTiers}
      />
      <ChoiceCardsExample {...args} label="Tönung" columns={2} defaultValue="grey" options={tints} />
      <ChoiceCardsExample
        {...args}
        label="Rodzaj soczewek"
        columns={3}
        required
        defaultValue={undefined}
        error="Wybierz rodzaj soczewek."
        options={[
          {
            value: 'single-vision',
            title: 'Jednoogniskowe',
            description: 'Ostre widzenie z jednej odległości.',
            aside: 'w cenie',
          },
          {
            value: 'progressive',
            title: 'Progresywne',
            description: 'Ostre widzenie z każdej odległości.',
            aside: '+ 690,00 zł',
            badge: 'Polecane',
          },
          {
            value: 'office',
            title: 'Biurowe',
            description: 'Do komputera i biurka, do ok. 4 m.',
            aside: '+ 390,00 zł',
          },
        ]}
      />
      <ChoiceCardsExample
        {...args}
        label="Glastyp (gesperrt)"
        columns={3}
        disabled
        defaultValue="progressive"
      />
    </div>
  ),
};

export const MatrixMobile: Story = {
  ...Matrix,
  globals: { viewport: { value: 'mobile', isRotated: false } },
};

export const LensType: Story = {
  args: { description: 'Welche Gläser brauchen Sie?' },
  play: async ({ args, canvasElement, step }) => {
    const canvas = within(canvasElement);
    const radio = (name: string) => canvas.getByRole('radio', { name });
    await step('The field’s label names the radio group, and its help text describes it.', async () => {
      const group = canvas.getByRole('radiogroup', { name: args.label });
      await expect(group).toHaveAccessibleDescription(args.description);
      await expect(within(group).getAllByRole('radio')).toHaveLength(lensTypes.length);
    });
    await step('Each card is named by its title and described by its text, price and badge.', async () => {
      for (const option of lensTypes) {
        await expect(radio(option.title)).toHaveAccessibleDescription(expectedDescription(option));
      }
      await expect(radio('Gleitsichtgläser')).toHaveAccessibleDescription(
        'Scharf in jeder Entfernung, ohne die Brille zu wechseln. + 159,00 € Empfohlen',
      );
    });
    await step('Tab enters the group at the chosen card.', async () => {
      await userEvent.tab();
      await expect(radio('Einstärkengläser')).toHaveFocus();
      await expect(radio('Einstärkengläser')).toBeChecked();
    });
    await step('ArrowDown and ArrowRight move to the next card and choose it.', async () => {
      await press('ArrowDown');
      await expect(radio('Gleitsichtgläser')).toHaveFocus();
      await expect(radio('Gleitsichtgläser')).toBeChecked();
      await expect(args.onValueChange).toHaveBeenLastCalledWith('progressive');
      await press('ArrowRight');
      await expect(radio('Arbeitsplatzgläser')).toBeChecked();
    });
    await step(
      'From the last card ArrowDown wraps to the first; ArrowUp and ArrowLeft go back.',
      async () => {
        await press('ArrowDown');
        await expect(radio('Einstärkengläser')).toBeChecked();
        await press('ArrowUp');
        await expect(radio('Arbeitsplatzgläser')).toBeChecked();
        await press('ArrowLeft');
        await expect(radio('Gleitsichtgläser')).toHaveFocus();
        await expect(radio('Gleitsichtgläser')).toBeChecked();
      },
    );
    await step('A click anywhere on a card chooses it, and only one card is chosen.', async () => {
      await userEvent.click(canvas.getByText('Für Bildschirm und Schreibtisch, scharf bis etwa 4 Meter.'));
      await expect(radio('Arbeitsplatzgläser')).toBeChecked();
      await expect(args.onValueChange).toHaveBeenLastCalledWith('office');
      await expect(canvas.getAllByRole('radio', { checked: true })).toHaveLength(1);
    });
    await step('Tab leaves the group: it is one tab stop.', async () => {
      await userEvent.tab();
      await expect(canvasElement).not.toContainElement(
        canvasElement.ownerDocument.activeElement as HTMLElement,
      );
    });
  },
};

export const ThicknessTiers: Story = {
  args: {
    label: 'Glasdicke',
    description: 'Je höher der Index, desto dünner das Glas.',
    columns: 3,
    defaultValue: '1.6',
    options: thicknessTiers,
  },
  globals: { viewport: { value: 'desktop', isRotated: false } },
  play: async ({ args, canvasElement, step }) => {
    const canvas = within(canvasElement);
    const radio = (name: string) => canvas.getByRole('radio', { name });
    const standard = radio('Standard 1,5');
    await step('The group is named by its label and holds three cards in one row.', async () => {
      await expect(canvas.getByRole('radiogroup', { name: args.label })).toBeVisible();
      const tops = thicknessTiers.map((option) => radio(option.title).getBoundingClientRect().top);
      await expect(new Set(tops).size).toBe(1);
    });
    await step(
      'Each card is named by its title and described by its text, price, badge and note.',
      async () => {
        for (const option of thicknessTiers) {
          await expect(radio(option.title)).toHaveAccessibleDescription(expectedDescription(option));
        }
      },
    );
    await step('A disabled card cannot be chosen by click.', async () => {
      await expect(standard).toBeDisabled();
      await userEvent.click(standard);
      await expect(standard).not.toBeChecked();
      await expect(radio('Dünn 1,6')).toBeChecked();
      await expect(args.onValueChange).not.toHaveBeenCalled();
    });
    await step('Its note keeps full opacity, while the rest of the card is faded.', async () => {
      const note = within(standard).getByText(/nicht erhältlich/);
      for (let element: Element | null = note; element && element !== standard.parentElement;) {
        await expect(getComputedStyle(element).opacity).toBe('1');
        element = element.parentElement;
      }
      await expect(Number(getComputedStyle(within(standard).getByText('Standard 1,5')).opacity)).toBeLessThan(
        1,
      );
    });
    await step('The arrow keys move and choose, and skip the disabled card.', async () => {
      radio('Dünn 1,6').focus();
      await press('ArrowRight');
      await expect(radio('Extra dünn 1,67')).toHaveFocus();
      await expect(radio('Extra dünn 1,67')).toBeChecked();
      await press('ArrowRight');
      await expect(radio('Dünn 1,6')).toHaveFocus();
      await expect(radio('Dünn 1,6')).toBeChecked();
      await press('ArrowLeft');
      await expect(radio('Extra dünn 1,67')).toBeChecked();
      await expect(standard).not.toBeChecked();
      await expect(args.onValueChange).toHaveBeenLastCalledWith('1.67');
    });
    await step('A click on another card chooses it.', async () => {
      await userEvent.click(radio('Dünn 1,6'));
      await expect(radio('Dünn 1,6')).toBeChecked();
      await expect(args.onValueChange).toHaveBeenLastCalledWith('1.6');
    });
  },
};

export const OneColumnOnAPhone: Story = {
  args: ThicknessTiers.args,
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('Below `sm` the three cards stack in one column, each as wide as the group.', async () => {
      const boxes = canvas.getAllByRole('radio').map((radio) => radio.getBoundingClientRect());
      await expect(new Set(boxes.map((box) => box.left)).size).toBe(1);
      for (let index = 1; index < boxes.length; index++) {
        await expect(boxes[index]?.top).toBeGreaterThan(boxes[index - 1]?.bottom ?? Infinity);
      }
    });
    await step('Every card is at least 44 px high.', async () => {
      for (const radio of canvas.getAllByRole('radio')) {
        await expect(radio.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
      }
    });
  },
};

/** The page holds the value: it shows the choice elsewhere and can clear it. */
function ControlledTints({ onValueChange }: Pick<ChoiceCardsStoryArgs, 'onValueChange'>) {
  const [value, setValue] = useState<string | null>(null);
  const chosen = tints.find((option) => option.value === value);
  return (
    <div className="flex w-full max-w-3xl flex-col gap-4">
      <ChoiceCardGroup
        aria-label="Tönung"
        columns={2}
        value={value}
        onValueChange={(next) => {
          setValue(next);
          onValueChange(next);
        }}
      >
        {tints.map(card)}
      </ChoiceCardGroup>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p data-testid="chosen-tint" className="text-base">
          {chosen ? `Ihre Tönung: ${chosen.title} (${chosen.aside})` : 'Noch keine Tönung gewählt'}
        </p>
        <Button variant="secondary" onClick={() => setValue(null)}>
          Auswahl zurücksetzen
        </Button>
      </div>
    </div>
  );
}

export const Controlled: Story = {
  render: (args) => <ControlledTints onValueChange={args.onValueChange} />,
  play: async ({ args, canvasElement, step }) => {
    const canvas = within(canvasElement);
    const radio = (name: string) => canvas.getByRole('radio', { name });
    const chosen = canvas.getByTestId('chosen-tint');
    await step('The group is named by its aria-label, and nothing is chosen yet.', async () => {
      await expect(canvas.getByRole('radiogroup', { name: 'Tönung' })).toBeVisible();
      await expect(canvas.queryAllByRole('radio', { checked: true })).toHaveLength(0);
      await expect(chosen).toHaveTextContent('Noch keine Tönung gewählt');
    });
    await step('Each card is named by its title and described by its text, price and note.', async () => {
      for (const option of tints) {
        await expect(radio(option.title)).toHaveAccessibleDescription(expectedDescription(option));
      }
    });
    await step('A click on a card chooses it through the page’s state.', async () => {
      await userEvent.click(radio('Braun 85 %'));
      await expect(args.onValueChange).toHaveBeenLastCalledWith('brown');
      await expect(radio('Braun 85 %')).toBeChecked();
      await expect(chosen).toHaveTextContent('Ihre Tönung: Braun 85 % (+ 29,00 €)');
    });
    await step('The arrow keys move and choose, and skip the disabled card.', async () => {
      await press('ArrowRight');
      await expect(radio('Ungetönt')).toHaveFocus();
      await expect(radio('Ungetönt')).toBeChecked();
      await press('ArrowLeft');
      await press('ArrowUp');
      await expect(radio('Grau 85 %')).toHaveFocus();
      await expect(radio('Grau 85 %')).toBeChecked();
      await expect(chosen).toHaveTextContent('Ihre Tönung: Grau 85 %');
    });
    await step('A disabled card cannot be chosen.', async () => {
      await expect(radio('Verlauf Grau')).toBeDisabled();
      await userEvent.click(radio('Verlauf Grau'));
      await expect(radio('Verlauf Grau')).not.toBeChecked();
      await expect(radio('Grau 85 %')).toBeChecked();
    });
    await step(
      'The page clears the choice; Shift+Tab goes back into the cards without choosing one.',
      async () => {
        await userEvent.click(canvas.getByRole('button', { name: 'Auswahl zurücksetzen' }));
        await expect(canvas.queryAllByRole('radio', { checked: true })).toHaveLength(0);
        await expect(chosen).toHaveTextContent('Noch keine Tönung gewählt');
        await userEvent.tab({ shift: true });
        await expect(canvasElement.ownerDocument.activeElement).toHaveRole('radio');
        await expect(canvas.queryAllByRole('radio', { checked: true })).toHaveLength(0);
      },
    );
  },
};
