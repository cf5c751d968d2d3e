import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { formFieldKeys, languageCodes, shops, validationMessageKeys } from '@lumen/domain';
import { blockTextsNamespace } from '@lumen/cms-blocks/i18n';
import { createI18n, loadMessages, namespaces, storefrontNamespace } from './i18n.ts';

/*
 * Every text of a language is in its JSON files, one per namespace: the storefront's
 * (src/i18n/messages/) and the content blocks' (cms-blocks/src/i18n/messages/). Both are read here
 * as the shop loads them (`loadMessages`), German being the reference.
 */

type Tree = { [key: string]: string | Tree };
const TreeSchema: z.ZodType<Tree> = z.lazy(() => z.record(z.string(), z.union([z.string(), TreeSchema])));

function entriesOf(tree: Tree, prefix = ''): [string, string][] {
  return Object.entries(tree).flatMap(([key, value]): [string, string][] =>
    typeof value === 'string' ? [[`${prefix}${key}`, value]] : entriesOf(value, `${prefix}${key}.`),
  );
}

/** The flat messages (`header.skipToContent` → text) of one namespace in one locale's resources. */
async function messagesOf(
  locale: string,
  namespace: string,
  resourceLocale = locale,
): Promise<Map<string, string>> {
  const resources = await loadMessages(locale);
  const bundle = resources[resourceLocale]?.[namespace];
  return new Map(bundle === undefined ? [] : entriesOf(TreeSchema.parse(bundle)));
}

// i18next's plural suffixes: `key_one`, `key_few`… stand for one key `key` read with a count.
const pluralSuffix = /_(zero|one|two|few|many|other)$/;

/** The plural forms a language needs, by CLDR (German: one, other; Polish and Czech: one, few, many, other). */
const pluralCategories = (language: string) =>
  new Intl.PluralRules(language).resolvedOptions().pluralCategories;

/** The `{{…}}` values a text interpolates. */
const interpolated = (text: string) => new Set([...text.matchAll(/\{\{\s*(\w+)/g)].map((match) => match[1]));

describe.each(namespaces)(
  'messages of the %s namespace exist in every language (DEVELOPERS "Languages")',
  (namespace) => {
    const german = () => messagesOf('de', namespace);
    /** The keys of de read with a count: their plural forms are the language's own. */
    const pluralKeys = async () =>
      new Set(
        [...(await german()).keys()]
          .filter((key) => pluralSuffix.test(key))
          .map((key) => key.replace(pluralSuffix, '')),
      );

    it.each(languageCodes)(
      '%s has the keys of de, and exactly the plural forms it needs',
      async (language) => {
        const plurals = await pluralKeys();
        const expected = [
          ...[...(await german()).keys()].filter((key) => !pluralSuffix.test(key)),
          ...[...plurals].flatMap((key) =>
            pluralCategories(language).map((category) => `${key}_${category}`),
          ),
        ].sort();
        expect([...(await messagesOf(language, namespace)).keys()].sort()).toEqual(expected);
      },
    );

    it.each(languageCodes)('%s has no empty message', async (language) => {
      for (const [key, text] of await messagesOf(language, namespace)) expect(text.trim(), key).not.toBe('');
    });

    it.each(languageCodes)('%s interpolates the values de interpolates', async (language) => {
      const reference = await german();
      const valuesOf = (messages: Map<string, string>, key: string) =>
        new Set(
          [...messages]
            .filter(([other]) => other.replace(pluralSuffix, '') === key)
            .flatMap(([, text]) => [...interpolated(text)]),
        );
      const messages = await messagesOf(language, namespace);
      for (const key of new Set([...messages.keys()].map((other) => other.replace(pluralSuffix, '')))) {
        expect(valuesOf(messages, key), key).toEqual(valuesOf(reference, key));
      }
    });

    it.each(shops.map((shop) => shop.locale))(
      'regional overrides of %s only say keys the language has',
      async (locale) => {
        const language = locale.split('-')[0] ?? locale;
        const keys = new Set((await messagesOf(language, namespace)).keys());
        for (const key of (await messagesOf(locale, namespace)).keys()) {
          expect(keys.has(key), `${locale}: ${key}`).toBe(true);
        }
      },
    );
  },
);

describe('§5 validation messages and field labels have texts', () => {
  it.each([...validationMessageKeys, ...formFieldKeys])(
    '%s is a message of de (and so of every language)',
    async (key) => {
      expect((await messagesOf('de', storefrontNamespace)).has(key)).toBe(true);
    },
  );
});

describe('each shop speaks its own language', () => {
  it.each([
    ['de-DE', 'Schließen', 'Zum Inhalt springen', 'Packungsgröße'],
    // Swiss German writes ss for ß, in both namespaces' regional files.
    ['de-CH', 'Schliessen', 'Zum Inhalt springen', 'Packungsgrösse'],
    ['fr-CH', 'Fermer', 'Aller au contenu', 'Conditionnement'],
    ['it-IT', 'Chiudi', 'Vai al contenuto', 'Confezione'],
    ['pl-PL', 'Zamknij', 'Przejdź do treści', 'Opakowanie'],
    ['cs-CZ', 'Zavřít', 'Přejít na obsah', 'Balení'],
  ])('%s closes with "%s", skips with "%s", names a pack "%s"', async (locale, close, skip, pack) => {
    const i18n = createI18n(locale, await loadMessages(locale));
    expect(i18n.t('header.languageSwitcher.close')).toBe(close);
    expect(i18n.t('header.skipToContent')).toBe(skip);
    expect(i18n.t('productSubscription.packLabel', { ns: blockTextsNamespace })).toBe(pack);
  });

  it.each([storefrontNamespace, blockTextsNamespace])(
    'de-CH writes no ß: every German text of %s with one has its Swiss override',
    async (namespace) => {
      const german = await messagesOf('de-CH', namespace, 'de');
      const swiss = await messagesOf('de-CH', namespace);
      const missing = [...german]
        .filter(([key, text]) => text.includes('ß') && !swiss.has(key))
        .map(([key]) => key);
      expect(missing).toEqual([]);
      expect([...swiss].filter(([, text]) => text.includes('ß'))).toEqual([]);
    },
  );

  it.each(shops.map((shop) => shop.locale))(
    '%s loads only its own language, both namespaces',
    async (locale) => {
      const language = locale.split('-')[0] ?? locale;
      const resources = await loadMessages(locale);
      expect(Object.keys(resources).every((key) => key === language || key === locale)).toBe(true);
      expect(Object.keys(resources[language] ?? {}).sort()).toEqual([...namespaces].sort());
    },
  );

  it('counts in the language’s plural forms (Polish and Czech have several)', async () => {
    const polish = createI18n('pl-PL', await loadMessages('pl-PL'));
    const months = (count: number) =>
      polish.t('productSubscription.interval', { ns: blockTextsNamespace, count });
    expect([1, 3, 5, 22].map(months)).toEqual([
      'Co miesiąc',
      'Co 3 miesiące',
      'Co 5 miesięcy',
      'Co 22 miesiące',
    ]);
  });
});
