import type { RpcPayload, RpcResponse } from '@lumen/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { BlockDataProvider } from '../block-data/block-data-provider.tsx';
import { withBlockData } from '../block-data/block-data.decorators.tsx';
import { blockDataFixture } from '../block-data/block-data.fixtures.ts';
import { BlockTextsProvider } from '../i18n/block-texts-provider.tsx';
import { BlockRenderer } from '../registry/block-renderer.tsx';
import { newsletterFixtures } from './newsletter.fixtures.ts';
import { NewsletterContentSchema, type NewsletterBlok } from './newsletter.schema.ts';
import { Newsletter } from './newsletter.tsx';

/*
 * Default and Matrix take props (args); the language and broken-content stories render the seeded
 * CMS blocks through the block renderer, the way the shop's pages do. The sign-up goes to the
 * block data provider's callback, which the storefront fills with subscribeNewsletter.
 */

type Subscribe = (payload: RpcPayload<'subscribeNewsletter'>) => Promise<RpcResponse<'subscribeNewsletter'>>;

const answer = (status: RpcResponse<'subscribeNewsletter'>['status']) =>
  fn<Subscribe>(() => Promise.resolve({ status }));

const onSubscribe = answer('confirmation_sent');

const meta = {
  title: 'CMS Blocks/Newsletter',
  component: Newsletter,
  parameters: { layout: 'padded' },
  args: NewsletterContentSchema.parse(newsletterFixtures.de),
  decorators: [withBlockData('de-de', { onSubscribeNewsletter: onSubscribe })],
} satisfies Meta<typeof Newsletter>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Signing up by keyboard alone: a typo corrected, consent ticked, the double opt-in answer read out. */
export const Default: Story = {
  play: async ({ canvas, canvasElement, step }) => {
    const email = canvas.getByRole('textbox', { name: /E-Mail-Adresse/ });
    const consent = canvas.getByRole('checkbox', { name: /Mit der Anmeldung willige ich ein/ });
    await step('The form is a region named by its headline, its fields required.', async () => {
      await expect(canvas.getByRole('region', { name: 'Newsletter abonnieren' })).toBeVisible();
      await expect(email).toBeRequired();
      await expect(email).toHaveAttribute('placeholder', 'Ihre E-Mail-Adresse');
      await expect(consent).toBeRequired();
      await expect(consent).not.toBeChecked();
    });
    await step('The consent text links the privacy page.', async () => {
      await expect(canvas.getByRole('link', { name: 'Datenschutzerklärung' })).toHaveAttribute(
        'href',
        '/datenschutz/',
      );
    });
    await step('A mistyped address is named when the field is left, and announced (§5).', async () => {
      await userEvent.tab();
      await expect(email).toHaveFocus();
      await userEvent.keyboard('anna.muster@lumen');
      await userEvent.tab();
      await expect(email).toHaveAttribute('aria-invalid', 'true');
      await expect(email).toHaveAccessibleDescription('Dies ist keine gültige E-Mail-Adresse.');
      await expect(canvas.getByRole('status')).toHaveTextContent(
        'E-Mail-Adresse: Dies ist keine gültige E-Mail-Adresse.',
      );
    });
    await step('Correcting it clears the error as one types.', async () => {
      await userEvent.clear(email);
      await userEvent.type(email, ' anna.muster@lumen-optik.de ');
      await expect(email).not.toHaveAttribute('aria-invalid');
    });
    await step('Tab reaches the consent, Space ticks it; past the privacy link, Enter sends.', async () => {
      await userEvent.tab();
      await expect(consent).toHaveFocus();
      await userEvent.keyboard(' ');
      await expect(consent).toBeChecked();
      await userEvent.tab();
      await expect(canvas.getByRole('link', { name: 'Datenschutzerklärung' })).toHaveFocus();
      await userEvent.tab();
      await expect(canvas.getByRole('button', { name: 'Anmelden' })).toHaveFocus();
      await userEvent.keyboard('{Enter}');
    });
    await step('subscribeNewsletter gets the trimmed address and the consent.', async () => {
      await expect(onSubscribe).toHaveBeenCalledWith({ email: 'anna.muster@lumen-optik.de', consent: true });
    });
    await step('The answer replaces the form and takes the focus, so it is read out.', async () => {
      const answerAlert = await answerOf(canvasElement, canvas, 'Fast geschafft!');
      await waitFor(() => expect(answerAlert).toHaveFocus());
      await expect(answerAlert).toHaveRole('status');
      await expect(answerAlert).toHaveTextContent('anna.muster@lumen-optik.de');
      await expect(canvas.queryByRole('textbox')).not.toBeInTheDocument();
    });
  },
};

/** Sending an empty form: every problem shows, and the focus goes to the first. */
export const SendingEmpty: Story = {
  play: async ({ canvas, step }) => {
    const email = canvas.getByRole('textbox', { name: /E-Mail-Adresse/ });
    await step('The button sends the empty form.', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Anmelden' }));
    });
    await step('The email field takes the focus and reads its error.', async () => {
      await waitFor(() => expect(email).toHaveFocus());
      await expect(email).toHaveAccessibleDescription('Dieses Feld ist erforderlich.');
    });
    await step('The consent box names its problem too.', async () => {
      const consent = canvas.getByRole('checkbox');
      await expect(consent).toHaveAttribute('aria-invalid', 'true');
      await expect(consent).toHaveAccessibleDescription(
        'Bitte bestätigen Sie, dass Sie den Newsletter erhalten möchten.',
      );
    });
    await step('Nothing is sent.', async () => {
      await expect(onSubscribe).not.toHaveBeenCalled();
    });
  },
};

type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];

/** The answer that replaces the form, once its title shows. */
async function answerOf(canvasElement: HTMLElement, canvas: Canvas, title: string) {
  await canvas.findByText(title);
  return canvasElement.querySelector<HTMLElement>('[data-slot="newsletter-answer"]');
}

async function signUp(canvas: Canvas, address: string) {
  await userEvent.type(canvas.getByRole('textbox'), address);
  await userEvent.click(canvas.getByRole('checkbox'));
  await userEvent.click(canvas.getByRole('button'));
}

const alreadySubscribed = answer('already_subscribed');

export const AlreadySubscribed: Story = {
  decorators: [withBlockData('de-de', { onSubscribeNewsletter: alreadySubscribed })],
  play: async ({ canvas, canvasElement, step }) => {
    await step('An address already on the list is told so.', async () => {
      await signUp(canvas, 'jan.novak@seznam.cz');
      const status = await answerOf(canvasElement, canvas, 'Sie sind bereits angemeldet.');
      await expect(status).toHaveTextContent('Sie sind bereits angemeldet.');
      await expect(status).toHaveTextContent('jan.novak@seznam.cz erhält unseren Newsletter schon.');
    });
  },
};

const failing = fn<Subscribe>(() => Promise.reject(new Error('503 Service Unavailable')));

/** The call fails: an alert interrupts, the form stays filled in for another try. */
export const SignUpFails: Story = {
  decorators: [withBlockData('de-de', { onSubscribeNewsletter: failing })],
  play: async ({ canvas, step }) => {
    await step('The failure is an alert.', async () => {
      await signUp(canvas, 'anna@lumen-optik.de');
      await expect(await canvas.findByRole('alert')).toHaveTextContent('Die Anmeldung hat nicht geklappt.');
    });
    await step('The form keeps the address and the consent.', async () => {
      await expect(canvas.getByRole('textbox')).toHaveValue('anna@lumen-optik.de');
      await expect(canvas.getByRole('checkbox')).toBeChecked();
    });
    await step('Changing the address clears the alert.', async () => {
      await userEvent.type(canvas.getByRole('textbox'), 'x');
      await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
    });
  },
};

const czechData = blockDataFixture('cs-cz', { onSubscribeNewsletter: answer('confirmation_sent') });
const frenchData = blockDataFixture('fr-ch', { onSubscribeNewsletter: failing });
const polishData = blockDataFixture('pl-pl', { onSubscribeNewsletter: answer('confirmation_sent') });

/** Four states side by side from 1280 px: empty, errors shown, answered, failed. */
export const Matrix: Story = {
  render: (args) => (
    <div className="grid gap-6 xl:grid-cols-2">
      <div data-state="empty">
        <Newsletter {...args} />
      </div>
      <BlockTextsProvider locale={czechData.shop.locale}>
        <BlockDataProvider {...czechData}>
          <div data-state="errors" lang="cs">
            <BlockRenderer blok={newsletterFixtures.cs} />
          </div>
        </BlockDataProvider>
      </BlockTextsProvider>
      <BlockTextsProvider locale={polishData.shop.locale}>
        <BlockDataProvider {...polishData}>
          <div data-state="answered" lang="pl">
            <BlockRenderer blok={newsletterFixtures.pl} />
          </div>
        </BlockDataProvider>
      </BlockTextsProvider>
      <BlockTextsProvider locale={frenchData.shop.locale}>
        <BlockDataProvider {...frenchData}>
          <div data-state="failed" lang="fr">
            <BlockRenderer blok={newsletterFixtures.fr} />
          </div>
        </BlockDataProvider>
      </BlockTextsProvider>
    </div>
  ),
  play: async ({ canvasElement, step }) => {
    const state = (name: string) =>
      within(canvasElement.querySelector<HTMLElement>(`[data-state="${name}"]`)!);
    await step('The Czech form is sent empty and shows its errors.', async () => {
      await userEvent.click(state('errors').getByRole('button'));
      await expect(state('errors').getByText('Toto pole je povinné.')).toBeVisible();
      // The form focuses its first invalid field a frame later: typing into the next form before
      // that would lose the keys to it on a busy machine.
      await waitFor(() => expect(state('errors').getByRole('textbox')).toHaveFocus());
    });
    await step('The Polish sign-up is answered.', async () => {
      await signUp(state('answered'), 'zofia.kowalska@onet.pl');
      // The answer comes from a stand-in fetch; a busy test machine can take longer than findBy's 1 s.
      await expect(await state('answered').findByText('Prawie gotowe!', {}, { timeout: 5000 })).toBeVisible();
    });
    await step('The French sign-up fails.', async () => {
      await signUp(state('failed'), 'claire.dubois@bluewin.ch');
      await expect(await state('failed').findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent(
        'L’inscription n’a pas abouti.',
      );
    });
    await step('The focus leaves the last button and the page scrolls back up for the picture.', () => {
      (document.activeElement as HTMLElement | null)?.blur();
      canvasElement.ownerDocument.defaultView?.scrollTo(0, 0);
    });
  },
};

// Valid fixtures must never be reported; one spy for the language stories is enough to show that.
const onFixtureError = fn();

function renderBlok(blok: NewsletterBlok, preview = false) {
  return () => <BlockRenderer blok={blok} preview={preview} onBlockError={onFixtureError} />;
}

/** The seeded German block in the visual editor's preview. */
export const German: Story = {
  render: renderBlok(newsletterFixtures.de, true),
  play: async ({ canvas, step }) => {
    await step('The seeded block renders its headline and button.', async () => {
      await expect(canvas.getByRole('heading', { level: 2, name: 'Newsletter abonnieren' })).toBeVisible();
      await expect(canvas.getByRole('button', { name: 'Anmelden' })).toBeVisible();
    });
    await step('Nothing is reported.', async () => {
      await expect(onFixtureError).not.toHaveBeenCalled();
    });
  },
};

export const French: Story = {
  render: renderBlok(newsletterFixtures.fr),
  decorators: [withBlockData('fr-ch', { onSubscribeNewsletter: onSubscribe })],
  play: async ({ canvas, step }) => {
    await step('The field, the consent and the errors are French.', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'S’inscrire' }));
      await expect(canvas.getByRole('textbox', { name: /Adresse e-mail/ })).toHaveAccessibleDescription(
        'Ce champ est obligatoire.',
      );
      await expect(canvas.getByRole('link', { name: 'déclaration de protection des données' })).toBeVisible();
    });
  },
};

export const Italian: Story = {
  render: renderBlok(newsletterFixtures.it),
  decorators: [withBlockData('it-ch', { onSubscribeNewsletter: onSubscribe })],
  play: async ({ canvas, step }) => {
    await step('The field and the consent are Italian.', async () => {
      await expect(canvas.getByRole('textbox', { name: /Indirizzo e-mail/ })).toBeVisible();
      await expect(canvas.getByRole('checkbox', { name: /Iscrivendomi acconsento/ })).toBeVisible();
    });
  },
};

const polishSubscribe = answer('confirmation_sent');

export const Polish: Story = {
  render: renderBlok(newsletterFixtures.pl),
  decorators: [withBlockData('pl-pl', { onSubscribeNewsletter: polishSubscribe })],
  play: async ({ canvas, canvasElement, step }) => {
    await step('A Polish sign-up is confirmed in Polish.', async () => {
      await signUp(canvas, 'zofia.kowalska@onet.pl');
      const status = await answerOf(canvasElement, canvas, 'Prawie gotowe!');
      await expect(status).toHaveTextContent('Wysłaliśmy wiadomość na adres zofia.kowalska@onet.pl.');
    });
  },
};

export const Czech: Story = {
  render: renderBlok(newsletterFixtures.cs),
  decorators: [withBlockData('cs-cz', { onSubscribeNewsletter: onSubscribe })],
  play: async ({ canvas, step }) => {
    await step('A wrong address is named in Czech.', async () => {
      await userEvent.type(canvas.getByRole('textbox', { name: /E-mailová adresa/ }), 'jan.novak');
      await userEvent.tab();
      await expect(canvas.getByRole('textbox')).toHaveAccessibleDescription(
        'Toto není platná e-mailová adresa.',
      );
    });
  },
};
