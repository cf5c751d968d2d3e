import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Tabs, TabsContent, TabsList, TabsTrigger } from './tabs.tsx';

type Panel = { value: string; label: string; text: string; disabled?: boolean };

const productDetails: Panel[] = [
  {
    value: 'description',
    label: 'Beschreibung',
    text: 'Leichte Vollrandbrille aus Acetat in Havanna, mit Federscharnieren für einen bequemen Sitz.',
  },
  {
    value: 'specs',
    label: 'Technische Daten',
    text: 'Glasbreite 52 mm, Stegbreite 18 mm, Bügellänge 145 mm, Gewicht 24 g.',
  },
  {
    value: 'delivery',
    label: 'Lieferung & Rückgabe',
    text: 'Kostenloser Versand ab 49 €. Rückgabe innerhalb von 30 Tagen.',
  },
];

type TabsStoryArgs = {
  /** Accessible name of the tab list. */
  label: string;
  variant: 'line' | 'pill';
  defaultValue: string;
  panels: Panel[];
  onValueChange: (value: string) => void;
};

function TabsExample({ label, variant, panels, ...tabsProps }: TabsStoryArgs) {
  return (
    <Tabs {...tabsProps} className="w-[36rem] max-w-full">
      <TabsList variant={variant} aria-label={label}>
        {panels.map((panel) => (
          <TabsTrigger key={panel.value} value={panel.value} disabled={panel.disabled}>
            {panel.label}
          </TabsTrigger>
        ))}
      </TabsList>
      {panels.map((panel) => (
        <TabsContent key={panel.value} value={panel.value} className="text-base text-foreground">
          {panel.text}
        </TabsContent>
      ))}
    </Tabs>
  );
}

const meta = {
  title: 'Design system/Tabs',
  component: TabsExample,
  args: {
    label: 'Produktdetails',
    variant: 'line',
    defaultValue: 'description',
    panels: productDetails,
    onValueChange: fn(),
  },
  argTypes: { variant: { control: 'inline-radio', options: ['line', 'pill'] } },
} satisfies Meta<typeof TabsExample>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

const withDisabled = productDetails.map((panel) =>
  panel.value === 'delivery' ? { ...panel, label: 'Bewertungen', disabled: true } : panel,
);

/** Both variants, with a disabled tab, and a row too long for a phone: the screenshot target. */
export const Matrix: Story = {
  parameters: { layout: 'padded' },
  render: (args) => (
    <div className="flex max-w-xl flex-col gap-10">
      <TabsExample {...args} variant="line" label="Produktdetails" />
      <TabsExample
        {...args}
        variant="line"
        label="Produktdetails mit Bewertungen"
        panels={withDisabled}
        defaultValue="specs"
      />
      <TabsExample
        {...args}
        variant="pill"
        label="Ansicht"
        defaultValue="list"
        panels={[
          { value: 'list', label: 'Liste', text: '24 Filialen in Ihrer Nähe.' },
          { value: 'map', label: 'Karte', text: 'Die Karte zeigt 24 Filialen.' },
        ]}
      />
      <TabsExample {...args} variant="pill" label="Produktdetails als Pillen" panels={withDisabled} />
      <div className="w-[343px] max-w-full">
        <TabsExample
          {...args}
          label="Konto"
          defaultValue="orders"
          panels={[
            { value: 'overview', label: 'Übersicht', text: 'Willkommen zurück.' },
            { value: 'orders', label: 'Bestellungen', text: 'Sie haben 3 Bestellungen.' },
            { value: 'appointments', label: 'Termine', text: 'Ihr nächster Termin: 14. März.' },
            { value: 'subscriptions', label: 'Spar-Abos', text: 'Ein aktives Abo.' },
          ]}
        />
      </div>
    </div>
  ),
};

export const ArrowKeys: Story = {
  play: async ({ args, canvasElement, step }) => {
    const canvas = within(canvasElement);
    const tab = (name: string) => canvas.getByRole('tab', { name });
    await step('Tab enters the list at the active tab.', async () => {
      await userEvent.tab();
      await expect(tab('Beschreibung')).toHaveFocus();
      await expect(tab('Beschreibung')).toHaveAttribute('aria-selected', 'true');
    });
    await step('ArrowRight moves to the next tab and shows its panel.', async () => {
      await userEvent.keyboard('{ArrowRight}');
      await waitFor(() => expect(tab('Technische Daten')).toHaveFocus());
      await expect(tab('Technische Daten')).toHaveAttribute('aria-selected', 'true');
      await expect(canvas.getByRole('tabpanel', { name: 'Technische Daten' })).toHaveTextContent(
        /Glasbreite 52 mm/,
      );
      await expect(args.onValueChange).toHaveBeenLastCalledWith('specs');
    });
    await step('End jumps to the last tab, and ArrowRight wraps to the first.', async () => {
      await userEvent.keyboard('{End}');
      await waitFor(() => expect(tab('Lieferung & Rückgabe')).toHaveAttribute('aria-selected', 'true'));
      await userEvent.keyboard('{ArrowRight}');
      await waitFor(() => expect(tab('Beschreibung')).toHaveFocus());
    });
    await step('ArrowLeft wraps back to the last tab, and Home returns to the first.', async () => {
      await userEvent.keyboard('{ArrowLeft}');
      await waitFor(() => expect(tab('Lieferung & Rückgabe')).toHaveFocus());
      await userEvent.keyboard('{Home}');
      await waitFor(() => expect(tab('Beschreibung')).toHaveAttribute('aria-selected', 'true'));
    });
    await step('Tab moves on into the active panel.', async () => {
      await userEvent.tab();
      await expect(canvas.getByRole('tabpanel', { name: 'Beschreibung' })).toHaveFocus();
    });
  },
};

export const PillVariant: Story = {
  args: {
    variant: 'pill',
    label: 'Widok',
    defaultValue: 'list',
    panels: [
      { value: 'list', label: 'Lista', text: '12 salonów w pobliżu.' },
      { value: 'map', label: 'Mapa', text: 'Mapa pokazuje 12 salonów.' },
    ],
  },
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('The active pill is raised on the track; ArrowRight activates the next one.', async () => {
      const list = canvas.getByRole('tablist', { name: 'Widok' });
      await expect(list).toHaveAttribute('data-variant', 'pill');
      canvas.getByRole('tab', { name: 'Lista' }).focus();
      await userEvent.keyboard('{ArrowRight}');
      await waitFor(() =>
        expect(canvas.getByRole('tab', { name: 'Mapa' })).toHaveAttribute('data-state', 'active'),
      );
      await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Mapa pokazuje 12 salonów.');
    });
  },
};

export const DisabledTab: Story = {
  args: { panels: withDisabled },
  play: async ({ args, canvasElement, step }) => {
    const canvas = within(canvasElement);
    const disabled = canvas.getByRole('tab', { name: 'Bewertungen' });
    await step('A click on a disabled tab changes nothing.', async () => {
      await expect(disabled).toBeDisabled();
      await userEvent.click(disabled);
      await expect(canvas.getByRole('tab', { name: 'Beschreibung' })).toHaveAttribute(
        'aria-selected',
        'true',
      );
      await expect(args.onValueChange).not.toHaveBeenCalled();
    });
    await step('The arrow keys skip it.', async () => {
      canvas.getByRole('tab', { name: 'Technische Daten' }).focus();
      await userEvent.keyboard('{ArrowRight}');
      await waitFor(() => expect(canvas.getByRole('tab', { name: 'Beschreibung' })).toHaveFocus());
    });
  },
};
