import { createInstance, type i18n as I18n, type Resource, type ResourceLanguage } from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import {
  blockTextsNamespace,
  type BlockTexts,
  type BlockTextScope,
  type BlockTextValues,
} from './block-texts.ts';

/*
 * Story and test support, not shop code: every language's block texts bundled at once, so a story
 * or test gets its shop's texts synchronously. The shop loads one language (`loadBlockMessages`).
 */
const messageFiles = import.meta.glob<ResourceLanguage>('./messages/*.json', {
  eager: true,
  import: 'default',
});

const instances = new Map<string, I18n>();

/** An i18next instance holding the block texts of `locale` (`de-CH`: German plus the Swiss file). */
export function blockTextsI18n(locale: string): I18n {
  let instance = instances.get(locale);
  if (instance) return instance;
  const language = locale.split('-')[0] ?? locale;
  const base = messageFiles[`./messages/${language}.json`];
  if (!base) throw new Error(`No block texts for language ${language}`);
  const regional = locale === language ? undefined : messageFiles[`./messages/${locale}.json`];
  const resources: Resource = { [language]: { [blockTextsNamespace]: base } };
  if (regional) resources[locale] = { [blockTextsNamespace]: regional };
  instance = createInstance();
  void instance.init({
    lng: regional ? locale : language,
    fallbackLng: language,
    ns: [blockTextsNamespace],
    defaultNS: blockTextsNamespace,
    resources,
    initAsync: false,
    interpolation: { escapeValue: false },
  });
  instances.set(locale, instance);
  return instance;
}

/** Gives the blocks below the texts of `locale`, as the storefront's `I18nextProvider` does. */
export function BlockTextsProvider({ locale, children }: { locale: string; children?: ReactNode }) {
  return <I18nextProvider i18n={blockTextsI18n(locale)}>{children}</I18nextProvider>;
}

/** One scope's texts of `locale` outside React, as `useBlockTexts` reads them: for tests. */
export function blockTextsOf<S extends BlockTextScope>(locale: string, scope: S): BlockTexts<S> {
  const keyPrefix: string = scope;
  const t = blockTextsI18n(locale).getFixedT(null, blockTextsNamespace, keyPrefix);
  return (key: string, values?: BlockTextValues) => t(key, { ...values });
}
