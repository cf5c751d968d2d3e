import { getShopByCode, type ShopCode } from '@lumen/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { BlockDataProvider } from '../block-data/block-data-provider.tsx';
import { BlockTextsProvider } from '../i18n/block-texts-provider.tsx';
import { BlockRenderer } from '../registry/block-renderer.tsx';
import { HearingTestProvider, type HearingTestEnvironment } from './hearing-test-provider.tsx';
import {
  createRecordingTonePlayer,
  goodHearing,
  hearingTestFixtures,
  hearingTestResults,
  hearsTone,
} from './hearing-test.fixtures.ts';
import { newThresholdTrack, volumeSteps, type HearingTestState } from './hearing-test.machine.ts';
import { HearingTestContentSchema } from './hearing-test.schema.ts';
import { HearingTest } from './hearing-test.tsx';

/*
 * Default plays real tones through Web Audio; every other story hands the block a recording
 * player, so that play functions can check which tone each step plays without making a sound.
 * The language stories render the raw CMS fixtures through the block renderer, as a page does,
 * inside the provider that gives the block the page's shop.
 */
const content = {
  de: HearingTestContentSchema.parse(hearingTestFixtures.de),
  fr: HearingTestContentSchema.parse(hearingTestFixtures.fr),
  it: HearingTestContentSchema.parse(hearingTestFixtures.it),
  pl: HearingTestContentSchema.parse(hearingTestFixtures.pl),
  cs: HearingTestContentSchema.parse(hearingTestFixtures.cs),
};

/** Puts a story in a page of the shop: the block data with its shop, its language, and the page's player and callback. */
function inShop(code: ShopCode, environment: HearingTestEnvironment = {}) {
  const shop = getShopByCode(code);
  return (Story: () => ReactNode) => (
    <BlockTextsProvider locale={shop.locale}>
      <BlockDataProvider shop={shop}>
        <HearingTestProvider {...environment}>
          <div lang={shop.locale}>
            <Story />
          </div>
        </HearingTestProvider>
      </BlockDataProvider>
    </BlockTextsProvider>
  );
}

/** One block of the matrix in its own shop. */
function InShop({ code, children }: { code: ShopCode; children: ReactNode }) {
  const shop = getShopByCode(code);
  return (
    <BlockTextsProvider locale={shop.locale}>
      <BlockDataProvider shop={shop}>
        <div lang={shop.locale}>{children}</div>
      </BlockDataProvider>
    </BlockTextsProvider>
  );
}

function numberIn(locale: string) {
  const format = new Intl.NumberFormat(locale);
  return (value: number) => format.format(value);
}

/** The block's live region, which tells where the shopper is within a step. */
function announcement(canvasElement: HTMLElement) {
  return canvasElement.querySelector('[data-slot="hearing-test-announcement"]');
}

const meta = {
  title: 'CMS Blocks/Hearing Test',
  component: HearingTest,
  parameters: { layout: 'fullscreen' },
  args: content.de,
  argTypes: {
    tonePlayer: { control: false },
    onSendResult: { control: false },
    initialState: { control: false },
  },
  decorators: [inShop('de-de')],
} satisfies Meta<typeof HearingTest>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The real thing: tones from the Web Audio player (headphones on). */
export const Default: Story = {
  play: async ({ args, canvas, step }) => {
    await step('The headline is the page heading; the intro says what is needed.', async () => {
      await expect(canvas.getByRole('heading', { level: 1, name: args.headline })).toBeVisible();
      await expect(canvas.getByRole('region', { name: args.headline })).toBeInTheDocument();
      await expect(canvas.getByText('Kopfhörer, keine Lautsprecher')).toBeVisible();
    });
    await step('Starting opens the headphone check and moves the focus to it.', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Hörtest starten' }));
      await waitFor(() =>
        expect(
          canvas.getByRole('heading', { level: 2, name: 'Schritt 1 von 4: Kopfhörer prüfen' }),
        ).toHaveFocus(),
      );
    });
    await step('Starting over silences the tone and goes back to the intro.', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Neu beginnen' }));
      await waitFor(() => expect(canvas.getByRole('button', { name: 'Hörtest starten' })).toHaveFocus());
    });
  },
};

const testingState: HearingTestState = {
  step: 'testing',
  volume: volumeSteps.initial,
  ear: 'right',
  frequency: 4000,
  track: { ...newThresholdTrack, level: 25, ascending: true, presentations: 4 },
  thresholds: { left: { 1000: 5, 2000: 5, 4000: 10, 8000: 20, 500: 10 }, right: { 1000: 10, 2000: 5 } },
};

/** Every step in a language of its own, and every kind of result: the screenshot target. */
export const Matrix: Story = {
  render: () => {
    const player = createRecordingTonePlayer();
    const send = () => Promise.resolve();
    // Level-two headlines with distinct names: regions of one page must not share a name.
    return (
      <div className="flex flex-col gap-2 bg-surface-muted">
        <InShop code="de-de">
          <HearingTest {...content.de} headingLevel={2} tonePlayer={player} />
        </InShop>
        <InShop code="fr-ch">
          <HearingTest
            {...content.fr}
            headingLevel={2}
            tonePlayer={player}
            initialState={{ step: 'headphones', channel: 'right', problem: 'wrong-side' }}
          />
        </InShop>
        <InShop code="pl-pl">
          <HearingTest
            {...content.pl}
            headingLevel={2}
            tonePlayer={player}
            initialState={{ step: 'calibration', volume: -25 }}
          />
        </InShop>
        <InShop code="cs-cz">
          <HearingTest {...content.cs} headingLevel={2} tonePlayer={player} initialState={testingState} />
        </InShop>
        <InShop code="it-ch">
          <HearingTest
            {...content.it}
            headingLevel={2}
            tonePlayer={player}
            initialState={{ step: 'result', result: hearingTestResults.mild }}
          />
        </InShop>
        <InShop code="de-de">
          <HearingTest
            {...content.de}
            headline="Ihr Ergebnis im Hörtest"
            headingLevel={2}
            tonePlayer={player}
            onSendResult={send}
            initialState={{ step: 'result', result: hearingTestResults.specialistAsymmetric }}
          />
        </InShop>
        <InShop code="pl-pl">
          <HearingTest
            {...content.pl}
            headline="Wynik testu słuchu"
            headingLevel={2}
            tonePlayer={player}
            initialState={{ step: 'result', result: hearingTestResults.normal }}
          />
        </InShop>
        <InShop code="fr-ch">
          <HearingTest
            {...content.fr}
            headline="Résultat du test auditif"
            headingLevel={2}
            tonePlayer={player}
            onSendResult={send}
            offerSending={false}
            initialState={{ step: 'result', result: hearingTestResults.moderate }}
          />
        </InShop>
      </div>
    );
  },
  play: async ({ canvas, canvasElement, step }) => {
    await step('Every step renders its own view.', async () => {
      const tests = [...canvasElement.querySelectorAll('[data-slot="hearing-test"]')];
      await expect(tests.map((test) => test.getAttribute('data-step'))).toEqual([
        'intro',
        'headphones',
        'calibration',
        'testing',
        'result',
        'result',
        'result',
        'result',
      ]);
    });
    await step('Every category shows on a result.', async () => {
      const results = [...canvasElement.querySelectorAll('[data-slot="hearing-test-result"]')];
      await expect(results.map((result) => result.getAttribute('data-overall'))).toEqual([
        'mild',
        'specialist',
        'normal',
        'moderate',
      ]);
    });
    await step(
      'Only the result whose content offers sending, on a page that can send, has the form.',
      async () => {
        await expect(canvas.getAllByRole('form')).toHaveLength(1);
        await expect(canvas.getByRole('form', { name: 'Ergebnis an eine Filiale senden' })).toBeVisible();
      },
    );
    await step('A tone not heard at all reads as such in the table.', async () => {
      await expect(canvas.getByRole('cell', { name: 'nicht gehört' })).toBeVisible();
    });
  },
};

// Valid fixtures must never be reported.
const onFixtureError = fn();
const germanPlayer = createRecordingTonePlayer();

/** German draft content in the visual editor: the headphone check, by keyboard. */
export const German: Story = {
  render: () => <BlockRenderer blok={hearingTestFixtures.de} preview onBlockError={onFixtureError} />,
  decorators: [inShop('de-de', { tonePlayer: germanPlayer })],
  play: async ({ canvas, canvasElement, step }) => {
    germanPlayer.played.length = 0;
    await step('The editor’s intro replaces the standard one.', async () => {
      await expect(canvas.getByText(/Der kostenlose Hörtest zeigt in fünf Minuten/)).toBeVisible();
      await expect(canvasElement.querySelector('[data-slot="hearing-test"]')).toHaveAttribute(
        'data-blok-uid',
        '531822977-5b1c0e7a-2f4d-4a8b-9c3e-7d6f5a4b3c21',
      );
    });
    await step('Enter on the start button plays the check tone on the left.', async () => {
      canvas.getByRole('button', { name: 'Hörtest starten' }).focus();
      await userEvent.keyboard('{Enter}');
      await expect(germanPlayer.played).toEqual([{ frequency: 1000, channel: 'left', gainDb: -35 }]);
      await waitFor(() =>
        expect(
          canvas.getByRole('heading', { level: 2, name: 'Schritt 1 von 4: Kopfhörer prüfen' }),
        ).toHaveFocus(),
      );
      await expect(announcement(canvasElement)).toHaveTextContent('Ton 1 von 2');
    });
    await step(
      'Answering "right" to a tone on the left warns that the headphones sit the wrong way round.',
      async () => {
        const answers = within(canvas.getByRole('group', { name: 'Auf welcher Seite hören Sie den Ton?' }));
        await userEvent.tab();
        await userEvent.tab();
        await expect(answers.getByRole('button', { name: 'Rechts' })).toHaveFocus();
        await userEvent.keyboard(' ');
        await expect(canvas.getByRole('alert')).toHaveTextContent('Der Ton kam von links.');
        await expect(germanPlayer.played.at(-1)).toEqual({ frequency: 1000, channel: 'left', gainDb: -35 });
      },
    );
    await step('The right answers pass the check: left, then right, then the volume.', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Links' }));
      await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
      await expect(germanPlayer.played.at(-1)).toEqual({ frequency: 1000, channel: 'right', gainDb: -35 });
      await userEvent.click(canvas.getByRole('button', { name: 'Rechts' }));
      await waitFor(() =>
        expect(
          canvas.getByRole('heading', { level: 2, name: 'Schritt 2 von 4: Lautstärke einstellen' }),
        ).toHaveFocus(),
      );
      await expect(germanPlayer.played.at(-1)).toEqual({ frequency: 1000, channel: 'both', gainDb: -35 });
    });
    await step('Nothing is reported.', async () => {
      await expect(onFixtureError).not.toHaveBeenCalled();
    });
  },
};

const frenchPlayer = createRecordingTonePlayer();

/** The whole test in French, answered by keyboard for a listener with good hearing. */
export const French: Story = {
  render: () => <BlockRenderer blok={hearingTestFixtures.fr} onBlockError={onFixtureError} />,
  decorators: [inShop('fr-ch', { tonePlayer: frenchPlayer })],
  play: async ({ canvas, canvasElement, step }) => {
    frenchPlayer.played.length = 0;
    const format = numberIn('fr-CH');
    await step('Without an intro from the editor, the standard one shows.', async () => {
      await expect(canvas.getByText(/Chaque oreille est testée séparément/)).toBeVisible();
    });
    await step('The headphone check and a comfortable volume, one step louder.', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Commencer le test auditif' }));
      await userEvent.click(canvas.getByRole('button', { name: 'À gauche' }));
      await userEvent.click(canvas.getByRole('button', { name: 'À droite' }));
      await userEvent.click(canvas.getByRole('button', { name: 'Plus fort' }));
      await expect(canvasElement.querySelector('[data-slot="hearing-test-volume"]')).toHaveTextContent(
        'Volume 6 sur 9',
      );
      await userEvent.click(canvas.getByRole('button', { name: 'Volume agréable, continuer' }));
    });
    const heard = canvas.getByRole('button', { name: 'J’entends le son' });
    const notHeard = canvas.getByRole('button', { name: 'Je n’entends rien' });
    await step('The test starts on the left ear at 1000 Hz, with the focus on "I hear it".', async () => {
      await waitFor(() => expect(heard).toHaveFocus());
      // The text matcher reads every kind of space as a space.
      await expect(announcement(canvasElement)).toHaveTextContent(
        `Oreille gauche, ${format(1000)} Hz (1 sur 10)`.replace(/\s/g, ' '),
      );
      await expect(frenchPlayer.played.at(-1)).toEqual({ frequency: 1000, channel: 'left', gainDb: -50 });
    });
    await step('Each tone is answered with Enter (heard) or Space (not heard), moving by Tab.', async () => {
      let answered = 0;
      while (canvasElement.querySelector('[data-step="testing"]')) {
        const tone = frenchPlayer.played.at(-1);
        if (!tone) throw new Error('No tone was played');
        if (hearsTone(goodHearing, -30, tone)) {
          if (document.activeElement !== heard) await userEvent.tab({ shift: true });
          await expect(heard).toHaveFocus();
          await userEvent.keyboard('{Enter}');
        } else {
          if (document.activeElement !== notHeard) await userEvent.tab();
          await expect(notHeard).toHaveFocus();
          await userEvent.keyboard(' ');
        }
        answered += 1;
        if (answered > 200) throw new Error('The test does not end');
      }
    });
    await step('The result: both ears without findings, with the thresholds found.', async () => {
      await waitFor(() =>
        expect(
          canvas.getByRole('heading', { level: 2, name: /^Étape 4 sur 4\s: Votre résultat$/ }),
        ).toHaveFocus(),
      );
      const ears = canvasElement.querySelectorAll('[data-slot="hearing-test-ear"]');
      await expect([...ears].map((ear) => ear.getAttribute('data-category'))).toEqual(['normal', 'normal']);
      const row = canvas.getByRole('row', { name: new RegExp(`^${format(4000)}`) });
      await expect(
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      ).toEqual(['10\u00a0dB', '15\u00a0dB']);
    });
    await step(
      'The booking link goes to the branch finder of the fr-ch shop for a hearing test.',
      async () => {
        await expect(
          canvas.getByRole('link', { name: 'Réserver un test auditif en magasin' }),
        ).toHaveAttribute('href', '/succursales/?service=HA_HT');
      },
    );
    await step('Without a send callback from the page, no result can be sent.', async () => {
      await expect(canvas.queryByRole('form')).not.toBeInTheDocument();
    });
  },
};

const polishPlayer = createRecordingTonePlayer();
const sendPolishResult = fn(() => Promise.resolve());

/** Sending the result to the branch: only with the consent box ticked. */
export const Polish: Story = {
  args: {
    ...content.pl,
    tonePlayer: polishPlayer,
    onSendResult: sendPolishResult,
    initialState: { step: 'result', result: hearingTestResults.mild },
  },
  decorators: [inShop('pl-pl')],
  play: async ({ canvas, step }) => {
    sendPolishResult.mockClear();
    const form = within(canvas.getByRole('form', { name: 'Wyślij wynik do salonu' }));
    const consent = form.getByRole('checkbox', {
      name: 'Wyrażam zgodę na przekazanie wyniku mojego testu słuchu do salonu.',
    });
    await step('Both ears show a possible mild loss, with the advice to book a test.', async () => {
      await expect(canvas.getAllByText('Możliwy lekki ubytek słuchu')).toHaveLength(2);
      await expect(
        canvas.getByRole('link', { name: 'Umów się na badanie słuchu w salonie' }),
      ).toHaveAttribute('href', '/salony/?service=HA_HT');
    });
    await step('Sending without consent sends nothing, explains why and focuses the box.', async () => {
      await userEvent.click(form.getByRole('button', { name: 'Wyślij wynik' }));
      await expect(sendPolishResult).not.toHaveBeenCalled();
      await expect(form.getByText('Zaznacz pole zgody, abyśmy mogli wysłać Twój wynik.')).toBeVisible();
      await expect(consent).toHaveAttribute('aria-invalid', 'true');
      await expect(consent).toHaveFocus();
    });
    await step('Space ticks the box; Enter on the button sends the result once.', async () => {
      await userEvent.keyboard(' ');
      await expect(consent).toBeChecked();
      await expect(
        form.queryByText('Zaznacz pole zgody, abyśmy mogli wysłać Twój wynik.'),
      ).not.toBeInTheDocument();
      await userEvent.tab();
      await userEvent.keyboard('{Enter}');
      await expect(sendPolishResult).toHaveBeenCalledTimes(1);
      await expect(sendPolishResult).toHaveBeenCalledWith(hearingTestResults.mild);
    });
    await step('The confirmation takes the place and the focus of the form.', async () => {
      await expect(canvas.getByText('Twój wynik został wysłany do salonu.')).toBeVisible();
      await waitFor(() =>
        expect(canvas.getByText('Twój wynik został wysłany do salonu.').closest('[tabindex]')).toHaveFocus(),
      );
      await expect(canvas.queryByRole('form')).not.toBeInTheDocument();
    });
  },
};

const czechPlayer = createRecordingTonePlayer();

/** The comfortable volume in Czech, by keyboard, up to the first test tone and back to the start. */
export const Czech: Story = {
  render: () => <BlockRenderer blok={hearingTestFixtures.cs} onBlockError={onFixtureError} />,
  decorators: [inShop('cs-cz', { tonePlayer: czechPlayer, onSendResult: () => Promise.resolve() })],
  play: async ({ canvas, canvasElement, step }) => {
    czechPlayer.played.length = 0;
    const format = numberIn('cs-CZ');
    await step('Without a level in the content, the headline is a level-two heading.', async () => {
      await expect(
        canvas.getByRole('heading', { level: 2, name: 'Online test sluchu: jak dobře slyšíte?' }),
      ).toBeVisible();
    });
    await step('Through the headphone check to the volume.', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Spustit test sluchu' }));
      await userEvent.click(canvas.getByRole('button', { name: 'Vlevo' }));
      await userEvent.click(canvas.getByRole('button', { name: 'Vpravo' }));
      await expect(announcement(canvasElement)).toHaveTextContent('Hlasitost 5 z 9');
    });
    await step('Louder by keyboard up to the loudest step: one more press changes nothing.', async () => {
      const louder = canvas.getByRole('button', { name: 'Hlasitěji' });
      louder.focus();
      for (let press = 0; press < 4; press += 1) await userEvent.keyboard('{Enter}');
      await expect(announcement(canvasElement)).toHaveTextContent('Hlasitost 9 z 9');
      await expect(louder).toHaveAttribute('aria-disabled', 'true');
      await expect(louder).toHaveFocus();
      const tones = czechPlayer.played.length;
      await userEvent.keyboard('{Enter}');
      await expect(czechPlayer.played).toHaveLength(tones);
      await expect(czechPlayer.played.at(-1)).toEqual({ frequency: 1000, channel: 'both', gainDb: -15 });
    });
    await step('Quieter by keyboard: Shift+Tab, then Space.', async () => {
      await userEvent.tab({ shift: true });
      await userEvent.keyboard(' ');
      await expect(announcement(canvasElement)).toHaveTextContent('Hlasitost 8 z 9');
    });
    await step('Confirming starts the test; "play again" repeats the same tone.', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Hlasitost je příjemná, pokračovat' }));
      const first = czechPlayer.played.at(-1);
      await expect(first).toEqual({ frequency: 1000, channel: 'left', gainDb: -20 - 20 });
      await userEvent.click(canvas.getByRole('button', { name: 'Zopakovat tón' }));
      await expect(czechPlayer.played.at(-1)).toEqual(first);
      await expect(canvas.getByRole('progressbar', { name: 'Průběh testu sluchu' })).toHaveAttribute(
        'aria-valuetext',
        `Levé ucho, ${format(1000)} Hz (1 z 10)`,
      );
    });
    await step('Starting over goes back to the intro and silences the tone.', async () => {
      const stops = czechPlayer.stops();
      await userEvent.click(canvas.getByRole('button', { name: 'Začít znovu' }));
      await waitFor(() => expect(canvas.getByRole('button', { name: 'Spustit test sluchu' })).toHaveFocus());
      await expect(czechPlayer.stops()).toBe(stops + 1);
    });
  },
};

const sendCzechResult = fn(() => Promise.reject(new Error('Branch service unavailable')));

/** A failed send says so and lets the shopper try again. */
export const SendingFails: Story = {
  args: {
    ...content.cs,
    tonePlayer: czechPlayer,
    onSendResult: sendCzechResult,
    initialState: { step: 'result', result: hearingTestResults.specialistAsymmetric },
  },
  decorators: [inShop('cs-cz')],
  play: async ({ canvas, step }) => {
    sendCzechResult.mockClear();
    await step('Different ears: the advice of the worse ear and the note to see a doctor.', async () => {
      await expect(canvas.getByText('Nechte se vyšetřit u lékaře')).toBeVisible();
      await expect(canvas.getByText(/Každým uchem slyšíte výrazně jinak/)).toBeVisible();
    });
    await step('With consent, a failed send shows an error and keeps the form.', async () => {
      await userEvent.click(
        canvas.getByRole('checkbox', { name: 'Souhlasím s předáním výsledku mého testu sluchu pobočce.' }),
      );
      await userEvent.click(canvas.getByRole('button', { name: 'Odeslat výsledek' }));
      await expect(sendCzechResult).toHaveBeenCalledTimes(1);
      await waitFor(() =>
        expect(canvas.getByRole('alert')).toHaveTextContent(
          'Výsledek se nepodařilo odeslat. Zkuste to prosím znovu.',
        ),
      );
      await expect(canvas.getByRole('form', { name: 'Odeslat výsledek na pobočku' })).toBeVisible();
    });
  },
};

/** Italian content that offers no sending: the result has no form even on a page that could send. */
export const Italian: Story = {
  args: {
    ...content.it,
    tonePlayer: czechPlayer,
    onSendResult: () => Promise.resolve(),
    initialState: { step: 'result', result: hearingTestResults.moderate },
  },
  decorators: [inShop('it-ch')],
  play: async ({ canvas, step }) => {
    await step('Both ears show a possible medium loss.', async () => {
      await expect(canvas.getAllByText('Possibile calo dell’udito moderato')).toHaveLength(2);
    });
    await step('The booking link goes to the Italian branch finder; nothing can be sent.', async () => {
      await expect(
        canvas.getByRole('link', { name: 'Prenota un test dell’udito in negozio' }),
      ).toHaveAttribute('href', '/filiali/?service=HA_HT');
      await expect(canvas.queryByRole('form')).not.toBeInTheDocument();
    });
  },
};
