import { visibleNavigationTree } from '@lumen/domain';
import { cva } from 'class-variance-authority';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { ChevronLeftIcon, ChevronRightIcon } from '../icons/feedback-icons.tsx';
import { IconButton } from '../icon-button/icon-button.tsx';
import { MenuIcon } from '../icons/header-glyphs.tsx';
import { cn } from '../lib/cn.ts';
import type { MainNavigationItem } from '../main-navigation/main-navigation.tsx';
import { Sheet, SheetBody, SheetContent, SheetHeader, SheetTitle, SheetTrigger } from '../sheet/sheet.tsx';

/*
 * The hamburger and the side navigation below the header breakpoint (§2): a sheet from the left
 * with the same tree as the main navigation, one level at a time. An item with children drills
 * into its level; the back button returns to the level above.
 */

/** A side-navigation item: the same shape as the main navigation's. */
export type SideNavigationItem = MainNavigationItem;

/** The rows of a level: a link, a button that drills into a level, and the level's overview link. */
export const sideNavigationVariants = cva(
  [
    'flex min-h-12 w-full items-center gap-3 rounded-md px-3 text-left text-base text-foreground',
    'transition-colors duration-fast ease-standard hover:bg-surface-muted',
  ],
  {
    variants: {
      kind: {
        link: 'aria-[current=page]:font-semibold aria-[current=page]:text-accent',
        drill: 'cursor-pointer justify-between',
        overview: 'font-semibold text-accent hover:bg-accent-subtle',
      },
    },
    defaultVariants: { kind: 'link' },
  },
);

/** Props of `SideNavigation`: the tree and every label the hamburger and the sheet show. */
export interface SideNavigationProps {
  items: readonly SideNavigationItem[];
  /** Accessible name of the hamburger button ("Menü öffnen"). */
  triggerLabel: string;
  /** Heading of the sheet ("Menü"). */
  title: string;
  /** Accessible name of the sheet's close button ("Schließen"). */
  closeLabel: string;
  /** Text of the button back to the level above ("Zurück"). */
  backLabel: string;
  /** Accessible name of the navigation landmark inside the sheet ("Hauptnavigation"). */
  navigationLabel: string;
  /** When given, only items visible at this moment show (§5, domain `visibleNavigationTree`). */
  now?: Date;
  /** Below the tree: links the phone's header has no room for (wishlist, store finder), service. */
  footer?: ReactNode;
  /** Controlled open state, for the storefront's "side navigation" UI flag (§4). */
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** Classes for the hamburger button. */
  className?: string;
}

function itemKey(item: SideNavigationItem): string {
  return item.id ?? item.href;
}

/** The items along `path` (keys from the top level down); stops at the first key not found. */
function itemsAlong(items: readonly SideNavigationItem[], path: readonly string[]): SideNavigationItem[] {
  const trail: SideNavigationItem[] = [];
  let level = items;
  for (const key of path) {
    const item = level.find((candidate) => itemKey(candidate) === key);
    if (!item) break;
    trail.push(item);
    level = item.children ?? [];
  }
  return trail;
}

export function SideNavigation({
  items,
  triggerLabel,
  title,
  closeLabel,
  backLabel,
  navigationLabel,
  now,
  footer,
  open,
  defaultOpen,
  onOpenChange,
  className,
}: SideNavigationProps) {
  const visibleItems = now ? visibleNavigationTree(items, now) : items;
  const [path, setPath] = useState<string[]>([]);
  // Where the focus goes after a level changes: the new level's heading, or the item left.
  const [focusTarget, setFocusTarget] = useState<string | null>(null);
  const levelRef = useRef<HTMLDivElement>(null);

  const trail = itemsAlong(visibleItems, path);
  const current = trail.at(-1);
  const levelItems = current ? (current.children ?? []) : visibleItems;

  useEffect(() => {
    if (focusTarget === null) return;
    const selector =
      focusTarget === ''
        ? '[data-slot="side-navigation-level-title"]'
        : `[data-item-key="${CSS.escape(focusTarget)}"]`;
    levelRef.current?.querySelector<HTMLElement>(selector)?.focus();
  }, [focusTarget, path]);

  function drillInto(item: SideNavigationItem) {
    setPath(trail.map(itemKey).concat(itemKey(item)));
    setFocusTarget('');
  }

  function goBack() {
    if (!current) return;
    setPath(trail.slice(0, -1).map(itemKey));
    setFocusTarget(itemKey(current));
  }

  function handleOpenChange(next: boolean) {
    // Each opening starts at the top level.
    if (!next) {
      setPath([]);
      setFocusTarget(null);
    }
    onOpenChange?.(next);
  }

  return (
    <Sheet open={open} defaultOpen={defaultOpen} onOpenChange={handleOpenChange}>
      <SheetTrigger asChild>
        <IconButton
          data-slot="side-navigation-trigger"
          label={triggerLabel}
          className={cn('size-10 sm:size-11', className)}
        >
          <MenuIcon />
        </IconButton>
      </SheetTrigger>
      <SheetContent
        data-slot="side-navigation-content"
        side="left"
        closeLabel={closeLabel}
        aria-describedby={undefined}
      >
        <SheetHeader>
          <SheetTitle>{title}</SheetTitle>
        </SheetHeader>
        <SheetBody className="flex flex-col gap-4">
          <nav data-slot="side-navigation" aria-label={navigationLabel}>
            <div data-slot="side-navigation-level" data-depth={trail.length} ref={levelRef}>
              {current && (
                <div
                  data-slot="side-navigation-level-header"
                  className="mb-2 flex flex-col gap-1 border-b border-border pb-2"
                >
                  <button
                    type="button"
                    data-slot="side-navigation-back"
                    onClick={goBack}
                    className={cn(
                      sideNavigationVariants({ kind: 'link' }),
                      'min-h-11 text-sm text-foreground-muted',
                    )}
                  >
                    <ChevronLeftIcon className="size-5 shrink-0" />
                    {backLabel}
                  </button>
                  <h3
                    data-slot="side-navigation-level-title"
                    tabIndex={-1}
                    className="px-3 py-1 text-lg font-semibold text-foreground"
                  >
                    {current.label}
                  </h3>
                </div>
              )}
              <ul data-slot="side-navigation-list" className="flex flex-col gap-0.5">
                {current?.overviewLabel && (
                  <li data-slot="side-navigation-overview">
                    <a
                      data-slot="side-navigation-overview-link"
                      href={current.href}
                      aria-current={current.current ? 'page' : undefined}
                      className={cn(sideNavigationVariants({ kind: 'overview' }))}
                    >
                      {current.overviewLabel}
                    </a>
                  </li>
                )}
                {levelItems.map((item) => {
                  const key = itemKey(item);
                  const hasChildren = (item.children ?? []).length > 0;
                  return (
                    <li key={key} data-slot="side-navigation-item">
                      {hasChildren ? (
                        <button
                          type="button"
                          data-slot="side-navigation-drill"
                          data-item-key={key}
                          onClick={() => drillInto(item)}
                          className={sideNavigationVariants({ kind: 'drill' })}
                        >
                          {item.label}
                          <ChevronRightIcon className="size-5 shrink-0 text-foreground-muted" />
                        </button>
                      ) : (
                        <a
                          data-slot="side-navigation-link"
                          data-item-key={key}
                          href={item.href}
                          aria-current={item.current ? 'page' : undefined}
                          className={sideNavigationVariants({ kind: 'link' })}
                        >
                          {item.label}
                        </a>
                      )}
                    </li>
                  );
                })}
              </ul>
            </div>
          </nav>
          {footer && (
            <div data-slot="side-navigation-footer" className="mt-auto border-t border-border pt-3">
              {footer}
            </div>
          )}
        </SheetBody>
      </SheetContent>
    </Sheet>
  );
}
