import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { StepProgress, type StepProgressProps } from './step-progress.tsx';

const configuratorSteps = [
  { id: 'lens-type', label: 'Glastyp' },
  { id: 'prescription', label: 'Sehwerte' },
  { id: 'thickness', label: 'Glasdicke' },
  { id: 'coating', label: 'Veredelung' },
  { id: 'tint', label: 'Tönung' },
  { id: 'pupillary-distance', label: 'Pupillendistanz' },
  { id: 'summary', label: 'Zusammenfassung' },
] as const;

const german = {
  label: 'Fortschritt',
  steps: configuratorSteps,
  counter: (position, total) => `Schritt ${position} von ${total}`,
  completedLabel: 'erledigt',
} as const satisfies Partial<StepProgressProps>;

const french = {
  label: 'Progression',
  steps: [
    { id: 'lens-type', label: 'Type de verres' },
    { id: 'prescription', label: 'Ordonnance' },
    { id: 'thickness', label: 'Épaisseur' },
    { id: 'coating', label: 'Traitements' },
    { id: 'tint', label: 'Teinte' },
    { id: 'pupillary-distance', label: 'Écart pupillaire' },
    { id: 'summary', label: 'Récapitulatif' },
  ],
  counter: (position, total) => `Étape ${position} sur ${total}`,
  completedLabel: 'terminé',
} as const satisfies Partial<StepProgressProps>;

const polish = {
  label: 'Postęp',
  steps: [
    { id: 'lens-type', label: 'Rodzaj soczewek' },
    { id: 'prescription', label: 'Recepta' },
    { id: 'thickness', label: 'Grubość' },
    { id: 'coating', label: 'Powłoki' },
    { id: 'tint', label: 'Barwienie' },
    { id: 'pupillary-distance', label: 'Rozstaw źrenic' },
    { id: 'summary', label: 'Podsumowanie' },
  ],
  counter: (position, total) => `Krok ${position} z ${total}`,
  completedLabel: 'zakończony',
} as const satisfies Partial<StepProgressProps>;

const meta = {
  title: 'Design system/Step progress',
  component: StepProgress,
  args: { ...german, current: 'lens-type' },
  argTypes: { current: { control: 'select', options: configuratorSteps.map((step) => step.id) } },
  parameters: { layout: 'padded' },
  decorators: [
    (Story) => (
      <div className="mx-auto w-full max-w-4xl">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof StepProgress>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** The first, a middle and the last step, with and without ways back, in three languages: the screenshot target. */
export const Matrix: Story = {
  render: (args) => (
    <div className="flex flex-col gap-12">
      {/* Landmarks on one page need names of their own. */}
      <StepProgress {...args} label={`${args.label}: Anfang`} current="lens-type" />
      <StepProgress {...args} label={`${args.label}: Mitte`} current="coating" onStepSelect={() => {}} />
      <StepProgress {...args} label={`${args.label}: Ende`} current="summary" />
      <StepProgress {...french} current="thickness" onStepSelect={() => {}} />
      <StepProgress {...polish} current="pupillary-distance" />
    </div>
  ),
};

export const AtStepOne: Story = {
  play: async ({ args, canvasElement, step }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: args.label });
    const items = within(nav).getAllByRole('listitem');
    await step(
      'The progress is a named navigation landmark holding an ordered list of the seven steps.',
      async () => {
        await expect(nav.querySelector('ol')).toBe(within(nav).getByRole('list'));
        await expect(items).toHaveLength(configuratorSteps.length);
      },
    );
    await step('The first step is the current one, and only that one.', async () => {
      await expect(items[0]).toHaveAttribute('aria-current', 'step');
      await expect(nav.querySelectorAll('[aria-current]')).toHaveLength(1);
      await expect(items[0]).toHaveTextContent('Schritt 1 von 7');
    });
    await step('Nothing is finished, so no step is a button and none is read as done.', async () => {
      await expect(within(nav).queryAllByRole('button')).toHaveLength(0);
      await expect(nav).not.toHaveTextContent('erledigt');
    });
  },
};

export const GoBackToAFinishedStep: Story = {
  args: { current: 'coating', onStepSelect: fn() },
  globals: { viewport: { value: 'desktop', isRotated: false } },
  play: async ({ args, canvasElement, step }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: args.label });
    const items = within(nav).getAllByRole('listitem');
    await step(
      'The three finished steps are buttons named by their label and described as done.',
      async () => {
        const buttons = within(nav).getAllByRole('button');
        await expect(buttons).toHaveLength(3);
        for (const [index, { label }] of configuratorSteps.slice(0, 3).entries()) {
          const button = within(nav).getByRole('button', { name: label });
          await expect(button).toBe(buttons[index]);
          await expect(button).toHaveAccessibleDescription('erledigt');
          await expect(button).toBeVisible();
        }
      },
    );
    await step('The current step is marked with aria-current="step" and is no button.', async () => {
      await expect(items[3]).toHaveAttribute('aria-current', 'step');
      await expect(within(items[3] as HTMLElement).queryByRole('button')).not.toBeInTheDocument();
    });
    await step('The steps ahead are not buttons either.', async () => {
      for (const item of items.slice(4)) {
        await expect(within(item).queryByRole('button')).not.toBeInTheDocument();
        await expect(item).not.toHaveAttribute('aria-current');
      }
    });
    await step('A click on a finished step calls onStepSelect with its id.', async () => {
      await userEvent.click(within(nav).getByRole('button', { name: 'Sehwerte' }));
      await expect(args.onStepSelect).toHaveBeenCalledTimes(1);
      await expect(args.onStepSelect).toHaveBeenCalledWith('prescription');
    });
    await step('Tab reaches the finished steps in order, and Enter chooses one.', async () => {
      within(nav).getByRole('button', { name: 'Glastyp' }).focus();
      await userEvent.tab();
      await expect(within(nav).getByRole('button', { name: 'Sehwerte' })).toHaveFocus();
      await userEvent.tab();
      await userEvent.keyboard('{Enter}');
      await expect(args.onStepSelect).toHaveBeenLastCalledWith('thickness');
    });
    await step('All steps show in one row.', async () => {
      const tops = items.map((item) => item.getBoundingClientRect().top);
      await expect(new Set(tops).size).toBe(1);
    });
  },
};

export const TabletWidth: Story = {
  args: { current: 'tint', onStepSelect: fn() },
  globals: { viewport: { value: 'tablet', isRotated: false } },
  play: async ({ args, canvasElement, step }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: args.label });
    const items = within(nav).getAllByRole('listitem');
    await step('From `md` up the seven steps share one row.', async () => {
      await expect(new Set(items.map((item) => item.getBoundingClientRect().top)).size).toBe(1);
    });
    await step(
      'A label too long for its column wraps inside it instead of running into the next.',
      async () => {
        const navBox = nav.getBoundingClientRect();
        for (const item of items) {
          const itemBox = item.getBoundingClientRect();
          const labelBox = (
            item.querySelector('[data-slot="step-progress-label"]') as HTMLElement
          ).getBoundingClientRect();
          await expect(labelBox.left).toBeGreaterThanOrEqual(itemBox.left);
          await expect(labelBox.right).toBeLessThanOrEqual(itemBox.right);
          await expect(itemBox.right).toBeLessThanOrEqual(navBox.right + 0.5);
        }
      },
    );
  },
};

export const NarrowViewport: Story = {
  args: { current: 'coating', onStepSelect: fn() },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ args, canvasElement, step }) => {
    const canvas = within(canvasElement);
    const nav = canvas.getByRole('navigation', { name: args.label });
    const list = within(nav).getByRole('list');
    const summary = nav.querySelector('[data-slot="step-progress-summary"]') as HTMLElement;
    const shown = (element: Element) => element.getBoundingClientRect().width > 1;
    await step('A phone shows the counter, the current step and a bar, for sighted users only.', async () => {
      await expect(canvas.getByText('Schritt 4 von 7')).toBeVisible();
      await expect(within(summary).getByText('Veredelung')).toBeVisible();
      await expect(summary).toHaveAttribute('aria-hidden', 'true');
    });
    await step(
      'The list is hidden from sight but stays in the accessibility tree, with the counter.',
      async () => {
        await expect(shown(list)).toBe(false);
        const items = within(list).getAllByRole('listitem');
        await expect(items).toHaveLength(configuratorSteps.length);
        await expect(items[3]).toHaveAttribute('aria-current', 'step');
        await expect(items[3]).toHaveTextContent('Veredelung, Schritt 4 von 7');
      },
    );
    await step('The finished steps are still buttons; while one has the focus, the list shows.', async () => {
      await userEvent.tab();
      const first = within(list).getByRole('button', { name: 'Glastyp' });
      await expect(first).toHaveFocus();
      await expect(shown(list)).toBe(true);
      await expect(first.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
      await userEvent.keyboard('{Enter}');
      await expect(args.onStepSelect).toHaveBeenCalledTimes(1);
      await expect(args.onStepSelect).toHaveBeenCalledWith('lens-type');
    });
    await step('When the focus leaves the list, it hides again.', async () => {
      await userEvent.tab();
      await userEvent.tab();
      await userEvent.tab();
      await expect(list).not.toContainElement(canvasElement.ownerDocument.activeElement as HTMLElement);
      await expect(shown(list)).toBe(false);
    });
  },
};

export const French: Story = { args: { ...french, current: 'tint', onStepSelect: fn() } };
