import { cva } from 'class-variance-authority';
import type { ComponentProps, ReactNode } from 'react';
import { ChevronLeftIcon, ChevronRightIcon } from '../icons/feedback-icons.tsx';
import { cn } from '../lib/cn.ts';

/*
 * Page links of a listing. Every page is a real link built by `hrefForPage`, so crawlers follow
 * them; the caller's function drops page=1 from the first page's address (§2).
 */

/** One slot of the page row: a page number, or an ellipsis standing for at least two pages. */
export type PaginationSlot = number | 'ellipsis';

/**
 * The page row: the first and the last page, the current page with `siblingCount` neighbours on
 * each side, and ellipses for the gaps. The row always has the same number of slots
 * (`2 × siblingCount + 5`, or every page when there are fewer), so the links do not jump about
 * while paging; an ellipsis never stands for a single page.
 */
export function paginationSlots(page: number, pageCount: number, siblingCount = 1): PaginationSlot[] {
  const count = Math.max(1, Math.floor(pageCount));
  const current = Math.min(Math.max(1, Math.floor(page)), count);
  const siblings = Math.max(0, Math.floor(siblingCount));
  const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

  if (count <= 2 * siblings + 5) return range(1, count);

  const start = Math.max(Math.min(current - siblings, count - 2 * siblings - 2), 3);
  const end = Math.min(Math.max(current + siblings, 2 * siblings + 3), count - 2);
  return [
    1,
    start > 3 ? 'ellipsis' : 2,
    ...range(start, end),
    end < count - 2 ? 'ellipsis' : count - 1,
    count,
  ];
}

export const paginationVariants = cva(
  [
    'inline-flex shrink-0 items-center justify-center gap-1 rounded-md font-semibold tabular-nums',
    'transition-colors duration-fast ease-standard [&_svg]:size-5 [&_svg]:shrink-0',
    // Phones get slightly smaller targets so that nine slots fit into 375 px.
    'size-9 text-sm sm:size-11 sm:text-base',
  ],
  {
    variants: {
      kind: {
        page: [
          'text-foreground hover:bg-surface-muted',
          'aria-[current=page]:bg-accent aria-[current=page]:text-accent-foreground',
        ],
        step: [
          'text-foreground hover:bg-surface-muted sm:w-auto sm:px-3',
          'aria-disabled:cursor-not-allowed aria-disabled:opacity-50 aria-disabled:hover:bg-transparent',
        ],
        ellipsis: 'text-foreground-muted',
      },
    },
    defaultVariants: { kind: 'page' },
  },
);

/** What `renderLink` receives: the props of an `<a>` with its address, ready to spread. */
export type PaginationLinkRenderProps = ComponentProps<'a'> & { href: string; 'data-slot': string };

/** Props of `Pagination`: the current page, the page count, how to address a page and every label. */
export type PaginationProps = Omit<ComponentProps<'nav'>, 'children'> & {
  /** The current page, from 1. */
  page: number;
  pageCount: number;
  /** The address of a page ("/brillen/?page=3"; for page 1 without `page`, as §2 asks). */
  hrefForPage: (page: number) => string;
  /** Name of the navigation landmark ("Seitennavigation", "Pagination", "Stránkování"). */
  label: string;
  /** Name of the link to the previous page ("Vorherige Seite"); shown from `sm` up. */
  previousLabel: string;
  /** Name of the link to the next page ("Nächste Seite"); shown from `sm` up. */
  nextLabel: string;
  /** Accessible name of a page's link ("Seite 3", "Strona 3"). */
  pageLabel: (page: number) => string;
  /** Pages shown on each side of the current one. */
  siblingCount?: number;
  /** Renders a link, for a router's link component; a plain `<a>` by default. */
  renderLink?: (props: PaginationLinkRenderProps) => ReactNode;
};

function defaultLink({ children, ...props }: PaginationLinkRenderProps) {
  return <a {...props}>{children}</a>;
}

export function Pagination({
  page,
  pageCount,
  hrefForPage,
  label,
  previousLabel,
  nextLabel,
  pageLabel,
  siblingCount = 1,
  renderLink = defaultLink,
  className,
  ...props
}: PaginationProps) {
  const slots = paginationSlots(page, pageCount, siblingCount);
  const count = Math.max(1, Math.floor(pageCount));
  const current = Math.min(Math.max(1, Math.floor(page)), count);

  function stepLink(target: number, text: string, icon: ReactNode, slot: string, iconFirst: boolean) {
    const content = (
      <>
        {iconFirst && icon}
        <span className="max-sm:sr-only">{text}</span>
        {!iconFirst && icon}
      </>
    );
    if (target < 1 || target > count) {
      // A disabled link (no address) stays in the row so that the row does not shift.
      return (
        <span
          data-slot={slot}
          role="link"
          aria-disabled="true"
          className={paginationVariants({ kind: 'step' })}
        >
          {content}
        </span>
      );
    }
    return renderLink({
      'data-slot': slot,
      href: hrefForPage(target),
      rel: target < current ? 'prev' : 'next',
      className: paginationVariants({ kind: 'step' }),
      children: content,
    });
  }

  return (
    <nav
      data-slot="pagination"
      aria-label={label}
      className={cn('flex justify-center', className)}
      {...props}
    >
      <ul data-slot="pagination-list" className="flex flex-wrap items-center justify-center gap-0.5 sm:gap-1">
        <li>{stepLink(current - 1, previousLabel, <ChevronLeftIcon />, 'pagination-previous', true)}</li>
        {slots.map((slot, index) =>
          slot === 'ellipsis' ? (
            <li
              key={`ellipsis-${index}`}
              data-slot="pagination-ellipsis"
              aria-hidden
              className={paginationVariants({ kind: 'ellipsis' })}
            >
              …
            </li>
          ) : (
            <li key={slot}>
              {renderLink({
                'data-slot': 'pagination-link',
                href: hrefForPage(slot),
                'aria-label': pageLabel(slot),
                'aria-current': slot === current ? 'page' : undefined,
                className: paginationVariants({ kind: 'page' }),
                children: slot,
              })}
            </li>
          ),
        )}
        <li>{stepLink(current + 1, nextLabel, <ChevronRightIcon />, 'pagination-next', false)}</li>
      </ul>
    </nav>
  );
}
