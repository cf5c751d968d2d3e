import {
  CmsSeoSchema,
  contentImageUrl,
  defaultRobots,
  hostnameOf,
  imagePresets,
  RobotsSchema,
  socialImageSize,
  type CmsSeo,
  type HreflangAlternate,
  type Shop,
} from '@lumen/domain';
import { storyblokImageServiceAsset } from '../fields/content-image.ts';
import { storyPath } from '../fields/story-path.ts';
import { pageTitle } from './page-title.ts';

/** The parts of a CMS story (§3) its head tags come from; the domain's `CmsStory` is one. */
export type SeoStory = {
  name: string;
  full_slug: string;
  /** The page's root block: `seo` (the seo_metatags plugin's fields), `robots`, its `title`, its blocks. */
  content: { seo?: unknown; robots?: unknown; title?: unknown; [field: string]: unknown };
};

/** The parts of the shop (§3 Shop) the head tags need, and the name shoppers know it by. */
export type SeoShop = Pick<Shop, 'domain' | 'locale' | 'cmsBaseFolder'> & {
  /** The shop's name in its language (`Lumen Optik`, `Lumen Optyk`), from the shop's messages. */
  siteName: string;
};

/** What only the page knows. */
export type SeoPage = {
  /** The page's path, when it is not the story's own (a listing whose content this story is). */
  path?: string;
  /**
   * Every language and country version of the page, itself included: `hreflangAlternates` of the
   * domain for a §2 route. A story lists only its own market's versions, at default slugs, so the
   * page brings them; without them there are no hreflang links.
   */
  alternates?: readonly HreflangAlternate[];
};

/** One tag of the document's head, shaped as its attributes (`<meta {...tag}>` minus `tag`). */
export type SeoHeadTag =
  | { tag: 'title'; text: string }
  | { tag: 'meta'; name: string; content: string }
  | { tag: 'meta'; property: string; content: string }
  | { tag: 'link'; rel: 'canonical'; href: string }
  | { tag: 'link'; rel: 'alternate'; hrefLang: string; href: string };

type SocialImage = { url: string; width?: number; height?: number };

function text(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const trimmed = value.trim();
  return trimmed === '' ? undefined : trimmed;
}

// The local shops answer at `{code}.localhost:{port}` over http; every deployment is https.
function originOf(domain: string): string {
  const host = hostnameOf(domain.toLowerCase());
  const local = host === 'localhost' || host.endsWith('.localhost');
  return `${local ? 'http' : 'https'}://${domain}`;
}

/**
 * The image link previews show (§9: social image 1200×630): a Storyblok asset through the image
 * service in that size (the domain's `social` preset: jpg, which every preview understands), any
 * other web address as it is, a path of the shop made absolute. An inline image no crawler loads.
 */
function socialImage(value: unknown, origin: string): SocialImage | undefined {
  const raw = text(value);
  if (raw === undefined) return undefined;
  const src = raw.startsWith('//') ? `https:${raw}` : raw;
  const asset = storyblokImageServiceAsset(src);
  if (asset !== undefined) return { url: contentImageUrl(asset, imagePresets.social), ...socialImageSize };
  if (/^https?:\/\/[^/\s]/i.test(src)) return { url: src };
  if (/^\/(?![/\\])/.test(src)) return { url: `${origin}${src}` };
  return undefined;
}

function seoFields(value: unknown): CmsSeo {
  const parsed = CmsSeoSchema.safeParse(value);
  return parsed.success ? parsed.data : {};
}

function robotsOf(value: unknown): string {
  const parsed = RobotsSchema.safeParse(value);
  return parsed.success ? parsed.data.trim() : defaultRobots;
}

/**
 * The head tags of a CMS page (§3 SEO fields): its title (§9 title lengths, see `pageTitle`),
 * description, robots (§9 default `index, follow`), canonical address, hreflang alternates, and
 * the Open Graph and Twitter cards with the §9 social image. Each card field falls back to the
 * plain one (`og_title` to `title` to the page's title to the story's name). A page that must not
 * be indexed gets no canonical and no alternates: they would ask search engines to index it.
 * Pure: the storefront renders the result with `<SeoHead>` or hands it to its router's head.
 */
export function seoHeadTags(story: SeoStory, shop: SeoShop, page: SeoPage = {}): SeoHeadTag[] {
  const seo = seoFields(story.content.seo);
  const robots = robotsOf(story.content.robots);
  const indexable = !/\bnoindex\b/i.test(robots) && !/\bnone\b/i.test(robots);
  const origin = originOf(shop.domain);
  const path = page.path ?? storyPath(story.full_slug, { shopFolders: [shop.cmsBaseFolder] }) ?? '/';
  const url = `${origin}${path}`;

  const name = text(story.content.title) ?? story.name.trim();
  const title = text(seo.title) ?? name;
  const description = text(seo.description);
  const ogTitle = text(seo.og_title) ?? title;
  const ogDescription = text(seo.og_description) ?? description;
  const ogImage = socialImage(seo.og_image, origin) ?? socialImage(seo.twitter_image, origin);
  const twitterImage = socialImage(seo.twitter_image, origin) ?? ogImage;

  const tags: SeoHeadTag[] = [{ tag: 'title', text: pageTitle(title, shop.siteName) }];
  if (description) tags.push({ tag: 'meta', name: 'description', content: description });
  tags.push({ tag: 'meta', name: 'robots', content: robots });
  if (indexable) {
    tags.push({ tag: 'link', rel: 'canonical', href: url });
    for (const alternate of page.alternates ?? []) {
      tags.push({ tag: 'link', rel: 'alternate', hrefLang: alternate.hreflang, href: alternate.href });
    }
  }

  tags.push(
    { tag: 'meta', property: 'og:type', content: 'website' },
    { tag: 'meta', property: 'og:site_name', content: shop.siteName },
    { tag: 'meta', property: 'og:locale', content: shop.locale.replace('-', '_') },
    { tag: 'meta', property: 'og:url', content: url },
    { tag: 'meta', property: 'og:title', content: ogTitle },
  );
  if (ogDescription) tags.push({ tag: 'meta', property: 'og:description', content: ogDescription });
  if (ogImage) {
    tags.push({ tag: 'meta', property: 'og:image', content: ogImage.url });
    if (ogImage.width !== undefined && ogImage.height !== undefined) {
      tags.push(
        { tag: 'meta', property: 'og:image:width', content: String(ogImage.width) },
        { tag: 'meta', property: 'og:image:height', content: String(ogImage.height) },
      );
    }
  }

  const twitterDescription = text(seo.twitter_description) ?? ogDescription;
  tags.push(
    { tag: 'meta', name: 'twitter:card', content: twitterImage ? 'summary_large_image' : 'summary' },
    { tag: 'meta', name: 'twitter:title', content: text(seo.twitter_title) ?? ogTitle },
  );
  if (twitterDescription) {
    tags.push({ tag: 'meta', name: 'twitter:description', content: twitterDescription });
  }
  if (twitterImage) tags.push({ tag: 'meta', name: 'twitter:image', content: twitterImage.url });
  return tags;
}
