import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { BlockRenderer } from '../registry/block-renderer.tsx';
import { heroTeaserFixtures } from './hero-teaser.fixtures.ts';
import { HeroTeaserContentSchema, heroTeaserThemes } from './hero-teaser.schema.ts';
import { HeroTeaser } from './hero-teaser.tsx';
import { inShop } from '../block-data/in-shop-decorator.tsx';

/*
 * Default and Matrix take props (args); the language and broken-content stories render the raw
 * CMS fixtures through the block renderer, in their shop, the way the shop's pages do.
 */
const content = {
  de: HeroTeaserContentSchema.parse(heroTeaserFixtures.de),
  fr: HeroTeaserContentSchema.parse(heroTeaserFixtures.fr),
  pl: HeroTeaserContentSchema.parse(heroTeaserFixtures.pl),
  cs: HeroTeaserContentSchema.parse(heroTeaserFixtures.cs),
};

const meta = {
  title: 'CMS Blocks/Hero Teaser',
  component: HeroTeaser,
  parameters: { layout: 'fullscreen' },
  args: content.de,
  argTypes: { theme: { control: 'inline-radio', options: heroTeaserThemes } },
  decorators: [inShop('de-de')],
} satisfies Meta<typeof HeroTeaser>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas, step }) => {
    await step('The headline is a level-two heading that names the teaser.', async () => {
      await expect(canvas.getByRole('heading', { level: 2, name: args.headline })).toBeVisible();
      await expect(canvas.getByRole('region', { name: args.headline })).toBeInTheDocument();
    });
    await step('The call to action links to the appointment page, without the shop folder.', async () => {
      await expect(canvas.getByRole('link', { name: 'Termin vereinbaren' })).toHaveAttribute(
        'href',
        '/global/navigation/termin-buchen/',
      );
    });
    await step('The image is described, reserves its box and loads lazily.', async () => {
      const image = canvas.getByRole('img', { name: 'Sehtafel mit Buchstaben in abnehmender Größe' });
      await expect(image).toHaveAttribute('width', '1200');
      await expect(image).toHaveAttribute('height', '900');
      await expect(image).toHaveAttribute('loading', 'lazy');
    });
  },
};

/** A link an editor set to open in a new tab says so to screen readers. */
export const CallToActionInNewTab: Story = {
  args: {
    cta: {
      label: 'Termin vereinbaren',
      link: { href: 'https://termine.lumen-optik.de/', external: true, newTab: true },
    },
  },
  play: async ({ canvas, step }) => {
    await step('The link opens a new tab without giving the other site this window.', async () => {
      const link = canvas.getByRole('link', { name: 'Termin vereinbaren (öffnet in neuem Tab)' });
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'external noopener noreferrer');
    });
  },
};

/** Both themes, with and without text and call to action: the screenshot target. */
export const Matrix: Story = {
  render: (args) => (
    <div className="flex flex-col">
      <HeroTeaser {...args} />
      <HeroTeaser {...content.fr} lang="fr" />
      <HeroTeaser {...content.pl} theme="dark" text={undefined} lang="pl" />
    </div>
  ),
  play: async ({ canvas, canvasElement, step }) => {
    await step('Every theme renders its own teaser.', async () => {
      const teasers = canvasElement.querySelectorAll('[data-slot="hero-teaser"]');
      await expect([...teasers].map((teaser) => teaser.getAttribute('data-theme'))).toEqual([
        'dark',
        'light',
        'dark',
      ]);
    });
    await step('A teaser without a call to action has no link, one without text no paragraph.', async () => {
      await expect(canvas.getAllByRole('link')).toHaveLength(2);
      await expect(canvasElement.querySelectorAll('[data-slot="hero-teaser-text"]')).toHaveLength(2);
    });
  },
};

// Valid fixtures must never be reported; one spy for the language stories is enough to show that.
const onFixtureError = fn();

function renderFixture(lang: keyof typeof heroTeaserFixtures, preview = false) {
  return () => (
    <BlockRenderer blok={heroTeaserFixtures[lang]} preview={preview} onBlockError={onFixtureError} />
  );
}

/** The seeded de-de eye-test teaser, in the visual editor's preview. */
export const German: Story = {
  render: renderFixture('de', true),
  play: async ({ canvas, canvasElement, step }) => {
    await step('The German teaser shows on the dark theme.', async () => {
      await expect(canvas.getByRole('heading', { level: 2, name: 'Sehtest in Ihrer Filiale' })).toBeVisible();
      await expect(canvasElement.querySelector('[data-slot="hero-teaser"]')).toHaveAttribute(
        'data-theme',
        'dark',
      );
    });
    await step('In preview the teaser carries the visual editor’s block id.', async () => {
      await expect(canvasElement.querySelector('[data-slot="hero-teaser"]')).toHaveAttribute(
        'data-blok-uid',
        '531822961-e562dfc5-df05-5bc2-b647-587e06a83c01',
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
    await step('The French teaser links to the branch list of the fr-ch shop.', async () => {
      await expect(
        canvas.getByRole('heading', { level: 2, name: 'Des conseils près de chez vous' }),
      ).toBeVisible();
      await expect(canvas.getByRole('link', { name: 'Trouver un magasin' })).toHaveAttribute(
        'href',
        '/succursales/',
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
    await step('The Polish teaser above the sunglasses has no call to action.', async () => {
      await expect(canvas.getByRole('heading', { level: 2, name: 'Widzieć i być widzianym' })).toBeVisible();
      await expect(canvas.queryByRole('link')).not.toBeInTheDocument();
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
    await step('The Czech teaser links to the frames listing.', async () => {
      await expect(canvas.getByRole('heading', { level: 2, name: 'Jaké brýle mi sluší?' })).toBeVisible();
      await expect(canvas.getByRole('link', { name: 'Prohlédnout obroučky' })).toHaveAttribute(
        'href',
        expect.stringMatching(/^\/.+\/$/),
      );
    });
    await step('Nothing is reported.', async () => {
      await expect(onFixtureError).not.toHaveBeenCalled();
    });
  },
};
