import { z } from 'zod';

/** Where a link goes, ready for `href`. */
export type Link = { href: string };

/*
 * A Storyblok multilink field: one of four kinds, each keeping its target in a different field.
 * An empty multilink (the editor chose nothing) arrives as a story link with an empty cached_url.
 * Fields not read here (id, fieldtype, target, the resolved story) are let through untouched.
 */
const RawMultilinkSchema = z.discriminatedUnion('linktype', [
  z.looseObject({
    linktype: z.literal('story'),
    cached_url: z.string().optional(),
    anchor: z.string().optional(),
  }),
  z.looseObject({
    linktype: z.literal('url'),
    url: z.string().optional(),
    cached_url: z.string().optional(),
  }),
  z.looseObject({
    linktype: z.literal('asset'),
    url: z.string().optional(),
    cached_url: z.string().optional(),
  }),
  z.looseObject({
    linktype: z.literal('email'),
    email: z.string().optional(),
    url: z.string().optional(),
    cached_url: z.string().optional(),
  }),
]);

// Content must not be able to run script through a link: only web, mail and phone addresses and paths.
const safeHref = /^(https?:\/\/|mailto:|tel:|\/(?!\/)|#)/i;

/**
 * A Storyblok multilink as a `Link`, or undefined when the field is empty. A story link becomes
 * a root-relative path with the trailing slash every route has (§2); a URL must be http(s),
 * mailto, tel or a path; an email becomes a mailto: link.
 */
export const MultilinkSchema = RawMultilinkSchema.transform((link, context): Link | undefined => {
  switch (link.linktype) {
    case 'story': {
      const slug = (link.cached_url ?? '').trim().replace(/^\/+|\/+$/g, '');
      if (!slug) return undefined;
      const anchor = link.anchor?.trim();
      return { href: `/${slug}/${anchor ? `#${anchor}` : ''}` };
    }
    case 'url':
    case 'asset': {
      const url = (link.url || link.cached_url || '').trim();
      if (!url) return undefined;
      if (safeHref.test(url)) return { href: url };
      context.issues.push({
        code: 'custom',
        path: ['url'],
        message: 'Use an http(s), mailto: or tel: address or a path starting with /',
        input: url,
      });
      return z.NEVER;
    }
    case 'email': {
      const email = (link.email || link.url || link.cached_url || '').trim().replace(/^mailto:/i, '');
      if (!email) return undefined;
      if (z.email().safeParse(email).success) return { href: `mailto:${email}` };
      context.issues.push({
        code: 'custom',
        path: ['email'],
        message: 'Not a valid email address',
        input: email,
      });
      return z.NEVER;
    }
  }
});
export type Multilink = z.infer<typeof MultilinkSchema>;
