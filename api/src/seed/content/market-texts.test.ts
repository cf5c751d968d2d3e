import { languageCodes, shops } from '@lumen/domain';
import type { CountryCode, LanguageCode, ShopCode } from '@lumen/domain';
import { describe, expect, it } from 'vitest';
import { marketFacts } from './markets.ts';
import { pageContext } from './page-context.ts';
import { homeStory } from './pages/home.ts';
import { imprintStory } from './pages/legal.ts';
import { overlayNodes } from './pages/overlays.ts';
import type { StoryDefinition } from './story-definitions.ts';

const shopByCode = (code: ShopCode) => shops.find((shop) => shop.code === code)!;

/** The texts of a story as one shop shows them in one language. */
function storyText(story: StoryDefinition, code: ShopCode, language: LanguageCode): string {
  return JSON.stringify(story.content(pageContext(shopByCode(code), language, `${code}/${story.path}`)));
}

/** Every shop in German (the space's default language) and in its own. */
const shopLanguages = shops.flatMap((shop) =>
  [...new Set<LanguageCode>(['de', shop.language])].map((language) => [shop.code, language] as const),
);

const shippingOverlays = overlayNodes.filter(
  (node): node is StoryDefinition => node.kind === 'story' && node.path === 'overlays/service/versand',
);

// A carrier's name set into a sentence as is: "mit Die Post", "avec Die Post", "přes Česká pošta".
const bareCarrier = /\b(mit|avec|par|con|przez|přes) (Die Post|Österreichische Post|Česká pošta)\b/u;

describe('market facts: the carrier in a sentence', () => {
  it.each(
    (Object.keys(marketFacts) as CountryCode[]).flatMap((country) =>
      languageCodes.map((language) => [country, language, marketFacts[country].shippedBy[language]] as const),
    ),
  )('%s in %s ships "%s"', (_country, language, phrase) => {
    expect(phrase).not.toMatch(bareCarrier);
    expect(phrase).not.toMatch(/^(Die Post|Österreichische Post|Česká pošta)$/u);
    const preposition = {
      de: /^mit /,
      fr: /^par /,
      it: /^con /,
      pl: /^(kurierem|Pocztą) /,
      cs: /^prostřednictvím /,
    };
    expect(phrase).toMatch(preposition[language]);
  });

  it.each([
    ['de-at', 'de', 'mit der Österreichischen Post'],
    ['de-ch', 'de', 'mit der Schweizerischen Post'],
    ['fr-ch', 'fr', 'par La Poste Suisse'],
    ['it-ch', 'it', 'con La Posta Svizzera'],
    ['cs-cz', 'cs', 'prostřednictvím České pošty'],
    ['pl-pl', 'pl', 'kurierem InPost'],
  ] as const)('%s (%s): the homepage and the shipping overlay say "%s"', (code, language, phrase) => {
    expect(shippingOverlays.length).toBeGreaterThan(0);
    for (const story of [homeStory, ...shippingOverlays]) {
      expect(storyText(story, code, language)).toContain(phrase);
    }
  });

  it.each(shopLanguages)('%s (%s): no carrier name is spliced in bare', (code, language) => {
    for (const story of [homeStory, ...shippingOverlays]) {
      expect(storyText(story, code, language)).not.toMatch(bareCarrier);
    }
  });
});

describe('imprint: register and tax numbers as each market labels them', () => {
  it.each([
    ['de-de', 'de', ['Umsatzsteuer-Identifikationsnummer: DE318452976'], []],
    ['de-at', 'de', ['UID-Nummer: ATU73528146'], ['Umsatzsteuer-Identifikationsnummer']],
    [
      'de-ch',
      'de',
      ['Handelsregister des Kantons Zürich', 'UID: CHE-284.617.395', 'MWST-Nr.: CHE-284.617.395 MWST'],
      ['Umsatzsteuer', 'ß'],
    ],
    [
      'fr-ch',
      'fr',
      ['Registre du commerce du canton de Zurich', 'IDE : CHE-284.617.395', 'N° TVA : CHE-284.617.395 TVA'],
      ['Handelsregister', 'MWST'],
    ],
    [
      'it-ch',
      'it',
      ['Registro di commercio del Cantone di Zurigo', 'IDI: CHE-284.617.395', 'N. IVA: CHE-284.617.395 IVA'],
      ['Handelsregister', 'Partita IVA', 'MWST'],
    ],
    ['it-it', 'it', ['Partita IVA: IT11284630965'], []],
    ['pl-pl', 'pl', ['NIP UE: PL5252817346'], []],
    ['cs-cz', 'cs', ['DIČ: CZ08741256'], []],
  ] as const)('%s (%s)', (code, language, expected, forbidden) => {
    const text = storyText(imprintStory, code, language);
    for (const line of expected) expect(text).toContain(line);
    for (const wrong of forbidden) expect(text).not.toContain(wrong);
  });

  it('de-ch: the homepage and shipping overlay write ss', () => {
    for (const story of [homeStory, imprintStory, ...shippingOverlays]) {
      expect(storyText(story, 'de-ch', 'de')).not.toContain('ß');
    }
  });
});
