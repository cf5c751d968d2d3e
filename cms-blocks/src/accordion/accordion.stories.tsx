import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { BlockRenderer } from '../registry/block-renderer.tsx';
import { accordionFixtures, accordionSectionsFixture } from './accordion.fixtures.ts';
import { AccordionContentSchema } from './accordion.schema.ts';
import { AccordionSection } from './accordion.tsx';
import { inShop } from '../block-data/in-shop-decorator.tsx';

/*
 * Default and Matrix take props (args); the language and broken-content stories render the raw
 * CMS fixtures through the block renderer, in their shop, the way the shop's pages do.
 */
const content = {
  de: AccordionContentSchema.parse(accordionFixtures.de),
  fr: AccordionContentSchema.parse(accordionFixtures.fr),
  pl: AccordionContentSchema.parse(accordionFixtures.pl),
  cs: AccordionContentSchema.parse(accordionFixtures.cs),
  sections: AccordionContentSchema.parse(accordionSectionsFixture),
};

const meta = {
  title: 'CMS Blocks/Accordion',
  component: AccordionSection,
  parameters: { layout: 'fullscreen' },
  args: content.de,
  decorators: [inShop('de-de')],
} satisfies Meta<typeof AccordionSection>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, step }) => {
    const questions = () => canvas.getAllByRole('button');
    await step('The headline names the section as a level-two heading.', async () => {
      await expect(canvas.getByRole('heading', { level: 2, name: 'Häufige Fragen' })).toBeVisible();
      await expect(canvas.getByRole('region', { name: 'Häufige Fragen' })).toBeInTheDocument();
    });
    await step('Each question is a collapsed button inside a level-three heading.', async () => {
      await expect(canvas.getAllByRole('heading', { level: 3 })).toHaveLength(3);
      for (const question of questions()) await expect(question).toHaveAttribute('aria-expanded', 'false');
    });
    await step('A click opens the answer.', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Wie lange dauert der Versand?' }));
      await expect(questions()[0]).toHaveAttribute('aria-expanded', 'true');
      await expect(canvas.getByText(/Wir liefern innerhalb von/)).toBeVisible();
    });
    await step('The arrow keys move between questions; Enter opens one, Space closes it again.', async () => {
      await userEvent.keyboard('{ArrowDown}');
      await expect(questions()[1]).toHaveFocus();
      await userEvent.keyboard('{End}');
      await expect(questions()[2]).toHaveFocus();
      await userEvent.keyboard('{Enter}');
      await expect(questions()[2]).toHaveAttribute('aria-expanded', 'true');
      await userEvent.keyboard(' ');
      await expect(questions()[2]).toHaveAttribute('aria-expanded', 'false');
      await userEvent.keyboard('{Home}');
      await expect(questions()[0]).toHaveFocus();
    });
    await step('Several answers can be open at once.', async () => {
      await userEvent.click(questions()[1]!);
      await expect(questions()[0]).toHaveAttribute('aria-expanded', 'true');
      await expect(questions()[1]).toHaveAttribute('aria-expanded', 'true');
    });
    await step('An answer is a region named by its question.', async () => {
      await expect(
        canvas.getByRole('region', { name: 'Kann ich meine Bestellung zurückgeben?' }),
      ).toBeVisible();
    });
  },
};

/** FAQ ticked: the questions are also schema.org FAQPage data, read by search engines with panels closed. */
export const FaqStructuredData: Story = {
  args: { faq: true },
  play: async ({ canvasElement, step }) => {
    await step('The page carries FAQPage data naming every question and its answer as text.', async () => {
      const script = canvasElement.querySelector('script[type="application/ld+json"]');
      const data: unknown = JSON.parse(script?.textContent ?? '');
      await expect(data).toMatchObject({
        '@type': 'FAQPage',
        mainEntity: [
          { '@type': 'Question', name: 'Wie lange dauert der Versand?' },
          { '@type': 'Question', name: 'Kann ich meine Bestellung zurückgeben?' },
          {
            '@type': 'Question',
            name: 'Wie finde ich meine Brillenwerte heraus?',
            acceptedAnswer: {
              '@type': 'Answer',
              text: 'Ihre Werte stehen in Ihrem Brillenpass oder auf dem Rezept Ihrer Augenärztin oder Ihres Augenarztes. Ist die letzte Messung älter als zwei Jahre, empfehlen wir einen kostenlosen Sehtest in einer unserer Filialen.',
            },
          },
        ],
      });
    });
  },
};

/** With and without headline, one answer open: the screenshot target (kept within one phone screen). */
export const Matrix: Story = {
  render: () => (
    <div className="flex flex-col">
      <AccordionSection {...content.de} />
      <AccordionSection {...content.sections} />
    </div>
  ),
  play: async ({ canvas, step }) => {
    await step('A section without headline has no heading of its own.', async () => {
      await expect(
        canvas.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent),
      ).toEqual(['Häufige Fragen']);
    });
    await step('An open answer shows its rich text, links included.', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Wie finde ich meine Brillenwerte heraus?' }));
      await expect(canvas.getByRole('link', { name: 'Filialen' })).toHaveAttribute(
        'href',
        '/niederlassungen/',
      );
    });
    // The picture shows the open answer, not the focus ring of the click.
    if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
  },
};

// Valid fixtures must never be reported; one spy for the language stories is enough to show that.
const onFixtureError = fn();

function renderFixture(lang: keyof typeof accordionFixtures, preview = false) {
  return () => (
    <BlockRenderer blok={accordionFixtures[lang]} preview={preview} onBlockError={onFixtureError} />
  );
}

/** The seeded de-de homepage FAQ, in the visual editor's preview. */
export const German: Story = {
  render: renderFixture('de', true),
  play: async ({ canvas, step }) => {
    await step('The German headline and questions show.', async () => {
      await expect(canvas.getByRole('heading', { level: 2, name: 'Häufige Fragen' })).toBeVisible();
      await expect(
        canvas.getByRole('button', { name: 'Kann ich meine Bestellung zurückgeben?' }),
      ).toBeVisible();
    });
    await step('The answer opens by keyboard and links to the branch list.', async () => {
      canvas.getByRole('button', { name: 'Wie finde ich meine Brillenwerte heraus?' }).focus();
      await userEvent.keyboard('{Enter}');
      await expect(canvas.getByRole('link', { name: 'Filialen' })).toHaveAttribute(
        'href',
        '/niederlassungen/',
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
    await step('The French questions show under their headline.', async () => {
      await expect(canvas.getByRole('heading', { level: 2, name: 'Questions fréquentes' })).toBeVisible();
      await userEvent.click(canvas.getByRole('button', { name: 'Comment connaître ma correction\u00a0?' }));
    });
    await step('The answer links to the branch list of the fr-ch shop.', async () => {
      await expect(canvas.getByRole('link', { name: 'magasins' })).toHaveAttribute('href', '/succursales/');
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
    await step('The Polish questions show under their headline.', async () => {
      await expect(canvas.getByRole('heading', { level: 2, name: 'Najczęstsze pytania' })).toBeVisible();
      await userEvent.click(canvas.getByRole('button', { name: 'Jak długo trwa dostawa?' }));
    });
    await step('The answer names the Polish carrier.', async () => {
      await expect(canvas.getByRole('region', { name: 'Jak długo trwa dostawa?' })).toHaveTextContent(
        /INPOST|InPost/,
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
    await step('The Czech questions show under their headline.', async () => {
      await expect(canvas.getByRole('heading', { level: 2, name: 'Časté dotazy' })).toBeVisible();
      await userEvent.click(canvas.getByRole('button', { name: 'Jak zjistím své dioptrické hodnoty?' }));
    });
    await step('The answer links to the Czech branch list.', async () => {
      await expect(canvas.getByRole('link', { name: 'poboček' })).toHaveAttribute('href', '/pobocky/');
    });
    await step('Nothing is reported.', async () => {
      await expect(onFixtureError).not.toHaveBeenCalled();
    });
  },
};
