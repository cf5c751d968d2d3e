import type { Meta, StoryObj } from '@storybook/react-vite';
import { FaceShapeIcon, faceShapeKeys, type FaceShape } from './face-shape-icon.tsx';
import { expectDecorativeIcon, expectNamedIcon, iconSetGalleryStory } from './icon-set-gallery.tsx';

/** The German labels of the face shapes a frame suits. */
const germanLabels = {
  oval: 'Oval',
  round: 'Rund',
  square: 'Eckig',
  heart: 'Herzförmig',
  long: 'Länglich',
  diamond: 'Rautenförmig',
} satisfies Record<FaceShape, string>;

const meta = {
  title: 'Design system/Icon sets/Face shapes',
  component: FaceShapeIcon,
  args: { shape: 'heart', size: 'xl', title: 'Herzförmig' },
  argTypes: {
    shape: { control: 'select', options: faceShapeKeys },
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg', 'xl'] },
  },
} satisfies Meta<typeof FaceShapeIcon>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Every face shape with its key and German label, at 48 and 24 px: the gallery and screenshot target. */
export const Matrix: Story = iconSetGalleryStory({
  heading: 'Gesichtsformen',
  keys: faceShapeKeys,
  labels: germanLabels,
  icon: (shape, size) => <FaceShapeIcon shape={shape} size={size} />,
});

/** With a title the icon is an image with a name, here in Italian. */
export const Named: Story = {
  args: { shape: 'diamond', title: 'A diamante' },
  play: expectNamedIcon('diamond'),
};

/** Without a title the icon is decorative: the visible text beside it names it. */
export const Decorative: Story = {
  args: { title: undefined, size: 'md' },
  render: (args) => (
    <p className="flex items-center gap-2 text-accent">
      <FaceShapeIcon {...args} />
      <span>Für herzförmige Gesichter</span>
    </p>
  ),
  play: expectDecorativeIcon('face-shape-icon'),
};
