import { getShopByCode } from '@lumen/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { BlockDataProvider } from '../block-data/block-data-provider.tsx';
import { withBlockData } from '../block-data/block-data.decorators.tsx';
import { BlockTextsProvider } from '../i18n/block-texts-provider.tsx';
import { BlockRenderer } from '../registry/block-renderer.tsx';
import { accountPromoFixtures } from './account-promo.fixtures.ts';
import { AccountPromoContentSchema, type AccountPromoBlok } from './account-promo.schema.ts';
import { AccountPromo } from './account-promo.tsx';

/*
 * Default and Matrix take props (args); the language and broken-content stories render raw CMS
 * blocks through the block renderer, the way the shop's pages do. The shop (its routes, its
 * language) and whether someone is signed in come from the block data provider.
 */

const meta = {
  title: 'CMS Blocks/Account Promo',
  component: AccountPromo,
  parameters: { layout: 'padded' },
  args: AccountPromoContentSchema.parse(accountPromoFixtures.de),
  decorators: [withBlockData('de-de')],
} satisfies Meta<typeof AccountPromo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, step }) => {
    await step('The promo is a region named by its headline.', async () => {
      await expect(
        canvas.getByRole('region', { name: 'Mit Kundenkonto geht alles schneller' }),
      ).toBeVisible();
    });
    await step('The benefits are a named list.', async () => {
      const benefits = canvas.getByRole('list', { name: 'Ihre Vorteile' });
      await expect(within(benefits).getAllByRole('listitem')).toHaveLength(4);
    });
    await step(
      'Register and sign in lead to the §2 sign-in route, registering with register=true.',
      async () => {
        await expect(canvas.getByRole('link', { name: 'Kundenkonto anlegen' })).toHaveAttribute(
          'href',
          '/signin/?register=true',
        );
        await expect(canvas.getByRole('link', { name: 'Anmelden' })).toHaveAttribute('href', '/signin/');
      },
    );
    await step('Both links are reached with the Tab key, registering first.', async () => {
      await userEvent.tab();
      await expect(canvas.getByRole('link', { name: 'Kundenkonto anlegen' })).toHaveFocus();
      await userEvent.tab();
      await expect(canvas.getByRole('link', { name: 'Anmelden' })).toHaveFocus();
    });
  },
};

const czech = getShopByCode('cs-cz');

/** With benefits and text, and with neither (Czech). */
export const Matrix: Story = {
  render: (args) => (
    <div className="flex flex-col gap-6">
      <AccountPromo {...args} />
      <BlockTextsProvider locale={czech.locale}>
        <BlockDataProvider shop={czech}>
          <div lang="cs">
            <BlockRenderer blok={accountPromoFixtures.cs} />
          </div>
        </BlockDataProvider>
      </BlockTextsProvider>
    </div>
  ),
  play: async ({ canvasElement, step }) => {
    await step('Only the promo with benefits lists them.', async () => {
      await expect(canvasElement.querySelectorAll('[data-slot="account-promo"]')).toHaveLength(2);
      await expect(canvasElement.querySelectorAll('[data-slot="account-promo-benefits"]')).toHaveLength(1);
    });
  },
};

/** A signed-in customer has an account: the promo stays away. */
export const SignedIn: Story = {
  decorators: [withBlockData('de-de', { signedIn: true })],
  render: (args) => (
    <div data-testid="page">
      <AccountPromo {...args} />
    </div>
  ),
  play: async ({ canvas, step }) => {
    await step('Nothing is rendered.', async () => {
      await expect(canvas.getByTestId('page')).toBeEmptyDOMElement();
    });
  },
};

// Valid fixtures must never be reported; one spy for the language stories is enough to show that.
const onFixtureError = fn();

function renderBlok(blok: AccountPromoBlok, preview = false) {
  return () => <BlockRenderer blok={blok} preview={preview} onBlockError={onFixtureError} />;
}

/** German draft content in the visual editor's preview. */
export const German: Story = {
  render: renderBlok(accountPromoFixtures.de, true),
  play: async ({ canvasElement, step }) => {
    await step('In preview the promo carries the visual editor’s attributes.', async () => {
      await expect(canvasElement.querySelector('[data-slot="account-promo"]')).toHaveAttribute(
        'data-blok-uid',
        '531822961-a1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c5d',
      );
    });
    await step('Nothing is reported.', async () => {
      await expect(onFixtureError).not.toHaveBeenCalled();
    });
  },
};

export const French: Story = {
  render: renderBlok(accountPromoFixtures.fr),
  decorators: [withBlockData('fr-ch')],
  play: async ({ canvas, step }) => {
    await step('The links are French.', async () => {
      await expect(canvas.getByRole('link', { name: 'Créer un compte client' })).toHaveAttribute(
        'href',
        '/signin/?register=true',
      );
      await expect(canvas.getByRole('link', { name: 'Se connecter' })).toBeVisible();
    });
  },
};

export const Italian: Story = {
  render: renderBlok(accountPromoFixtures.it),
  decorators: [withBlockData('it-it')],
  play: async ({ canvas, step }) => {
    await step('The links are Italian.', async () => {
      await expect(canvas.getByRole('link', { name: 'Crea un account cliente' })).toBeVisible();
      await expect(canvas.getByRole('list', { name: 'I tuoi vantaggi' })).toBeVisible();
    });
  },
};

export const Polish: Story = {
  render: renderBlok(accountPromoFixtures.pl),
  decorators: [withBlockData('pl-pl')],
  play: async ({ canvas, step }) => {
    await step('The benefits and links are Polish.', async () => {
      await expect(canvas.getByRole('list', { name: 'Twoje korzyści' })).toBeVisible();
      await expect(canvas.getByRole('link', { name: 'Zaloguj się' })).toHaveAttribute('href', '/signin/');
    });
  },
};

export const Czech: Story = {
  render: renderBlok(accountPromoFixtures.cs),
  decorators: [withBlockData('cs-cz')],
  play: async ({ canvas, step }) => {
    await step('Without benefits there is no list; the links are Czech.', async () => {
      await expect(canvas.queryByRole('list')).not.toBeInTheDocument();
      await expect(canvas.getByRole('link', { name: 'Založit zákaznický účet' })).toBeVisible();
    });
  },
};

const onOfflineMissing = fn();

/** A shop without the online shop (§6: no sign-in), in the visual editor. */
export const OnlineShopDisabledInPreview: Story = {
  decorators: [
    withBlockData('de-at', {
      preview: true,
      features: { onlineShop: false },
      onMissingData: onOfflineMissing,
    }),
  ],
  render: renderBlok(accountPromoFixtures.de, true),
  play: async ({ canvas, step }) => {
    await step('A notice says the shop has no online shop; no links are shown.', async () => {
      await expect(canvas.getByRole('note')).toHaveTextContent('shop de-at does not offer the online shop');
      await expect(canvas.queryByRole('link')).not.toBeInTheDocument();
      await expect(onOfflineMissing).toHaveBeenCalled();
    });
  },
};
