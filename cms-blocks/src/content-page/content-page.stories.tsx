import type { Meta, StoryObj } from '@storybook/react-vite';
import { getShopByCode, type ShopCode } from '@lumen/domain';
import type { ReactNode } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { BlockDataProvider } from '../block-data/block-data-provider.tsx';
import { heroFixtures } from '../hero/hero.fixtures.ts';
import { heroTeaserFixtures } from '../hero-teaser/hero-teaser.fixtures.ts';
import { BlockTextsProvider } from '../i18n/block-texts-provider.tsx';
import { BlockRenderer, BlockRenderProvider } from '../registry/block-renderer.tsx';
import { contentPageFixtures } from './content-page.fixtures.ts';
import { ContentPageContentSchema } from './content-page.schema.ts';
import { ContentPage } from './content-page.tsx';

/*
 * Default and Matrix take props (args) and render the body through a provider with the registry,
 * as the page does; the language and broken-content stories render the raw story content through
 * the block renderer, in their shop.
 */
const content = {
  de: ContentPageContentSchema.parse(contentPageFixtures.de),
  pl: ContentPageContentSchema.parse(contentPageFixtures.pl),
};

// Valid fixtures must never be reported; one spy for the stories with valid content is enough.
const onFixtureError = fn();

/** The story's content in its shop and language (WCAG 3.1.2), its blocks rendered through the registry. */
function inShop(shopCode: ShopCode) {
  const shop = getShopByCode(shopCode);
  return (Story: () => ReactNode) => (
    <BlockTextsProvider locale={shop.locale}>
      <BlockDataProvider shop={shop}>
        <BlockRenderProvider onBlockError={onFixtureError}>
          <div lang={shop.language}>
            <Story />
          </div>
        </BlockRenderProvider>
      </BlockDataProvider>
    </BlockTextsProvider>
  );
}

const meta = {
  title: 'CMS Blocks/Content Page',
  component: ContentPage,
  parameters: { layout: 'fullscreen' },
  args: content.de,
  decorators: [inShop('de-de')],
} satisfies Meta<typeof ContentPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, step }) => {
    await step(
      'The title is the page’s only level-one heading; the intro’s headings follow it.',
      async () => {
        await expect(
          canvas.getAllByRole('heading', { level: 1 }).map((heading) => heading.textContent),
        ).toEqual(['Brillen-Ratgeber']);
        await expect(canvas.getByRole('heading', { level: 2, name: 'Runde Gesichter' })).toBeVisible();
      },
    );
    await step('The body’s teaser renders through the registry.', async () => {
      await expect(canvas.getByRole('region', { name: 'Welche Brille passt zu mir?' })).toBeInTheDocument();
    });
    await step('The side navigation is named by its title and links the service pages.', async () => {
      const navigation = canvas.getByRole('navigation', { name: 'Service und Beratung' });
      await expect(
        within(navigation)
          .getAllByRole('link')
          .map((link) => link.getAttribute('href')),
      ).toEqual([
        '/global/navigation/brillen-ratgeber/',
        '/niederlassungen/',
        '/global/navigation/termin-buchen/',
        '/service/gebrauchsanweisungen/',
      ]);
    });
    await step('Tab reaches the navigation first, then the page.', async () => {
      await userEvent.tab();
      await expect(canvas.getByRole('link', { name: 'Brillen-Ratgeber' })).toHaveFocus();
    });
  },
};

/** On the page a navigation link points to, that link is marked as the current page. */
export const CurrentPageMarked: Story = {
  beforeEach: () => {
    const previous = window.location.href;
    window.history.replaceState(window.history.state, '', '/global/navigation/brillen-ratgeber/');
    return () => window.history.replaceState(window.history.state, '', previous);
  },
  play: async ({ canvas, step }) => {
    await step('The link to this page says so; the others do not.', async () => {
      const navigation = canvas.getByRole('navigation', { name: 'Service und Beratung' });
      await expect(within(navigation).getByRole('link', { name: 'Brillen-Ratgeber' })).toHaveAttribute(
        'aria-current',
        'page',
      );
      await expect(within(navigation).getByRole('link', { name: 'Filialen' })).not.toHaveAttribute(
        'aria-current',
      );
    });
  },
};

/** A page whose first block is a hero with the h1 (the homepage): the editor hides the title. */
export const TitleHidden: Story = {
  args: {
    title: 'Startseite',
    hideTitle: true,
    intro: undefined,
    sideNavigation: undefined,
    body: [heroFixtures.de, heroTeaserFixtures.de],
  },
  play: async ({ canvas, step }) => {
    await step('The hero’s headline is the page’s only level-one heading.', async () => {
      await expect(
        canvas.getAllByRole('heading', { level: 1 }).map((heading) => heading.textContent),
      ).toEqual(['Die neue Sonnenbrillen-Kollektion ist da']);
      await expect(canvas.queryByText('Startseite')).not.toBeInTheDocument();
    });
  },
};

/** With a side navigation and without: the screenshot target. */
export const Matrix: Story = {
  render: () => (
    <div className="flex flex-col divide-y divide-border">
      <ContentPage {...content.de} intro={undefined} body={[]} />
      <ContentPage {...content.pl} lang="pl" />
    </div>
  ),
  play: async ({ canvas, step }) => {
    await step('Both pages show their title; only the first has a navigation.', async () => {
      await expect(canvas.getAllByRole('heading', { level: 1 })).toHaveLength(2);
      await expect(canvas.getAllByRole('navigation')).toHaveLength(1);
    });
  },
};

function renderFixture(lang: keyof typeof contentPageFixtures, preview = false) {
  return () => (
    <BlockRenderer blok={contentPageFixtures[lang]} preview={preview} onBlockError={onFixtureError} />
  );
}

/** The de-de frame guide with the service navigation, in the visual editor's preview. */
export const German: Story = {
  render: renderFixture('de', true),
  play: async ({ canvas, step }) => {
    await step('The German page shows its title, intro and teaser.', async () => {
      await expect(canvas.getByRole('heading', { level: 1, name: 'Brillen-Ratgeber' })).toBeVisible();
      await expect(canvas.getByRole('link', { name: 'Fassungen ansehen' })).toHaveAttribute(
        'href',
        expect.stringMatching(/^\/.+\/$/),
      );
    });
    await step('Nothing is reported.', async () => {
      await expect(onFixtureError).not.toHaveBeenCalled();
    });
  },
};

export const French: Story = {
  render: renderFixture('fr'),
  decorators: [inShop('fr-ch')],
  play: async ({ canvas, step }) => {
    await step(
      'The French frame guide shows its intro’s headings under the title, then the teaser.',
      async () => {
        await expect(canvas.getByRole('heading', { level: 1, name: 'Guide des lunettes' })).toBeVisible();
        await expect(canvas.getByRole('heading', { level: 2, name: 'Visages ronds' })).toBeVisible();
        await expect(
          canvas.getByRole('region', { name: 'Quelles lunettes me vont\u00a0?' }),
        ).toBeInTheDocument();
      },
    );
    await step('Nothing is reported.', async () => {
      await expect(onFixtureError).not.toHaveBeenCalled();
    });
  },
};

export const Polish: Story = {
  render: renderFixture('pl'),
  decorators: [inShop('pl-pl')],
  play: async ({ canvas, step }) => {
    await step('The Polish imprint is its intro alone, with the company’s email link.', async () => {
      await expect(canvas.getByRole('heading', { level: 1, name: 'Nota prawna' })).toBeVisible();
      await expect(canvas.getByRole('link', { name: /@/ })).toHaveAttribute(
        'href',
        expect.stringMatching(/^mailto:/),
      );
    });
    await step('Nothing is reported.', async () => {
      await expect(onFixtureError).not.toHaveBeenCalled();
    });
  },
};

export const Czech: Story = {
  render: renderFixture('cs'),
  decorators: [inShop('cs-cz')],
  play: async ({ canvas, step }) => {
    await step('The Czech overview links its pages as shop paths, from its intro.', async () => {
      await expect(canvas.getByRole('heading', { level: 1, name: 'Prohlášení o shodě' })).toBeVisible();
      await expect(canvas.getByRole('link', { name: 'Kontaktní čočky' })).toHaveAttribute(
        'href',
        '/service/konformitaetserklaerungen/kontaktlinsen/',
      );
    });
    await step('Nothing is reported.', async () => {
      await expect(onFixtureError).not.toHaveBeenCalled();
    });
  },
};

const onNestedError = fn();

/** One broken block in the body, in preview: the page stays, the notice stands in the block’s place. */
export const BrokenNestedBlockInPreview: Story = {
  render: () => (
    <BlockRenderer
      blok={{
        ...contentPageFixtures.pl,
        body: [
          {
            _uid: 'c0ffee00-0000-4000-8000-000000000001',
            component: 'countdown_banner',
            headline: 'Nur noch 3 Tage',
          },
        ],
      }}
      preview
      onBlockError={onNestedError}
    />
  ),
  play: async ({ canvas, step }) => {
    await step('The page renders, the unknown block shows a notice in its place.', async () => {
      await expect(canvas.getByRole('heading', { level: 1, name: 'Nota prawna' })).toBeVisible();
      await expect(canvas.getByRole('note')).toHaveTextContent('Unknown block "countdown_banner"');
    });
    await step('The unknown block is reported, the page is not.', async () => {
      await expect(onNestedError).toHaveBeenCalledTimes(1);
      await expect(onNestedError).toHaveBeenCalledWith(
        expect.objectContaining({ kind: 'unknown-component', component: 'countdown_banner' }),
      );
    });
  },
};
