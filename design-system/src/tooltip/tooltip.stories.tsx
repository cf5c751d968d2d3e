import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { IconButton } from '../icon-button/icon-button.tsx';
import { GlobeIcon } from '../icons/icons.tsx';
import { Tooltip, TooltipContent, TooltipProvider, TooltipTrigger } from './tooltip.tsx';

type TooltipStoryArgs = {
  /** Accessible name of the trigger. */
  label: string;
  /** The hint. */
  content: string;
  side: 'top' | 'right' | 'bottom' | 'left';
  defaultOpen: boolean;
};

function TooltipExample({ label, content, side, defaultOpen }: TooltipStoryArgs) {
  return (
    <Tooltip defaultOpen={defaultOpen}>
      <TooltipTrigger asChild>
        <IconButton label={label} variant="secondary">
          <GlobeIcon />
        </IconButton>
      </TooltipTrigger>
      <TooltipContent side={side}>{content}</TooltipContent>
    </Tooltip>
  );
}

const meta = {
  title: 'Design system/Tooltip',
  component: TooltipExample,
  decorators: [
    (Story) => (
      <TooltipProvider>
        <Story />
      </TooltipProvider>
    ),
  ],
  // Room around the trigger for the tooltip on every side.
  parameters: { layout: 'padded' },
  args: {
    label: 'Land und Sprache',
    content: 'Sie kaufen im Shop für Deutschland ein.',
    side: 'top',
    defaultOpen: false,
  },
  argTypes: { side: { control: 'inline-radio', options: ['top', 'right', 'bottom', 'left'] } },
  render: (args) => (
    <div className="flex min-h-48 items-center justify-center">
      <TooltipExample {...args} />
    </div>
  ),
} satisfies Meta<typeof TooltipExample>;

export default meta;
type Story = StoryObj<typeof meta>;

function body(canvasElement: HTMLElement) {
  return within(canvasElement.ownerDocument.body);
}

export const Default: Story = {};

/** Open on each side: the screenshot target. */
export const Matrix: Story = {
  render: (args) => (
    <div className="grid gap-y-24 p-16 sm:grid-cols-2 sm:gap-x-72">
      {(['top', 'right', 'bottom', 'left'] as const).map((side) => (
        <div key={side} className="flex justify-center">
          <Tooltip open>
            <TooltipTrigger asChild>
              <IconButton label={`${args.label} (${side})`} variant="secondary">
                <GlobeIcon />
              </IconButton>
            </TooltipTrigger>
            <TooltipContent side={side}>{args.content}</TooltipContent>
          </Tooltip>
        </div>
      ))}
    </div>
  ),
};

export const OpensOnFocus: Story = {
  play: async ({ args, canvasElement, step }) => {
    const trigger = within(canvasElement).getByRole('button', { name: args.label });
    await step('Tab onto the trigger opens the tooltip at once, and it describes the trigger.', async () => {
      await userEvent.tab();
      await expect(trigger).toHaveFocus();
      const tooltip = await body(canvasElement).findByRole('tooltip');
      await expect(tooltip).toHaveTextContent(args.content);
      await expect(trigger).toHaveAccessibleDescription(args.content);
    });
    await step('Escape closes it and leaves the focus on the trigger.', async () => {
      await userEvent.keyboard('{Escape}');
      await waitFor(() => expect(body(canvasElement).queryByRole('tooltip')).not.toBeInTheDocument());
      await expect(trigger).toHaveFocus();
    });
    await step('Leaving the trigger with Tab keeps it closed.', async () => {
      await userEvent.tab();
      await expect(body(canvasElement).queryByRole('tooltip')).not.toBeInTheDocument();
    });
  },
};

export const OpensOnHover: Story = {
  args: { label: 'Pays et langue', content: 'Vous achetez dans la boutique pour la Suisse.', side: 'bottom' },
  play: async ({ args, canvasElement, step }) => {
    const trigger = within(canvasElement).getByRole('button', { name: args.label });
    await step('Resting the pointer on the trigger opens the tooltip after a short delay.', async () => {
      await userEvent.hover(trigger);
      const tooltip = await body(canvasElement).findByRole('tooltip');
      await expect(tooltip).toHaveTextContent(args.content);
      const content = canvasElement.ownerDocument.querySelector('[data-slot="tooltip-content"]');
      await expect(content).toHaveAttribute('data-side', 'bottom');
    });
    await step('Moving the pointer away closes it.', async () => {
      await userEvent.unhover(trigger);
      await waitFor(() => expect(body(canvasElement).queryByRole('tooltip')).not.toBeInTheDocument());
    });
  },
};

export const ClosesOnEscapeAfterHover: Story = {
  args: { defaultOpen: true },
  play: async ({ canvasElement, step }) => {
    await step('An open tooltip closes on Escape wherever the focus is.', async () => {
      await body(canvasElement).findByRole('tooltip');
      await userEvent.keyboard('{Escape}');
      await waitFor(() => expect(body(canvasElement).queryByRole('tooltip')).not.toBeInTheDocument());
    });
  },
};
