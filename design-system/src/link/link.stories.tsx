import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ComponentProps } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Link } from './link.tsx';

const meta = {
  title: 'Design system/Link',
  component: Link,
  args: {
    children: 'Alle Filialen anzeigen',
    href: '/niederlassungen/',
    variant: 'standalone',
  },
  argTypes: {
    variant: { control: 'inline-radio', options: ['inline', 'standalone', 'subtle'] },
    asChild: { control: false },
  },
} satisfies Meta<typeof Link>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Every variant, internal and external, in the places they are used: the screenshot target. */
export const Matrix: Story = {
  parameters: { layout: 'padded' },
  render: () => (
    <div className="flex max-w-xl flex-col gap-8 text-base text-foreground">
      <p>
        Mit Ihrer Bestellung akzeptieren Sie unsere{' '}
        <Link href="/agb/" variant="inline">
          Allgemeinen Geschäftsbedingungen
        </Link>{' '}
        und die{' '}
        <Link
          href="https://example.com/datenschutz.pdf"
          variant="inline"
          external
          externalLabel="öffnet in neuem Tab"
        >
          Datenschutzerklärung
        </Link>
        .
      </p>
      <div className="flex flex-col items-start gap-3">
        <Link href="/niederlassungen/" variant="standalone">
          Alle Filialen anzeigen
        </Link>
        <Link
          href="https://example.com/gebrauchsanweisung.pdf"
          variant="standalone"
          external
          externalLabel="öffnet in neuem Tab"
        >
          Gebrauchsanweisung (PDF)
        </Link>
      </div>
      <ul className="flex flex-wrap gap-x-6 gap-y-2 text-sm">
        <li>
          <Link href="/impressum/" variant="subtle">
            Impressum
          </Link>
        </li>
        <li>
          <Link href="/datenschutz/" variant="subtle">
            Datenschutz
          </Link>
        </li>
        <li>
          <Link href="https://example.com/" variant="subtle" external externalLabel="otevře se na nové kartě">
            Ochrana údajů
          </Link>
        </li>
      </ul>
    </div>
  ),
};

export const KeyboardActivation: Story = {
  args: { onClick: fn((event: { preventDefault: () => void }) => event.preventDefault()) },
  play: async ({ args, canvasElement, step }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Alle Filialen anzeigen' });
    await step('Tab moves the focus onto the link.', async () => {
      await userEvent.tab();
      await expect(link).toHaveFocus();
    });
    await step('Enter follows it.', async () => {
      await userEvent.keyboard('{Enter}');
      await expect(args.onClick).toHaveBeenCalledTimes(1);
    });
  },
};

export const External: Story = {
  args: {
    children: 'Mode d’emploi (PDF)',
    href: 'https://example.com/mode-emploi.pdf',
    external: true,
    externalLabel: 's’ouvre dans un nouvel onglet',
  },
  play: async ({ canvasElement, step }) => {
    const link = within(canvasElement).getByRole('link', {
      name: 'Mode d’emploi (PDF) s’ouvre dans un nouvel onglet',
    });
    await step('The link opens in a new tab without giving the new page access to this one.', async () => {
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    });
    await step('Its marker shows an icon and says "opens in a new tab" to screen readers.', async () => {
      const marker = link.querySelector('[data-slot="link-external-marker"]');
      await expect(marker?.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
      await expect(marker).toHaveTextContent('s’ouvre dans un nouvel onglet');
    });
  },
};

/** Stands in for a router's link component, which renders an anchor and takes `to`. */
function RouterLink({ to, children, ...props }: ComponentProps<'a'> & { to: string }) {
  return (
    <a href={to} data-router-link="" {...props}>
      {children}
    </a>
  );
}

export const AsChild: Story = {
  args: { variant: 'inline' },
  render: (args) => (
    <p className="text-base">
      Zur {/* The router's link sets the address, so the story's href is not passed on. */}
      <Link variant={args.variant} asChild external externalLabel="otwiera się w nowej karcie">
        <RouterLink to="/salony/">listy salonów</RouterLink>
      </Link>
    </p>
  ),
  play: async ({ canvasElement, step }) => {
    await step(
      'With asChild the router’s link renders the anchor, with the looks and the marker.',
      async () => {
        const link = within(canvasElement).getByRole('link', {
          name: 'listy salonów otwiera się w nowej karcie',
        });
        await expect(link).toHaveAttribute('data-router-link');
        await expect(link).toHaveAttribute('href', '/salony/');
        await expect(link).toHaveAttribute('data-slot', 'link');
        await expect(link).toHaveAttribute('target', '_blank');
        await expect(link).toHaveClass('underline');
      },
    );
  },
};
