import { describe, expect, it } from 'vitest';
import { parseSearch } from '../../routing/search-params.ts';
import { EditorPreviewSearchSchema, editorPreviewOf } from './editor-preview.ts';

const token = 'f3a1c2d4e5b6a7980f1e2d3c4b5a69788796a5b4';
const proof = { spaceId: '310427', timestamp: '1751032200', token };

/** The proof read from an address's query, as the routes' `validateSearch` and `loaderDeps` read it. */
const proofOf = (query: string) => editorPreviewOf(EditorPreviewSearchSchema.parse(parseSearch(query)));

describe('§6 visual-editor mode: the editor’s proof in a page’s address', () => {
  it.each([
    [
      'the visual editor’s address',
      `?_storyblok=531822961&_storyblok_c=content_page&_storyblok_version=&_storyblok_lang=default&_storyblok_release=0&_storyblok_tk[space_id]=310427&_storyblok_tk[timestamp]=1751032200&_storyblok_tk[token]=${token}`,
    ],
    [
      'brackets percent-encoded',
      `?_storyblok_tk%5Bspace_id%5D=310427&_storyblok_tk%5Btimestamp%5D=1751032200&_storyblok_tk%5Btoken%5D=${token}`,
    ],
    [
      'the parts in another order, beside other parameters',
      `?_storyblok_tk[token]=${token}&utm_source=x&_storyblok_tk[timestamp]=1751032200&_storyblok_tk[space_id]=310427`,
    ],
    [
      'a part given twice: the first counts',
      `?_storyblok_tk[space_id]=310427&_storyblok_tk[space_id]=1&_storyblok_tk[timestamp]=1751032200&_storyblok_tk[token]=${token}`,
    ],
  ])('reads it from %s', (_case, query) => {
    expect(proofOf(query)).toEqual(proof);
  });

  it.each([
    ['no query at all', ''],
    ['the story id only', '?_storyblok=531822961'],
    ['no token', '?_storyblok_tk[space_id]=310427&_storyblok_tk[timestamp]=1751032200'],
    ['no timestamp', `?_storyblok_tk[space_id]=310427&_storyblok_tk[token]=${token}`],
    ['no space id', `?_storyblok_tk[timestamp]=1751032200&_storyblok_tk[token]=${token}`],
    [
      'an empty token',
      '?_storyblok_tk[space_id]=310427&_storyblok_tk[timestamp]=1751032200&_storyblok_tk[token]=',
    ],
    [
      'a token that is not 40 hex digits',
      `?_storyblok_tk[space_id]=310427&_storyblok_tk[timestamp]=1751032200&_storyblok_tk[token]=${token}0`,
    ],
    [
      'a token in capitals (SHA-1 hex is lowercase)',
      `?_storyblok_tk[space_id]=310427&_storyblok_tk[timestamp]=1751032200&_storyblok_tk[token]=${token.toUpperCase()}`,
    ],
    [
      'a timestamp that is no number',
      `?_storyblok_tk[space_id]=310427&_storyblok_tk[timestamp]=yesterday&_storyblok_tk[token]=${token}`,
    ],
    [
      'a space id that is no number',
      `?_storyblok_tk[space_id]=-1&_storyblok_tk[timestamp]=1751032200&_storyblok_tk[token]=${token}`,
    ],
    [
      'keys without brackets',
      `?_storyblok_tk.space_id=310427&_storyblok_tk.timestamp=1751032200&_storyblok_tk.token=${token}`,
    ],
  ])('finds none with %s: the page shows published content', (_case, query) => {
    expect(proofOf(query)).toBeUndefined();
  });

  it('drops a malformed part and keeps the well-formed ones, so the route’s search never fails', () => {
    const search = EditorPreviewSearchSchema.parse(
      parseSearch('?_storyblok_tk[space_id]=310427&_storyblok_tk[timestamp]=<script>&_storyblok_tk[token]=x'),
    );
    expect(search).toEqual({ '_storyblok_tk[space_id]': '310427' });
  });
});
