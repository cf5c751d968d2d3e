import { getShopByCode, type FaceMeasurement, type ShopCode } from '@lumen/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type ReactNode } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { BlockDataProvider } from '../block-data/block-data-provider.tsx';
import { BlockTextsProvider } from '../i18n/block-texts-provider.tsx';
import { BlockRenderer } from '../registry/block-renderer.tsx';
import { faceScanFixtures } from './face-scan.fixtures.ts';
import { initialFaceGuides, type FaceScanState } from './face-scan.machine.ts';
import { FaceScanContentSchema } from './face-scan.schema.ts';
import { FaceScan, FaceScanView, type CameraAccess } from './face-scan.tsx';

/*
 * The camera stories hand the block a camera of their own (`mediaDevices`): a canvas drawing of a
 * face as a video stream, or one that refuses, finds nothing or keeps the shopper waiting. The
 * language stories render the raw CMS fixtures through the block renderer and walk the path
 * without a camera, as a shopper without one would.
 */
type Language = keyof typeof faceScanFixtures;

const content = {
  de: FaceScanContentSchema.parse(faceScanFixtures.de),
  fr: FaceScanContentSchema.parse(faceScanFixtures.fr),
  it: FaceScanContentSchema.parse(faceScanFixtures.it),
  pl: FaceScanContentSchema.parse(faceScanFixtures.pl),
  cs: FaceScanContentSchema.parse(faceScanFixtures.cs),
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

/** A front camera filming a drawn face: a canvas as a live video stream, nothing leaves the page. */
function canvasCamera(): MediaStream {
  const canvas = document.createElement('canvas');
  canvas.width = 300;
  canvas.height = 400;
  const context = canvas.getContext('2d');
  if (context) {
    context.fillStyle = '#d6d2c8';
    context.fillRect(0, 0, 300, 400);
    context.fillStyle = '#e8b896';
    context.beginPath();
    context.ellipse(150, 200, 80, 110, 0, 0, Math.PI * 2);
    context.fill();
    context.fillStyle = '#17212b';
    for (const x of [118, 182]) {
      context.beginPath();
      context.arc(x, 185, 8, 0, Math.PI * 2);
      context.fill();
    }
  }
  return canvas.captureStream(5);
}

/** A camera that opens, keeping each stream it gave so a story can check it was stopped. */
function workingCamera(): CameraAccess & { streams: MediaStream[] } {
  const streams: MediaStream[] = [];
  return {
    streams,
    getUserMedia: () => {
      const stream = canvasCamera();
      streams.push(stream);
      return Promise.resolve(stream);
    },
  };
}

/** A camera the browser refuses with the given DOMException, as after the shopper's answer. */
function failingCamera(name: string): CameraAccess & { getUserMedia: ReturnType<typeof fn> } {
  return { getUserMedia: fn(() => Promise.reject(new DOMException('Camera refused', name))) };
}

/** A camera whose permission prompt is still open until the story answers it. */
function promptingCamera() {
  const streams: MediaStream[] = [];
  let grant: () => void = () => undefined;
  const camera: CameraAccess = {
    getUserMedia: () =>
      new Promise<MediaStream>((resolve) => {
        grant = () => {
          const stream = canvasCamera();
          streams.push(stream);
          resolve(stream);
        };
      }),
  };
  return { camera, streams, grant: () => grant() };
}

function liveTracks(streams: readonly MediaStream[]) {
  return streams.flatMap((stream) => stream.getTracks()).filter((track) => track.readyState === 'live');
}

const meta = {
  title: 'CMS Blocks/Face Scan',
  component: FaceScan,
  parameters: { layout: 'fullscreen' },
  args: content.de,
  argTypes: { mediaDevices: { control: false } },
  decorators: [inLanguage('de')],
} satisfies Meta<typeof FaceScan>;

export default meta;
type Story = StoryObj<typeof meta>;

const defaultCamera = workingCamera();

/** The whole way with a (drawn) camera: align the guides by keyboard, get an estimate, camera off. */
export const Default: Story = {
  args: { mediaDevices: defaultCamera },
  play: async ({ canvas, canvasElement, step }) => {
    await step('The start explains the steps and that the picture stays on the device.', async () => {
      await expect(canvas.getByRole('heading', { level: 3, name: 'So funktioniert es' })).toBeVisible();
      await expect(
        canvas.getByText('Das Kamerabild bleibt auf Ihrem Gerät: Es wird weder gespeichert noch übertragen.'),
      ).toBeVisible();
    });
    await step('Starting the camera shows the guides; their heading takes the focus.', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Kamera einschalten' }));
      await waitFor(() => expect(canvas.getByRole('heading', { name: 'Linien ausrichten' })).toHaveFocus());
    });
    await step('The video shows the camera’s stream, and only on this page.', async () => {
      const video = canvasElement.querySelector<HTMLVideoElement>('[data-slot="face-scan-video"]');
      await expect(video?.srcObject).toBe(defaultCamera.streams.at(-1));
      await expect(liveTracks(defaultCamera.streams)).toHaveLength(1);
    });
    await step('The outline follows the guides.', async () => {
      const outline = canvasElement.querySelector('[data-slot="face-scan-outline"] path');
      const before = outline?.getAttribute('d');
      canvas.getByRole('slider', { name: 'Breite des Kiefers' }).focus();
      await userEvent.keyboard('{Home}');
      await expect(canvas.getByRole('slider', { name: 'Breite des Kiefers' })).toHaveValue('30');
      await expect(outline?.getAttribute('d')).not.toBe(before);
    });
    await step('The guides move by keyboard and say their value.', async () => {
      const length = canvas.getByRole('slider', { name: 'Länge des Gesichts' });
      await expect(length).toHaveAttribute(
        'aria-valuetext',
        `${initialFaceGuides.faceLength}\u00a0% des Bildes`,
      );
      await userEvent.tab();
      await expect(length).toHaveFocus();
      await userEvent.keyboard('{ArrowRight}{ArrowRight}');
      await expect(length).toHaveValue(String(initialFaceGuides.faceLength + 2));
      await userEvent.keyboard('{PageUp}');
      await expect(length).toHaveValue(String(initialFaceGuides.faceLength + 7));
      await userEvent.keyboard('{End}');
      await expect(length).toHaveAttribute('aria-valuetext', '90\u00a0% des Bildes');
    });
    await step('The estimate is said to be one, and names the face shape.', async () => {
      await expect(
        canvas.getByText('Das Ergebnis ist eine Schätzung aus Ihren Linien, keine Messung.'),
      ).toBeVisible();
      await userEvent.tab();
      await expect(canvas.getByRole('button', { name: 'Gesichtsform schätzen' })).toHaveFocus();
      await userEvent.keyboard('{Enter}');
      await expect(canvas.getByRole('heading', { name: 'Ihre Gesichtsform: Länglich' })).toHaveFocus();
      await expect(canvas.getByText(/Geschätzt aus den Linien/)).toBeVisible();
    });
    await step('The camera is off once the result shows.', async () => {
      await expect(liveTracks(defaultCamera.streams)).toHaveLength(0);
      await expect(canvasElement.querySelector('video')).toBeNull();
    });
    await step('The suiting frame shapes link to the filtered listing.', async () => {
      const frames = within(canvas.getByRole('list', { name: 'Diese Fassungsformen passen zu Ihnen' }));
      await expect(frames.getAllByRole('link').map((link) => link.textContent)).toEqual([
        'Rund',
        'Eckig',
        'Butterfly',
        'Sechseckig',
      ]);
      await expect(frames.getByRole('link', { name: 'Butterfly' })).toHaveAttribute(
        'href',
        '/brillen/brillenfassungen/?filters[frameShape]=butterfly',
      );
      await expect(canvas.getByRole('link', { name: 'Alle passenden Brillen ansehen' })).toHaveAttribute(
        'href',
        '/brillen/brillenfassungen/?filters[faceShape]=long',
      );
    });
    await step('Starting over returns to the explanation.', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Neu beginnen' }));
      await expect(canvas.getByRole('heading', { name: 'So funktioniert es' })).toHaveFocus();
    });
  },
};

const measuringCamera = workingCamera();
/** What the storefront's landmark model answers for a frame: this story's face, measured. */
const measuredFace: FaceMeasurement = {
  scale: { mmPerPx: 0.5, relativeUncertainty: 0.05, reference: 'iris' },
  pupilDistance: { rightMm: 31.5, leftMm: 31, totalMm: 62.5, uncertaintyMm: 9.5 },
  proportions: { foreheadMm: 128, templesMm: 136, cheekbonesMm: 140, jawMm: 118, lengthMm: 190 },
  faceShape: 'oval',
  headWidth: 'medium',
};
const measureFace = fn((video: HTMLVideoElement) =>
  Promise.resolve(video.srcObject ? measuredFace : undefined),
);
const keepPupilDistance = fn(() => true);

/**
 * With the storefront's measuring (`onMeasureFace`): the face measured from the camera's frames on
 * the device, shape, head width and PD, and the PD handed to the configurator.
 */
export const MeasuredOnTheDevice: Story = {
  args: { mediaDevices: measuringCamera },
  decorators: [
    (Story) => (
      <BlockDataProvider
        shop={getShopByCode('de-de')}
        onMeasureFace={measureFace}
        onKeepPupilDistance={keepPupilDistance}
      >
        <Story />
      </BlockDataProvider>
    ),
  ],
  play: async ({ canvas, step }) => {
    await step('The camera step offers the measurement before the guides.', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Kamera einschalten' }));
      await waitFor(() => expect(canvas.getByRole('heading', { name: 'Linien ausrichten' })).toHaveFocus());
      await expect(canvas.getByText(/direkt auf Ihrem Gerät/)).toBeVisible();
    });
    await step('Measuring reads a few frames of the camera’s video, then shows the face.', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Gesicht messen' }));
      await expect(canvas.getByRole('heading', { name: 'Ihre Gesichtsform: Oval' })).toHaveFocus();
      await expect(measureFace).toHaveBeenCalledTimes(5);
      await expect(canvas.getByText(/Gemessen aus Ihrem Kamerabild/)).toBeVisible();
      await expect(canvas.getByText('62,5 mm (± 9,5 mm)')).toBeVisible();
      await expect(canvas.getByText('mittel')).toBeVisible();
    });
    await step('The listing links carry the head width too.', async () => {
      await expect(canvas.getByRole('link', { name: 'Alle passenden Brillen ansehen' })).toHaveAttribute(
        'href',
        '/brillen/brillenfassungen/?filters[faceShape]=oval&filters[headWidth]=medium',
      );
    });
    await step('The PD goes to the configurator when the shopper asks.', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'PD für meine Gläser übernehmen' }));
      await expect(keepPupilDistance).toHaveBeenCalledWith(measuredFace.pupilDistance);
      await expect(canvas.getByRole('status')).toHaveTextContent(
        'Übernommen: Sie finden die Werte im Glaskonfigurator.',
      );
    });
  },
};

const leavingCamera = workingCamera();

function PageWithFaceScan() {
  const [shown, setShown] = useState(true);
  return (
    <div>
      <button type="button" className="m-4 underline" onClick={() => setShown(false)}>
        Zur Startseite
      </button>
      {shown && <FaceScan {...content.de} mediaDevices={leavingCamera} />}
    </div>
  );
}

/** Leaving the page while the camera films: the block unmounts and every track stops. */
export const LeavingThePage: Story = {
  render: () => <PageWithFaceScan />,
  play: async ({ canvas, step }) => {
    await step('The camera films.', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Kamera einschalten' }));
      await canvas.findByRole('heading', { name: 'Linien ausrichten' });
      await expect(liveTracks(leavingCamera.streams)).toHaveLength(1);
    });
    await step('Navigating away stops the camera.', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Zur Startseite' }));
      await expect(canvas.queryByRole('region')).not.toBeInTheDocument();
      await expect(liveTracks(leavingCamera.streams)).toHaveLength(0);
    });
  },
};

const prompt = promptingCamera();

/** The browser's permission prompt is open; the shopper chooses by hand instead, and the late camera is closed. */
export const PermissionPrompt: Story = {
  args: { mediaDevices: prompt.camera },
  play: async ({ canvas, step }) => {
    await step('While the browser asks, the block says what to do.', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Kamera einschalten' }));
      await expect(canvas.getByRole('heading', { name: 'Kamera freigeben' })).toHaveFocus();
      await expect(
        canvas.getByText(
          'Ihr Browser fragt, ob diese Seite Ihre Kamera verwenden darf. Bitte erlauben Sie den Zugriff.',
        ),
      ).toBeVisible();
    });
    await step('The shopper may choose by hand instead, without a problem shown.', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Lieber selbst wählen' }));
      await expect(canvas.getByRole('heading', { name: 'Welche Gesichtsform haben Sie?' })).toHaveFocus();
      await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
      await expect(canvas.getByRole('button', { name: 'Doch die Kamera verwenden' })).toBeVisible();
    });
    await step('A camera granted too late is stopped at once.', async () => {
      prompt.grant();
      await waitFor(() => expect(prompt.streams).toHaveLength(1));
      await waitFor(() => expect(liveTracks(prompt.streams)).toHaveLength(0));
      await expect(canvas.getByRole('heading', { name: 'Welche Gesichtsform haben Sie?' })).toBeVisible();
    });
  },
};

const deniedCamera = failingCamera('NotAllowedError');

/** The shopper refuses the camera: the block says so and offers choosing the face shape by hand. */
export const PermissionDenied: Story = {
  args: { mediaDevices: deniedCamera },
  play: async ({ canvas, step }) => {
    const radio = (name: string) => canvas.getByRole('radio', { name });
    await step('A refusal leads to choosing by hand and says why.', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Kamera einschalten' }));
      await waitFor(() =>
        expect(canvas.getByRole('heading', { name: 'Welche Gesichtsform haben Sie?' })).toHaveFocus(),
      );
      await expect(canvas.getByRole('alert')).toHaveTextContent('Kein Zugriff auf die Kamera');
      await expect(deniedCamera.getUserMedia).toHaveBeenCalledWith({
        video: { facingMode: 'user' },
        audio: false,
      });
    });
    await step('Each face shape is described; going on without one asks for one.', async () => {
      await expect(radio('Herzförmig')).toHaveAccessibleDescription('Breite Stirn, schmales, spitzes Kinn');
      await userEvent.click(canvas.getByRole('button', { name: 'Passende Fassungen zeigen' }));
      await expect(canvas.getByRole('radiogroup')).toHaveAccessibleErrorMessage(
        'Bitte wählen Sie eine Gesichtsform.',
      );
      await expect(radio('Oval')).toHaveFocus();
    });
    await step('By keyboard: an arrow chooses, Tab and Enter confirm.', async () => {
      await userEvent.keyboard('{ArrowDown>}{/ArrowDown}');
      await expect(radio('Rund')).toBeChecked();
      await userEvent.tab();
      await expect(canvas.getByRole('button', { name: 'Passende Fassungen zeigen' })).toHaveFocus();
      await userEvent.keyboard('{Enter}');
    });
    await step('The result is the chosen shape, with the frames that suit it.', async () => {
      await expect(canvas.getByRole('heading', { name: 'Ihre Gesichtsform: Rund' })).toHaveFocus();
      await expect(canvas.getByText('So haben Sie Ihre Gesichtsform beschrieben.')).toBeVisible();
      await expect(canvas.getByRole('link', { name: 'Rechteckig' })).toHaveAttribute(
        'href',
        '/brillen/brillenfassungen/?filters[frameShape]=rectangular',
      );
    });
  },
};

const missingCamera = failingCamera('NotFoundError');

/** A device without a camera: the fallback says so; trying again is offered in case one is plugged in. */
export const NoCamera: Story = {
  args: { mediaDevices: missingCamera },
  play: async ({ canvas, step }) => {
    await step('No camera leads to choosing by hand and says why.', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Kamera einschalten' }));
      await expect(await canvas.findByRole('alert')).toHaveTextContent('Keine Kamera gefunden');
    });
    await step('Trying again asks the browser again.', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Kamera erneut versuchen' }));
      await waitFor(() => expect(missingCamera.getUserMedia).toHaveBeenCalledTimes(2));
      await expect(await canvas.findByRole('alert')).toHaveTextContent('Keine Kamera gefunden');
    });
  },
};

/** A browser without camera access (an insecure page, an old browser): straight to choosing by hand. */
export const CameraUnsupported: Story = {
  args: { mediaDevices: null },
  play: async ({ canvas, step }) => {
    await step('Starting the camera explains that the browser has none to offer.', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Kamera einschalten' }));
      await expect(canvas.getByRole('alert')).toHaveTextContent('Kamera in diesem Browser nicht verfügbar');
    });
    await step('Trying the camera again is not offered.', async () => {
      await expect(canvas.queryByRole('button', { name: /Kamera/ })).not.toBeInTheDocument();
    });
  },
};

const noop = fn();

function view(language: Language, state: FaceScanState) {
  return (
    <BlockTextsProvider locale={language}>
      <FaceScanView
        {...content[language]}
        state={state}
        onEvent={noop}
        onStartCamera={noop}
        lang={language}
      />
    </BlockTextsProvider>
  );
}

/** Every step, one language each so that no two regions share a name: the screenshot target. */
export const Matrix: Story = {
  render: () => (
    <div className="flex flex-col divide-y divide-border">
      {view('de', { status: 'start' })}
      {view('fr', { status: 'requesting' })}
      {view('it', { status: 'camera', guides: initialFaceGuides })}
      {view('pl', { status: 'manual', selected: 'heart', problem: 'denied', missingChoice: false })}
      {view('cs', { status: 'result', shape: 'square', source: 'estimate' })}
    </div>
  ),
  play: async ({ canvasElement, step }) => {
    await step('Each face scan shows its own step.', async () => {
      const scans = canvasElement.querySelectorAll('[data-slot="face-scan"]');
      await expect([...scans].map((scan) => scan.getAttribute('data-status'))).toEqual([
        'start',
        'requesting',
        'camera',
        'manual',
        'result',
      ]);
    });
    await step('The Italian guides draw the outline.', async () => {
      await expect(canvasElement.querySelectorAll('[data-slot="face-scan-outline"] line')).toHaveLength(3);
    });
    await step('The Czech square face suits five frame shapes.', async () => {
      const result = canvasElement.querySelector<HTMLElement>('[data-slot="face-scan-result"]')!;
      await expect(within(result).getAllByRole('link')).toHaveLength(6);
    });
  },
};

/** The shop each language's story plays in. */
const shopOf = { de: 'de-de', fr: 'fr-ch', it: 'it-it', pl: 'pl-pl', cs: 'cs-cz' } as const satisfies Record<
  Language,
  ShopCode
>;

// Valid fixtures must never be reported.
const onFixtureError = fn();

function renderFixture(language: Language, preview = false) {
  return () => (
    <BlockTextsProvider locale={getShopByCode(shopOf[language]).locale}>
      <BlockDataProvider shop={getShopByCode(shopOf[language])}>
        <BlockRenderer blok={faceScanFixtures[language]} preview={preview} onBlockError={onFixtureError} />
      </BlockDataProvider>
    </BlockTextsProvider>
  );
}

/** German draft content in preview, chosen by hand. */
export const German: Story = {
  render: renderFixture('de', true),
  play: async ({ canvas, canvasElement, step }) => {
    await step('In preview the block carries the visual editor’s attributes.', async () => {
      await expect(canvasElement.querySelector('[data-slot="face-scan"]')).toHaveAttribute(
        'data-blok-uid',
        '531822988-2b7f4c1a-9e3d-4a6b-8c5f-1d2e3f4a5b6c',
      );
    });
    await step('Choosing by hand: a heart-shaped face.', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Gesichtsform selbst wählen' }));
      await userEvent.click(canvas.getByRole('radio', { name: 'Herzförmig' }));
      await userEvent.click(canvas.getByRole('button', { name: 'Passende Fassungen zeigen' }));
      await expect(canvas.getByRole('heading', { name: 'Ihre Gesichtsform: Herzförmig' })).toHaveFocus();
      await expect(canvas.getByRole('link', { name: 'Alle passenden Brillen ansehen' })).toHaveAttribute(
        'href',
        '/brillen/brillenfassungen/?filters[faceShape]=heart',
      );
    });
    await step('Nothing is reported.', async () => {
      await expect(onFixtureError).not.toHaveBeenCalled();
    });
  },
};

/** Choosing by hand by keyboard alone, in the shop's language. */
function manualByKeyboard({
  chooseManually,
  heading,
  arrowPresses,
  confirm,
  result,
  link,
}: {
  chooseManually: string;
  heading: string;
  arrowPresses: number;
  confirm: string;
  result: string;
  link: { name: string; href: string };
}): Story['play'] {
  return async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('Tab to choosing by hand and press Enter.', async () => {
      await userEvent.tab();
      await userEvent.tab();
      await expect(canvas.getByRole('button', { name: chooseManually })).toHaveFocus();
      await userEvent.keyboard('{Enter}');
      await expect(canvas.getByRole('heading', { name: heading })).toHaveFocus();
    });
    await step('Tab into the shapes, choose with the arrows, confirm with Enter.', async () => {
      await userEvent.tab();
      await userEvent.keyboard(' ');
      for (let count = 0; count < arrowPresses; count += 1)
        await userEvent.keyboard('{ArrowDown>}{/ArrowDown}');
      await userEvent.tab();
      await expect(canvas.getByRole('button', { name: confirm })).toHaveFocus();
      await userEvent.keyboard('{Enter}');
    });
    await step('The result names the shape and links to the listing.', async () => {
      await expect(canvas.getByRole('heading', { name: result })).toHaveFocus();
      await expect(canvas.getByRole('link', { name: link.name })).toHaveAttribute('href', link.href);
    });
  };
}

export const French: Story = {
  render: renderFixture('fr'),
  decorators: [inLanguage('fr')],
  play: manualByKeyboard({
    chooseManually: 'Choisir moi-même la forme du visage',
    heading: 'Quelle est la forme de votre visage\u00a0?',
    arrowPresses: 2,
    confirm: 'Voir les montures adaptées',
    result: 'Forme de votre visage\u00a0: Carré',
    link: { name: 'Aviateur', href: '/lunettes/montures/?filters[frameShape]=aviator' },
  }),
};

export const Polish: Story = {
  render: renderFixture('pl'),
  decorators: [inLanguage('pl')],
  play: manualByKeyboard({
    chooseManually: 'Wybierz kształt twarzy samodzielnie',
    heading: 'Jaki kształt ma Twoja twarz?',
    arrowPresses: 4,
    confirm: 'Pokaż pasujące oprawki',
    result: 'Kształt Twojej twarzy: Podłużna',
    link: { name: 'Zobacz wszystkie pasujące okulary', href: '/okulary/oprawki/?filters[faceShape]=long' },
  }),
};

export const Czech: Story = {
  render: renderFixture('cs'),
  decorators: [inLanguage('cs')],
  play: manualByKeyboard({
    chooseManually: 'Vybrat tvar obličeje ručně',
    heading: 'Jaký tvar má váš obličej?',
    arrowPresses: 5,
    confirm: 'Zobrazit vhodné obroučky',
    result: 'Tvar vašeho obličeje: Diamantový',
    link: { name: 'Kočičí oči', href: '/bryle/slunecni-bryle/?filters[frameShape]=cat_eye' },
  }),
};
