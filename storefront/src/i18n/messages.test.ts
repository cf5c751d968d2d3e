import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { formFieldKeys, languageCodes, shops, validationMessageKeys } from '@lumen/domain';
import { createI18n, loadMessages } from './i18n.ts';

type Tree = { [key: string]: string | Tree };

const messagesDir = new URL('./messages/', import.meta.url);
const read = (file: string) => JSON.parse(readFileSync(new URL(file, messagesDir), 'utf8')) as Tree;

function keysOf(tree: Tree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : keysOf(value, `${prefix}${key}.`),
  );
}

function valuesOf(tree: Tree): string[] {
  return Object.values(tree).flatMap((value) => (typeof value === 'string' ? [value] : valuesOf(value)));
}

const reference = keysOf(read('de.json')).sort();

describe('messages exist in every language (DEVELOPERS "Languages")', () => {
  it.each(languageCodes.filter((code) => code !== 'de'))('%s has exactly the keys of de', (language) => {
    expect(keysOf(read(`${language}.json`)).sort()).toEqual(reference);
  });

  it.each(languageCodes)('%s has no empty message', (language) => {
    for (const value of valuesOf(read(`${language}.json`))) expect(value.trim()).not.toBe('');
  });

  const regionalFiles = readdirSync(messagesDir).filter((file) => /^[a-z]{2}-[A-Z]{2}\.json$/.test(file));
  it.each(regionalFiles)('regional overrides in %s only say keys the language has', (file) => {
    for (const key of keysOf(read(file))) expect(reference).toContain(key);
  });

  it('has a message file for the language of every shop', () => {
    const files = readdirSync(messagesDir);
    for (const shop of shops) expect(files).toContain(`${shop.language}.json`);
  });
});

describe('§5 validation messages and field labels have texts', () => {
  it.each([...validationMessageKeys, ...formFieldKeys])(
    '%s is a message of de (and so of every language)',
    (key) => {
      expect(reference).toContain(key);
    },
  );
});

describe('each shop speaks its own language', () => {
  it.each([
    ['de-DE', 'Schließen', 'Zum Inhalt springen'],
    // Swiss German writes ss for ß.
    ['de-CH', 'Schliessen', 'Zum Inhalt springen'],
    ['fr-CH', 'Fermer', 'Aller au contenu'],
    ['it-IT', 'Chiudi', 'Vai al contenuto'],
    ['pl-PL', 'Zamknij', 'Przejdź do treści'],
    ['cs-CZ', 'Zavřít', 'Přejít na obsah'],
  ])('%s closes with "%s" and skips with "%s"', async (locale, close, skip) => {
    const i18n = createI18n(locale, await loadMessages(locale));
    expect(i18n.t('header.languageSwitcher.close')).toBe(close);
    expect(i18n.t('header.skipToContent')).toBe(skip);
  });
});
