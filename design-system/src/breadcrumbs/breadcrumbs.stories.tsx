import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Breadcrumbs, type BreadcrumbItem, type BreadcrumbLinkRenderProps } from './breadcrumbs.tsx';

const germanTrail: BreadcrumbItem[] = [
  { label: 'Startseite', href: '/' },
  { label: 'Brillen', href: '/brillen/' },
  { label: 'Korrektionsbrillen', href: '/brillen/korrektionsbrillen/' },
  { label: 'Damen', href: '/brillen/korrektionsbrillen/damen/' },
  { label: 'Lumen Classic 2104 Schildpatt' },
];

const frenchTrail: BreadcrumbItem[] = [
  { label: 'Accueil', href: '/' },
  { label: 'Lentilles de contact', href: '/lentilles-de-contact/' },
  { label: 'Lentilles journalières' },
];

const meta = {
  title: 'Design system/Breadcrumbs',
  component: Breadcrumbs,
  args: {
    label: 'Brotkrümelnavigation',
    expandLabel: 'Alle Ebenen anzeigen',
    items: germanTrail,
    size: 'sm',
  },
  argTypes: {
    size: { control: 'inline-radio', options: ['sm', 'md'] },
    renderLink: { control: false },
    separator: { control: false },
  },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof Breadcrumbs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Long and short trails in both sizes, and the folded trail of a phone: the screenshot target. */
export const Matrix: Story = {
  render: (args) => (
    <div className="flex flex-col gap-6">
      <Breadcrumbs {...args} label="Brotkrümelnavigation, klein" size="sm" />
      <Breadcrumbs {...args} label="Brotkrümelnavigation, groß" size="md" />
      <Breadcrumbs
        {...args}
        label="Fil d’Ariane"
        expandLabel="Afficher tous les niveaux"
        items={frenchTrail}
      />
      <Breadcrumbs
        {...args}
        label="Ścieżka nawigacji"
        expandLabel="Pokaż wszystkie poziomy"
        items={[
          { label: 'Strona główna', href: '/' },
          { label: 'Okulary przeciwsłoneczne', href: '/okulary-przeciwsloneczne/' },
          { label: 'Polaryzacyjne', href: '/okulary-przeciwsloneczne/polaryzacyjne/' },
          { label: 'Męskie', href: '/okulary-przeciwsloneczne/polaryzacyjne/meskie/' },
          { label: 'Lumen Pilot 3301 polaryzacyjne, złote, szkła zielone G-15' },
        ]}
      />
    </div>
  ),
};

export const MatrixMobile: Story = {
  ...Matrix,
  globals: { viewport: { value: 'mobile', isRotated: false } },
};

export const Landmark: Story = {
  play: async ({ args, canvasElement, step }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: args.label });
    await step('The trail is a named navigation landmark holding an ordered list.', async () => {
      await expect(nav.querySelector('ol')).not.toBeNull();
      await expect(within(nav).getAllByRole('listitem')).toHaveLength(germanTrail.length);
    });
    await step('The steps before the current page are links to their pages.', async () => {
      await expect(within(nav).getByRole('link', { name: 'Brillen' })).toHaveAttribute('href', '/brillen/');
      await expect(within(nav).getAllByRole('link')).toHaveLength(germanTrail.length - 1);
    });
    await step('The current page is marked with aria-current="page" and is not a link.', async () => {
      const current = within(nav).getByText('Lumen Classic 2104 Schildpatt');
      await expect(current).toHaveAttribute('aria-current', 'page');
      await expect(current.tagName).toBe('SPAN');
    });
    await step('The separators are hidden from screen readers.', async () => {
      const separators = nav.querySelectorAll(
        '[data-slot="breadcrumbs-item"] [data-slot="breadcrumbs-separator"]',
      );
      await expect(separators).toHaveLength(germanTrail.length - 1);
      for (const separator of separators) await expect(separator).toHaveAttribute('aria-hidden', 'true');
    });
    await step('On a wide screen nothing is folded and there is no ellipsis button.', async () => {
      await expect(within(nav).queryByRole('button', { name: args.expandLabel })).not.toBeInTheDocument();
    });
  },
};

export const CollapsedOnMobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ args, canvasElement, step }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: args.label });
    const expand = within(nav).getByRole('button', { name: args.expandLabel });
    await step('On a phone the middle steps are folded behind an ellipsis button.', async () => {
      await expect(within(nav).getByRole('link', { name: 'Startseite' })).toBeVisible();
      await expect(within(nav).queryByRole('link', { name: 'Brillen' })).not.toBeInTheDocument();
      await expect(within(nav).queryByRole('link', { name: 'Korrektionsbrillen' })).not.toBeInTheDocument();
      await expect(within(nav).getByRole('link', { name: 'Damen' })).toBeVisible();
    });
    await step(
      'Tab reaches the ellipsis button after the first step, and Enter unfolds the trail.',
      async () => {
        await userEvent.tab();
        await expect(within(nav).getByRole('link', { name: 'Startseite' })).toHaveFocus();
        await userEvent.tab();
        await expect(expand).toHaveFocus();
        await userEvent.keyboard('{Enter}');
        await expect(within(nav).getByRole('link', { name: 'Brillen' })).toBeVisible();
        await expect(within(nav).getByRole('link', { name: 'Korrektionsbrillen' })).toBeVisible();
      },
    );
    await step('The ellipsis button is gone and the focus is on the first unfolded step.', async () => {
      await expect(within(nav).queryByRole('button')).not.toBeInTheDocument();
      await waitFor(() => expect(within(nav).getByRole('link', { name: 'Brillen' })).toHaveFocus());
    });
  },
};

export const ShortTrailNeverFolds: Story = {
  args: { label: 'Fil d’Ariane', expandLabel: 'Afficher tous les niveaux', items: frenchTrail },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ args, canvasElement, step }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: args.label });
    await step('A trail of three steps shows every step on a phone too.', async () => {
      await expect(within(nav).queryByRole('button')).not.toBeInTheDocument();
      await expect(within(nav).getAllByRole('listitem')).toHaveLength(3);
    });
  },
};

/** A stand-in for a router's link component, which receives the props and renders the anchor. */
function RouterLink({ children, ...props }: BreadcrumbLinkRenderProps) {
  return (
    <a data-router-link="" {...props}>
      {children}
    </a>
  );
}

export const WithRouterLinks: Story = {
  args: {
    items: [
      ...germanTrail.slice(0, 4),
      { label: 'Lumen Classic 2104 Schildpatt', href: '/p/lumen-classic-2104/' },
    ],
    renderLink: (props) => <RouterLink {...props} />,
  },
  play: async ({ args, canvasElement, step }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: args.label });
    await step('Every step is drawn by renderLink, so a router can take over navigation.', async () => {
      for (const link of within(nav).getAllByRole('link')) {
        await expect(link).toHaveAttribute('data-router-link');
        await expect(link).toHaveAttribute('data-slot', 'breadcrumbs-link');
      }
    });
    await step('A current page with an address is a link marked aria-current="page".', async () => {
      const current = within(nav).getByRole('link', { name: 'Lumen Classic 2104 Schildpatt' });
      await expect(current).toHaveAttribute('aria-current', 'page');
      await expect(current).toHaveAttribute('href', '/p/lumen-classic-2104/');
    });
  },
};
