import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { storyFacePicture, storyFrame, storyPupils } from './try-on-stage.fixtures.ts';
import { TryOnStage, type TryOnPlacement } from './try-on-stage.tsx';

const pictureSize = { width: 640, height: 480 };
const { right, left } = storyPupils;

/** A 140 mm frame on a face whose irises make 0.7 mm of a pixel: 200 px, centred between the pupils. */
const onTheEyes: TryOnPlacement = {
  x: (right.x + left.x) / 2,
  y: right.y,
  width: 200,
  rotationRadians: 0,
  turnScale: 1,
};

const meta = {
  title: 'Design system/TryOnStage',
  component: TryOnStage,
  parameters: { layout: 'padded' },
  args: {
    label: 'Ihr Bild mit der Fassung Nova Rund',
    pictureSize,
    picture: <img src={storyFacePicture} alt="" width={640} height={480} />,
    frame: { ...storyFrame, placement: onTheEyes },
    className: 'max-w-xl',
  },
} satisfies Meta<typeof TryOnStage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Where the frame's centre and width land in the stage, as fractions of the stage's box. */
function frameInStage(canvas: HTMLElement) {
  const stage = canvas.querySelector('[data-slot="try-on-stage"]')?.getBoundingClientRect();
  const frame = canvas.querySelector('[data-slot="try-on-frame"]')?.getBoundingClientRect();
  if (!stage || !frame) throw new Error('stage or frame missing');
  return {
    x: (frame.left + frame.width / 2 - stage.left) / stage.width,
    y: (frame.top + frame.height / 2 - stage.top) / stage.height,
    width: frame.width / stage.width,
  };
}

/** The frame sits between the pupils, as wide as the placement says, at any size of the stage. */
export const OnTheEyes: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('img', { name: 'Ihr Bild mit der Fassung Nova Rund' })).toBeVisible();
    const placed = frameInStage(canvasElement);
    await expect(placed.x).toBeCloseTo(onTheEyes.x / pictureSize.width, 2);
    await expect(placed.y).toBeCloseTo(onTheEyes.y / pictureSize.height, 2);
    await expect(placed.width).toBeCloseTo(onTheEyes.width / pictureSize.width, 2);
  },
};

/** A tilted head tilts the frame; a turned head narrows it. */
export const TiltedAndTurned: Story = {
  args: {
    frame: { ...storyFrame, placement: { ...onTheEyes, rotationRadians: Math.PI / 18, turnScale: 0.8 } },
  },
  play: async ({ canvasElement }) => {
    const frame = canvasElement.querySelector<HTMLElement>('[data-slot="try-on-frame"]');
    await expect(frame?.style.transform).toContain('rotate(0.17453');
    await expect(frame?.style.transform).toContain('scaleX(0.8)');
  },
};

/** A selfie camera is mirrored as a mirror would be: picture and frame together. */
export const Mirrored: Story = {
  args: {
    mirrored: true,
    frame: { ...storyFrame, placement: { ...onTheEyes, x: 250 } },
  },
  play: async ({ canvasElement }) => {
    // 250 px from the picture's left is 390 px from the mirrored stage's left.
    await expect(frameInStage(canvasElement).x).toBeCloseTo(390 / pictureSize.width, 2);
  },
};

/** Before a face is found: no frame, and the stage says what it is doing. */
export const LookingForAFace: Story = {
  args: { frame: undefined, status: 'Gesicht wird gesucht … Bitte schauen Sie in die Kamera.' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByText(/Gesicht wird gesucht/)).toBeVisible());
    await expect(canvasElement.querySelector('[data-slot="try-on-frame"]')).toBeNull();
  },
};

/** The edges of a card the shopper marks, as lines over the picture. */
export const CardEdges: Story = {
  args: { guides: [200, 440] },
  play: async ({ canvasElement }) => {
    const stage = canvasElement.querySelector('[data-slot="try-on-stage"]')?.getBoundingClientRect();
    const lines = [...canvasElement.querySelectorAll('[data-slot="try-on-guide"]')].map((line) =>
      line.getBoundingClientRect(),
    );
    await expect(lines).toHaveLength(2);
    if (!stage) throw new Error('stage missing');
    await expect((lines[0]!.left + lines[0]!.width / 2 - stage.left) / stage.width).toBeCloseTo(200 / 640, 2);
    await expect((lines[1]!.left + lines[1]!.width / 2 - stage.left) / stage.width).toBeCloseTo(440 / 640, 2);
  },
};
