import type { Meta, StoryObj } from '@storybook/react-vite';
import { getShopByCode, type ShopCode } from '@lumen/domain';
import type { ReactNode } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { BlockDataProvider } from '../block-data/block-data-provider.tsx';
import { BlockTextsProvider } from '../i18n/block-texts-provider.tsx';
import { BlockRenderer } from '../registry/block-renderer.tsx';
import { footerColumnFixtures, footerColumnsFixture } from './footer-column.fixtures.ts';
import { FooterColumnContentSchema } from './footer-column.schema.ts';
import { FooterColumn } from './footer-column.tsx';

/*
 * Default and Matrix take props (args); the language and broken-content stories render the raw
 * CMS fixtures through the block renderer, in their shop, on the footer's background.
 */
const columns = footerColumnsFixture.map((blok) => FooterColumnContentSchema.parse(blok));

/**
 * The story on the footer's background, in its shop and language (WCAG 3.1.2). A div, not the
 * page's <footer>: a story's decorators nest in the file's, and a footer inside a footer is not one.
 */
function inFooter(shopCode: ShopCode) {
  const shop = getShopByCode(shopCode);
  return (Story: () => ReactNode) => (
    <BlockTextsProvider locale={shop.locale}>
      <BlockDataProvider shop={shop}>
        <div lang={shop.language} className="bg-surface-muted px-4 py-8 md:px-8">
          <Story />
        </div>
      </BlockDataProvider>
    </BlockTextsProvider>
  );
}

const meta = {
  title: 'CMS Blocks/Footer Column',
  component: FooterColumn,
  parameters: { layout: 'fullscreen' },
  args: columns[0]!,
  decorators: [inFooter('de-de')],
} satisfies Meta<typeof FooterColumn>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, step }) => {
    await step('The column heading is a level-two heading that names its list of links.', async () => {
      await expect(canvas.getByRole('heading', { level: 2, name: 'Service' })).toBeVisible();
      await expect(
        within(canvas.getByRole('list', { name: 'Service' })).getAllByRole('listitem'),
      ).toHaveLength(4);
    });
    await step('Story links go to the shop path of the story, without the shop folder.', async () => {
      await expect(canvas.getByRole('link', { name: 'Versand' })).toHaveAttribute(
        'href',
        '/overlays/service/versand/',
      );
      await expect(canvas.getByRole('link', { name: 'Auftragsstatus' })).toHaveAttribute(
        'href',
        '/service/auftragsstatus/',
      );
    });
    await step('Tab walks the links in order.', async () => {
      await userEvent.tab();
      await expect(canvas.getByRole('link', { name: 'Versand' })).toHaveFocus();
      await userEvent.tab();
      await expect(canvas.getByRole('link', { name: 'Rückgabe' })).toHaveFocus();
    });
  },
};

/** The three de-de columns side by side, as the footer shows them: the screenshot target. */
export const Matrix: Story = {
  render: () => (
    <div className="grid gap-8 sm:grid-cols-3">
      {columns.map((column) => (
        <FooterColumn key={column.headline} {...column} />
      ))}
    </div>
  ),
  play: async ({ canvas, step }) => {
    await step('Every column shows its heading and links.', async () => {
      await expect(
        canvas.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent),
      ).toEqual(['Service', 'Lumen Optik', 'Rechtliches']);
      await expect(canvas.getByRole('link', { name: 'Kontakt' })).toHaveAttribute(
        'href',
        'mailto:service@lumen-optik.de',
      );
    });
  },
};

// Valid fixtures must never be reported; one spy for the language stories is enough to show that.
const onFixtureError = fn();

function renderFixture(lang: keyof typeof footerColumnFixtures, preview = false) {
  return () => (
    <BlockRenderer blok={footerColumnFixtures[lang]} preview={preview} onBlockError={onFixtureError} />
  );
}

/** The seeded de-de service column, in the visual editor's preview. */
export const German: Story = {
  render: renderFixture('de', true),
  play: async ({ canvas, step }) => {
    await step('The German column links to the shipping overlay.', async () => {
      await expect(canvas.getByRole('link', { name: 'Versand' })).toHaveAttribute(
        'href',
        '/overlays/service/versand/',
      );
    });
    await step('Nothing is reported.', async () => {
      await expect(onFixtureError).not.toHaveBeenCalled();
    });
  },
};

export const French: Story = {
  render: renderFixture('fr'),
  decorators: [inFooter('fr-ch')],
  play: async ({ canvas, step }) => {
    await step(
      'The fr-ch company column links to the branches and writes to the Swiss service.',
      async () => {
        await expect(canvas.getByRole('link', { name: 'Magasins' })).toHaveAttribute('href', '/succursales/');
        await expect(canvas.getByRole('link', { name: 'Contact' })).toHaveAttribute(
          'href',
          expect.stringMatching(/^mailto:.+@lumen-optik\.ch$/),
        );
      },
    );
    await step('Nothing is reported.', async () => {
      await expect(onFixtureError).not.toHaveBeenCalled();
    });
  },
};

export const Polish: Story = {
  render: renderFixture('pl'),
  decorators: [inFooter('pl-pl')],
  play: async ({ canvas, step }) => {
    await step('The Polish legal column links to the privacy page.', async () => {
      await expect(canvas.getByRole('heading', { level: 2, name: 'Informacje prawne' })).toBeVisible();
      await expect(canvas.getByRole('link', { name: 'Polityka prywatności' })).toHaveAttribute(
        'href',
        expect.stringMatching(/^\/.+\/$/),
      );
    });
    await step('Nothing is reported.', async () => {
      await expect(onFixtureError).not.toHaveBeenCalled();
    });
  },
};

export const Czech: Story = {
  render: renderFixture('cs'),
  decorators: [inFooter('cs-cz')],
  play: async ({ canvas, step }) => {
    await step('The Czech service column has no order status link (§2 lists none for cs).', async () => {
      await expect(canvas.getByRole('heading', { level: 2, name: 'Zákaznický servis' })).toBeVisible();
      await expect(canvas.getAllByRole('link').map((link) => link.textContent)).toEqual([
        'Doprava',
        'Vrácení zboží',
        'Způsoby platby',
      ]);
    });
    await step('Nothing is reported.', async () => {
      await expect(onFixtureError).not.toHaveBeenCalled();
    });
  },
};
