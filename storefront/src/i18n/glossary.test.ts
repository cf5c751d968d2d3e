import { describe, expect, it } from 'vitest';
import { glossary, glossaryLanguages, swissGermanAvoid, type GlossaryLanguage } from './glossary.ts';
import { shopTexts, textSources, type ShopText, type TextSource } from './shop-texts.ts';

/*
 * Every text of the shop says the glossary's terms in its language's register: no calque, no second
 * word for the same thing, no "Lei" in the Italian shop that says "tu". A finding names the text
 * (file and line or message key), the wrong form and what to write instead.
 */

const letter = /[\p{L}\p{N}]/u;

/** A variant as a whole-word pattern: `*` is an inflected ending, case matters only for the register. */
function pattern(variant: string, caseSensitive: boolean): RegExp {
  const body = variant.replace(/[.*+?^${}()|[\]\\]/g, (char) => (char === '*' ? '\\p{L}*' : `\\${char}`));
  const start = letter.test(variant.at(0) ?? '') ? '(?<![\\p{L}\\p{N}])' : '';
  const end = letter.test(variant.replace(/\*$/, 'a').at(-1) ?? '') ? '(?![\\p{L}\\p{N}])' : '';
  return new RegExp(`${start}${body}${end}`, caseSensitive ? 'gu' : 'giu');
}

interface Check {
  says: string;
  pattern: RegExp;
}

const checks = Object.fromEntries(
  glossaryLanguages.map((language) => {
    const { register, terms } = glossary[language];
    const list: Check[] = [
      ...register.avoid.map((variant) => ({
        says: `${register.form} register (${register.pronouns}), not "${variant}"`,
        pattern: pattern(variant, true),
      })),
      ...terms.flatMap(({ concept, preferred, avoid }) =>
        avoid.map((variant) => ({
          says: `${concept}: "${preferred}", not "${variant}"`,
          pattern: pattern(variant, false),
        })),
      ),
    ];
    return [language, list];
  }),
) as Record<GlossaryLanguage, Check[]>;

function findings(texts: readonly ShopText[]): string[] {
  return texts.flatMap(({ language, swiss, where, text }) => [
    ...checks[language]
      .filter((check) => text.match(check.pattern) !== null)
      .map((check) => `${where} [${language}] ${check.says}: ${text}`),
    ...(swiss
      ? swissGermanAvoid
          .filter((variant) => text.includes(variant))
          .map((variant) => `${where} [de-CH] Swiss German writes ss, not "${variant}": ${text}`)
      : []),
  ]);
}

const sources = Object.keys(textSources) as TextSource[];
const textsOf = new Map(sources.map((source) => [source, shopTexts(source)]));

describe('the glossary', () => {
  it.each(glossaryLanguages)('%s: no preferred term is one of the variants it avoids', (language) => {
    const preferred = glossary[language].terms.map(({ preferred }) => preferred);
    expect(
      preferred.flatMap((text) => findings([{ language, swiss: false, where: 'glossary', text }])),
    ).toEqual([]);
  });

  it.each(glossaryLanguages)('%s: every avoided variant is recognised in a sentence', (language) => {
    for (const { avoid } of glossary[language].terms) {
      for (const variant of avoid) {
        const text = `Xx ${variant.replaceAll('*', 'a')} xx.`;
        expect(findings([{ language, swiss: false, where: 'example', text }]), variant).not.toEqual([]);
      }
    }
  });
});

describe.each(sources)('texts of the %s', (source) => {
  it('are found in every language', () => {
    const texts = textsOf.get(source) ?? [];
    expect(new Set(texts.map(({ language }) => language))).toEqual(new Set(glossaryLanguages));
  });

  it.each(glossaryLanguages)('%s says the glossary terms in its register', (language) => {
    const texts = (textsOf.get(source) ?? []).filter((text) => text.language === language);
    expect(findings(texts)).toEqual([]);
  });
});
