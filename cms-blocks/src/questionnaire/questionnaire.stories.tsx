import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { getShopByCode, type ShopCode } from '@lumen/domain';
import { BlockDataProvider } from '../block-data/block-data-provider.tsx';
import { BlockTextsProvider } from '../i18n/block-texts-provider.tsx';
import { BlockRenderer } from '../registry/block-renderer.tsx';
import { questionnaireFixtures } from './questionnaire.fixtures.ts';
import {
  initialQuestionnaireState,
  questionnaireGraph,
  transition,
  type QuestionnaireEvent,
} from './questionnaire.machine.ts';
import { QuestionnaireContentSchema } from './questionnaire.schema.ts';
import { Questionnaire, QuestionnaireView } from './questionnaire.tsx';

/*
 * Default and Matrix take props; the language and broken-content stories render the raw CMS
 * fixtures through the block renderer, the way the shop's pages do, with the page's language set
 * by the provider.
 */
type Language = keyof typeof questionnaireFixtures;

const content = {
  de: QuestionnaireContentSchema.parse(questionnaireFixtures.de),
  fr: QuestionnaireContentSchema.parse(questionnaireFixtures.fr),
  pl: QuestionnaireContentSchema.parse(questionnaireFixtures.pl),
  cs: QuestionnaireContentSchema.parse(questionnaireFixtures.cs),
};

/** Marks a story's content with its language, as the shop's page does (WCAG 3.1.2), and gives it the block texts. */
function inLanguage(lang: Language) {
  return (Story: () => ReactNode) => (
    <BlockTextsProvider locale={lang}>
      <div lang={lang}>
        <Story />
      </div>
    </BlockTextsProvider>
  );
}

/*
 * Radix focuses a radio in a timeout after an arrow key; user-event releases a key at once,
 * before that. A key held until the next tick is how a person presses it.
 */
async function press(key: string) {
  await userEvent.keyboard(`{${key}>}{/${key}}`);
}

const meta = {
  title: 'CMS Blocks/Questionnaire',
  component: Questionnaire,
  parameters: { layout: 'fullscreen' },
  args: content.de,
  decorators: [inLanguage('de')],
} satisfies Meta<typeof Questionnaire>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, canvasElement, step }) => {
    const radio = (name: string) => canvas.getByRole('radio', { name });
    const doc = canvasElement.ownerDocument;

    await step('The first step shows its progress and question; nothing has the focus yet.', async () => {
      await expect(canvas.getByText('Schritt 1 von 3')).toBeVisible();
      await expect(
        canvas.getByRole('radiogroup', { name: 'Wofür möchten Sie Ihre neue Brille vor allem tragen?' }),
      ).toHaveAccessibleDescription('Wählen Sie, was am ehesten zutrifft.');
      await expect(canvasElement).not.toContainElement(doc.activeElement as HTMLElement);
      await expect(canvas.queryByRole('button', { name: 'Zurück' })).not.toBeInTheDocument();
    });

    await step('Going on without an answer asks for one and puts the focus on the answers.', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Weiter' }));
      const group = canvas.getByRole('radiogroup');
      await expect(group).toHaveAccessibleErrorMessage('Bitte wählen Sie eine Antwort.');
      await expect(radio('Im Alltag: Ich möchte wieder scharf sehen')).toHaveFocus();
    });

    await step('By keyboard: the arrow keys choose, Tab reaches the button, Enter goes on.', async () => {
      await press('ArrowDown');
      await press('ArrowUp');
      await expect(radio('Im Alltag: Ich möchte wieder scharf sehen')).toBeChecked();
      await expect(canvas.getByRole('radiogroup')).not.toHaveAttribute('aria-invalid');
      await userEvent.tab();
      await expect(canvas.getByRole('button', { name: 'Weiter' })).toHaveFocus();
      await userEvent.keyboard('{Enter}');
    });

    await step('The next step’s question takes the focus; the progress counts on.', async () => {
      await expect(
        canvas.getByRole('heading', { level: 3, name: 'Welcher Stil gefällt Ihnen?' }),
      ).toHaveFocus();
      await expect(canvas.getByText('Schritt 2 von 3')).toBeVisible();
    });

    await step('Back returns to the first step with the answer still chosen.', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Zurück' }));
      await expect(
        canvas.getByRole('heading', { name: 'Wofür möchten Sie Ihre neue Brille vor allem tragen?' }),
      ).toHaveFocus();
      await expect(radio('Im Alltag: Ich möchte wieder scharf sehen')).toBeChecked();
    });
  },
};

/** Build a state by events, as a shopper would reach it. */
function stateAfter(language: Language, events: QuestionnaireEvent[]) {
  const { steps, results } = content[language];
  return events.reduce(transition, initialQuestionnaireState(questionnaireGraph(steps, results)));
}

const select = (answer: number): QuestionnaireEvent => ({ type: 'select', answer });
const next: QuestionnaireEvent = { type: 'next' };

/** The views of the questionnaire, one language each so that no two regions share a name: the screenshot target. */
export const Matrix: Story = {
  render: () => (
    <div className="flex flex-col divide-y divide-border">
      <BlockTextsProvider locale="de">
        <QuestionnaireView {...content.de} state={stateAfter('de', [])} onEvent={fn()} lang="de" />
      </BlockTextsProvider>
      <BlockTextsProvider locale="fr">
        <QuestionnaireView {...content.fr} state={stateAfter('fr', [next])} onEvent={fn()} lang="fr" />
      </BlockTextsProvider>
      <BlockTextsProvider locale="pl">
        <QuestionnaireView
          {...content.pl}
          state={stateAfter('pl', [select(0), next, select(0)])}
          onEvent={fn()}
          lang="pl"
        />
      </BlockTextsProvider>
      <BlockTextsProvider locale="cs">
        <QuestionnaireView
          {...content.cs}
          state={stateAfter('cs', [select(1), next, select(1), next])}
          onEvent={fn()}
          lang="cs"
        />
      </BlockTextsProvider>
    </div>
  ),
  play: async ({ canvas, canvasElement, step }) => {
    await step('Each questionnaire shows its own view.', async () => {
      const views = canvasElement.querySelectorAll('[data-slot="questionnaire"]');
      await expect([...views].map((view) => view.getAttribute('data-view'))).toEqual([
        'step',
        'step',
        'step',
        'result',
      ]);
    });
    await step('The French step shows the missing answer.', async () => {
      await expect(canvas.getByText('Veuillez choisir une réponse.')).toBeVisible();
    });
    await step('The Polish second step can go back and shows the last step’s button.', async () => {
      await expect(canvas.getByText('Krok 2 z 3')).toBeVisible();
      await expect(canvas.getByRole('button', { name: 'Wstecz' })).toBeVisible();
    });
    await step('The Czech result links to two filtered listings.', async () => {
      const result = within(canvasElement.querySelector<HTMLElement>('[data-slot="questionnaire-result"]')!);
      await expect(result.getAllByRole('link')).toHaveLength(2);
    });
  },
};

/** The shop each language's story plays in. */
const shopOf = { de: 'de-de', fr: 'fr-ch', pl: 'pl-pl', cs: 'cs-cz' } as const satisfies Record<
  Language,
  ShopCode
>;

// Valid fixtures must never be reported.
const onFixtureError = fn();

function renderFixture(language: Language, preview = false) {
  return () => (
    <BlockTextsProvider locale={getShopByCode(shopOf[language]).locale}>
      <BlockDataProvider shop={getShopByCode(shopOf[language])}>
        <BlockRenderer
          blok={questionnaireFixtures[language]}
          preview={preview}
          onBlockError={onFixtureError}
        />
      </BlockDataProvider>
    </BlockTextsProvider>
  );
}

/** German draft content in the visual editor's preview: the branch to sunglasses, back, and another branch. */
export const German: Story = {
  render: renderFixture('de', true),
  play: async ({ canvas, canvasElement, step }) => {
    const radio = (name: string) => canvas.getByRole('radio', { name });
    await step('In preview the block carries the visual editor’s attributes.', async () => {
      await expect(canvasElement.querySelector('[data-slot="questionnaire"]')).toHaveAttribute(
        'data-blok-uid',
        '531822974-5e0cde00',
      );
    });
    await step('The sun answer branches to a shorter way: step 2 of 2.', async () => {
      await userEvent.click(radio('Draußen in der Sonne'));
      await userEvent.click(canvas.getByRole('button', { name: 'Weiter' }));
      await expect(
        canvas.getByRole('heading', { name: 'Wobei tragen Sie Ihre Sonnenbrille am häufigsten?' }),
      ).toHaveFocus();
      await expect(canvas.getByText('Schritt 2 von 2')).toBeVisible();
    });
    await step('The last step of a way offers the result instead of going on.', async () => {
      await userEvent.click(radio('In der Stadt und im Urlaub'));
      await userEvent.click(canvas.getByRole('button', { name: 'Ergebnis anzeigen' }));
    });
    await step('The result takes the focus and links to filtered sunglasses listings.', async () => {
      await expect(canvas.getByRole('heading', { name: 'Sonnenbrillen für Stadt und Urlaub' })).toHaveFocus();
      await expect(
        canvas.getByRole('link', { name: 'Runde Sonnenbrillen und Cat-Eye-Modelle' }),
      ).toHaveAttribute('href', '/brillen/sonnenbrillen/?filters[frameShape]=cat_eye,oval,round');
      await expect(canvas.getByRole('link', { name: 'Pilotenbrillen in Gold und Silber' })).toHaveAttribute(
        'href',
        '/brillen/sonnenbrillen/?color=gold,silver&filters[frameShape]=aviator',
      );
    });
    await step('Back twice, then the everyday answer takes the longer way: step 2 of 3.', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Zurück' }));
      await expect(radio('In der Stadt und im Urlaub')).toBeChecked();
      await userEvent.click(canvas.getByRole('button', { name: 'Zurück' }));
      await userEvent.click(radio('Im Alltag: Ich möchte wieder scharf sehen'));
      await userEvent.click(canvas.getByRole('button', { name: 'Weiter' }));
      await expect(canvas.getByText('Schritt 2 von 3')).toBeVisible();
    });
    await step('Starting over from a result returns to the first step.', async () => {
      await userEvent.click(radio('Auffällig und modisch'));
      await userEvent.click(canvas.getByRole('button', { name: 'Weiter' }));
      await expect(canvas.getByRole('heading', { name: 'Fassungen mit Charakter' })).toHaveFocus();
      await userEvent.click(canvas.getByRole('button', { name: 'Neu beginnen' }));
      await expect(canvas.getByText('Schritt 1 von 3')).toBeVisible();
      await expect(radio('Draußen in der Sonne')).not.toBeChecked();
    });
    await step('Nothing is reported.', async () => {
      await expect(onFixtureError).not.toHaveBeenCalled();
    });
  },
};

/** French, the whole longest way by keyboard alone. */
export const French: Story = {
  render: renderFixture('fr'),
  decorators: [inLanguage('fr')],
  play: async ({ canvas, step }) => {
    await step('Step 1 of 3: everyday, chosen with Space.', async () => {
      await expect(canvas.getByText('Étape 1 sur 3')).toBeVisible();
      await userEvent.tab();
      await userEvent.keyboard(' ');
      await expect(canvas.getByRole('radio', { name: 'Au quotidien\u00a0: pour voir net' })).toBeChecked();
      await userEvent.tab();
      await userEvent.keyboard('{Enter}');
    });
    await step('Step 2 of 3: the classic style.', async () => {
      await expect(canvas.getByText('Étape 2 sur 3')).toBeVisible();
      await expect(canvas.getByRole('heading', { name: 'Quel style vous plaît\u00a0?' })).toHaveFocus();
      // Tab from the heading enters the group at its first answer; Space chooses it.
      await userEvent.tab();
      await userEvent.keyboard(' ');
      // Back comes first, as it sits first in the row.
      await userEvent.tab();
      await expect(canvas.getByRole('button', { name: 'Retour' })).toHaveFocus();
      await userEvent.tab();
      await expect(canvas.getByRole('button', { name: 'Continuer' })).toHaveFocus();
      await userEvent.keyboard('{Enter}');
    });
    await step('Step 3 of 3: warm colours, then the result.', async () => {
      await expect(canvas.getByText('Étape 3 sur 3')).toBeVisible();
      await userEvent.tab();
      await userEvent.keyboard(' ');
      await press('ArrowDown');
      await expect(canvas.getByRole('radio', { name: 'Chaudes\u00a0: brun, havane, écaille' })).toBeChecked();
      await userEvent.tab();
      await userEvent.tab();
      await expect(canvas.getByRole('button', { name: 'Voir le résultat' })).toHaveFocus();
      await userEvent.keyboard('{Enter}');
    });
    await step('The result links to warm classic frames.', async () => {
      await expect(
        canvas.getByRole('heading', { name: 'Montures classiques aux tons chauds' }),
      ).toHaveFocus();
      await expect(
        canvas.getByRole('link', { name: 'Montures panto et rondes havane et brunes' }),
      ).toHaveAttribute(
        'href',
        '/lunettes/montures/?color=brown,havana,tortoise&filters[frameShape]=oval,panto,round',
      );
    });
  },
};

export const Polish: Story = {
  render: renderFixture('pl'),
  decorators: [inLanguage('pl')],
  play: async ({ canvas, step }) => {
    await step('The screen answer leads straight to a result.', async () => {
      await expect(canvas.getByText('Krok 1 z 3')).toBeVisible();
      await userEvent.click(canvas.getByRole('radio', { name: 'Głównie przy komputerze' }));
      await userEvent.click(canvas.getByRole('button', { name: 'Dalej' }));
      await expect(
        canvas.getByRole('heading', { name: 'Okulary z filtrem światła niebieskiego' }),
      ).toHaveFocus();
      await expect(canvas.getByRole('link', { name: 'Zobacz okulary z filtrem' })).toHaveAttribute(
        'href',
        '/okulary/okulary-z-filtrem-swiatla-niebieskiego/',
      );
    });
    await step('Back returns to the question with the answer chosen.', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Wstecz' }));
      await expect(canvas.getByRole('radio', { name: 'Głównie przy komputerze' })).toBeChecked();
    });
  },
};

export const Czech: Story = {
  render: renderFixture('cs'),
  decorators: [inLanguage('cs')],
  play: async ({ canvas, step }) => {
    await step('Sunglasses for sport: two steps, then the result.', async () => {
      await userEvent.click(canvas.getByRole('radio', { name: 'Venku na slunci' }));
      await userEvent.click(canvas.getByRole('button', { name: 'Pokračovat' }));
      await expect(canvas.getByText('Krok 2 z 2')).toBeVisible();
      await userEvent.click(canvas.getByRole('radio', { name: 'Při sportu: kolo, běh, turistika' }));
      await userEvent.click(canvas.getByRole('button', { name: 'Zobrazit výsledek' }));
    });
    await step('The result links to sporty sunglass shapes.', async () => {
      await expect(canvas.getByRole('heading', { name: 'Sportovní sluneční brýle' })).toHaveFocus();
      await expect(canvas.getByRole('link', { name: 'Zobrazit sportovní sluneční brýle' })).toHaveAttribute(
        'href',
        '/bryle/slunecni-bryle/?filters[frameShape]=aviator,butterfly,rectangular',
      );
    });
  },
};
