import type { Meta, StoryObj } from '@storybook/react-vite';
import { FrameShapeIcon, frameShapeKeys, type FrameShape } from './frame-shape-icon.tsx';
import { expectDecorativeIcon, expectNamedIcon, iconSetGalleryStory } from './icon-set-gallery.tsx';

/** The German labels of the catalogue’s frame shapes. */
const germanLabels = {
  round: 'Rund',
  oval: 'Oval',
  rectangular: 'Rechteckig',
  square: 'Eckig',
  cat_eye: 'Cat-Eye',
  aviator: 'Pilot',
  browline: 'Browline',
  butterfly: 'Butterfly',
  hexagonal: 'Sechseckig',
  panto: 'Panto',
} satisfies Record<FrameShape, string>;

const meta = {
  title: 'Design system/Icon sets/Frame shapes',
  component: FrameShapeIcon,
  args: { shape: 'cat_eye', size: 'xl', title: 'Cat-Eye' },
  argTypes: {
    shape: { control: 'select', options: frameShapeKeys },
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg', 'xl'] },
  },
} satisfies Meta<typeof FrameShapeIcon>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Every frame shape with its key and German label, at 48 and 24 px: the gallery and screenshot target. */
export const Matrix: Story = iconSetGalleryStory({
  heading: 'Fassungsformen',
  keys: frameShapeKeys,
  labels: germanLabels,
  icon: (shape, size) => <FrameShapeIcon shape={shape} size={size} />,
});

/** With a title the icon is an image with a name, here in Polish. */
export const Named: Story = {
  args: { shape: 'aviator', title: 'Pilotki' },
  play: expectNamedIcon('aviator'),
};

/** Without a title the icon is decorative: the visible text beside it names it. */
export const Decorative: Story = {
  args: { title: undefined, size: 'md' },
  render: (args) => (
    <p className="flex items-center gap-2 text-accent">
      <FrameShapeIcon {...args} />
      <span>Cat-Eye</span>
    </p>
  ),
  play: expectDecorativeIcon('frame-shape-icon'),
};
