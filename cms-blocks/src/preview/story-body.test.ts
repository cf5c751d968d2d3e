import { describe, expect, it } from 'vitest';
import { heroFixtures } from '../hero/hero.fixtures.ts';
import { readStoryBody } from './story-body.ts';

const body = [heroFixtures.de, heroFixtures.fr];
const page = { _uid: 'p1', component: 'content_page', title: 'Startseite', body };

describe('§3 CMS story content: the blocks the live preview renders', () => {
  it.for([
    ['a story body', body],
    ['a page’s content', page],
    ['a story, as the visual editor’s bridge sends it', { id: 531822961, name: 'Startseite', content: page }],
    ['a story body as JSON text', JSON.stringify(body)],
    ['a page’s content as JSON text', JSON.stringify(page, null, 2)],
  ] as const)('reads %s', ([, content]) => {
    expect(readStoryBody(content)).toEqual({ ok: true, body });
  });

  it('reads an empty page', () => {
    expect(readStoryBody({ component: 'content_page', body: [] })).toEqual({ ok: true, body: [] });
  });

  it.for([
    { name: 'text that is not JSON', content: '{"body": [', paths: ['(json)'], message: /^Not valid JSON: / },
    { name: 'JSON without a body', content: '{"component": "content_page"}', paths: ['(content)'] },
    { name: 'a block where the body should be', content: heroFixtures.de, paths: ['(content)'] },
    { name: 'nothing at all', content: undefined, paths: ['(content)'] },
    { name: 'a body that is no list', content: { body: 'hero' }, paths: ['body'] },
    {
      name: 'a body entry without a component',
      content: { body: [heroFixtures.de, { _uid: 'x1', headline: 'Ohne Komponente' }] },
      paths: ['body.1.component'],
    },
    { name: 'a null in the body', content: [heroFixtures.de, null], paths: ['body.1'] },
    {
      name: 'a story whose body entry has no uid',
      content: { content: { body: [{ component: 'hero' }] } },
      paths: ['content.body.0._uid'],
    },
  ])('names where $name is wrong', ({ content, paths, message }) => {
    const reading = readStoryBody(content);
    expect(reading.ok).toBe(false);
    if (reading.ok || reading.error.kind !== 'not-a-block') throw new Error('expected a not-a-block error');
    expect(reading.error.issues.map((issue) => issue.path)).toEqual(paths);
    if (message) expect(reading.error.issues[0]?.message).toMatch(message);
  });
});
