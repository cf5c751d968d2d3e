import type { Meta, StoryObj } from '@storybook/react-vite';
import { getShopByCode, type ConsentGroupId } from '@lumen/domain';
import { useMemo, useState, type ReactNode } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { BlockDataProvider } from '../block-data/block-data-provider.tsx';
import { BlockTextsProvider } from '../i18n/block-texts-provider.tsx';
import { BlockRenderer } from '../registry/block-renderer.tsx';
import { ConsentProvider } from './consent.tsx';
import { videoEmbedFixtures } from './video-embed.fixtures.ts';
import { VideoEmbedContentSchema } from './video-embed.schema.ts';
import { VideoEmbed } from './video-embed.tsx';
import { inShop } from '../block-data/in-shop-decorator.tsx';

/*
 * Default and Matrix take props (args); the language and broken-content stories render the raw
 * CMS fixtures through the block renderer, in their shop, the way the shop's pages do. A stand-in
 * plays the storefront's consent manager.
 */
const content = {
  de: VideoEmbedContentSchema.parse(videoEmbedFixtures.de),
  cs: VideoEmbedContentSchema.parse(videoEmbedFixtures.cs),
};

// Told of every consent a story's stand-in records.
const onGrant = fn<(group: ConsentGroupId) => void>();

/** The consent manager's stand-in: it remembers the groups granted, as the real one would. */
function ConsentManagerStandIn({ initial, children }: { initial: readonly string[]; children: ReactNode }) {
  const [grantedGroups, setGrantedGroups] = useState(initial);
  const bridge = useMemo(
    () => ({
      grantedGroups,
      grant: (group: ConsentGroupId) => {
        onGrant(group);
        setGrantedGroups((groups) => (groups.includes(group) ? groups : [...groups, group]));
      },
    }),
    [grantedGroups],
  );
  return <ConsentProvider value={bridge}>{children}</ConsentProvider>;
}

/**
 * The consent manager's stand-in around every story, holding the groups of the story's `consent`
 * parameter (only the necessary C0001 unless it says otherwise), or none at all.
 */
function withConsentManager(
  Story: () => ReactNode,
  { parameters }: { parameters: { consent?: readonly string[] | 'none' } },
) {
  const consent = parameters.consent ?? ['C0001'];
  if (consent === 'none') return <Story />;
  return (
    <ConsentManagerStandIn initial={consent}>
      <Story />
    </ConsentManagerStandIn>
  );
}

/** Addresses of the video hosts: nothing may point at them before consent. */
const videoHost = /youtube|youtu\.be|vimeo/i;

function videoHostReferences(root: HTMLElement): string[] {
  return [...root.querySelectorAll('*')].flatMap((element) =>
    ['src', 'srcset', 'href', 'poster', 'data'].flatMap((name) => {
      const value = element.getAttribute(name);
      return value && videoHost.test(value) ? [value] : [];
    }),
  );
}

const meta = {
  title: 'CMS Blocks/Video Embed',
  component: VideoEmbed,
  parameters: { layout: 'fullscreen' },
  args: content.de,
  decorators: [inShop('de-de'), withConsentManager],
  beforeEach: () => {
    onGrant.mockClear();
  },
} satisfies Meta<typeof VideoEmbed>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Before marketing consent: the poster, what loading means, the button; nothing from YouTube. */
export const Default: Story = {
  play: async ({ canvas, canvasElement, step }) => {
    await step(
      'The notice says that loading the video means marketing cookies and data for YouTube.',
      async () => {
        await expect(canvas.getByText(/Dieses Video wird von YouTube bereitgestellt/)).toBeVisible();
        await expect(canvas.getByRole('button', { name: 'Video laden' })).toHaveAccessibleDescription(
          /Marketing-Cookies/,
        );
      },
    );
    await step('The caption names the video; the poster is the CMS image.', async () => {
      await expect(
        canvas.getByRole('figure', { name: 'So setzen Sie Ihre Kontaktlinsen richtig ein' }),
      ).toBeVisible();
      await expect(canvasElement.querySelector('[data-slot="video-embed-poster"]')).toHaveAttribute(
        'src',
        expect.stringMatching(/^data:image\/svg\+xml/),
      );
    });
    await step(
      'Nothing loads from the video host: no player, no address of it, no request to it.',
      async () => {
        await expect(canvasElement.querySelector('iframe')).toBeNull();
        await expect(videoHostReferences(canvasElement)).toEqual([]);
        const requests = performance.getEntriesByType('resource').map((entry) => entry.name);
        await expect(requests.filter((name) => videoHost.test(new URL(name).hostname))).toEqual([]);
      },
    );
  },
};

/** The shopper loads the video by keyboard: consent is recorded, the player takes the focus. */
export const LoadByKeyboard: Story = {
  parameters: { a11y: { options: { iframes: false } } },
  play: async ({ canvas, step }) => {
    await step(
      'Tab reaches the button; Enter records marketing consent (C0004) with the consent manager.',
      async () => {
        await userEvent.tab();
        await expect(canvas.getByRole('button', { name: 'Video laden' })).toHaveFocus();
        await userEvent.keyboard('{Enter}');
        await expect(onGrant).toHaveBeenCalledWith('C0004');
      },
    );
    await step(
      'The privacy-enhanced player replaces the notice, named by the title, and starts playing.',
      async () => {
        const player = await canvas.findByTitle('So setzen Sie Ihre Kontaktlinsen richtig ein');
        await expect(player.tagName).toBe('IFRAME');
        await expect(player).toHaveAttribute(
          'src',
          'https://www.youtube-nocookie.com/embed/k3Xy9TqL2mA?rel=0&autoplay=1',
        );
        await expect(canvas.queryByRole('button', { name: 'Video laden' })).not.toBeInTheDocument();
      },
    );
    await step('Focus moves to the player.', async () => {
      await waitFor(() =>
        expect(canvas.getByTitle('So setzen Sie Ihre Kontaktlinsen richtig ein')).toHaveFocus(),
      );
    });
  },
};

/** Marketing consent given earlier: the player shows at once, and waits for the shopper to press play. */
export const ConsentAlreadyGiven: Story = {
  parameters: { consent: ['C0001', 'C0002', 'C0004'], a11y: { options: { iframes: false } } },
  play: async ({ canvas, step }) => {
    await step('The player is there without a click and does not start by itself.', async () => {
      await expect(canvas.getByTitle('So setzen Sie Ihre Kontaktlinsen richtig ein')).toHaveAttribute(
        'src',
        'https://www.youtube-nocookie.com/embed/k3Xy9TqL2mA?rel=0',
      );
      await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
    });
  },
};

/** Statistics consent alone is not marketing consent: the video still waits. */
export const StatisticsConsentOnly: Story = {
  parameters: { consent: ['C0001', 'C0002'] },
  play: async ({ canvas, canvasElement, step }) => {
    await step('The notice and the button show; no player.', async () => {
      await expect(canvas.getByRole('button', { name: 'Video laden' })).toBeVisible();
      await expect(canvasElement.querySelector('iframe')).toBeNull();
    });
  },
};

/** A page without a consent manager: the click loads this one video and is remembered nowhere. */
export const WithoutConsentManager: Story = {
  parameters: { consent: 'none', a11y: { options: { iframes: false } } },
  play: async ({ canvas, step }) => {
    await step('The click loads the video here, and no consent manager is told.', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Video laden' }));
      await expect(await canvas.findByTitle('So setzen Sie Ihre Kontaktlinsen richtig ein')).toBeVisible();
      await expect(onGrant).not.toHaveBeenCalled();
    });
  },
};

/** With and without a poster, before consent: the screenshot target (a player would load the network). */
export const Matrix: Story = {
  render: () => (
    <div className="flex flex-col">
      <VideoEmbed {...content.de} />
      <BlockTextsProvider locale={getShopByCode('cs-cz').locale}>
        <BlockDataProvider shop={getShopByCode('cs-cz')}>
          <VideoEmbed {...content.cs} lang="cs" />
        </BlockDataProvider>
      </BlockTextsProvider>
    </div>
  ),
  play: async ({ canvas, canvasElement, step }) => {
    await step('Both wait for consent, each in its language and naming its provider.', async () => {
      await expect(canvas.getByRole('button', { name: 'Video laden' })).toBeVisible();
      await expect(canvas.getByRole('button', { name: 'Načíst video' })).toBeVisible();
      await expect(canvas.getByText(/Toto video poskytuje Vimeo/)).toBeVisible();
      await expect(canvasElement.querySelectorAll('[data-slot="video-embed-poster"]')).toHaveLength(1);
    });
  },
};

// Valid fixtures must never be reported; one spy for the language stories is enough to show that.
const onFixtureError = fn();

function renderFixture(lang: keyof typeof videoEmbedFixtures, preview = false) {
  return () => (
    <BlockRenderer blok={videoEmbedFixtures[lang]} preview={preview} onBlockError={onFixtureError} />
  );
}

/** The German video in the visual editor's preview, before consent. */
export const German: Story = {
  render: renderFixture('de', true),
  play: async ({ canvas, canvasElement, step }) => {
    await step('The German notice names YouTube; the block carries the editor’s attributes.', async () => {
      await expect(canvas.getByText(/von YouTube bereitgestellt/)).toBeVisible();
      await expect(canvasElement.querySelector('[data-slot="video-embed"]')).toHaveAttribute(
        'data-blok-uid',
        '531822961-5b6c7d8e-9f0a-4b1c-8d2e-3f4a5b6c7d8e',
      );
    });
    await step('Nothing is reported.', async () => {
      await expect(onFixtureError).not.toHaveBeenCalled();
    });
  },
};

/** fr-ch: a Vimeo video, loaded with the "do not track" player. */
export const French: Story = {
  render: renderFixture('fr'),
  decorators: [inShop('fr-ch')],
  parameters: { a11y: { options: { iframes: false } } },
  play: async ({ canvas, step }) => {
    await step('The French notice names Vimeo.', async () => {
      await expect(canvas.getByText(/Cette vidéo est fournie par Vimeo/)).toBeVisible();
    });
    await step('Loading it records consent and shows Vimeo’s player without tracking.', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Charger la vidéo' }));
      await expect(onGrant).toHaveBeenCalledWith('C0004');
      await expect(await canvas.findByTitle('Bien nettoyer ses lunettes en trois gestes')).toHaveAttribute(
        'src',
        'https://player.vimeo.com/video/824615302?dnt=1&autoplay=1',
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
    await step('The Polish notice names YouTube and offers to load the film.', async () => {
      await expect(canvas.getByText(/Ten film udostępnia YouTube/)).toBeVisible();
      await expect(canvas.getByRole('button', { name: 'Wczytaj film' })).toBeVisible();
      await expect(
        canvas.getByRole('figure', { name: 'Jak dobrać oprawki do kształtu twarzy' }),
      ).toBeVisible();
    });
    await step('Nothing is reported.', async () => {
      await expect(onFixtureError).not.toHaveBeenCalled();
    });
  },
};

/** cs-cz: an unlisted Vimeo video without a poster. */
export const Czech: Story = {
  render: renderFixture('cs'),
  decorators: [inShop('cs-cz')],
  play: async ({ canvas, canvasElement, step }) => {
    await step('The Czech notice shows on a plain background: no poster was chosen.', async () => {
      await expect(canvas.getByRole('button', { name: 'Načíst video' })).toBeVisible();
      await expect(within(canvasElement).queryByRole('img')).toBeNull();
      await expect(canvasElement.querySelector('[data-slot="video-embed-poster"]')).toBeNull();
    });
    await step('Nothing is reported.', async () => {
      await expect(onFixtureError).not.toHaveBeenCalled();
    });
  },
};
