import { describe, expect, it } from 'vitest';
import { highlight } from './highlight.ts';

describe('typeahead highlighting', () => {
  it.each([
    ['Ray-Ban', ['ray'], '<em>Ray</em>-Ban'],
    ['Ray-Ban', ['ray', 'ban'], '<em>Ray</em>-<em>Ban</em>'],
    ['Sonnenbrillen', ['sonn'], '<em>Sonn</em>enbrillen'],
    ['Hörgeräte', ['horg'], '<em>Hörg</em>eräte'],
    ['Hörgeräte', ['ho'], '<em>Hö</em>rgeräte'],
    ['Größe 312', ['gros'], '<em>Größ</em>e 312'],
    ['Größe 312', ['grosse', '312'], '<em>Größe</em> <em>312</em>'],
    ['Sluneční brýle', ['slunecni'], '<em>Sluneční</em> brýle'],
    ['RB3025 Aviator Classic', ['aviater'], 'RB3025 <em>Aviator</em> Classic'],
    ['Marc O’Polo <Edition> & Co', ['polo'], 'Marc O’<em>Polo</em> &lt;Edition&gt; &amp; Co'],
    ['Wayfarer', ['gucci'], 'Wayfarer'],
    ['Wayfarer', [], 'Wayfarer'],
  ])('%j with %j is %j', (text, words, html) => {
    expect(highlight(text, words)).toBe(html);
  });
});
