import type { Meta, StoryObj } from '@storybook/react-vite';
import { fetchesSuggestions } from '@lumen/domain';
import { useState, type MouseEvent } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import {
  fallbackByLanguage,
  searchLabels,
  suggestionsByLanguage,
  type SearchLanguage,
} from './search-box.fixtures.ts';
import { SearchBox, type SearchBoxProps, type SearchSuggestionItem } from './search-box.tsx';

type SearchStoryArgs = Omit<SearchBoxProps, 'term' | 'onTermChange' | 'suggestions'> & {
  /** The term the box starts with. */
  initialTerm: string;
  /** Every suggestion the "backend" knows; the story offers those matching the term. */
  catalogue: SearchSuggestionItem[];
};

/**
 * The caller's part, played by the story: it keeps the term and, for a term of 3 or more
 * characters (domain `fetchesSuggestions`), offers the catalogue's suggestions that match it.
 * Choosing a suggestion is recorded instead of followed, so the story stays on the page.
 */
function SearchBoxDemo({ initialTerm, catalogue, onSuggestionSelect, ...props }: SearchStoryArgs) {
  const [term, setTerm] = useState(initialTerm);
  const needle = term.trim().toLowerCase();
  const suggestions = fetchesSuggestions(term)
    ? catalogue.filter((suggestion) =>
        [suggestion.label, suggestion.type === 'product' ? suggestion.brand : undefined].some((text) =>
          text?.toLowerCase().includes(needle),
        ),
      )
    : [];
  return (
    <SearchBox
      {...props}
      term={term}
      onTermChange={setTerm}
      suggestions={suggestions}
      onSuggestionSelect={(suggestion, event: MouseEvent<HTMLAnchorElement>) => {
        event.preventDefault();
        onSuggestionSelect?.(suggestion, event);
      }}
    />
  );
}

function demoArgs(language: SearchLanguage, initialTerm = ''): Omit<SearchStoryArgs, 'onOpenChange'> {
  return {
    ...searchLabels[language],
    initialTerm,
    catalogue: suggestionsByLanguage[language].suggestions,
    fallback: fallbackByLanguage[language],
    onSubmit: fn(),
    onSuggestionSelect: fn(),
  };
}

const meta = {
  title: 'Design system/SearchBox',
  component: SearchBoxDemo,
  parameters: { layout: 'padded' },
  globals: { viewport: { value: 'desktop', isRotated: false } },
  args: { ...demoArgs('de'), onOpenChange: fn() },
  render: (args) => (
    // The box as wide as in the header, with room below for its flyout.
    <div lang="de" className="mx-auto min-h-[40rem] w-full max-w-xl">
      <SearchBoxDemo {...args} />
    </div>
  ),
} satisfies Meta<typeof SearchBoxDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

function parts(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  return {
    canvas,
    input: canvas.getByRole('combobox', { name: 'Suche' }),
    listbox: () => canvas.getByRole('listbox', { name: 'Suche' }),
    groupNames: () =>
      canvas
        .getAllByRole('group')
        .map((group) => group.getAttribute('aria-labelledby'))
        .map((id) => (id ? canvasElement.ownerDocument.getElementById(id)?.textContent : null)),
  };
}

export const Default: Story = {};

const matrixCells = [
  { language: 'de', term: 'ray', note: 'de: suggestions for "ray"' },
  { language: 'fr', term: '', note: 'fr: empty term, fallback content' },
  { language: 'pl', term: 'xyz', note: 'pl: nothing found' },
  { language: 'cs', term: 'ra', note: 'cs: 2 characters, fallback content' },
] as const;

/** Four shops' flyouts: suggestions, fallback for an empty and a short term, nothing found. */
export const Matrix: Story = {
  parameters: { layout: 'fullscreen' },
  render: () => (
    <div className="grid w-full grid-cols-1 gap-x-6 gap-y-4 p-4 md:grid-cols-2">
      {matrixCells.map(({ language, term, note }) => (
        <section key={language} lang={language} aria-label={note} className="h-[42rem]">
          <p className="mb-1 text-xs font-semibold text-foreground-muted">{note}</p>
          <SearchBoxDemo
            {...demoArgs(language, term)}
            // Several search landmarks on one page need names of their own.
            aria-label={note}
            defaultOpen
            className="[&_[data-slot=search-box-flyout]]:w-full"
          />
        </section>
      ))}
      <section lang="de" aria-label="de: closed, with a term" className="h-24">
        <p className="mb-1 text-xs font-semibold text-foreground-muted">de: closed, with a term</p>
        <SearchBoxDemo {...demoArgs('de', 'Sonnenbrille')} aria-label="de: closed, with a term" />
      </section>
    </div>
  ),
  play: async ({ canvasElement, step }) => {
    await step('Every open box is expanded and controls its listbox.', async () => {
      const boxes = within(canvasElement).getAllByRole('combobox');
      await expect(boxes.map((box) => box.getAttribute('aria-expanded'))).toEqual([
        'true',
        'true',
        'true',
        'true',
        'false',
      ]);
    });
  },
};

export const FallbackForShortTerms: Story = {
  play: async ({ canvasElement, step }) => {
    const { canvas, input, groupNames } = parts(canvasElement);

    await step('Focusing the empty box opens the flyout with the fallback content.', async () => {
      await userEvent.click(input);
      await expect(input).toHaveAttribute('aria-expanded', 'true');
      await expect(groupNames()).toEqual(['Neuheiten', 'Beliebte Kategorien', 'Service']);
    });

    await step('The fallback is cut to 6 newest products, 3 categories and 3 pages.', async () => {
      const [products, categories, pages] = canvas.getAllByRole('group');
      if (!products || !categories || !pages) throw new Error('Missing fallback groups');
      await expect(within(products).getAllByRole('option')).toHaveLength(6);
      await expect(within(categories).getAllByRole('option')).toHaveLength(3);
      await expect(within(pages).getAllByRole('option')).toHaveLength(3);
      await expect(within(products).queryByRole('option', { name: /GG0061S/ })).not.toBeInTheDocument();
    });

    await step('With 2 characters the fallback stays (§9: suggestions need more than 2).', async () => {
      await userEvent.type(input, 'ra');
      await expect(groupNames()).toEqual(['Neuheiten', 'Beliebte Kategorien', 'Service']);
    });

    await step('The third character brings the suggestions, grouped by type.', async () => {
      await userEvent.type(input, 'y');
      await expect(groupNames()).toEqual(['Produkte', 'Kategorien', 'Seiten']);
    });
  },
};

export const GroupsSuggestions: Story = {
  args: { initialTerm: 'ray' },
  play: async ({ canvasElement, step }) => {
    const { canvas, input, groupNames } = parts(canvasElement);

    await step('Typing opens the flyout with products, categories and pages in that order.', async () => {
      await userEvent.click(input);
      await expect(groupNames()).toEqual(['Produkte', 'Kategorien', 'Seiten']);
      const [products, categories, pages] = canvas.getAllByRole('group');
      if (!products || !categories || !pages) throw new Error('Missing suggestion groups');
      await expect(within(products).getAllByRole('option')).toHaveLength(3);
      await expect(within(categories).getAllByRole('option')).toHaveLength(2);
      await expect(within(pages).getAllByRole('option')).toHaveLength(1);
    });

    await step('A product shows its brand, name and price; a category its product count.', async () => {
      const product = canvas.getByRole('option', { name: /RB2140 Wayfarer Schwarz/ });
      await expect(product).toHaveTextContent('Ray-Ban');
      await expect(product).toHaveTextContent(/159,00\s€/);
      await expect(product).toHaveAttribute('href', '/p/rb2140-wayfarer-schwarz-101/');
      const category = canvas.getByRole('option', { name: /Sonnenbrillen: Ray-Ban/ });
      await expect(category.querySelector('[data-slot="search-box-option-count"]')).toHaveTextContent('124');
    });

    await step('A term that finds nothing shows the empty text and no listbox.', async () => {
      await userEvent.clear(input);
      await userEvent.type(input, 'xyz');
      await expect(canvas.getByText(/Keine Vorschläge gefunden/)).toBeVisible();
      await expect(canvas.queryByRole('listbox')).not.toBeInTheDocument();
    });
  },
};

export const KeyboardNavigation: Story = {
  args: { initialTerm: 'ray' },
  play: async ({ args, canvasElement, step }) => {
    const { canvas, input } = parts(canvasElement);
    const options = () => canvas.getAllByRole('option');
    const activeOption = () => {
      const id = input.getAttribute('aria-activedescendant');
      return id ? canvasElement.ownerDocument.getElementById(id) : null;
    };

    await step('ArrowDown opens the closed flyout, then walks the options across the groups.', async () => {
      input.focus();
      await userEvent.keyboard('{Escape}');
      await expect(input).toHaveAttribute('aria-expanded', 'false');
      await userEvent.keyboard('{ArrowDown}');
      await expect(input).toHaveAttribute('aria-expanded', 'true');
      await expect(input).not.toHaveAttribute('aria-activedescendant');
      await userEvent.keyboard('{ArrowDown}');
      await expect(activeOption()).toBe(options()[0]);
      await expect(options()[0]).toHaveAttribute('aria-selected', 'true');
      await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}');
      await expect(activeOption()).toHaveTextContent('Sonnenbrillen: Ray-Ban');
      await expect(input).toHaveFocus();
    });

    await step('ArrowUp goes back; from the first option it wraps to the last.', async () => {
      await userEvent.keyboard('{ArrowUp}');
      await expect(activeOption()).toHaveTextContent('RX5154 Clubmaster Havanna');
      await userEvent.keyboard('{ArrowUp}{ArrowUp}{ArrowUp}');
      await expect(activeOption()).toBe(options().at(-1));
      await expect(activeOption()).toHaveTextContent('Ray-Ban Markenwelt');
    });

    await step('Enter chooses the active option and closes the flyout.', async () => {
      await userEvent.keyboard('{ArrowUp}');
      await userEvent.keyboard('{Enter}');
      await expect(args.onSuggestionSelect).toHaveBeenCalledWith(
        expect.objectContaining({ type: 'category', label: 'Brillen: Ray-Ban', href: '/brillen/?brand=12' }),
        expect.anything(),
      );
      await expect(input).toHaveAttribute('aria-expanded', 'false');
      await expect(args.onSubmit).not.toHaveBeenCalled();
    });

    await step('Escape closes an open flyout; pressed again it empties the box.', async () => {
      await userEvent.keyboard('{ArrowDown}');
      await expect(input).toHaveAttribute('aria-expanded', 'true');
      await userEvent.keyboard('{Escape}');
      await expect(input).toHaveAttribute('aria-expanded', 'false');
      await expect(input).toHaveValue('ray');
      await userEvent.keyboard('{Escape}');
      await expect(input).toHaveValue('');
    });
  },
};

export const SubmitsTheTerm: Story = {
  play: async ({ args, canvasElement, step }) => {
    const { canvas, input } = parts(canvasElement);
    const submit = canvas.getByRole('button', { name: 'Suchen' });

    await step('The submit button is disabled while the term is empty or blank.', async () => {
      await expect(submit).toBeDisabled();
      await userEvent.type(input, '   ');
      await expect(submit).toBeDisabled();
    });

    await step('Enter without an active option submits the trimmed term.', async () => {
      await userEvent.type(input, 'Gleitsicht ');
      await expect(submit).toBeEnabled();
      await userEvent.keyboard('{Enter}');
      await expect(args.onSubmit).toHaveBeenCalledWith('Gleitsicht');
      await expect(input).toHaveAttribute('aria-expanded', 'false');
    });

    await step('The clear button empties the box and keeps the focus in it.', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Suchbegriff löschen' }));
      await expect(input).toHaveValue('');
      await expect(input).toHaveFocus();
      await expect(canvas.queryByRole('button', { name: 'Suchbegriff löschen' })).not.toBeInTheDocument();
    });
  },
};

export const ClosesWhenFocusLeaves: Story = {
  args: { initialTerm: 'ray' },
  play: async ({ canvasElement, step }) => {
    const { canvas, input } = parts(canvasElement);
    await step('A click on a suggestion chooses it; the focus stays in the box meanwhile.', async () => {
      await userEvent.click(input);
      await userEvent.click(canvas.getByRole('option', { name: /Ray-Ban Markenwelt/ }));
      await expect(input).toHaveAttribute('aria-expanded', 'false');
    });
    await step('Tabbing away closes the flyout.', async () => {
      await userEvent.click(input);
      await expect(input).toHaveAttribute('aria-expanded', 'true');
      await userEvent.tab();
      await userEvent.tab();
      await userEvent.tab();
      await waitFor(() => expect(input).toHaveAttribute('aria-expanded', 'false'));
    });
  },
};

/** On a phone the flyout spans the box's full width. */
export const Mobile: Story = {
  args: { ...demoArgs('pl', 'ray') },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  render: (args) => (
    <div lang="pl" className="min-h-[40rem] w-full">
      <SearchBoxDemo {...args} />
    </div>
  ),
  play: async ({ canvasElement, step }) => {
    const input = within(canvasElement).getByRole('combobox', { name: 'Szukaj' });
    await step('The flyout is as wide as the box.', async () => {
      await userEvent.click(input);
      const flyout = canvasElement.querySelector('[data-slot="search-box-flyout"]');
      const field = canvasElement.querySelector('[data-slot="search-box"]');
      await expect(flyout?.getBoundingClientRect().width).toBe(field?.getBoundingClientRect().width);
    });
  },
};
