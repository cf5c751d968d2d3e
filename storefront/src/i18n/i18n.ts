import { createInstance } from 'i18next';
import type { i18n as I18n, Resource, ResourceLanguage } from 'i18next';
import type de from './messages/de.json';

/** German is the reference language: every other language has exactly its keys (a test checks). */
export type Messages = typeof de;

// One chunk per file: a browser loads only its own language (§7 "Locale message files load per language").
const messageFiles = import.meta.glob<ResourceLanguage>('./messages/*.json', { import: 'default' });

async function loadFile(name: string): Promise<ResourceLanguage | undefined> {
  const load = messageFiles[`./messages/${name}.json`];
  return load ? await load() : undefined;
}

/**
 * The messages of a shop locale: its language's file, plus the regional file (`de-CH.json`) holding
 * only the keys a region says differently. There is deliberately no English fallback (ARCHITECTURE).
 */
export async function loadMessages(locale: string): Promise<Resource> {
  const language = locale.split('-')[0] ?? locale;
  const [base, regional] = await Promise.all([loadFile(language), loadFile(locale)]);
  if (!base) throw new Error(`No messages for language ${language}`);
  return regional
    ? { [language]: { translation: base }, [locale]: { translation: regional } }
    : { [language]: { translation: base } };
}

/** A new i18next instance per request on the server (and one in the browser), initialised synchronously. */
export function createI18n(locale: string, resources: Resource): I18n {
  const language = locale.split('-')[0] ?? locale;
  const i18n = createInstance();
  void i18n.init({
    lng: locale in resources ? locale : language,
    fallbackLng: language,
    resources,
    initAsync: false,
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  return i18n;
}
