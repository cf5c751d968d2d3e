import { describe, expect, it } from 'vitest';
import { editorAttributes } from './editor-attributes.ts';

describe('§3 CMS story _editable: visual editor attributes', () => {
  it('reads the editor comment of a draft block', () => {
    const options = { name: 'hero', space: '287411', uid: '6f0d2c1e', id: '531822961' };
    expect(editorAttributes(`<!--#storyblok#${JSON.stringify(options)}-->`)).toEqual({
      'data-blok-c': JSON.stringify(options),
      'data-blok-uid': '531822961-6f0d2c1e',
    });
  });

  it.for([
    [
      'the content API’s comment, with spaces in its JSON',
      '<!--#storyblok#{"name": "hero_teaser", "space": "1", "uid": "1ce36dc0", "id": 4711}-->',
      {
        'data-blok-c': '{"name":"hero_teaser","space":"1","uid":"1ce36dc0","id":4711}',
        'data-blok-uid': '4711-1ce36dc0',
      },
    ],
    [
      'a comment with a line break around it',
      '\n<!--#storyblok#{"uid":"u1","id":"7"}-->\n',
      { 'data-blok-c': '{"uid":"u1","id":"7"}', 'data-blok-uid': '7-u1' },
    ],
  ] as const)('reads %s', ([, editable, attributes]) => {
    expect(editorAttributes(editable)).toEqual(attributes);
  });

  it.for([
    ['no comment (published content)', undefined],
    ['an empty string', ''],
    ['a comment of another kind', '<!-- hero -->'],
    ['broken JSON', '<!--#storyblok#{"uid": -->'],
    ['JSON without id and uid', '<!--#storyblok#{"name": "hero"}-->'],
    ['an empty uid', '<!--#storyblok#{"uid": "", "id": "1"}-->'],
    ['JSON that is not an object', '<!--#storyblok#"hero"-->'],
    ['null', '<!--#storyblok#null-->'],
  ] as const)('gives no attributes for %s', ([, editable]) => {
    expect(editorAttributes(editable)).toEqual({});
  });
});
