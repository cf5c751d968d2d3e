import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { imageHashes, storyImageBaseUrl } from './product-image.fixtures.ts';
import { ProductImage } from './product-image.tsx';

const novaBase = storyImageBaseUrl({ frame: '#6b3e26', background: 'white' });

const meta = {
  title: 'Design system/ProductImage',
  component: ProductImage,
  args: {
    hash: imageHashes.novaFront,
    alt: 'Nova Rund – Acetat, Havanna, von vorne',
    width: 320,
    background: 'white',
    fit: 'contain',
    baseUrl: novaBase,
  },
  argTypes: {
    background: { control: 'inline-radio', options: ['white', 'grey', 'transparent'] },
    fit: { control: 'inline-radio', options: ['contain', 'cover'] },
    format: { control: 'select', options: ['webp', 'avif', 'jpg', 'png'] },
    baseUrl: { control: false },
  },
} satisfies Meta<typeof ProductImage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

const backgrounds = ['white', 'grey', 'transparent'] as const;

/**
 * Every background with its brightness, both fits, a model photograph and the two small preset sizes
 * (subscription shot, basket line): the screenshot target.
 */
export const Matrix: Story = {
  parameters: { layout: 'padded' },
  render: (args) => (
    <div className="flex flex-col gap-8 text-sm">
      <div className="grid grid-cols-2 gap-4 sm:grid-cols-4">
        {backgrounds.map((background) => (
          <figure key={background} className="flex flex-col gap-2">
            <ProductImage
              {...args}
              width={320}
              background={background}
              baseUrl={storyImageBaseUrl({ frame: '#6b3e26', background })}
              alt={`Nova Rund – Acetat, Havanna (${background})`}
              className="w-full"
            />
            <figcaption className="text-foreground-muted">{background}</figcaption>
          </figure>
        ))}
        <figure className="flex flex-col gap-2">
          <ProductImage
            {...args}
            hash={imageHashes.novaModel}
            width={320}
            background={null}
            fit="cover"
            baseUrl={storyImageBaseUrl({ frame: '#6b3e26', view: 'model' })}
            alt="Nova Rund – Acetat, Havanna, getragen"
            className="w-full"
          />
          <figcaption className="text-foreground-muted">model, cover</figcaption>
        </figure>
      </div>
      <div className="flex flex-wrap items-end gap-4">
        <figure className="flex flex-col gap-2">
          <ProductImage
            {...args}
            hash={imageHashes.velaFront}
            width={224}
            background="grey"
            baseUrl={storyImageBaseUrl({ frame: '#1b1b1b', lens: '#2d3a2e', background: 'grey' })}
            alt="Okulary przeciwsłoneczne Vela – Octan, Czarny"
          />
          <figcaption className="text-foreground-muted">224 × 299, contain</figcaption>
        </figure>
        <figure className="flex flex-col gap-2">
          <ProductImage
            {...args}
            hash={imageHashes.orbitFront}
            width={160}
            baseUrl={storyImageBaseUrl({ frame: '#4a4f55', shape: 'square' })}
            alt="Brýle Orbit Panto – Titan, Grafit"
          />
          <figcaption className="text-foreground-muted">160 × 214</figcaption>
        </figure>
      </div>
    </div>
  ),
};

export const SrcsetAtBothDensities: Story = {
  play: async ({ args, canvasElement, step }) => {
    const image = within(canvasElement).getByRole('img', { name: args.alt });
    const srcset = image.getAttribute('srcset') ?? '';
    const candidates = srcset.split(', ');
    await step('The srcset offers the §9 densities 1x and 2x, in that order.', async () => {
      await expect(candidates).toHaveLength(2);
      await expect(candidates[0]).toMatch(/ 1x$/);
      await expect(candidates[1]).toMatch(/ 2x$/);
    });
    await step(
      'The 1x URL asks for 320 × 427 (3:4), the 2x URL for twice that, both webp at quality 75 on white.',
      async () => {
        await expect(candidates[0]).toContain(
          `/${imageHashes.novaFront}?width=320&height=427&quality=75&bg=white&format=webp 1x`,
        );
        await expect(candidates[1]).toContain(
          `/${imageHashes.novaFront}?width=640&height=854&quality=75&bg=white&format=webp 2x`,
        );
        await expect(candidates[0]?.startsWith(args.baseUrl ?? '')).toBe(true);
      },
    );
    await step('The src is the 1x URL, for browsers without srcset.', async () => {
      await expect(`${image.getAttribute('src')} 1x`).toBe(candidates[0]);
    });
    await step('Width and height are set, so the box has its shape before the file arrives.', async () => {
      await expect(image).toHaveAttribute('width', '320');
      await expect(image).toHaveAttribute('height', '427');
      const box = image.getBoundingClientRect();
      await expect(box.width).toBe(320);
      await expect(Math.round(box.height)).toBe(427);
    });
    await step('It loads lazily and decodes off the main thread.', async () => {
      await expect(image).toHaveAttribute('loading', 'lazy');
      await expect(image).toHaveAttribute('decoding', 'async');
    });
  },
};

export const OtherFormat: Story = {
  args: {
    hash: imageHashes.lyraFront,
    alt: 'Lyra Pantos – Titane, Or rose',
    width: 160,
    format: 'avif',
    background: 'grey',
    loading: 'eager',
    baseUrl: storyImageBaseUrl({ frame: '#b76e79', background: 'grey', shape: 'square' }),
  },
  play: async ({ args, canvasElement, step }) => {
    const image = within(canvasElement).getByRole('img', { name: args.alt });
    if (!(image instanceof HTMLImageElement)) throw new Error('The image is no <img>');
    await step('A format other than webp travels in both URLs, at the basket line’s size.', async () => {
      const srcset = image.getAttribute('srcset') ?? '';
      await expect(srcset).toContain('?width=160&height=214&quality=75&bg=grey&format=avif 1x');
      await expect(srcset).toContain('?width=320&height=428&quality=75&bg=grey&format=avif 2x');
      await expect(image).toHaveAttribute('height', '214');
    });
    await step('The box has the requested size once the file is there.', async () => {
      await waitFor(() => expect(image.naturalWidth).toBeGreaterThan(0));
      const box = image.getBoundingClientRect();
      await expect(box.width).toBe(160);
      await expect(Math.round(box.height)).toBe(214);
    });
    await step('An image above the fold can load eagerly.', async () => {
      await expect(image).toHaveAttribute('loading', 'eager');
    });
  },
};

export const BrightnessPerBackground: Story = {
  render: (args) => (
    <div className="flex gap-4">
      {backgrounds.map((background) => (
        <ProductImage
          key={background}
          {...args}
          width={160}
          background={background}
          baseUrl={storyImageBaseUrl({ frame: '#6b3e26', background })}
          alt={`Nova Rund (${background})`}
        />
      ))}
    </div>
  ),
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const style = (background: string) =>
      getComputedStyle(canvas.getByRole('img', { name: `Nova Rund (${background})` }));
    await step('§9: a white photograph is dimmed to 0.96 over the white the endpoint paints.', async () => {
      await expect(style('white').filter).toBe('brightness(0.96)');
      await expect(style('white').backgroundColor).toBe('rgb(255, 255, 255)');
    });
    await step('§9: a grey photograph is brightened to 1.06 over the endpoint’s grey.', async () => {
      await expect(style('grey').filter).toBe('brightness(1.06)');
      await expect(style('grey').backgroundColor).toBe('rgb(231, 231, 231)');
    });
    await step('A transparent photograph keeps brightness 1 and sits on the muted surface.', async () => {
      await expect(style('transparent').filter).toBe('none');
      await expect(style('transparent').backgroundColor).toBe('rgb(245, 243, 239)');
      await expect(
        canvas.getByRole('img', { name: 'Nova Rund (transparent)' }).getAttribute('srcset'),
      ).toContain('bg=transparent');
    });
  },
};

export const NarrowContainer: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  parameters: { layout: 'fullscreen' },
  args: { width: 800 },
  render: (args) => (
    <div className="p-4">
      <ProductImage {...args} />
    </div>
  ),
  play: async ({ args, canvasElement, step }) => {
    const image = within(canvasElement).getByRole('img', { name: args.alt });
    await step('At 375 px an image wider than its container shrinks and keeps its 3:4 shape.', async () => {
      const box = image.getBoundingClientRect();
      await expect(box.width).toBeLessThanOrEqual(375 - 32);
      await expect(Math.abs(box.height / box.width - 4 / 3)).toBeLessThan(0.01);
    });
  },
};
