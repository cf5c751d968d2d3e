import { describe, expect, it } from 'vitest';
import {
  CmsBlokSchema,
  CmsLinkSchema,
  CmsSeoSchema,
  CmsStoriesAnswerSchema,
  CmsStoryAnswerSchema,
  CmsStoryContentSchema,
  CmsStorySchema,
  RobotsSchema,
  defaultRobots,
} from './cms-story.ts';
import { refusalPath } from './schema-checks.fixtures.ts';
import { storyblokStory, storyblokStoryAnswer } from './wire-samples.fixtures.ts';

const content = { _uid: 'c1', component: 'page' };

describe('§3 CMS story SEO: robots defaults to "index, follow"', () => {
  it('names the default of §3/§9', () => {
    expect(defaultRobots).toBe('index, follow');
  });

  it.each([
    [undefined, 'index, follow'],
    ['', 'index, follow'],
    ['   ', 'index, follow'],
    ['noindex, nofollow', 'noindex, nofollow'],
    ['noindex', 'noindex'],
  ])('robots %j reads as %j', (robots, expected) => {
    expect(RobotsSchema.parse(robots)).toBe(expected);
    expect(CmsStoryContentSchema.parse({ ...content, robots }).robots).toBe(expected);
  });

  it('refuses a robots value that is not a text', () => {
    expect(refusalPath(CmsStoryContentSchema, { ...content, robots: false })).toEqual(['robots']);
  });

  it('keeps the seo_metatags plugin fields', () => {
    const seo = {
      _uid: 's1',
      plugin: 'seo_metatags',
      title: 'T',
      description: 'D',
      og_title: 'OT',
      og_description: 'OD',
      og_image: 'https://a.storyblok.com/f/1/og.jpg',
      twitter_title: 'TT',
      twitter_description: 'TD',
      twitter_image: 'https://a.storyblok.com/f/1/tw.jpg',
    };
    expect(CmsSeoSchema.parse(seo)).toEqual(seo);
    expect(CmsStoryContentSchema.parse({ ...content, seo }).seo).toEqual(seo);
  });

  it.each([
    ['title'],
    ['description'],
    ['og_title'],
    ['og_description'],
    ['og_image'],
    ['twitter_title'],
    ['twitter_description'],
    ['twitter_image'],
  ])('refuses an SEO %s that is not a text', (field) => {
    expect(refusalPath(CmsSeoSchema, { [field]: 1 })).toEqual([field]);
  });
});

describe('§3 CMS content blocks (component, _uid, _editable)', () => {
  it('keeps every field of a block', () => {
    const blok = {
      _uid: 'h1',
      component: 'hero',
      _editable: '<!--#storyblok#{}-->',
      headline: 'Hi',
      items: [{ _uid: 'x', component: 'y' }],
    };
    expect(CmsBlokSchema.parse(blok)).toEqual(blok);
  });

  it.each([
    [{ component: 'hero' }, ['_uid']],
    [{ _uid: '', component: 'hero' }, ['_uid']],
    [{ _uid: 'h1' }, ['component']],
    [{ _uid: 'h1', component: '' }, ['component']],
    [{ _uid: 'h1', component: 'hero', _editable: 1 }, ['_editable']],
  ])('block %j is refused at %j', (blok, path) => {
    expect(refusalPath(CmsBlokSchema, blok)).toEqual(path);
  });
});

describe('§3/§7 CMS story and answers (Storyblok CDN API)', () => {
  it('a draft story with null path, start page and unpublished state is accepted', () => {
    const draft = {
      ...storyblokStory,
      published_at: null,
      first_published_at: null,
      path: null,
      is_startpage: true,
    };
    expect(CmsStorySchema.parse(draft).published_at).toBeNull();
  });

  it.each([
    ['no uuid', { ...storyblokStory, uuid: '' }, ['uuid']],
    ['no language', { ...storyblokStory, lang: '' }, ['lang']],
    ['no full slug', { ...storyblokStory, full_slug: undefined }, ['full_slug']],
    ['an unreadable creation time', { ...storyblokStory, created_at: '20.01.2025' }, ['created_at']],
    ['tags that are not texts', { ...storyblokStory, tag_list: [1] }, ['tag_list', 0]],
    ['a fractional position', { ...storyblokStory, position: 1.5 }, ['position']],
    [
      'an alternate without slug',
      { ...storyblokStory, alternates: [{ ...storyblokStory.alternates[0], full_slug: undefined }] },
      ['alternates', 0, 'full_slug'],
    ],
    ['content without component', { ...storyblokStory, content: { _uid: 'x' } }, ['content', 'component']],
    [
      'a translated slug without language',
      { ...storyblokStory, translated_slugs: [{ path: 'x', name: null, published: true }] },
      ['translated_slugs', 0, 'lang'],
    ],
  ])('a story with %s is refused', (_case, value, path) => {
    expect(refusalPath(CmsStorySchema, value)).toEqual(path);
  });

  it.each([
    ['no cv', { ...storyblokStoryAnswer, cv: undefined }, ['cv']],
    ['a negative cv', { ...storyblokStoryAnswer, cv: -1 }, ['cv']],
    ['no rels', { ...storyblokStoryAnswer, rels: undefined }, ['rels']],
    ['no links', { ...storyblokStoryAnswer, links: undefined }, ['links']],
    [
      'a link without uuid',
      { ...storyblokStoryAnswer, links: [{ ...storyblokStoryAnswer.links[0], uuid: '' }] },
      ['links', 0, 'uuid'],
    ],
    [
      'a broken related story',
      { ...storyblokStoryAnswer, rels: [{ ...storyblokStory, id: 0 }] },
      ['rels', 0, 'id'],
    ],
  ])('a story answer with %s is refused', (_case, value, path) => {
    expect(refusalPath(CmsStoryAnswerSchema, value)).toEqual(path);
  });

  it('a stories answer needs its list of stories', () => {
    expect(refusalPath(CmsStoriesAnswerSchema, { rels: [], links: [], cv: 1 })).toEqual(['stories']);
    expect(CmsStoriesAnswerSchema.parse({ stories: [], rels: [], links: [], cv: 0 })).toEqual({
      stories: [],
      rels: [],
      links: [],
      cv: 0,
    });
  });

  it('a link keeps the fields Storyblok adds (url, real_path...)', () => {
    const link = {
      id: 1,
      uuid: 'u',
      name: 'Impressum',
      slug: 'impressum',
      full_slug: 'de-de/impressum',
      url: 'de-de/impressum',
      real_path: '/impressum',
    };
    expect(CmsLinkSchema.parse(link)).toEqual(link);
  });
});
