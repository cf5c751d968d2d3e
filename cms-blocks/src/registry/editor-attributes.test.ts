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
    ['no comment (published content)', undefined],
    ['an empty string', ''],
    ['a comment of another kind', '<!-- hero -->'],
    ['broken JSON', '<!--#storyblok#{"uid": -->'],
    ['JSON without id and uid', '<!--#storyblok#{"name": "hero"}-->'],
  ] as const)('gives no attributes for %s', ([, editable]) => {
    expect(editorAttributes(editable)).toEqual({});
  });
});
