import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { expect, fn } from 'storybook/test';
import { BlockRenderer } from '../registry/block-renderer.tsx';
import { heroFixtures } from './hero.fixtures.ts';
import { HeroContentSchema, heroHeadingLevels, heroThemes } from './hero.schema.ts';
import { Hero } from './hero.tsx';

/*
 * Default and Matrix take props (args); the language and broken-content stories render the raw
 * CMS fixtures through the block renderer, the way the shop's pages do.
 */
const content = {
  de: HeroContentSchema.parse(heroFixtures.de),
  fr: HeroContentSchema.parse(heroFixtures.fr),
  pl: HeroContentSchema.parse(heroFixtures.pl),
  cs: HeroContentSchema.parse(heroFixtures.cs),
};

/** Marks a story's content with its language, as the shop's page does (WCAG 3.1.2). */
function inLanguage(lang: keyof typeof heroFixtures) {
  return (Story: () => ReactNode) => (
    <div lang={lang}>
      <Story />
    </div>
  );
}

const meta = {
  title: 'CMS Blocks/Hero',
  component: Hero,
  parameters: { layout: 'fullscreen' },
  args: content.de,
  argTypes: {
    theme: { control: 'inline-radio', options: heroThemes },
    headingLevel: { control: 'inline-radio', options: heroHeadingLevels },
  },
  decorators: [inLanguage('de')],
} satisfies Meta<typeof Hero>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas, step }) => {
    await step('The headline is the page heading at the level the content asks for.', async () => {
      await expect(canvas.getByRole('heading', { level: 1, name: args.headline })).toBeVisible();
    });
    await step('The hero is a region named by its headline.', async () => {
      await expect(canvas.getByRole('region', { name: args.headline })).toBeInTheDocument();
    });
    await step('The call to action is a link to the new collection.', async () => {
      await expect(canvas.getByRole('link', { name: 'Kollektion entdecken' })).toHaveAttribute(
        'href',
        '/sonnenbrillen/neue-kollektion/',
      );
    });
    await step('The image is described and reserves its box with width and height.', async () => {
      const image = canvas.getByRole('img', { name: 'Schwarze Sonnenbrille vor einem Sonnenuntergang' });
      await expect(image).toHaveAttribute('width', '1600');
      await expect(image).toHaveAttribute('height', '900');
    });
  },
};

/** Both themes, with and without text and call to action: the screenshot target. */
export const Matrix: Story = {
  render: (args) => (
    <div className="flex flex-col gap-6">
      {/* Distinct headlines: two regions of one page must not share a name. */}
      <Hero {...args} theme="light" headingLevel={2} lang="de" />
      <Hero {...content.cs} theme="light" headingLevel={2} cta={undefined} lang="cs" />
      <Hero {...content.pl} theme="dark" headingLevel={2} lang="pl" />
      <Hero {...content.fr} theme="dark" headingLevel={2} text={undefined} cta={undefined} lang="fr" />
    </div>
  ),
  play: async ({ canvas, canvasElement, step }) => {
    await step('Every theme renders its own hero.', async () => {
      const heroes = canvasElement.querySelectorAll('[data-slot="hero"]');
      await expect([...heroes].map((hero) => hero.getAttribute('data-theme'))).toEqual([
        'light',
        'light',
        'dark',
        'dark',
      ]);
    });
    await step('A hero without a call to action has no link.', async () => {
      await expect(canvas.getAllByRole('link')).toHaveLength(2);
    });
    await step('A hero without text has no paragraph.', async () => {
      await expect(canvasElement.querySelectorAll('[data-slot="hero-text"]')).toHaveLength(3);
    });
  },
};

// Valid fixtures must never be reported; one spy for the language stories is enough to show that.
const onFixtureError = fn();

function renderFixture(lang: keyof typeof heroFixtures, preview = false) {
  return () => <BlockRenderer blok={heroFixtures[lang]} preview={preview} onBlockError={onFixtureError} />;
}

/** German draft content from the CMS, in the visual editor's preview. */
export const German: Story = {
  render: renderFixture('de', true),
  play: async ({ canvas, canvasElement, step }) => {
    await step('The German headline is a level-one heading.', async () => {
      await expect(
        canvas.getByRole('heading', { level: 1, name: 'Die neue Sonnenbrillen-Kollektion ist da' }),
      ).toBeVisible();
    });
    await step('The call to action links to the collection story with a trailing slash.', async () => {
      await expect(canvas.getByRole('link', { name: 'Kollektion entdecken' })).toHaveAttribute(
        'href',
        '/sonnenbrillen/neue-kollektion/',
      );
    });
    await step('The image has its German description.', async () => {
      await expect(
        canvas.getByRole('img', { name: 'Schwarze Sonnenbrille vor einem Sonnenuntergang' }),
      ).toBeVisible();
    });
    await step('In preview the hero carries the visual editor’s attributes.', async () => {
      await expect(canvasElement.querySelector('[data-slot="hero"]')).toHaveAttribute(
        'data-blok-uid',
        '531822961-6f0d2c1e-3b7a-4c5e-9d21-8a4f6b2c9e10',
      );
    });
    await step('Nothing is reported.', async () => {
      await expect(onFixtureError).not.toHaveBeenCalled();
    });
  },
};

export const French: Story = {
  render: renderFixture('fr'),
  decorators: [inLanguage('fr')],
  play: async ({ canvas, step }) => {
    await step('The French headline is a level-one heading.', async () => {
      await expect(
        canvas.getByRole('heading', { level: 1, name: 'Examen de la vue gratuit dans votre magasin' }),
      ).toBeVisible();
    });
    await step('The call to action links to the branch list of the fr-ch shop.', async () => {
      await expect(canvas.getByRole('link', { name: 'Trouver un magasin' })).toHaveAttribute(
        'href',
        '/succursales/',
      );
    });
    await step('The image has its French description.', async () => {
      await expect(
        canvas.getByRole('img', { name: 'Tableau de lecture avec des lettres de taille décroissante' }),
      ).toBeVisible();
    });
    await step('Nothing is reported.', async () => {
      await expect(onFixtureError).not.toHaveBeenCalled();
    });
  },
};

export const Polish: Story = {
  render: renderFixture('pl'),
  decorators: [inLanguage('pl')],
  play: async ({ canvas, canvasElement, step }) => {
    await step('The Polish headline is a level-one heading on the dark theme.', async () => {
      await expect(
        canvas.getByRole('heading', { level: 1, name: 'Nowa kolekcja okularów przeciwsłonecznych' }),
      ).toBeVisible();
      await expect(canvasElement.querySelector('[data-slot="hero"]')).toHaveAttribute('data-theme', 'dark');
    });
    await step('The call to action links to the sunglasses category.', async () => {
      await expect(canvas.getByRole('link', { name: 'Zobacz kolekcję' })).toHaveAttribute(
        'href',
        '/okulary-przeciwsloneczne/',
      );
    });
    await step('The image has its Polish description.', async () => {
      await expect(
        canvas.getByRole('img', { name: 'Czarne okulary przeciwsłoneczne na tle zachodzącego słońca' }),
      ).toBeVisible();
    });
    await step('Nothing is reported.', async () => {
      await expect(onFixtureError).not.toHaveBeenCalled();
    });
  },
};

export const Czech: Story = {
  render: renderFixture('cs'),
  decorators: [inLanguage('cs')],
  play: async ({ canvas, step }) => {
    await step('Without a level in the content, the headline is a level-two heading.', async () => {
      await expect(canvas.getByRole('heading', { level: 2, name: 'Vyšetření zraku zdarma' })).toBeVisible();
    });
    await step('The call to action is an email link.', async () => {
      await expect(canvas.getByRole('link', { name: 'Objednat se e-mailem' })).toHaveAttribute(
        'href',
        'mailto:zakaznici@lumen-optik.cz',
      );
    });
    await step('The image has its Czech description.', async () => {
      await expect(
        canvas.getByRole('img', { name: 'Optotypová tabule s písmeny zmenšující se velikosti' }),
      ).toBeVisible();
    });
    await step('Nothing is reported.', async () => {
      await expect(onFixtureError).not.toHaveBeenCalled();
    });
  },
};
