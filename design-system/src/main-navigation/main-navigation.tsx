import {
  flyoutColumnCount,
  flyoutColumns,
  visibleNavigationTree,
  type VisibilityWindow,
} from '@lumen/domain';
import { useControllableState } from '@radix-ui/react-use-controllable-state';
import { cva } from 'class-variance-authority';
import { NavigationMenu as NavigationMenuPrimitive } from 'radix-ui';
import { useEffect, useLayoutEffect, useRef, useState, type ComponentProps, type KeyboardEvent } from 'react';
import { ChevronDownIcon } from '../icons/form-icons.tsx';
import { cn } from '../lib/cn.ts';

/*
 * The header's main navigation (§2) from the `header` breakpoint up: top-level links, and for an
 * item with children a flyout that opens on hover (Radix's delay) or from the keyboard. A flyout
 * with more than 10 children shows them in two columns (domain `flyoutColumns`). Below the
 * breakpoint the side navigation takes over.
 */

/** A navigation item (§3 Navigation item) as the menus render it; the §5 window is optional. */
export interface MainNavigationItem extends VisibilityWindow {
  /** Stable key; the `href` when left out. */
  id?: string;
  label: string;
  href: string;
  children?: readonly MainNavigationItem[];
  /** Text of the link to the item's own page at the top of its flyout ("Alle Brillen"). */
  overviewLabel?: string;
  /** The page shown is this item's: marked with aria-current. */
  current?: boolean;
}

/** The flyout panel: one column, or two when the item has more than 10 children (§9). */
export const mainNavigationVariants = cva('grid gap-x-6 gap-y-0.5 [&>li]:min-w-0', {
  variants: {
    columns: {
      1: 'w-max max-w-80 min-w-60 grid-cols-1',
      2: 'w-[34rem] grid-flow-col grid-cols-2',
    },
  },
  defaultVariants: { columns: 1 },
});

/** Props of `MainNavigation`: the tree, the landmark's name and the open flyout. */
export type MainNavigationProps = Omit<
  ComponentProps<typeof NavigationMenuPrimitive.Root>,
  'children' | 'value' | 'defaultValue' | 'onValueChange' | 'orientation'
> & {
  items: readonly MainNavigationItem[];
  /** Accessible name of the navigation landmark ("Hauptnavigation"). */
  label: string;
  /**
   * When given, only items visible at this moment show (§5 `visibleFrom`/`visibleTo`, with domain
   * `visibleNavigationTree`); leave out when the caller filtered the tree already.
   */
  now?: Date;
  /** The open flyout's item id (`''` for none), for the storefront's "flyout menu" UI flag (§4). */
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
};

function itemKey(item: MainNavigationItem): string {
  return item.id ?? item.href;
}

const topLevelClasses = cn(
  'inline-flex h-11 items-center gap-1 rounded-md px-3 text-sm font-semibold whitespace-nowrap text-foreground',
  'transition-colors duration-fast ease-standard hover:bg-surface-muted',
  'aria-[current=page]:text-accent data-[state=open]:bg-surface-muted',
);

const flyoutLinkClasses = cn(
  'flex min-h-10 items-center rounded-md px-3 py-2 text-sm text-foreground',
  'transition-colors duration-fast ease-standard hover:bg-surface-muted hover:text-accent',
  'aria-[current=page]:font-semibold aria-[current=page]:text-accent',
);

export function MainNavigation({
  items,
  label,
  now,
  value: valueProp,
  defaultValue = '',
  onValueChange,
  className,
  ...props
}: MainNavigationProps) {
  const [value, setValue] = useControllableState({
    prop: valueProp,
    defaultProp: defaultValue,
    onChange: onValueChange,
    caller: 'MainNavigation',
  });
  // The item whose flyout was opened with ArrowDown: its first link takes the focus once it mounts.
  const [enteredWithKeyboard, setEnteredWithKeyboard] = useState<string | null>(null);
  const rootRef = useRef<HTMLElement>(null);
  const visibleItems = now ? visibleNavigationTree(items, now) : items;

  // Radix opens a closed flyout with Enter or Space and enters an open one with ArrowDown; the
  // shop's menus also open a closed one with ArrowDown, as a menu button does.
  function openWithArrowDown(event: KeyboardEvent<HTMLButtonElement>, key: string) {
    if (event.key !== 'ArrowDown' || value === key) return;
    event.preventDefault();
    setEnteredWithKeyboard(key);
    setValue(key);
  }

  // Radix renders a focus proxy after the open trigger that is tabbable and aria-hidden, which
  // axe reports (aria-hidden-focus, radix-ui/primitives#3085). It only passes the focus on into
  // the flyout, so it is shown to assistive technology like any other element, as Reka UI does.
  useLayoutEffect(() => {
    const proxies = rootRef.current?.querySelectorAll(
      '[data-slot="main-navigation-trigger"] ~ [aria-hidden="true"][tabindex="0"]',
    );
    proxies?.forEach((proxy) => proxy.removeAttribute('aria-hidden'));
  }, [value]);

  return (
    <NavigationMenuPrimitive.Root
      data-slot="main-navigation"
      ref={rootRef}
      aria-label={label}
      value={value}
      onValueChange={setValue}
      className={cn('relative flex items-center self-stretch', className)}
      {...props}
    >
      <NavigationMenuPrimitive.List data-slot="main-navigation-list" className="flex items-center gap-0.5">
        {visibleItems.map((item) => {
          const key = itemKey(item);
          const children = item.children ?? [];
          return (
            <NavigationMenuPrimitive.Item key={key} value={key} data-slot="main-navigation-item">
              {children.length === 0 ? (
                <NavigationMenuPrimitive.Link
                  data-slot="main-navigation-link"
                  href={item.href}
                  active={item.current}
                  aria-current={item.current ? 'page' : undefined}
                  className={topLevelClasses}
                >
                  {item.label}
                </NavigationMenuPrimitive.Link>
              ) : (
                <>
                  <NavigationMenuPrimitive.Trigger
                    data-slot="main-navigation-trigger"
                    className={cn(topLevelClasses, 'group cursor-pointer')}
                    aria-current={item.current ? 'page' : undefined}
                    onKeyDown={(event) => openWithArrowDown(event, key)}
                  >
                    {item.label}
                    <ChevronDownIcon
                      className={cn(
                        'size-4 text-foreground-muted transition-transform duration-normal ease-standard',
                        'group-data-[state=open]:rotate-180 motion-reduce:transition-none',
                      )}
                    />
                  </NavigationMenuPrimitive.Trigger>
                  <NavigationMenuPrimitive.Content data-slot="main-navigation-content">
                    <MainNavigationFlyout
                      item={item}
                      focusFirstLink={enteredWithKeyboard === key}
                      onFirstLinkFocused={() => setEnteredWithKeyboard(null)}
                    />
                  </NavigationMenuPrimitive.Content>
                </>
              )}
            </NavigationMenuPrimitive.Item>
          );
        })}
      </NavigationMenuPrimitive.List>
      <div data-slot="main-navigation-viewport-position" className="absolute top-full left-0 z-40 flex">
        <NavigationMenuPrimitive.Viewport
          data-slot="main-navigation-viewport"
          className={cn(
            'mt-px origin-top overflow-hidden rounded-b-lg border border-t-0 border-border bg-surface shadow-lg',
            'h-(--radix-navigation-menu-viewport-height) w-(--radix-navigation-menu-viewport-width)',
            'transition-[width,height] duration-normal ease-standard motion-reduce:transition-none',
            'motion-safe:data-[state=closed]:animate-fade-out motion-safe:data-[state=open]:animate-fade-in',
          )}
        />
      </div>
    </NavigationMenuPrimitive.Root>
  );
}

interface MainNavigationFlyoutProps {
  item: MainNavigationItem;
  focusFirstLink: boolean;
  onFirstLinkFocused: () => void;
}

/** The links of one flyout: the item's own page first (when labelled), then its children. */
function MainNavigationFlyout({ item, focusFirstLink, onFirstLinkFocused }: MainNavigationFlyoutProps) {
  const firstLinkRef = useRef<HTMLAnchorElement>(null);
  const children = item.children ?? [];
  const columnCount = flyoutColumnCount(children.length);
  const columns = flyoutColumns(children);

  useEffect(() => {
    const link = firstLinkRef.current;
    // Radix first renders a flyout in its item and then moves it into the viewport, mounting it
    // again: only the flyout in the viewport takes the focus.
    if (!focusFirstLink || !link?.closest('[data-slot="main-navigation-viewport"]')) return;
    link.focus();
    onFirstLinkFocused();
  }, [focusFirstLink, onFirstLinkFocused]);

  return (
    <div data-slot="main-navigation-flyout" data-columns={columnCount} className="flex flex-col gap-2 p-4">
      {item.overviewLabel && (
        <NavigationMenuPrimitive.Link
          data-slot="main-navigation-overview-link"
          ref={firstLinkRef}
          href={item.href}
          className={cn(
            'flex min-h-10 items-center rounded-md px-3 text-sm font-semibold text-accent',
            'transition-colors duration-fast ease-standard hover:bg-accent-subtle',
          )}
        >
          {item.overviewLabel}
        </NavigationMenuPrimitive.Link>
      )}
      <ul
        data-slot="main-navigation-flyout-list"
        className={cn(
          mainNavigationVariants({ columns: columnCount }),
          item.overviewLabel && 'border-t border-border pt-2',
        )}
        // One list, read down the first column and then the second (domain flyoutColumns): the
        // grid flows by column with as many rows as the first column has links.
        style={
          columnCount === 2
            ? { gridTemplateRows: `repeat(${String(columns[0]?.length ?? 0)}, auto)` }
            : undefined
        }
      >
        {columns.flat().map((child, index) => (
          <li key={itemKey(child)} data-slot="main-navigation-flyout-item">
            <NavigationMenuPrimitive.Link
              data-slot="main-navigation-flyout-link"
              ref={index === 0 && !item.overviewLabel ? firstLinkRef : undefined}
              href={child.href}
              active={child.current}
              aria-current={child.current ? 'page' : undefined}
              className={flyoutLinkClasses}
            >
              {child.label}
            </NavigationMenuPrimitive.Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
