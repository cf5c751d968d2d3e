import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from './accordion.tsx';

type Question = { value: string; question: string; answer: string; disabled?: boolean };

const faq: Question[] = [
  {
    value: 'delivery',
    question: 'Wie lange dauert die Lieferung meiner Brille?',
    answer:
      'Korrektionsbrillen fertigen wir in 5 bis 8 Werktagen. Sonnenbrillen ohne Sehstärke verschicken wir am nächsten Werktag.',
  },
  {
    value: 'returns',
    question: 'Kann ich meine Brille zurückgeben?',
    answer:
      'Ja, innerhalb von 30 Tagen. Bringen Sie sie in eine Filiale oder senden Sie sie kostenlos zurück.',
  },
  {
    value: 'prescription',
    question: 'Wo finde ich meine Sehstärke?',
    answer:
      'Auf Ihrem Brillenpass oder dem Rezept Ihrer Augenärztin. Wir messen sie auch kostenlos in jeder Filiale.',
  },
];

type AccordionStoryArgs = {
  type: 'single' | 'multiple';
  items: Question[];
  defaultOpen: string[];
};

function AccordionExample({ type, items, defaultOpen }: AccordionStoryArgs) {
  const children = items.map((item) => (
    <AccordionItem key={item.value} value={item.value} disabled={item.disabled}>
      <AccordionTrigger>{item.question}</AccordionTrigger>
      <AccordionContent>{item.answer}</AccordionContent>
    </AccordionItem>
  ));
  return (
    <div className="w-[40rem] max-w-full">
      {type === 'single' ? (
        <Accordion type="single" collapsible defaultValue={defaultOpen[0]}>
          {children}
        </Accordion>
      ) : (
        <Accordion type="multiple" defaultValue={defaultOpen}>
          {children}
        </Accordion>
      )}
    </div>
  );
}

const meta = {
  title: 'Design system/Accordion',
  component: AccordionExample,
  args: { type: 'single', items: faq, defaultOpen: [] },
  argTypes: { type: { control: 'inline-radio', options: ['single', 'multiple'] } },
} satisfies Meta<typeof AccordionExample>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Open, closed and disabled sections: the screenshot target. */
export const Matrix: Story = {
  parameters: { layout: 'padded' },
  args: {
    type: 'multiple',
    defaultOpen: ['delivery'],
    items: [
      ...faq,
      {
        value: 'insurance',
        question: 'Übernimmt meine Krankenkasse die Kosten?',
        answer: 'Das hängt von Ihrer Kasse ab.',
        disabled: true,
      },
    ],
  },
};

export const KeyboardEnterAndSpace: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const first = canvas.getByRole('button', { name: faq[0]?.question });
    const second = canvas.getByRole('button', { name: faq[1]?.question });
    await step('Tab moves the focus onto the first header; its section is closed.', async () => {
      await userEvent.tab();
      await expect(first).toHaveFocus();
      await expect(first).toHaveAttribute('aria-expanded', 'false');
    });
    await step('Enter opens the section, and its panel is a region named by the header.', async () => {
      await userEvent.keyboard('{Enter}');
      await expect(first).toHaveAttribute('aria-expanded', 'true');
      const region = canvas.getByRole('region', { name: faq[0]?.question });
      await expect(region).toHaveTextContent(/5 bis 8 Werktagen/);
    });
    await step('Space closes it again.', async () => {
      await userEvent.keyboard(' ');
      await expect(first).toHaveAttribute('aria-expanded', 'false');
      await waitFor(() => expect(canvas.queryByRole('region')).not.toBeInTheDocument());
    });
    await step(
      'ArrowDown moves to the next header; opening it with Space keeps one section open.',
      async () => {
        await userEvent.keyboard('{Enter}');
        await userEvent.keyboard('{ArrowDown}');
        await expect(second).toHaveFocus();
        await userEvent.keyboard(' ');
        await expect(second).toHaveAttribute('aria-expanded', 'true');
        await expect(first).toHaveAttribute('aria-expanded', 'false');
      },
    );
  },
};

export const Multiple: Story = {
  args: { type: 'multiple' },
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('Several sections stay open side by side.', async () => {
      await userEvent.click(canvas.getByRole('button', { name: faq[0]?.question }));
      await userEvent.click(canvas.getByRole('button', { name: faq[2]?.question }));
      await expect(canvas.getAllByRole('region')).toHaveLength(2);
    });
  },
};

export const ChevronAndHeight: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('button', { name: faq[1]?.question });
    const chevron = trigger.querySelector('[data-slot="accordion-chevron"]');
    if (!chevron) throw new Error('The trigger has no chevron');
    await step('Closed, the chevron points down.', async () => {
      await expect(getComputedStyle(chevron).rotate).toBe('none');
    });
    await step('Opening the section turns the chevron upside down.', async () => {
      await userEvent.click(trigger);
      await expect(chevron.closest('[data-state]')).toHaveAttribute('data-state', 'open');
      await waitFor(() => expect(getComputedStyle(chevron).rotate).toBe('180deg'));
    });
    await step('The panel knows its full height, which its opening animation runs to.', async () => {
      const panel = canvas.getByRole('region', { name: faq[1]?.question });
      const measured = () => getComputedStyle(panel).getPropertyValue('--radix-accordion-content-height');
      await waitFor(() => expect(measured()).toMatch(/^\d+(\.\d+)?px$/));
      await waitFor(() => expect(`${panel.getBoundingClientRect().height}px`).toBe(measured()));
    });
  },
};

export const Disabled: Story = {
  args: { items: faq.map((item) => (item.value === 'returns' ? { ...item, disabled: true } : item)) },
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const disabled = canvas.getByRole('button', { name: faq[1]?.question });
    await step('A disabled section does not open on click.', async () => {
      await expect(disabled).toBeDisabled();
      await userEvent.click(disabled);
      await expect(disabled).toHaveAttribute('aria-expanded', 'false');
      await expect(canvas.queryByRole('region')).not.toBeInTheDocument();
    });
    await step('The arrow keys skip its header.', async () => {
      canvas.getByRole('button', { name: faq[0]?.question }).focus();
      await userEvent.keyboard('{ArrowDown}');
      await expect(canvas.getByRole('button', { name: faq[2]?.question })).toHaveFocus();
    });
  },
};
