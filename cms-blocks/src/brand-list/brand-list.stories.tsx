import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { BlockRenderer } from '../registry/block-renderer.tsx';
import { brandListFixtures, brandListWithLogosFixture } from './brand-list.fixtures.ts';
import { BrandListContentSchema } from './brand-list.schema.ts';
import { BrandList } from './brand-list.tsx';
import { inShop } from '../block-data/in-shop-decorator.tsx';

/*
 * Default and Matrix take props (args); the language and broken-content stories render the raw
 * CMS fixtures through the block renderer, in their shop, the way the shop's pages do.
 */
const content = {
  de: BrandListContentSchema.parse(brandListFixtures.de),
  withLogos: BrandListContentSchema.parse(brandListWithLogosFixture),
};

const meta = {
  title: 'CMS Blocks/Brand List',
  component: BrandList,
  parameters: { layout: 'fullscreen' },
  args: content.de,
  decorators: [inShop('de-de')],
} satisfies Meta<typeof BrandList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, step }) => {
    await step('The headline names the section as a level-two heading.', async () => {
      await expect(canvas.getByRole('region', { name: 'Unsere Marken' })).toBeInTheDocument();
    });
    await step('The brands are a list of twelve, each linking to its listing.', async () => {
      const brands = within(canvas.getByRole('list')).getAllByRole('listitem');
      await expect(brands).toHaveLength(12);
      await expect(canvas.getByRole('link', { name: 'Nordlicht Eyewear' })).toHaveAttribute(
        'href',
        '/brillen/?brand=1',
      );
    });
    await step('Tab moves from brand to brand.', async () => {
      await userEvent.tab();
      await expect(canvas.getByRole('link', { name: 'Nordlicht Eyewear' })).toHaveFocus();
      await userEvent.tab();
      await expect(canvas.getByRole('link', { name: 'Vista Milano' })).toHaveFocus();
    });
  },
};

/** Logos an editor added show in place of the names; the brand's name stays the link's text. */
export const WithLogos: Story = {
  args: content.withLogos,
  play: async ({ canvas, step }) => {
    await step('A logo is the link’s content, named by the brand.', async () => {
      const link = canvas.getByRole('link', { name: 'Vista Milano' });
      await expect(within(link).getByRole('img', { name: 'Vista Milano' })).toHaveAttribute(
        'loading',
        'lazy',
      );
    });
    await step('A brand without a logo shows its name.', async () => {
      await expect(
        within(canvas.getByRole('link', { name: 'Atelier Lumière' })).queryByRole('img'),
      ).toBeNull();
    });
  },
};

/** Names and logos, with and without a headline: the screenshot target. */
export const Matrix: Story = {
  render: () => (
    <div className="flex flex-col">
      <BrandList {...content.withLogos} />
      <BrandList brands={content.de.brands.slice(6)} />
    </div>
  ),
  play: async ({ canvas, step }) => {
    await step('Six tiles with logos and six with names.', async () => {
      await expect(canvas.getAllByRole('link')).toHaveLength(12);
      await expect(canvas.getAllByRole('img')).toHaveLength(5);
    });
  },
};

// Valid fixtures must never be reported; one spy for the language stories is enough to show that.
const onFixtureError = fn();

function renderFixture(lang: keyof typeof brandListFixtures, preview = false) {
  return () => (
    <BlockRenderer blok={brandListFixtures[lang]} preview={preview} onBlockError={onFixtureError} />
  );
}

/** The seeded de-de homepage brands. */
export const German: Story = {
  render: renderFixture('de', true),
  play: async ({ canvas, step }) => {
    await step('The German brands link to the glasses listing filtered by brand.', async () => {
      await expect(canvas.getByRole('heading', { level: 2, name: 'Unsere Marken' })).toBeVisible();
      await expect(canvas.getByRole('link', { name: 'Lumen Optik' })).toHaveAttribute(
        'href',
        expect.stringMatching(/^\/brillen\/\?brand=\d+$/),
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
    await step('The French brands include the Swiss one and link to the French listing.', async () => {
      await expect(canvas.getByRole('heading', { level: 2, name: 'Nos marques' })).toBeVisible();
      await expect(canvas.getByRole('link', { name: 'Gotthard Optics' })).toHaveAttribute(
        'href',
        expect.stringMatching(/^\/lunettes\/\?brand=\d+$/),
      );
    });
    await step('Nothing is reported.', async () => {
      await expect(onFixtureError).not.toHaveBeenCalled();
    });
  },
};

export const Polish: Story = {
  render: renderFixture('pl'),
  decorators: [inShop('pl-pl')],
  play: async ({ canvas, step }) => {
    await step('The Polish brands include the Polish one and link to the Polish listing.', async () => {
      await expect(canvas.getByRole('heading', { level: 2, name: 'Nasze marki' })).toBeVisible();
      await expect(canvas.getByRole('link', { name: 'Wisła Eyewear' })).toHaveAttribute(
        'href',
        expect.stringMatching(/^\/okulary\/\?brand=\d+$/),
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
    await step('The Czech brands include the Czech one and link to the Czech listing.', async () => {
      await expect(canvas.getByRole('heading', { level: 2, name: 'Naše značky' })).toBeVisible();
      await expect(canvas.getByRole('link', { name: 'Vltava Optic' })).toHaveAttribute(
        'href',
        expect.stringMatching(/^\/bryle\/\?brand=\d+$/),
      );
    });
    await step('Nothing is reported.', async () => {
      await expect(onFixtureError).not.toHaveBeenCalled();
    });
  },
};
