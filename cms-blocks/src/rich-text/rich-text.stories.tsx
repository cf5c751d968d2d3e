import type { Meta, StoryObj } from '@storybook/react-vite';
import { getShopByCode } from '@lumen/domain';
import type { ReactNode } from 'react';
import { expect, within } from 'storybook/test';
import { BlockDataProvider } from '../block-data/block-data-provider.tsx';
import { BlockTextsProvider } from '../i18n/block-texts-provider.tsx';
import { richTextFixtures, richTextShowcaseFixture } from './rich-text.fixtures.ts';
import { RichTextSchema } from './rich-text.schema.ts';
import { RichText } from './rich-text.tsx';

/*
 * The rich text field as the blocks show it (accordion answers, page intros): parsed from the CMS
 * JSON by `RichTextSchema`, rendered as React elements with design-system links.
 */
const documents = {
  de: RichTextSchema.parse(richTextFixtures.de),
  fr: RichTextSchema.parse(richTextFixtures.fr),
  pl: RichTextSchema.parse(richTextFixtures.pl),
  cs: RichTextSchema.parse(richTextFixtures.cs),
  showcase: RichTextSchema.parse(richTextShowcaseFixture),
};

function inShop(shopCode: 'de-de' | 'fr-ch' | 'pl-pl' | 'cs-cz') {
  const shop = getShopByCode(shopCode);
  return (Story: () => ReactNode) => (
    <BlockTextsProvider locale={shop.locale}>
      <BlockDataProvider shop={shop}>
        <div lang={shop.language} className="max-w-3xl p-4">
          <Story />
        </div>
      </BlockDataProvider>
    </BlockTextsProvider>
  );
}

const meta = {
  title: 'CMS Blocks/Rich Text',
  component: RichText,
  parameters: { layout: 'fullscreen' },
  args: { document: documents.de },
  argTypes: { size: { control: 'inline-radio', options: ['md', 'lg'] } },
  decorators: [inShop('de-de')],
} satisfies Meta<typeof RichText>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, canvasElement, step }) => {
    await step('Headings, paragraphs and lists are real elements.', async () => {
      await expect(
        canvas.getByRole('heading', { level: 2, name: 'Welche Brille passt zu mir?' }),
      ).toBeVisible();
      await expect(within(canvas.getByRole('list')).getAllByRole('listitem')).toHaveLength(2);
      await expect(canvasElement.querySelectorAll('strong')).toHaveLength(2);
    });
    await step(
      'Links are design-system links; a story link goes to the shop path of the story.',
      async () => {
        const privacy = canvas.getByRole('link', { name: 'Datenschutzerklärung' });
        await expect(privacy).toHaveAttribute('data-slot', 'link');
        await expect(privacy).toHaveAttribute('href', '/datenschutz/');
        await expect(canvas.getByRole('link', { name: 'Filialen' })).toHaveAttribute(
          'href',
          '/niederlassungen/',
        );
        await expect(canvas.getByRole('link', { name: 'service@lumen-optik.de' })).toHaveAttribute(
          'href',
          'mailto:service@lumen-optik.de',
        );
      },
    );
  },
};

/** What an editor types is text, never markup: a script tag in the content stays visible text. */
export const MarkupStaysText: Story = {
  args: {
    document: RichTextSchema.parse({
      type: 'doc',
      content: [
        {
          type: 'paragraph',
          content: [{ type: 'text', text: '<img src=x onerror="alert(1)"> ist nur Text' }],
        },
      ],
    }),
  },
  play: async ({ canvas, canvasElement, step }) => {
    await step('The angle brackets show as typed; no element was made of them.', async () => {
      await expect(canvas.getByText('<img src=x onerror="alert(1)"> ist nur Text')).toBeVisible();
      await expect(canvasElement.querySelector('img')).toBeNull();
    });
  },
};

/** A link set to open in a new tab says so, and leaves the shop without a handle on it. */
export const LinkInNewTab: Story = {
  args: { document: documents.fr },
  decorators: [inShop('fr-ch')],
  play: async ({ canvas, step }) => {
    await step('The link names the new tab in French and opens it safely.', async () => {
      const link = canvas.getByRole('link', {
        name: 'guide de l’Association suisse des opticiens s’ouvre dans un nouvel onglet',
      });
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'external noopener noreferrer');
    });
  },
};

/** Every node and mark an editor can set: the screenshot target. */
export const Matrix: Story = {
  args: { document: documents.showcase },
  play: async ({ canvas, canvasElement, step }) => {
    await step('Each mark has its element; colours set by the editor are dropped.', async () => {
      for (const tag of ['strong', 'em', 's', 'u', 'sub', 'sup', 'code', 'mark']) {
        await expect(canvasElement.querySelector(tag)).not.toBeNull();
      }
      await expect(canvasElement.querySelector('[style]')).toBeNull();
    });
    await step(
      'A table keeps its header row; a wide table and a code block can be scrolled by keyboard.',
      async () => {
        await expect(canvas.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
          'Linsentyp',
          'Wechsel',
        ]);
        await expect(canvasElement.querySelector('pre')).toHaveAttribute('tabindex', '0');
      },
    );
    await step('The ordered list counts its steps.', async () => {
      await expect(within(canvasElement.querySelector('ol')!).getAllByRole('listitem')).toHaveLength(3);
    });
  },
};

export const French: Story = {
  args: { document: documents.fr },
  decorators: [inShop('fr-ch')],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'magasins' })).toHaveAttribute('href', '/succursales/');
  },
};

export const Polish: Story = {
  args: { document: documents.pl },
  decorators: [inShop('pl-pl')],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'politykę prywatności' })).toHaveAttribute(
      'href',
      '/ochronadanych/',
    );
  },
};

export const Czech: Story = {
  args: { document: documents.cs, size: 'lg' },
  decorators: [inShop('cs-cz')],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'zakaznici@lumen-optik.cz' })).toHaveAttribute(
      'href',
      'mailto:zakaznici@lumen-optik.cz',
    );
  },
};
