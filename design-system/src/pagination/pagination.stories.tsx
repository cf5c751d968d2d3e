import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Pagination, type PaginationLinkRenderProps } from './pagination.tsx';

/** §2: listing addresses keep `page`, and page 1 has none. */
function germanListingHref(page: number): string {
  return page === 1 ? '/brillen/' : `/brillen/?page=${page}`;
}

const meta = {
  title: 'Design system/Pagination',
  component: Pagination,
  args: {
    page: 5,
    pageCount: 20,
    siblingCount: 1,
    hrefForPage: germanListingHref,
    label: 'Seitennavigation',
    previousLabel: 'Vorherige Seite',
    nextLabel: 'Nächste Seite',
    pageLabel: (page: number) => `Seite ${page}`,
  },
  argTypes: {
    hrefForPage: { control: false },
    pageLabel: { control: false },
    renderLink: { control: false },
  },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof Pagination>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** First, middle and last page, a short listing and a single page: the screenshot target. */
export const Matrix: Story = {
  render: (args) => (
    <div className="flex flex-col gap-6">
      {[
        { page: 1, pageCount: 20 },
        { page: 2, pageCount: 20 },
        { page: 10, pageCount: 20 },
        { page: 20, pageCount: 20 },
        { page: 3, pageCount: 5 },
        { page: 1, pageCount: 1 },
      ].map(({ page, pageCount }) => (
        <Pagination
          key={`${page}-${pageCount}`}
          {...args}
          label={`Seitennavigation, Seite ${page} von ${pageCount}`}
          page={page}
          pageCount={pageCount}
        />
      ))}
    </div>
  ),
};

export const MatrixMobile: Story = {
  ...Matrix,
  globals: { viewport: { value: 'mobile', isRotated: false } },
};

export const CurrentPageAndHrefs: Story = {
  play: async ({ args, canvasElement, step }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: args.label });
    await step('The current page is a link marked aria-current="page".', async () => {
      const current = within(nav).getByRole('link', { name: 'Seite 5' });
      await expect(current).toHaveAttribute('aria-current', 'page');
      await expect(current).toHaveAttribute('href', '/brillen/?page=5');
      await expect(nav.querySelectorAll('[aria-current]')).toHaveLength(1);
    });
    await step(
      'Every page link has the address hrefForPage builds, page 1 without a page parameter.',
      async () => {
        await expect(within(nav).getByRole('link', { name: 'Seite 1' })).toHaveAttribute('href', '/brillen/');
        await expect(within(nav).getByRole('link', { name: 'Seite 4' })).toHaveAttribute(
          'href',
          '/brillen/?page=4',
        );
        await expect(within(nav).getByRole('link', { name: 'Seite 20' })).toHaveAttribute(
          'href',
          '/brillen/?page=20',
        );
      },
    );
    await step('The previous and next links lead to pages 4 and 6.', async () => {
      const previous = within(nav).getByRole('link', { name: args.previousLabel });
      const next = within(nav).getByRole('link', { name: args.nextLabel });
      await expect(previous).toHaveAttribute('href', '/brillen/?page=4');
      await expect(previous).toHaveAttribute('rel', 'prev');
      await expect(next).toHaveAttribute('href', '/brillen/?page=6');
      await expect(next).toHaveAttribute('rel', 'next');
    });
    await step('The gaps show ellipses that screen readers skip.', async () => {
      const ellipses = nav.querySelectorAll('[data-slot="pagination-ellipsis"]');
      await expect(ellipses).toHaveLength(2);
      for (const ellipsis of ellipses) await expect(ellipsis).toHaveAttribute('aria-hidden', 'true');
      await expect(within(nav).queryByRole('link', { name: 'Seite 2' })).not.toBeInTheDocument();
      await expect(within(nav).queryByRole('link', { name: 'Seite 19' })).not.toBeInTheDocument();
    });
  },
};

export const FirstPage: Story = {
  args: {
    page: 1,
    pageCount: 12,
    label: 'Stránkování',
    previousLabel: 'Předchozí stránka',
    nextLabel: 'Další stránka',
    pageLabel: (page: number) => `Stránka ${page}`,
    hrefForPage: (page: number) => (page === 1 ? '/slunecni-bryle/' : `/slunecni-bryle/?page=${page}`),
  },
  play: async ({ args, canvasElement, step }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: args.label });
    await step('On the first page the previous link is disabled and has no address.', async () => {
      const previous = within(nav).getByRole('link', { name: args.previousLabel });
      await expect(previous).toHaveAttribute('aria-disabled', 'true');
      await expect(previous).not.toHaveAttribute('href');
    });
    await step('Tab skips the disabled link and reaches page 1 first.', async () => {
      await userEvent.tab();
      await expect(within(nav).getByRole('link', { name: 'Stránka 1' })).toHaveFocus();
    });
    await step('The next link leads to page 2.', async () => {
      await expect(within(nav).getByRole('link', { name: args.nextLabel })).toHaveAttribute(
        'href',
        '/slunecni-bryle/?page=2',
      );
    });
  },
};

export const LastPage: Story = {
  args: { page: 20 },
  play: async ({ args, canvasElement, step }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: args.label });
    await step('On the last page the next link is disabled and has no address.', async () => {
      const next = within(nav).getByRole('link', { name: args.nextLabel });
      await expect(next).toHaveAttribute('aria-disabled', 'true');
      await expect(next).not.toHaveAttribute('href');
    });
    await step('The last pages are listed after an ellipsis.', async () => {
      await expect(within(nav).getByRole('link', { name: 'Seite 16' })).toBeInTheDocument();
      await expect(within(nav).getByRole('link', { name: 'Seite 20' })).toHaveAttribute(
        'aria-current',
        'page',
      );
    });
  },
};

export const OnAPhone: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ args, canvasElement, step }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: args.label });
    await step('At 375 px the whole row fits without scrolling.', async () => {
      const list = nav.querySelector('ul');
      if (!list) throw new Error('The pagination has no list');
      await expect(list.getBoundingClientRect().right).toBeLessThanOrEqual(375);
      await expect(list.getBoundingClientRect().left).toBeGreaterThanOrEqual(0);
    });
    await step('The previous and next links keep their names while showing only arrows.', async () => {
      await expect(within(nav).getByRole('link', { name: args.previousLabel })).toBeVisible();
      await expect(within(nav).getByRole('link', { name: args.nextLabel })).toBeVisible();
    });
  },
};

/** A stand-in for a router's link component. */
function RouterLink({ children, ...props }: PaginationLinkRenderProps) {
  return (
    <a data-router-link="" {...props}>
      {children}
    </a>
  );
}

export const WithRouterLinks: Story = {
  args: {
    page: 2,
    pageCount: 3,
    label: 'Pagination',
    previousLabel: 'Page précédente',
    nextLabel: 'Page suivante',
    pageLabel: (page: number) => `Page ${page}`,
    hrefForPage: (page: number) => (page === 1 ? '/lunettes/' : `/lunettes/?page=${page}`),
    renderLink: (props) => <RouterLink {...props} />,
  },
  play: async ({ args, canvasElement, step }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: args.label });
    await step('Every link is drawn by renderLink, so a router can take over navigation.', async () => {
      const links = within(nav).getAllByRole('link');
      await expect(links).toHaveLength(5);
      for (const link of links) await expect(link).toHaveAttribute('data-router-link');
    });
  },
};
