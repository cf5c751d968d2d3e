import { describe, expect, it } from 'vitest';
import { videoEmbedDraftFixture, videoEmbedFixtures } from './video-embed.fixtures.ts';
import { VideoEmbedContentSchema } from './video-embed.schema.ts';

const poster = {
  id: 1,
  filename: 'https://a.storyblok.com/f/287411/3840x2160/ab12cd34ef/kontaktlinsen.jpg',
  alt: 'Linse',
  fieldtype: 'asset',
};

/** The smallest valid embed as the CMS sends it, to vary one field at a time. */
const minimal = {
  _uid: 'v1',
  component: 'video_embed',
  url: 'https://www.youtube.com/watch?v=k3Xy9TqL2mA',
  title: 'Kontaktlinsen richtig einsetzen',
};

describe('§2 content blocks: video embed content from the CMS', () => {
  it('parses the pasted address into the video, with its title', () => {
    expect(VideoEmbedContentSchema.parse(minimal)).toEqual({
      video: { provider: 'youtube', id: 'k3Xy9TqL2mA' },
      title: 'Kontaktlinsen richtig einsetzen',
    });
  });

  it('parses a Storyblok poster through the image service at 1x and 2x (§9)', () => {
    const asset = poster.filename;
    expect(VideoEmbedContentSchema.parse({ ...minimal, image: poster }).poster).toEqual({
      src: `${asset}/m/1200x675/filters:quality(75):format(webp)`,
      srcSet: `${asset}/m/1200x675/filters:quality(75):format(webp) 1x, ${asset}/m/2400x1350/filters:quality(75):format(webp) 2x`,
      alt: 'Linse',
      width: 1200,
      height: 675,
    });
  });

  it.for([
    { name: 'no image field', fields: {} },
    {
      name: 'an empty image asset, as Storyblok sends an unfilled field',
      fields: { image: { id: null, filename: '', alt: null } },
    },
  ])('leaves the poster out for $name', ({ fields }) => {
    expect(VideoEmbedContentSchema.parse({ ...minimal, ...fields })).not.toHaveProperty('poster');
  });

  it.for([
    { name: 'a missing address', fields: { url: undefined }, paths: ['url'] },
    {
      name: 'a video of another host',
      fields: { url: 'https://www.dailymotion.com/video/x8p3k2l' },
      paths: ['url'],
    },
    {
      name: 'a channel instead of a video',
      fields: { url: 'https://www.youtube.com/@lumenoptik' },
      paths: ['url'],
    },
    { name: 'a missing title', fields: { title: undefined }, paths: ['title'] },
    { name: 'a blank title', fields: { title: '  ' }, paths: ['title'] },
    {
      name: 'a poster from a script address',
      fields: { image: { filename: 'javascript:alert(1)' } },
      paths: ['image.filename'],
    },
  ])('names the failing field for $name', ({ fields, paths }) => {
    const result = VideoEmbedContentSchema.safeParse({ ...minimal, ...fields });
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toEqual(paths);
  });

  it('names every failing field of an unfinished draft at once', () => {
    const result = VideoEmbedContentSchema.safeParse(videoEmbedDraftFixture);
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['url', 'title']);
  });

  it.for(Object.entries(videoEmbedFixtures))('the %s fixture is valid content', ([, blok]) => {
    expect(VideoEmbedContentSchema.safeParse(blok).success).toBe(true);
  });
});
