import type { Resource, ResourceLanguage } from 'i18next';
import { blockTextsNamespace } from './block-texts.ts';

// One chunk per file: a browser loads only its own language (§7 "Locale message files load per language").
const messageFiles = import.meta.glob<ResourceLanguage>('./messages/*.json', { import: 'default' });

async function loadFile(name: string): Promise<ResourceLanguage | undefined> {
  const load = messageFiles[`./messages/${name}.json`];
  return load ? await load() : undefined;
}

/**
 * The blocks' texts for a shop locale as i18next resources under the `cms-blocks` namespace: the
 * language's file, plus the regional file (`de-CH.json`, Swiss German writing ss for ß) holding
 * only the keys a region says differently. No other language is loaded: there is no fallback text.
 */
export async function loadBlockMessages(locale: string): Promise<Resource> {
  const language = locale.split('-')[0] ?? locale;
  const [base, regional] = await Promise.all([
    loadFile(language),
    locale === language ? undefined : loadFile(locale),
  ]);
  if (!base) throw new Error(`No block texts for language ${language}`);
  return regional
    ? { [language]: { [blockTextsNamespace]: base }, [locale]: { [blockTextsNamespace]: regional } }
    : { [language]: { [blockTextsNamespace]: base } };
}
