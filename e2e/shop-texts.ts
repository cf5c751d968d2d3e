import { readFileSync } from 'node:fs';
import { expect } from '@playwright/test';
import type { Page } from '@playwright/test';
import type { ShopIdentity } from '@lumen/domain';

/*
 * The texts a shop shows, read from the storefront's message files as the shop reads them (its
 * language's file and its region's), so that a journey finds its buttons in all nine shops; and the
 * check that a page shows no English and no message key.
 */

type Messages = { [key: string]: string | Messages };

const messageDirs = ['../storefront/src/i18n/messages/', '../cms-blocks/src/i18n/messages/'];

function messageFile(dir: string, name: string): Messages {
  try {
    return JSON.parse(readFileSync(new URL(`${dir}${name}.json`, import.meta.url), 'utf8')) as Messages;
  } catch {
    return {};
  }
}

function flatten(messages: Messages, prefix = ''): Map<string, string> {
  const flat = new Map<string, string>();
  for (const [key, value] of Object.entries(messages)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') flat.set(path, value);
    else for (const [inner, text] of flatten(value, path)) flat.set(inner, text);
  }
  return flat;
}

/** The storefront's messages of a shop: its language's, the regional file's keys over them. */
function storefrontMessages(shop: ShopIdentity): Map<string, string> {
  const language = shop.locale.split('-')[0]!;
  return new Map([
    ...flatten(messageFile(messageDirs[0]!, language)),
    ...flatten(messageFile(messageDirs[0]!, shop.locale)),
  ]);
}

/**
 * A shop's text of a storefront message key, `{{name}}` filled in from `values`. An unknown key
 * throws: a spec that names a key the storefront lost should fail there, not find nothing.
 */
export function shopTexts(shop: ShopIdentity) {
  const messages = storefrontMessages(shop);
  return (key: string, values: Record<string, string | number> = {}) => {
    const text = messages.get(key);
    if (text === undefined) throw new Error(`No message ${key} in ${shop.locale}`);
    return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) => String(values[name] ?? whole));
  };
}

/** Every message key of the storefront and the content blocks, as a page would show one untranslated. */
const everyKey = new Set(
  messageDirs
    .flatMap((dir) => [...flatten(messageFile(dir, 'de')).keys()])
    .filter((key) => key.includes('.')),
);

/**
 * English as only code left untranslated would show it: common words of an interface's texts,
 * whole words. Product names and trade terms (Cat-Eye, Gunmetal) are no such words.
 */
const englishWords =
  /\b(the|and|your|please|close|loading|search|submit|cancel|previous|sign in|sign out|add to|cart|basket|checkout|something went wrong|required|invalid|not found|skip to|show more|next page|toggle|open menu|undefined|NaN)\b/i;

/**
 * What in these lines of a page's text is English or an untranslated message key or placeholder.
 * Email and web addresses are written as they are in every language.
 */
export function languageProblems(lines: readonly string[]): string[] {
  return lines.flatMap((line) => {
    const words = line.replace(/\S+@\S+|https?:\/\/\S+|\b[\w-]+\.(?:de|at|ch|it|pl|cz|com)\b/g, '');
    const key = words.split(/[\s,;:()«»„“”"']+/).find((word) => everyKey.has(word.replace(/[.!?]$/, '')));
    if (key) return [`message key ${key}: "${line}"`];
    if (words.includes('{{')) return [`placeholder left: "${line}"`];
    const english = englishWords.exec(words);
    return english ? [`English "${english[0]}": "${line}"`] : [];
  });
}

const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

/**
 * The text a server-rendered page shows, read from its HTML: the text between tags, the title, and
 * the names and descriptions of its elements; scripts and styles left out.
 */
export function textOfHtml(html: string): string[] {
  const decode = (text: string) =>
    text.replace(/&(#x[\da-f]+|#\d+|\w+);/gi, (whole, entity: string) =>
      entity.startsWith('#x')
        ? String.fromCodePoint(parseInt(entity.slice(2), 16))
        : entity.startsWith('#')
          ? String.fromCodePoint(Number(entity.slice(1)))
          : (entities[entity] ?? whole),
    );
  const markup = html.replace(/<(script|style|template)\b[\s\S]*?<\/\1>/gi, ' ');
  const attributes = [
    ...markup.matchAll(/\s(?:aria-label|title|alt|placeholder|aria-description)="([^"]*)"/g),
  ].map((match) => match[1]!);
  const texts = markup.replace(/<[^>]*>/g, '\n').split('\n');
  return [...texts, ...attributes].map((text) => decode(text).replace(/\s+/g, ' ').trim()).filter(Boolean);
}

/**
 * No English and no message key on the page: its text, and the names and descriptions a screen
 * reader or a tooltip shows (aria-label, title, alt, placeholder).
 */
export async function expectShopLanguage(page: Page, shop: ShopIdentity) {
  const texts = await page.evaluate(() => {
    const attributes = ['aria-label', 'title', 'alt', 'placeholder', 'aria-description'];
    const found = [document.body.innerText, document.title];
    for (const name of attributes) {
      for (const element of document.querySelectorAll(`[${name}]`))
        found.push(element.getAttribute(name) ?? '');
    }
    return found
      .join('\n')
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean);
  });
  expect(languageProblems(texts), `texts of ${page.url()} in ${shop.code}`).toEqual([]);
}
