import { getShopByCode, type ShopCode } from '@lumen/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { BlockDataProvider } from '../block-data/block-data-provider.tsx';
import { BlockTextsProvider } from '../i18n/block-texts-provider.tsx';
import { BlockRenderer } from '../registry/block-renderer.tsx';
import type { Blok } from '../registry/blok.ts';
import { iconSetFixtures } from './icon-set.fixtures.ts';
import { iconSetContentSchemas, iconSetNames, type IconSetContent } from './icon-set.schema.ts';
import { IconSet } from './icon-set.tsx';

/*
 * Default and Matrix take props (args); the language stories render the raw CMS fixtures through
 * the block renderer inside the block data provider of their shop, the way the shop's pages do.
 */

/** Puts a story in a page of the shop: the block data with its shop, and its language. */
function inShop(code: ShopCode) {
  const shop = getShopByCode(code);
  return (Story: () => ReactNode) => (
    <BlockTextsProvider locale={shop.locale}>
      <BlockDataProvider shop={shop}>
        <div lang={shop.locale}>
          <Story />
        </div>
      </BlockDataProvider>
    </BlockTextsProvider>
  );
}

function InShop({ code, children }: { code: ShopCode; children: ReactNode }) {
  return inShop(code)(() => children);
}

const frameShapes = iconSetContentSchemas.frame_shapes.parse(iconSetFixtures.frameShapesDe);

const meta = {
  title: 'CMS Blocks/Icon Set',
  component: IconSet,
  parameters: { layout: 'fullscreen' },
  args: frameShapes,
  argTypes: {
    set: { control: false },
    items: { control: false },
    headingLevel: { control: 'inline-radio', options: [2, 3] },
  },
  decorators: [inShop('de-de')],
} satisfies Meta<typeof IconSet>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Frame shapes on a German glasses page, each linking to the frames of that shape. */
export const Default: Story = {
  play: async ({ args, canvas, step }) => {
    await step('The headline names the icon set.', async () => {
      await expect(canvas.getByRole('region', { name: args.headline })).toBeInTheDocument();
    });
    await step('Every icon is a link to the listing filtered by its shape, named by its label.', async () => {
      const links = canvas.getAllByRole('link');
      await expect(links.map((link) => link.textContent)).toEqual([
        'Rund',
        'Oval',
        'Rechteckig',
        'Cat-Eye',
        'Pilotenbrille',
        'Panto',
      ]);
      await expect(canvas.getByRole('link', { name: 'Cat-Eye' })).toHaveAttribute(
        'href',
        '/brillen/?filters[frameShape]=cat_eye',
      );
    });
  },
};

/** Every set's content parsed, in the language of the shop it comes from. */
const matrixContent: readonly (readonly [ShopCode, IconSetContent])[] = [
  ['fr-ch', iconSetContentSchemas.colours.parse(iconSetFixtures.coloursFr)],
  ['cs-cz', iconSetContentSchemas.face_shapes.parse(iconSetFixtures.faceShapesCs)],
  ['de-de', frameShapes],
  ['de-at', iconSetContentSchemas.rim_types.parse(iconSetFixtures.rimTypesDe)],
  ['it-it', iconSetContentSchemas.head_widths.parse(iconSetFixtures.headWidthsIt)],
  ['pl-pl', iconSetContentSchemas.payment_methods.parse(iconSetFixtures.paymentMethodsPl)],
  ['de-ch', iconSetContentSchemas.payment_methods.parse(iconSetFixtures.paymentMethodsDeCh)],
];

/** All six sets, with labels and, for payment methods in a footer, as icons only: the screenshot target. */
export const Matrix: Story = {
  render: () => (
    // Two columns on wide screens: the whole matrix fits in one screenshot.
    <div className="grid md:grid-cols-2">
      {matrixContent.map(([code, content]) => (
        <InShop key={`${code}-${content.set}`} code={code}>
          <IconSet {...content} />
        </InShop>
      ))}
    </div>
  ),
  play: async ({ canvasElement, step }) => {
    const sets = [...canvasElement.querySelectorAll<HTMLElement>('[data-slot="icon-set"]')];
    await step('Every set renders, payment methods twice: with labels and as icons only.', async () => {
      await expect(sets.map((set) => set.getAttribute('data-set'))).toEqual([
        ...iconSetNames,
        'payment_methods',
      ]);
      await expect(sets.map((set) => set.getAttribute('data-labels'))).toEqual([
        ...iconSetNames.map(() => 'shown'),
        'hidden',
      ]);
    });
    await step('Every item draws its icon.', async () => {
      for (const set of sets) {
        for (const item of set.querySelectorAll('[data-slot="icon-set-item"]')) {
          const icon = item.querySelector(`svg[data-value="${item.getAttribute('data-key')}"]`);
          await expect(icon).not.toBeNull();
          await expect(icon?.getBoundingClientRect().width).toBeGreaterThan(0);
        }
      }
    });
    await step('With labels the icons are decoration; without, each icon is named.', async () => {
      const labelled = sets[0];
      const compact = sets.at(-1);
      if (!labelled || !compact) throw new Error('The matrix lost a set');
      await expect(within(labelled).queryAllByRole('img')).toHaveLength(0);
      await expect(within(compact).getAllByRole('img')).toHaveLength(6);
      await expect(within(compact).getByRole('img', { name: 'TWINT' })).toBeVisible();
    });
  },
};

// Valid fixtures must never be reported.
const onFixtureError = fn();

function renderFixture(blok: Blok, preview = false) {
  return () => <BlockRenderer blok={blok} preview={preview} onBlockError={onFixtureError} />;
}

/** German draft content in the visual editor, walked by keyboard. */
export const German: Story = {
  render: renderFixture(iconSetFixtures.frameShapesDe, true),
  play: async ({ canvas, canvasElement, step }) => {
    await step('In preview the block carries the visual editor’s attributes.', async () => {
      await expect(canvasElement.querySelector('[data-slot="icon-set"]')).toHaveAttribute(
        'data-blok-uid',
        '531823004-8c7b6a59-4e3d-4c2b-9a18-0f9e8d7c6b5a',
      );
    });
    await step('Tab reaches every frame shape in the editor’s order.', async () => {
      const names = [];
      for (let press = 0; press < 6; press += 1) {
        await userEvent.tab();
        names.push(document.activeElement?.textContent);
      }
      await expect(names).toEqual(['Rund', 'Oval', 'Rechteckig', 'Cat-Eye', 'Pilotenbrille', 'Panto']);
    });
    await step('The shape focused last links to the panto frames.', async () => {
      await expect(canvas.getByRole('link', { name: 'Panto' })).toHaveFocus();
      await expect(canvas.getByRole('link', { name: 'Panto' })).toHaveAttribute(
        'href',
        '/brillen/?filters[frameShape]=panto',
      );
    });
    await step('Nothing is reported.', async () => {
      await expect(onFixtureError).not.toHaveBeenCalled();
    });
  },
};

/** Frame colours on a Swiss-French sunglasses page. */
export const French: Story = {
  render: renderFixture(iconSetFixtures.coloursFr),
  decorators: [inShop('fr-ch')],
  play: async ({ canvas, step }) => {
    await step(
      'The colours carry their French names and link to the sunglasses in that colour.',
      async () => {
        await expect(canvas.getAllByRole('link').map((link) => link.textContent)).toEqual([
          'Noir',
          'Havane',
          'Écaille',
          'Doré',
          'Transparent',
          'Bleu marine',
        ]);
        await expect(canvas.getByRole('link', { name: 'Écaille' })).toHaveAttribute(
          'href',
          '/lunettes-de-soleil/?color=tortoise',
        );
      },
    );
    await step('Nothing is reported.', async () => {
      await expect(onFixtureError).not.toHaveBeenCalled();
    });
  },
};

/** The Polish shop's payment methods: only BLIK, which the editor linked, is a link. */
export const Polish: Story = {
  render: renderFixture(iconSetFixtures.paymentMethodsPl),
  decorators: [inShop('pl-pl')],
  play: async ({ canvas, step }) => {
    await step('The headline is a level-three heading, as the content asks.', async () => {
      await expect(canvas.getByRole('heading', { level: 3, name: 'Wygodne metody płatności' })).toBeVisible();
    });
    await step('Every method is named in Polish.', async () => {
      const list = canvas.getByRole('list');
      await expect(
        within(list)
          .getAllByRole('listitem')
          .map((item) => item.textContent),
      ).toEqual(['BLIK', 'Przelewy24', 'PayU', 'PayPal', 'Płatność przy odbiorze']);
    });
    await step('Only BLIK links, to its help page.', async () => {
      await expect(canvas.getAllByRole('link')).toHaveLength(1);
      await expect(canvas.getByRole('link', { name: 'BLIK' })).toHaveAttribute(
        'href',
        '/pomoc/platnosci-blik/',
      );
    });
  },
};

/** Face shapes on a Czech advice page. */
export const Czech: Story = {
  render: renderFixture(iconSetFixtures.faceShapesCs),
  decorators: [inShop('cs-cz')],
  play: async ({ canvas, step }) => {
    await step('Without a level in the content, the headline is a level-two heading.', async () => {
      await expect(canvas.getByRole('heading', { level: 2, name: 'Jaký tvar obličeje máte?' })).toBeVisible();
    });
    await step('Each face shape links to the frames for it, Enter follows the focused one.', async () => {
      const heart = canvas.getByRole('link', { name: 'Srdcovitý' });
      await expect(heart).toHaveAttribute('href', '/bryle/?filters[faceShape]=heart');
      const followed = fn((event: MouseEvent) => event.preventDefault());
      heart.addEventListener('click', followed);
      heart.focus();
      await userEvent.keyboard('{Enter}');
      await expect(followed).toHaveBeenCalledTimes(1);
    });
  },
};

/** Swiss German: names written with ss, and the footer's payment methods as icons only. */
export const SwissGerman: Story = {
  render: () => (
    <>
      {renderFixture(iconSetFixtures.coloursDeCh)()}
      {renderFixture(iconSetFixtures.paymentMethodsDeCh)()}
    </>
  ),
  decorators: [inShop('de-ch')],
  play: async ({ canvas, step }) => {
    await step('White is "Weiss" in the Swiss shop.', async () => {
      await expect(canvas.getByRole('link', { name: 'Weiss' })).toHaveAttribute(
        'href',
        '/sonnenbrillen/?color=white',
      );
    });
    await step('Icons without labels are images named in German, and there is no headline.', async () => {
      await expect(canvas.getByRole('img', { name: 'Rechnung' })).toBeVisible();
      await expect(canvas.getByRole('img', { name: 'American Express' })).toBeVisible();
      await expect(canvas.getAllByRole('heading')).toHaveLength(1);
    });
  },
};
