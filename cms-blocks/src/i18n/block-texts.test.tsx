import { getShopByCode, shops, type ShopCode } from '@lumen/domain';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { BlockTextsProvider, blockTextsOf } from './block-texts-provider.tsx';
import { blockTextsNamespace, useBlockTexts, useBlockTextsLanguage } from './block-texts.ts';
import { loadBlockMessages } from './load-block-messages.ts';

/*
 * The blocks' texts are i18next resources (namespace `cms-blocks`); that every language has every
 * key of German, with exactly its plural forms, is the storefront's messages test, which reads both
 * namespaces. Here: the hook, the plurals and the Swiss spelling.
 */

function subscriptionTexts(code: ShopCode) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <BlockTextsProvider locale={getShopByCode(code).locale}>{children}</BlockTextsProvider>
  );
  return renderHook(() => ({ t: useBlockTexts('productSubscription'), language: useBlockTextsLanguage() }), {
    wrapper,
  }).result.current;
}

describe('UI texts in the shop’s language', () => {
  it.for([
    ['de-de', 'de', 'Packungsgröße', 'Alle 3 Monate'],
    // Swiss German writes ss for ß: de-CH.json says so, no rewriting at run time.
    ['de-ch', 'de', 'Packungsgrösse', 'Alle 3 Monate'],
    ['fr-ch', 'fr', 'Conditionnement', 'Tous les 3 mois'],
    ['it-it', 'it', 'Confezione', 'Ogni 3 mesi'],
    ['pl-pl', 'pl', 'Opakowanie', 'Co 3 miesiące'],
    ['cs-cz', 'cs', 'Balení', 'Každé 3 měsíce'],
  ] as const)('%s: %s, %s, %s', ([code, language, pack, quarterly]) => {
    const { t, language: textLanguage } = subscriptionTexts(code);
    expect(textLanguage).toBe(language);
    expect(t('packLabel')).toBe(pack);
    expect(t('interval', { count: 3 })).toBe(quarterly);
  });

  it.for([
    ['pl', 1, 'Co miesiąc'],
    ['pl', 6, 'Co 6 miesięcy'],
    ['pl', 22, 'Co 22 miesiące'],
    ['cs', 1, 'Každý měsíc'],
    ['cs', 6, 'Každých 6 měsíců'],
    ['de', 1, 'Jeden Monat'],
    ['fr', 12, 'Tous les 12 mois'],
  ] as const)('%s: every %i months reads %s (i18next plural forms)', ([language, months, text]) => {
    expect(blockTextsOf(language, 'productSubscription')('interval', { count: months })).toBe(text);
  });

  it.for([
    ['de', 1, '+1 Farbe'],
    ['de', 4, '+4 Farben'],
    ['pl', 2, '+2 kolory'],
    ['pl', 5, '+5 kolorów'],
    ['pl', 1.5, '+1.5 koloru'],
    ['cs', 3, '+3 barvy'],
    ['cs', 7, '+7 barev'],
    ['cs', 1.5, '+1.5 barvy'],
  ] as const)('%s: %s more colours read %s', ([language, count, text]) => {
    expect(blockTextsOf(language, 'productCard')('moreColoursLabel', { count })).toBe(text);
  });

  it('interpolates values as they are, without HTML escaping (React escapes)', () => {
    expect(blockTextsOf('fr', 'consentList')('privacyPolicyLink', { provider: 'Ben & Jerry’s' })).toBe(
      'Politique de confidentialité de Ben & Jerry’s',
    );
  });
});

describe('the storefront loads one language’s texts per shop', () => {
  it('loads the language and, for Swiss German, the regional file', async () => {
    const resources = await loadBlockMessages('de-CH');
    expect(Object.keys(resources).sort()).toEqual(['de', 'de-CH']);
    expect(resources['de-CH']?.[blockTextsNamespace]).toMatchObject({
      productSubscription: { packLabel: 'Packungsgrösse' },
    });
  });

  it.for(shops.map((shop) => shop.locale))('%s has its language’s texts and no other', async (locale) => {
    const resources = await loadBlockMessages(locale);
    const language = locale.split('-')[0] ?? locale;
    expect(Object.keys(resources).every((key) => key === language || key === locale)).toBe(true);
    expect(resources[language]?.[blockTextsNamespace]).toBeDefined();
  });
});
