import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { BlockRenderer } from '../registry/block-renderer.tsx';
import { logoSliderFixtures } from './logo-slider.fixtures.ts';
import { LogoSliderContentSchema } from './logo-slider.schema.ts';
import { LogoSlider } from './logo-slider.tsx';
import { inShop } from '../block-data/in-shop-decorator.tsx';

/*
 * Default and Matrix take props (args); the language and broken-content stories render the raw
 * CMS fixtures through the block renderer, in their shop, the way the shop's pages do.
 */
const content = {
  de: LogoSliderContentSchema.parse(logoSliderFixtures.de),
  fr: LogoSliderContentSchema.parse(logoSliderFixtures.fr),
};

function track(canvasElement: HTMLElement): HTMLElement {
  const element = canvasElement.querySelector<HTMLElement>('[data-slot="carousel-track"]');
  if (!element) throw new Error('The carousel has no track');
  return element;
}

function slider(canvasElement: HTMLElement): HTMLElement {
  const element = canvasElement.querySelector<HTMLElement>('[data-slot="logo-slider"]');
  if (!element) throw new Error('No logo slider');
  return element;
}

const meta = {
  title: 'CMS Blocks/Logo Slider',
  component: LogoSlider,
  parameters: { layout: 'fullscreen' },
  args: content.de,
  decorators: [inShop('de-de')],
} satisfies Meta<typeof LogoSlider>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, canvasElement, step }) => {
    await step('The logos are a carousel named by the headline, one slide per logo.', async () => {
      const carousel = canvas.getByRole('region', { name: 'Kontaktlinsen und Pflege von' });
      await expect(carousel).toHaveAttribute('aria-roledescription', 'carousel');
      await expect(within(carousel).getAllByRole('group')).toHaveLength(7);
      await expect(canvas.getByRole('group', { name: '1 von 7' })).toBeInTheDocument();
    });
    await step('Each logo links to its brand’s contact lenses, named by the brand.', async () => {
      await expect(canvas.getByRole('link', { name: 'Aquaview' })).toHaveAttribute(
        'href',
        '/kontaktlinsen/?brand=19',
      );
    });
    await step('Without autoplay nothing moves and there is no pause button.', async () => {
      await expect(canvas.queryByRole('button', { name: /Blättern/ })).not.toBeInTheDocument();
      await expect(slider(canvasElement)).not.toHaveAttribute('data-rotating');
    });
    await step('The next button and the arrow keys on the focused track scroll the logos.', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Weitere Logos' }));
      await waitFor(() => expect(track(canvasElement).scrollLeft).toBeGreaterThan(0));
      track(canvasElement).focus();
      await userEvent.keyboard('{Home}');
      await waitFor(() => expect(track(canvasElement).scrollLeft).toBe(0));
      await userEvent.keyboard('{ArrowRight}');
      await waitFor(() => expect(track(canvasElement).scrollLeft).toBeGreaterThan(0));
    });
  },
};

/** Autoplay ticked: the logos move by themselves, with a pause button in front (WCAG 2.2.2). */
export const Autoplay: Story = {
  args: { autoplay: true, rotationIntervalMs: 300 },
  play: async ({ canvas, canvasElement, step }) => {
    const pause = () => canvas.getByRole('button', { name: 'Automatisches Blättern anhalten' });
    await step('The pause button comes before the carousel.', async () => {
      const carousel = canvas.getByRole('region', { name: 'Kontaktlinsen und Pflege von' });
      await expect(pause().compareDocumentPosition(carousel) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    });
    await step('The logos move on by themselves.', async () => {
      await waitFor(() => expect(slider(canvasElement)).toHaveAttribute('data-rotating', 'true'));
      await waitFor(() => expect(track(canvasElement).scrollLeft).toBeGreaterThan(0));
    });
    await step('They hold still while the pointer rests on them and move on when it leaves.', async () => {
      await userEvent.hover(track(canvasElement));
      await waitFor(() => expect(slider(canvasElement)).not.toHaveAttribute('data-rotating'));
      await userEvent.unhover(track(canvasElement));
      await waitFor(() => expect(slider(canvasElement)).toHaveAttribute('data-rotating', 'true'));
    });
    await step('They hold still while focus is inside.', async () => {
      track(canvasElement).focus();
      await waitFor(() => expect(slider(canvasElement)).not.toHaveAttribute('data-rotating'));
      track(canvasElement).blur();
      await waitFor(() => expect(slider(canvasElement)).toHaveAttribute('data-rotating', 'true'));
    });
    await step('Pause stops them for good; the button then offers to start again.', async () => {
      pause().focus();
      await userEvent.keyboard('{Enter}');
      const play = canvas.getByRole('button', { name: 'Automatisches Blättern starten' });
      play.blur();
      await waitFor(() => expect(slider(canvasElement)).not.toHaveAttribute('data-rotating'));
      // A smooth scroll already under way ends first; after that, nothing moves.
      const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
      await wait(600);
      const position = track(canvasElement).scrollLeft;
      await wait(700);
      await expect(track(canvasElement).scrollLeft).toBe(position);
    });
  },
};

/** With and without autoplay (stopped by its button): the screenshot target. */
export const Matrix: Story = {
  render: () => (
    <div className="flex flex-col">
      <LogoSlider {...content.de} />
      <LogoSlider headline="Unsere Partner" logos={content.de.logos.slice(0, 3)} autoplay />
    </div>
  ),
  play: async ({ canvas, step }) => {
    await step(
      'Only the slider with autoplay has a pause button; pressing it stops the motion.',
      async () => {
        const buttons = canvas.getAllByRole('button', { name: /Blättern/ });
        await expect(buttons).toHaveLength(1);
        await userEvent.click(buttons[0]!);
        await expect(canvas.getByRole('button', { name: 'Automatisches Blättern starten' })).toBeVisible();
      },
    );
    if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
    await userEvent.unhover(canvas.getByRole('region', { name: 'Unsere Partner' }));
  },
};

// Valid fixtures must never be reported; one spy for the language stories is enough to show that.
const onFixtureError = fn();

function renderFixture(lang: keyof typeof logoSliderFixtures, preview = false) {
  return () => (
    <BlockRenderer blok={logoSliderFixtures[lang]} preview={preview} onBlockError={onFixtureError} />
  );
}

/** The seeded de-de care brands. */
export const German: Story = {
  render: renderFixture('de', true),
  play: async ({ canvas, step }) => {
    await step('The German slider names its buttons and slides in German.', async () => {
      await expect(canvas.getByRole('button', { name: 'Vorherige Logos' })).toBeInTheDocument();
      await expect(canvas.getByRole('group', { name: '7 von 7' })).toBeInTheDocument();
    });
    await step('Nothing is reported.', async () => {
      await expect(onFixtureError).not.toHaveBeenCalled();
    });
  },
};

/** fr-ch: the editor ticked autoplay. */
export const French: Story = {
  render: renderFixture('fr'),
  decorators: [inShop('fr-ch')],
  play: async ({ canvas, step }) => {
    await step('The French slider offers to stop its motion, in French.', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Arrêter le défilement automatique' }));
      await expect(canvas.getByRole('button', { name: 'Lancer le défilement automatique' })).toBeVisible();
    });
    await step('Its logos link to the French contact-lens listing.', async () => {
      await expect(canvas.getByRole('link', { name: 'Aquaview' })).toHaveAttribute(
        'href',
        '/lentilles-de-contact/?brand=19',
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
    await step('The Polish slider names its buttons and slides in Polish.', async () => {
      await expect(
        canvas.getByRole('region', { name: 'Marki soczewek kontaktowych i środków pielęgnacyjnych' }),
      ).toBeInTheDocument();
      await expect(canvas.getByRole('button', { name: 'Kolejne logo' })).toBeInTheDocument();
      await expect(canvas.getByRole('group', { name: '1 z 7' })).toBeInTheDocument();
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
    await step('The Czech slider names its buttons and slides in Czech.', async () => {
      await expect(canvas.getByRole('region', { name: 'Kontaktní čočky a péče od' })).toBeInTheDocument();
      await expect(canvas.getByRole('button', { name: 'Další loga' })).toBeInTheDocument();
      await expect(canvas.getByRole('link', { name: 'Clearis' })).toHaveAttribute(
        'href',
        expect.stringMatching(/^\/kontaktni-cocky\/\?brand=\d+$/),
      );
    });
    await step('Nothing is reported.', async () => {
      await expect(onFixtureError).not.toHaveBeenCalled();
    });
  },
};
