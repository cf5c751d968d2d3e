import { createInstance } from 'i18next';
import type { i18n as I18n, Resource, ResourceLanguage } from 'i18next';
import { blockTextsNamespace, loadBlockMessages } from '@lumen/cms-blocks/i18n';

/**
 * The storefront's own texts; the default namespace, so `useTranslation()` and `i18n.t` read it.
 * The content blocks' texts are cms-blocks' namespace (`cms-blocks`), loaded beside it.
 */
export const storefrontNamespace = 'storefront';

/** Every namespace a shop page reads, the storefront's first. */
export const namespaces = [storefrontNamespace, blockTextsNamespace] as const;

// One chunk per file: a browser loads only its own language (§7 "Locale message files load per language").
const messageFiles = import.meta.glob<ResourceLanguage>('./messages/*.json', { import: 'default' });

async function loadFile(name: string): Promise<ResourceLanguage | undefined> {
  const load = messageFiles[`./messages/${name}.json`];
  return load ? await load() : undefined;
}

/** The storefront's own messages of a shop locale: its language's file plus the regional file. */
async function loadStorefrontMessages(locale: string): Promise<Resource> {
  const language = locale.split('-')[0] ?? locale;
  const [base, regional] = await Promise.all([loadFile(language), loadFile(locale)]);
  if (!base) throw new Error(`No messages for language ${language}`);
  return regional
    ? { [language]: { [storefrontNamespace]: base }, [locale]: { [storefrontNamespace]: regional } }
    : { [language]: { [storefrontNamespace]: base } };
}

/** Resources of several namespaces as one: each language gets every namespace's bundle. */
function mergeResources(...parts: Resource[]): Resource {
  const merged: Resource = {};
  for (const part of parts) {
    for (const [language, bundles] of Object.entries(part))
      merged[language] = { ...merged[language], ...bundles };
  }
  return merged;
}

/**
 * The messages of a shop locale, storefront's and content blocks' namespaces: each its language's
 * file, plus the regional file (`de-CH.json`) holding only the keys a region says differently.
 * There is deliberately no English fallback (ARCHITECTURE).
 */
export async function loadMessages(locale: string): Promise<Resource> {
  const [storefront, blocks] = await Promise.all([loadStorefrontMessages(locale), loadBlockMessages(locale)]);
  return mergeResources(storefront, blocks);
}

/** A new i18next instance per request on the server (and one in the browser), initialised synchronously. */
export function createI18n(locale: string, resources: Resource): I18n {
  const language = locale.split('-')[0] ?? locale;
  const i18n = createInstance();
  void i18n.init({
    lng: locale in resources ? locale : language,
    fallbackLng: language,
    resources,
    ns: [...namespaces],
    defaultNS: storefrontNamespace,
    initAsync: false,
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  return i18n;
}
