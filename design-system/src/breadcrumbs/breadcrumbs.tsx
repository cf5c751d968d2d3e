import { cva, type VariantProps } from 'class-variance-authority';
import { useEffect, useRef, useState, type ComponentProps, type ReactNode } from 'react';
import { ChevronRightIcon, EllipsisIcon } from '../icons/feedback-icons.tsx';
import { cn } from '../lib/cn.ts';

/*
 * The trail from the homepage to the current page. Below `sm` a long trail keeps its first item
 * and its last two and folds the rest behind an ellipsis button, which unfolds them on a click.
 */
export const breadcrumbsVariants = cva('flex min-w-0 flex-wrap items-center gap-x-1.5 gap-y-1', {
  variants: {
    size: {
      sm: 'text-sm',
      md: 'text-base',
    },
  },
  defaultVariants: { size: 'sm' },
});

/** One step of the trail. The last item is the current page. */
export interface BreadcrumbItem {
  label: string;
  /** Address of the step; the current page may leave it out. */
  href?: string;
}

/** What `renderLink` receives: the props of an `<a>` with its address, ready to spread. */
export type BreadcrumbLinkRenderProps = ComponentProps<'a'> & { href: string; 'data-slot': string };

/** Props of `Breadcrumbs`: the trail, its landmark name and the label of the ellipsis button. */
export type BreadcrumbsProps = Omit<ComponentProps<'nav'>, 'children'> &
  VariantProps<typeof breadcrumbsVariants> & {
    /** Name of the navigation landmark ("Brotkrümelnavigation", "Fil d’Ariane", "Ścieżka nawigacji"). */
    label: string;
    items: readonly BreadcrumbItem[];
    /** Accessible name of the ellipsis button that shows the folded steps ("Alle Ebenen anzeigen"). */
    expandLabel: string;
    /** Renders a step's link, for a router's link component; a plain `<a>` by default. */
    renderLink?: (props: BreadcrumbLinkRenderProps) => ReactNode;
    /** Drawn between steps, hidden from screen readers; a chevron by default. */
    separator?: ReactNode;
  };

function defaultLink({ children, ...props }: BreadcrumbLinkRenderProps) {
  return <a {...props}>{children}</a>;
}

const linkClasses = cn(
  'rounded-sm text-foreground-muted underline-offset-4 transition-colors duration-fast ease-standard',
  'hover:text-foreground hover:underline',
);

// Fold only when something is gained: first, ellipsis and last two replace at least two steps.
const foldFrom = 5;

export function Breadcrumbs({
  label,
  items,
  expandLabel,
  renderLink = defaultLink,
  separator = <ChevronRightIcon />,
  size,
  className,
  ...props
}: BreadcrumbsProps) {
  const [expanded, setExpanded] = useState(false);
  const focusFirstUnfolded = useRef(false);
  const listRef = useRef<HTMLOListElement>(null);
  const foldable = items.length >= foldFrom && !expanded;

  // The ellipsis button disappears on a click; the focus goes to the first step it showed.
  useEffect(() => {
    if (!expanded || !focusFirstUnfolded.current) return;
    focusFirstUnfolded.current = false;
    listRef.current?.querySelector<HTMLElement>('[data-slot="breadcrumbs-item"][data-folded] a')?.focus();
  }, [expanded]);

  const separatorElement = (
    <span
      data-slot="breadcrumbs-separator"
      aria-hidden
      className="inline-flex text-foreground-muted [&_svg]:size-4"
    >
      {separator}
    </span>
  );

  return (
    <nav data-slot="breadcrumbs" aria-label={label} className={cn('min-w-0', className)} {...props}>
      <ol ref={listRef} data-slot="breadcrumbs-list" className={breadcrumbsVariants({ size })}>
        {items.map((item, index) => {
          const current = index === items.length - 1;
          // Steps between the first and the last two fold away on small screens.
          const folded = items.length >= foldFrom && index > 0 && index < items.length - 2;
          const step = (
            <li
              key={`${index}-${item.label}`}
              data-slot="breadcrumbs-item"
              data-folded={folded || undefined}
              className={cn(
                'inline-flex min-w-0 items-center gap-1.5',
                folded && foldable && 'max-sm:hidden',
              )}
            >
              {current ? (
                item.href ? (
                  renderLink({
                    href: item.href,
                    'data-slot': 'breadcrumbs-link',
                    'aria-current': 'page',
                    className: cn(linkClasses, 'truncate font-semibold text-foreground'),
                    children: item.label,
                  })
                ) : (
                  <span
                    data-slot="breadcrumbs-page"
                    aria-current="page"
                    className="truncate font-semibold text-foreground"
                  >
                    {item.label}
                  </span>
                )
              ) : (
                <>
                  {item.href ? (
                    renderLink({
                      href: item.href,
                      'data-slot': 'breadcrumbs-link',
                      className: cn(linkClasses, 'truncate'),
                      children: item.label,
                    })
                  ) : (
                    <span className="truncate text-foreground-muted">{item.label}</span>
                  )}
                  {separatorElement}
                </>
              )}
            </li>
          );
          if (index !== 0 || !foldable) return step;
          return [
            step,
            <li
              key="ellipsis"
              data-slot="breadcrumbs-ellipsis"
              className="inline-flex items-center gap-1.5 sm:hidden"
            >
              <button
                type="button"
                aria-label={expandLabel}
                onClick={() => {
                  focusFirstUnfolded.current = true;
                  setExpanded(true);
                }}
                className={cn(
                  'inline-flex size-8 cursor-pointer items-center justify-center rounded-sm text-foreground-muted',
                  'hover:bg-surface-muted hover:text-foreground [&_svg]:size-5',
                )}
              >
                <EllipsisIcon />
              </button>
              {separatorElement}
            </li>,
          ];
        })}
      </ol>
    </nav>
  );
}
