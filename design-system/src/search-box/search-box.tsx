import { canSubmitSearch, searchFallbackContent, showsSearchFallback } from '@lumen/domain';
import { cva } from 'class-variance-authority';
import { useControllableState } from '@radix-ui/react-use-controllable-state';
import {
  useId,
  useRef,
  useState,
  type ComponentProps,
  type FocusEvent,
  type FormEvent,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
} from 'react';
import { CloseIcon } from '../icons/icons.tsx';
import { SearchIcon } from '../icons/header-glyphs.tsx';
import { cn } from '../lib/cn.ts';

/*
 * The header's search box (§2) with its flyout: an ARIA 1.2 combobox whose listbox groups the
 * suggestions by type (products, categories with their product counts, navigation items). With a
 * term of 2 characters or less and no suggestions it shows the fallback content (§2, §9). The
 * caller debounces (§9 500 ms), fetches and resolves the submitted term; this component takes the
 * term, the suggestions and the callbacks.
 */

interface SuggestionBase {
  /** Unique within its type. */
  id: string;
  label: string;
  href: string;
}

/** A product suggestion: name, brand, price (already formatted) and a small image. */
export interface SearchProductSuggestion extends SuggestionBase {
  type: 'product';
  brand?: string;
  /** The price as the shop shows it (domain `formatPrice`), or a price component. */
  price?: ReactNode;
  imageSrc?: string;
}

/** A category suggestion with the number of products the term finds in it (§3 productCount). */
export interface SearchCategorySuggestion extends SuggestionBase {
  type: 'category';
  productCount?: number;
}

/** A navigation item or content page (§3 navigationItem; the fallback's default pages). */
export interface SearchNavigationSuggestion extends SuggestionBase {
  type: 'navigationItem';
}

export type SearchSuggestionItem =
  SearchProductSuggestion | SearchCategorySuggestion | SearchNavigationSuggestion;

/** §2 fallback content; cut to 6 products, 3 categories and 3 pages (domain `searchFallbackContent`). */
export interface SearchFallback {
  newestProducts: readonly SearchProductSuggestion[];
  topCategories: readonly SearchCategorySuggestion[];
  defaultPages: readonly SearchNavigationSuggestion[];
}

/** The option rows, by type: a product has an image and two lines, the others one line. */
export const searchBoxVariants = cva(
  [
    'flex w-full cursor-pointer items-center gap-3 rounded-md px-3 text-left text-sm text-foreground',
    'transition-colors duration-fast ease-standard hover:bg-surface-muted',
    'aria-selected:bg-accent-subtle aria-selected:outline-2 aria-selected:outline-ring',
  ],
  {
    variants: {
      type: {
        product: 'min-h-16 py-2',
        category: 'min-h-10 justify-between py-2',
        navigationItem: 'min-h-10 py-2',
      },
    },
    defaultVariants: { type: 'navigationItem' },
  },
);

/** Props of `SearchBox`: the term, what the flyout shows, every label, and the callbacks. */
export type SearchBoxProps = Omit<ComponentProps<'form'>, 'onSubmit' | 'children'> & {
  /** The term as typed. */
  term: string;
  onTermChange: (term: string) => void;
  /** Called with the trimmed term; the button is disabled while it is empty (domain `canSubmitSearch`). */
  onSubmit: (term: string) => void;
  /** Called when a suggestion is chosen (click or Enter) before its link is followed; `preventDefault` to route. */
  onSuggestionSelect?: (suggestion: SearchSuggestionItem, event: MouseEvent<HTMLAnchorElement>) => void;
  /** The suggestions for the term, in any order; the flyout groups them by type. */
  suggestions: readonly SearchSuggestionItem[];
  /** What the flyout shows for a short term without suggestions (§2). */
  fallback?: SearchFallback;
  /** Headings of the suggestion groups ("Produkte", "Kategorien", "Seiten"). */
  groupLabels: Record<SearchSuggestionItem['type'], string>;
  /** Headings of the fallback groups ("Neuheiten", "Beliebte Kategorien", "Service"). */
  fallbackLabels: Record<keyof SearchFallback, string>;
  /** Accessible name of the input ("Suche"). */
  label: string;
  placeholder?: string;
  /** Accessible name of the submit button ("Suchen"). */
  submitLabel: string;
  /** Accessible name of the button that empties the input ("Suchbegriff löschen"). */
  clearLabel: string;
  /** Shown when a term of 3 or more characters finds nothing ("Keine Vorschläge gefunden"). */
  emptyText: string;
  /** The caller is fetching suggestions for the term. */
  loading?: boolean;
  /** Shown while loading ("Vorschläge werden geladen …"). */
  loadingText?: string;
  /** Announced politely after the suggestions change ("5 Vorschläge"); leave out for none. */
  statusText?: string;
  /** Controlled open state of the flyout, for the storefront's "search flyout" UI flag (§4). */
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** Name of the input, for a form sent without JavaScript. */
  name?: string;
};

interface OptionGroup {
  key: string;
  label: string;
  options: readonly SearchSuggestionItem[];
}

const suggestionTypes = ['product', 'category', 'navigationItem'] as const;

/** The flyout's groups, in the order the keyboard walks them; empty groups are left out. */
function flyoutGroups(
  term: string,
  suggestions: readonly SearchSuggestionItem[],
  fallback: SearchFallback | undefined,
  groupLabels: SearchBoxProps['groupLabels'],
  fallbackLabels: SearchBoxProps['fallbackLabels'],
): { groups: OptionGroup[]; isFallback: boolean } {
  if (showsSearchFallback(term, suggestions.length)) {
    if (!fallback) return { groups: [], isFallback: true };
    const content = searchFallbackContent(fallback);
    const groups: OptionGroup[] = [
      { key: 'newestProducts', label: fallbackLabels.newestProducts, options: content.newestProducts },
      { key: 'topCategories', label: fallbackLabels.topCategories, options: content.topCategories },
      { key: 'defaultPages', label: fallbackLabels.defaultPages, options: content.defaultPages },
    ];
    return { groups: groups.filter((group) => group.options.length > 0), isFallback: true };
  }
  const groups = suggestionTypes.map((type) => ({
    key: type,
    label: groupLabels[type],
    options: suggestions.filter((suggestion) => suggestion.type === type),
  }));
  return { groups: groups.filter((group) => group.options.length > 0), isFallback: false };
}

export function SearchBox({
  term,
  onTermChange,
  onSubmit,
  onSuggestionSelect,
  suggestions,
  fallback,
  groupLabels,
  fallbackLabels,
  label,
  placeholder,
  submitLabel,
  clearLabel,
  emptyText,
  loading = false,
  loadingText,
  statusText,
  open: openProp,
  defaultOpen = false,
  onOpenChange,
  name = 'term',
  className,
  ...props
}: SearchBoxProps) {
  const id = useId();
  const inputId = `${id}-input`;
  const listboxId = `${id}-listbox`;
  const inputRef = useRef<HTMLInputElement>(null);
  const listboxRef = useRef<HTMLDivElement>(null);
  const [open, setOpen] = useControllableState({
    prop: openProp,
    defaultProp: defaultOpen,
    onChange: onOpenChange,
    caller: 'SearchBox',
  });
  const { groups, isFallback } = flyoutGroups(term, suggestions, fallback, groupLabels, fallbackLabels);
  const options = groups.flatMap((group) => group.options);
  // The active option is remembered with the options it was chosen among, so new suggestions reset it.
  const optionsKey = options.map((option) => `${option.type}:${option.id}`).join('|');
  const [active, setActive] = useState<{ index: number; optionsKey: string } | null>(null);
  const activeIndex = active?.optionsKey === optionsKey ? active.index : -1;
  const showsEmpty = !isFallback && !loading && options.length === 0;
  const showsLoading = loading && options.length === 0 && loadingText !== undefined;
  const hasContent = options.length > 0 || showsEmpty || showsLoading;
  const expanded = open && hasContent;
  const canSubmit = canSubmitSearch(term);

  function setActiveIndex(index: number) {
    setActive(index < 0 ? null : { index, optionsKey });
    const option = listboxRef.current?.querySelector(`#${CSS.escape(optionId(index))}`);
    option?.scrollIntoView({ block: 'nearest' });
  }

  function optionId(index: number) {
    return `${id}-option-${String(index)}`;
  }

  function handleKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp': {
        event.preventDefault();
        if (!expanded) {
          setOpen(true);
          return;
        }
        if (options.length === 0) return;
        const step = event.key === 'ArrowDown' ? 1 : -1;
        // From no option, ArrowDown takes the first and ArrowUp the last; the ends wrap round.
        const start = activeIndex < 0 ? (step === 1 ? -1 : options.length) : activeIndex;
        setActiveIndex((start + step + options.length) % options.length);
        return;
      }
      case 'Enter': {
        if (!expanded || activeIndex < 0) return;
        event.preventDefault();
        listboxRef.current
          ?.querySelector<HTMLAnchorElement>(`#${CSS.escape(optionId(activeIndex))}`)
          ?.click();
        return;
      }
      case 'Escape': {
        // Escape closes the flyout; with the flyout closed it empties the box (ARIA combobox pattern).
        if (expanded) {
          event.preventDefault();
          setOpen(false);
          setActiveIndex(-1);
        } else if (term !== '') {
          event.preventDefault();
          onTermChange('');
        }
        return;
      }
      default:
        return;
    }
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!canSubmit) return;
    setOpen(false);
    onSubmit(term.trim());
  }

  function handleBlur(event: FocusEvent<HTMLFormElement>) {
    // The flyout stays open while the focus moves within the search box (its buttons, its options).
    if (event.relatedTarget instanceof Node && event.currentTarget.contains(event.relatedTarget)) return;
    setOpen(false);
    setActiveIndex(-1);
  }

  function clear() {
    onTermChange('');
    setActiveIndex(-1);
    inputRef.current?.focus();
  }

  // Each option's place in the keyboard's walk through all groups.
  const indexedGroups = groups.map((group, groupIndex) => {
    const offset = groups.slice(0, groupIndex).reduce((sum, previous) => sum + previous.options.length, 0);
    return { ...group, options: group.options.map((option, index) => ({ option, index: offset + index })) };
  });

  return (
    <form
      data-slot="search-box"
      role="search"
      // The landmark is named like the input; pass `aria-label` when a page has several search boxes.
      aria-label={label}
      action=""
      noValidate
      onSubmit={handleSubmit}
      onBlur={handleBlur}
      className={cn('relative w-full', className)}
      {...props}
    >
      <div
        data-slot="search-box-field"
        className={cn(
          'flex h-11 items-center rounded-full border border-border-strong bg-surface pr-1 pl-4',
          'transition-colors duration-fast ease-standard focus-within:border-foreground',
          'has-[input:focus-visible]:outline-2 has-[input:focus-visible]:outline-offset-2 has-[input:focus-visible]:outline-ring',
        )}
      >
        <label htmlFor={inputId} className="sr-only">
          {label}
        </label>
        <input
          data-slot="search-box-input"
          ref={inputRef}
          id={inputId}
          name={name}
          type="search"
          role="combobox"
          autoComplete="off"
          enterKeyHint="search"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listboxId}
          aria-activedescendant={expanded && activeIndex >= 0 ? optionId(activeIndex) : undefined}
          placeholder={placeholder}
          value={term}
          onChange={(event) => {
            onTermChange(event.target.value);
            setActiveIndex(-1);
            setOpen(true);
          }}
          onFocus={() => setOpen(true)}
          onClick={() => setOpen(true)}
          onKeyDown={handleKeyDown}
          className={cn(
            'h-full min-w-0 flex-1 bg-transparent text-base text-foreground outline-none placeholder:text-foreground-muted',
            // The field draws the focus ring around the whole box; the browser's clear button is replaced.
            'focus-visible:outline-none [&::-webkit-search-cancel-button]:appearance-none',
          )}
        />
        {term !== '' && (
          <button
            type="button"
            data-slot="search-box-clear"
            onClick={clear}
            className="inline-flex size-9 shrink-0 cursor-pointer items-center justify-center rounded-full text-foreground-muted hover:bg-surface-muted hover:text-foreground [&_svg]:size-4"
          >
            <CloseIcon />
            <span data-slot="search-box-clear-label" className="sr-only">
              {clearLabel}
            </span>
          </button>
        )}
        <button
          type="submit"
          data-slot="search-box-submit"
          disabled={!canSubmit}
          className={cn(
            'inline-flex size-9 shrink-0 cursor-pointer items-center justify-center rounded-full text-foreground [&_svg]:size-5',
            'hover:bg-surface-muted disabled:cursor-not-allowed disabled:text-foreground-muted disabled:hover:bg-transparent',
          )}
        >
          <SearchIcon />
          <span data-slot="search-box-submit-label" className="sr-only">
            {submitLabel}
          </span>
        </button>
      </div>
      <div
        data-slot="search-box-flyout"
        data-state={expanded ? 'open' : 'closed'}
        data-content={isFallback ? 'fallback' : 'suggestions'}
        hidden={!expanded}
        className={cn(
          'absolute top-full right-0 left-0 z-40 mt-2 overflow-hidden rounded-lg border border-border bg-surface shadow-lg',
          'motion-safe:data-[state=open]:animate-fade-in header:min-w-[34rem]',
        )}
      >
        <div
          data-slot="search-box-listbox"
          ref={listboxRef}
          id={listboxId}
          role="listbox"
          aria-label={label}
          hidden={options.length === 0}
          // Never focused itself: the input keeps the focus and points at the active option.
          tabIndex={-1}
          // Keep the focus in the input while an option is clicked, so the flyout does not close first.
          onMouseDown={(event) => event.preventDefault()}
          className="max-h-[calc(100dvh-10rem)] overflow-y-auto overscroll-contain p-2"
        >
          {indexedGroups.map((group) => {
            const headingId = `${id}-group-${group.key}`;
            return (
              <div
                key={group.key}
                role="group"
                aria-labelledby={headingId}
                data-slot="search-box-group"
                data-group={group.key}
                className="py-1"
              >
                <div
                  id={headingId}
                  role="presentation"
                  data-slot="search-box-group-label"
                  className="px-3 pt-2 pb-1 text-xs font-semibold tracking-wide text-foreground-muted uppercase"
                >
                  {group.label}
                </div>
                {group.options.map(({ option, index }) => (
                  <SearchOption
                    key={`${option.type}-${option.id}`}
                    id={optionId(index)}
                    option={option}
                    selected={index === activeIndex}
                    onClick={(event) => {
                      onSuggestionSelect?.(option, event);
                      setOpen(false);
                    }}
                  />
                ))}
              </div>
            );
          })}
        </div>
        {showsEmpty && (
          <p data-slot="search-box-empty" className="px-5 py-4 text-sm text-foreground-muted">
            {emptyText}
          </p>
        )}
        {showsLoading && (
          <p data-slot="search-box-loading" className="px-5 py-4 text-sm text-foreground-muted">
            {loadingText}
          </p>
        )}
      </div>
      <div data-slot="search-box-status" role="status" className="sr-only">
        {expanded ? statusText : null}
      </div>
    </form>
  );
}

interface SearchOptionProps {
  id: string;
  option: SearchSuggestionItem;
  selected: boolean;
  onClick: (event: MouseEvent<HTMLAnchorElement>) => void;
}

function SearchOption({ id, option, selected, onClick }: SearchOptionProps) {
  return (
    <a
      data-slot="search-box-option"
      data-type={option.type}
      id={id}
      href={option.href}
      role="option"
      aria-selected={selected}
      tabIndex={-1}
      onClick={onClick}
      className={searchBoxVariants({ type: option.type })}
    >
      <SearchOptionContent option={option} />
    </a>
  );
}

function SearchOptionContent({ option }: { option: SearchSuggestionItem }) {
  switch (option.type) {
    case 'product':
      return (
        <>
          <span
            data-slot="search-box-option-image"
            className="flex size-12 shrink-0 items-center justify-center overflow-hidden rounded-md bg-surface-muted"
          >
            {option.imageSrc && <img src={option.imageSrc} alt="" className="size-full object-contain" />}
          </span>
          <span data-slot="search-box-option-text" className="flex min-w-0 flex-1 flex-col">
            {option.brand && (
              <span
                data-slot="search-box-option-brand"
                className="truncate text-xs font-semibold text-foreground-muted uppercase"
              >
                {option.brand}
              </span>
            )}
            <span data-slot="search-box-option-label" className="line-clamp-2">
              {option.label}
            </span>
          </span>
          {option.price !== undefined && (
            <span data-slot="search-box-option-price" className="shrink-0 font-semibold tabular-nums">
              {option.price}
            </span>
          )}
        </>
      );
    case 'category':
      return (
        <>
          <span data-slot="search-box-option-label" className="min-w-0 truncate">
            {option.label}
          </span>
          {option.productCount !== undefined && (
            <span
              data-slot="search-box-option-count"
              className="shrink-0 rounded-full bg-surface-muted px-2 py-0.5 text-xs font-semibold text-foreground-muted tabular-nums"
            >
              {option.productCount}
            </span>
          )}
        </>
      );
    case 'navigationItem':
      return (
        <span data-slot="search-box-option-label" className="min-w-0 truncate">
          {option.label}
        </span>
      );
  }
}
