import { z } from 'zod';
import { storyPath, type StoryPathOptions } from './story-path.ts';

/** Where a link goes, ready for `<a>`: spread `linkAttributes(link)` so the rel/target rules apply. */
export type Link = {
  href: string;
  /**
   * The link leaves the shop: an absolute http(s) address or a file on the asset host. The schema
   * cannot tell the shop's own hosts from others, so every absolute address counts.
   */
  external?: true;
  /** The editor chose "open in a new tab" (Storyblok's `target: "_blank"`). */
  newTab?: true;
};

/*
 * A Storyblok multilink field: one of four kinds, each keeping its target in a different field.
 * An empty multilink (the editor chose nothing) arrives as a story link with an empty cached_url.
 * A story link resolved by `resolve_links` also carries the story (`story.full_slug`, in the
 * language asked for). Fields not read here (id, fieldtype, the rest of the story) pass untouched.
 */
const target = z.string().nullish();
const RawMultilinkSchema = z.discriminatedUnion('linktype', [
  z.looseObject({
    linktype: z.literal('story'),
    cached_url: z.string().nullish(),
    anchor: z.string().nullish(),
    story: z.looseObject({ full_slug: z.string().nullish(), url: z.string().nullish() }).nullish(),
    target,
  }),
  z.looseObject({
    linktype: z.literal('url'),
    url: z.string().nullish(),
    cached_url: z.string().nullish(),
    target,
  }),
  z.looseObject({
    linktype: z.literal('asset'),
    url: z.string().nullish(),
    cached_url: z.string().nullish(),
    target,
  }),
  z.looseObject({
    linktype: z.literal('email'),
    email: z.string().nullish(),
    url: z.string().nullish(),
    cached_url: z.string().nullish(),
    target,
  }),
]);
type RawMultilink = z.infer<typeof RawMultilinkSchema>;

/*
 * Content must not be able to run script through a link: only web, mail and phone addresses and
 * paths in this site. Whitespace and control characters are refused everywhere, because browsers
 * drop them (`java\tscript:`, `/\t/evil.example`), and so is `/\`, which browsers read as `//`.
 */
const unsafeCharacter = /[\s\p{Cc}\\]/u;
const absoluteWebAddress = /^https?:\/\//i;
const sitePath = /^[/#](?!\/)/;
const mailtoAddress = /^mailto:[^@]+@[^@]+$/i;
const phoneNumber = /^tel:\+?[\d()./-]{3,}$/i;
const emailAddress = z.email();

// Storyblok's asset CDN once answered protocol-relative filenames (`//a.storyblok.com/f/…`).
const storyblokAssetHost = /^\/\/a(?:-[a-z]{2})?\.storyblok\.com\//i;

function isWebAddress(url: string): boolean {
  if (!absoluteWebAddress.test(url)) return false;
  try {
    return new URL(url).host !== '';
  } catch {
    return false;
  }
}

type Refusal = { field: 'url' | 'email' | 'cached_url'; message: string; input: string };
type Resolution = Link | undefined | Refusal;

function withTarget(link: Link, raw: RawMultilink): Link {
  return raw.target === '_blank' ? { ...link, newTab: true } : link;
}

function resolveStory(link: Extract<RawMultilink, { linktype: 'story' }>, options: StoryPathOptions) {
  // The resolved story's slug is translated into the language asked for; cached_url is the default one.
  const slug = (link.story?.full_slug || link.story?.url || link.cached_url || '').trim();
  const anchor = link.anchor?.trim().replace(/^#/, '');
  if (!slug) return anchor ? { href: `#${encodeURIComponent(anchor)}` } : undefined;
  const path = storyPath(slug, options);
  if (path === undefined) {
    return { field: 'cached_url', message: 'Not a story slug', input: slug } satisfies Refusal;
  }
  return { href: anchor ? `${path}#${encodeURIComponent(anchor)}` : path };
}

function resolveUrl(url: string, linktype: 'url' | 'asset'): Resolution {
  const address = linktype === 'asset' && storyblokAssetHost.test(url) ? `https:${url}` : url;
  if (!unsafeCharacter.test(address)) {
    if (isWebAddress(address)) return { href: address, external: true };
    if (sitePath.test(address)) return { href: address };
    if (linktype === 'url' && (mailtoAddress.test(address) || phoneNumber.test(address))) {
      return { href: address };
    }
  }
  return {
    field: 'url',
    message:
      linktype === 'asset'
        ? 'Use an http(s) address of the file'
        : 'Use an http(s), mailto: or tel: address or a path starting with /',
    input: url,
  };
}

function resolveEmail(email: string): Resolution {
  const address = email.replace(/^mailto:/i, '');
  if (emailAddress.safeParse(address).success) return { href: `mailto:${address}` };
  return { field: 'email', message: 'Not a valid email address', input: address };
}

function resolveLink(link: RawMultilink, options: StoryPathOptions): Resolution {
  switch (link.linktype) {
    case 'story':
      return resolveStory(link, options);
    case 'url':
    case 'asset': {
      const url = (link.url || link.cached_url || '').trim();
      return url ? resolveUrl(url, link.linktype) : undefined;
    }
    case 'email': {
      const email = (link.email || link.url || link.cached_url || '').trim();
      return email ? resolveEmail(email) : undefined;
    }
  }
}

/**
 * A Storyblok multilink as a `Link`, or undefined when the field is empty.
 * - story: the story's shop path with the trailing slash every route has (§2), its language and
 *   shop folder (§3 Shop.cmsBaseFolder) dropped (`de-de/service/sehtest` → `/service/sehtest/`);
 * - url: an http(s) address (flagged external), mailto:, tel:, or a path of this site;
 * - email: a mailto: link; asset: the file's http(s) address (flagged external).
 * Anything else, `javascript:` above all, is an issue on the field that holds it.
 */
export function multilinkSchema(options: StoryPathOptions = {}) {
  return RawMultilinkSchema.transform((raw, context): Link | undefined => {
    const resolution = resolveLink(raw, options);
    if (resolution === undefined) return undefined;
    if ('href' in resolution) return withTarget(resolution, raw);
    context.issues.push({
      code: 'custom',
      path: [resolution.field],
      message: resolution.message,
      input: resolution.input,
    });
    return z.NEVER;
  });
}

/** A multilink of any shop's content: the shop folders are the shop codes (`defaultShopFolders`). */
export const MultilinkSchema = multilinkSchema();
export type Multilink = z.infer<typeof MultilinkSchema>;

/** The attributes of `<a>` for a link. */
export type LinkAttributes = {
  href: string;
  rel?: string;
  target?: '_blank';
};

/**
 * The `<a>` attributes of a link, with the rules for leaving the shop: an external link is marked
 * `external` and gives the other site neither a handle on this window (`noopener`) nor the page it
 * came from (`noreferrer`, the shop's paths can carry search terms and basket state); a new tab
 * never gets a handle on this window either. Components spread the result onto their `<a>` (and
 * should say in the link text or an icon that a link opens a new tab).
 */
export function linkAttributes(link: Link): LinkAttributes {
  const rel = link.external ? 'external noopener noreferrer' : link.newTab ? 'noopener' : undefined;
  return {
    href: link.href,
    ...(rel ? { rel } : {}),
    ...(link.newTab ? { target: '_blank' } : {}),
  };
}
