import { readdirSync, readFileSync } from 'node:fs';
import { basename, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { glossaryLanguages, type GlossaryLanguage } from './glossary.ts';

/*
 * Every customer-facing text of the shop with its language, for the glossary test. The texts live in
 * several packages (the storefront's and the blocks' message files, block fixtures, the api's seeded
 * pages, catalogue and mails), and the storefront may not import the api, so TypeScript sources are
 * read as syntax: a string belongs to a language when it sits under a language key (`{ de: …, fr: … }`)
 * or in a position of `texts(de, fr, it, pl, cs)`.
 */

export interface ShopText {
  language: GlossaryLanguage;
  /** Written for the Swiss shops (`de-CH`). */
  swiss: boolean;
  /** Repository-relative file, with the line or the message key. */
  where: string;
  text: string;
}

const repositoryRoot = fileURLToPath(new URL('../../../', import.meta.url));

/** The places texts live in, scanned as one group each. */
export const textSources = {
  'storefront messages': ['storefront/src/i18n/messages'],
  'cms-blocks messages and fixtures': ['cms-blocks/src'],
  'design-system fixtures': ['design-system/src'],
  'api seeded pages': ['api/src/seed/content'],
  'api catalogue': ['api/src/seed/catalog', 'api/src/seed/customer-extras', 'api/src/seed/demo-customers'],
  'api mails': [
    'api/src/shop-mails',
    'api/src/identity',
    'api/src/newsletter',
    'api/src/subscription-cancellation',
  ],
} as const satisfies Record<string, readonly string[]>;

export type TextSource = keyof typeof textSources;

const languageKeys = new Map<string, { language: GlossaryLanguage; swiss: boolean }>([
  ...glossaryLanguages.map((language) => [language, { language, swiss: false }] as const),
  ['de-CH', { language: 'de', swiss: true }],
]);

// Tests hold deliberately odd input, stories repeat fixtures, and the glossary names the wrong variants.
const skippedFile = /\.(test|stories)\.tsx?$|\/glossary\.ts$|\/shop-texts\.ts$/;

function filesUnder(directory: string): string[] {
  return readdirSync(join(repositoryRoot, directory), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(repositoryRoot, join(entry.parentPath, entry.name)))
    .filter((file) => !skippedFile.test(file) && !file.includes('node_modules'))
    .sort();
}

type Tree = { [key: string]: unknown };

function messageTexts(file: string): ShopText[] {
  const locale = languageKeys.get(basename(file, '.json'));
  if (!locale) return [];
  const found: ShopText[] = [];
  const walk = (node: unknown, path: string) => {
    if (typeof node === 'string') found.push({ ...locale, where: `${file} ${path}`, text: node });
    else if (typeof node === 'object' && node !== null)
      for (const [key, value] of Object.entries(node as Tree)) walk(value, path ? `${path}.${key}` : key);
  };
  walk(JSON.parse(readFileSync(join(repositoryRoot, file), 'utf8')), '');
  return found;
}

// Slugs, ids, paths, component names and heading levels: no words a customer reads.
const machineName = /slug|path|route|href|url/i;
const machineString = /^[\w\-./:#?=&%@]*$/;
const machineMark = /[_/.:#0-9@]/;

function propertyName(name: ts.PropertyName): string | undefined {
  return ts.isIdentifier(name) || ts.isStringLiteral(name) ? name.text : undefined;
}

function sourceTexts(file: string): ShopText[] {
  const source = ts.createSourceFile(
    file,
    readFileSync(join(repositoryRoot, file), 'utf8'),
    ts.ScriptTarget.Latest,
    true,
    file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );
  const found: ShopText[] = [];
  const record = (node: ts.Node, text: string, locale: { language: GlossaryLanguage; swiss: boolean }) => {
    if (machineString.test(text) && (machineMark.test(text) || text === '')) return;
    const line = source.getLineAndCharacterOfPosition(node.getStart()).line + 1;
    found.push({ ...locale, where: `${file}:${line}`, text });
  };
  const visit = (node: ts.Node, locale: { language: GlossaryLanguage; swiss: boolean } | undefined): void => {
    if (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) return;
    // A table of slugs is addresses: `prodejny` there is a URL, not the word for a branch.
    if (ts.isVariableDeclaration(node) && machineName.test(node.name.getText(source))) return;
    if (locale && (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node))) {
      record(node, node.text, locale);
      return;
    }
    if (locale && ts.isTemplateExpression(node)) {
      record(
        node,
        [node.head.text, ...node.templateSpans.map((span) => span.literal.text)].join('…'),
        locale,
      );
      node.templateSpans.forEach((span) => visit(span.expression, locale));
      return;
    }
    if (ts.isObjectLiteralExpression(node)) {
      const keyed = node.properties.filter(
        (property) => property.name && languageKeys.has(propertyName(property.name) ?? ''),
      );
      // One `de:` key alone is not a table of languages (an `it` of a test, a German-only field).
      const table = keyed.length >= 2;
      for (const property of node.properties) {
        const key = property.name ? propertyName(property.name) : undefined;
        const inner = table && key !== undefined ? (languageKeys.get(key) ?? locale) : locale;
        if (key !== undefined && machineName.test(key)) continue;
        if (ts.isPropertyAssignment(property)) visit(property.initializer, inner);
        else visit(property, inner);
      }
      return;
    }
    if (
      ts.isCallExpression(node) &&
      ts.isIdentifier(node.expression) &&
      node.expression.text === 'texts' &&
      node.arguments.length === glossaryLanguages.length
    ) {
      node.arguments.forEach((argument, index) =>
        visit(argument, { language: glossaryLanguages[index] ?? 'de', swiss: false }),
      );
      return;
    }
    ts.forEachChild(node, (child) => visit(child, locale));
  };
  visit(source, undefined);
  return found;
}

/** The texts of one source group, every language. */
export function shopTexts(source: TextSource): ShopText[] {
  return textSources[source].flatMap((directory) =>
    filesUnder(directory).flatMap((file) =>
      file.endsWith('.json') ? messageTexts(file) : /\.tsx?$/.test(file) ? sourceTexts(file) : [],
    ),
  );
}
