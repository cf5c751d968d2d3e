import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { BlockRenderer } from '../registry/block-renderer.tsx';
import { consentListFixtures } from './consent-list.fixtures.ts';
import { ConsentListContentSchema } from './consent-list.schema.ts';
import { ConsentList } from './consent-list.tsx';
import { inShop } from '../block-data/in-shop-decorator.tsx';
import { ConsentProvider } from '../video-embed/consent.tsx';

/*
 * Default and Matrix take props (args); the language and broken-content stories render the raw
 * CMS fixtures through the block renderer, in their shop, the way the shop's pages do.
 */
const content = { de: ConsentListContentSchema.parse(consentListFixtures.de) };

const meta = {
  title: 'CMS Blocks/Consent List',
  component: ConsentList,
  parameters: { layout: 'fullscreen' },
  args: content.de,
  decorators: [inShop('de-de')],
} satisfies Meta<typeof ConsentList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, canvasElement, step }) => {
    await step(
      'Each consent group is a section named by its heading, under the list’s headline.',
      async () => {
        await expect(canvas.getByRole('heading', { level: 2, name: 'Cookies und Anbieter' })).toBeVisible();
        await expect(
          canvas.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent),
        ).toEqual(['Notwendige Cookies', 'Statistik', 'Marketing']);
      },
    );
    await step(
      'The groups carry the consent manager’s ids (§9: statistics C0002, marketing C0004), as anchors too.',
      async () => {
        const ids = [...canvasElement.querySelectorAll('[data-slot="consent-list-group"]')].map(
          (group) => group.id,
        );
        await expect(ids).toEqual(['consent-group-C0001', 'consent-group-C0002', 'consent-group-C0004']);
      },
    );
    await step('The marketing group lists its providers with their details.', async () => {
      const marketing = canvas.getByRole('region', { name: 'Marketing' });
      const providers = within(within(marketing).getByRole('list', { name: 'Marketing' })).getAllByRole(
        'listitem',
      );
      await expect(
        providers.map((item) => within(item).getByRole('heading', { level: 4 }).textContent),
      ).toEqual(['YouTube', 'Vimeo']);
      const vimeo = within(providers[1]!);
      await expect(vimeo.getByText('Cookies').nextElementSibling).toHaveTextContent('vuid');
      await expect(vimeo.getByText('Speicherdauer').nextElementSibling).toHaveTextContent('2 Jahre');
    });
    await step('Without a consent manager on the page there is no settings button.', async () => {
      await expect(canvas.queryByRole('button')).toBeNull();
    });
    await step('A privacy policy link names its provider and leaves the shop safely.', async () => {
      const link = canvas.getByRole('link', { name: 'Datenschutzerklärung von Vimeo' });
      await expect(link).toHaveAttribute('href', 'https://vimeo.com/privacy');
      await expect(link).toHaveAttribute('rel', 'external noopener noreferrer');
    });
  },
};

const openSettings = fn();

/** On the shop's privacy page the consent manager is there: the list offers to change the choice. */
export const WithConsentManager: Story = {
  decorators: [
    (Story) => (
      <ConsentProvider value={{ grantedGroups: ['C0001'], grant: fn(), openSettings }}>
        <Story />
      </ConsentProvider>
    ),
  ],
  play: async ({ canvas, step }) => {
    await step(
      'The button opens the consent manager’s settings (§9: the choice stays changeable).',
      async () => {
        openSettings.mockClear();
        await userEvent.click(canvas.getByRole('button', { name: 'Cookie-Einstellungen ändern' }));
        await expect(openSettings).toHaveBeenCalledTimes(1);
      },
    );
  },
};

/** The statistics group alone, and a group without providers: the screenshot target. */
export const Matrix: Story = {
  render: () => {
    const [necessary, statistics] = content.de.groups;
    return (
      <ConsentList headline="Cookies und Anbieter" groups={[{ ...necessary!, providers: [] }, statistics!]} />
    );
  },
  play: async ({ canvas, step }) => {
    await step('A group without providers shows its purpose only.', async () => {
      await expect(
        within(canvas.getByRole('region', { name: 'Notwendige Cookies' })).queryByRole('list'),
      ).toBeNull();
      await expect(
        within(canvas.getByRole('region', { name: 'Statistik' })).getAllByRole('listitem'),
      ).toHaveLength(1);
    });
  },
};

// Valid fixtures must never be reported; one spy for the language stories is enough to show that.
const onFixtureError = fn();

function renderFixture(lang: keyof typeof consentListFixtures, preview = false) {
  return () => (
    <BlockRenderer blok={consentListFixtures[lang]} preview={preview} onBlockError={onFixtureError} />
  );
}

export const German: Story = {
  render: renderFixture('de', true),
  play: async ({ canvas, step }) => {
    await step('The German list names the statistics provider and its cookies.', async () => {
      const statistics = canvas.getByRole('region', { name: 'Statistik' });
      await expect(
        within(statistics).getByRole('heading', { level: 4, name: 'Google Analytics' }),
      ).toBeVisible();
      await expect(within(statistics).getByText('_ga, _ga_<ID>')).toBeVisible();
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
      'The French list labels the details in French and links the shop’s own privacy page.',
      async () => {
        await expect(canvas.getByRole('heading', { level: 3, name: 'Statistiques' })).toBeVisible();
        await expect(canvas.getAllByText('Durée de conservation')).toHaveLength(5);
        await expect(
          canvas.getByRole('link', { name: 'Politique de confidentialité de Lumen Optik' }),
        ).toHaveAttribute('href', '/protectiondesdonnees/');
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
    await step('The Polish list labels the details in Polish.', async () => {
      await expect(canvas.getByRole('heading', { level: 2, name: 'Pliki cookie i dostawcy' })).toBeVisible();
      await expect(canvas.getAllByText('Okres przechowywania')).toHaveLength(5);
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
    await step('The Czech list labels the details in Czech.', async () => {
      await expect(canvas.getByRole('heading', { level: 3, name: 'Nezbytné cookies' })).toBeVisible();
      await expect(canvas.getAllByText('Doba uložení')).toHaveLength(5);
    });
    await step('Nothing is reported.', async () => {
      await expect(onFixtureError).not.toHaveBeenCalled();
    });
  },
};
