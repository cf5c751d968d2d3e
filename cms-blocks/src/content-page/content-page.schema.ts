import { z } from 'zod';
import { MultilinkSchema, type Link } from '../fields/multilink.schema.ts';
import type { Blok, BlokOf } from '../registry/blok.ts';
import { OptionalRichTextSchema } from '../rich-text/rich-text.schema.ts';

/** A side navigation link must go somewhere: an empty multilink is an error on the field. */
const RequiredLinkSchema = MultilinkSchema.transform((link, context): Link => {
  if (link) return link;
  context.issues.push({ code: 'custom', path: [], message: 'Choose where the link goes', input: link });
  return z.NEVER;
});

/** One entry of the side navigation: a nested `side_navigation_link` block. */
const SideNavigationLinkSchema = z
  .looseObject({
    _uid: z.string(),
    component: z.literal('side_navigation_link'),
    label: z.string().trim().min(1, 'The link text is required'),
    link: RequiredLinkSchema,
  })
  .transform((item) => ({ id: item._uid, label: item.label, link: item.link }));
export type SideNavigationLink = z.infer<typeof SideNavigationLinkSchema>;

/*
 * The page's blocks pass through unchecked: each is parsed where it renders (`NestedBlocks`), and
 * the block renderer reports and skips a broken one, so one broken block never hides the page.
 */
const BodySchema = z.array(z.custom<Blok>()).optional();

/**
 * A content page's CMS content (the root of a story, §3 "CMS story") parsed into the
 * `ContentPage` component's props: the title (the page's h1, unless a block below brings the h1,
 * `hide_title`), an intro in rich text, the body of nested blocks and an optional side navigation
 * (its title names it). The SEO fields (`seo`, `robots`) are the page head's, read by the
 * storefront, and are not props.
 */
export const ContentPageContentSchema = z
  .object({
    title: z.string().trim().min(1, 'The page title is required'),
    hide_title: z.boolean().optional(),
    intro: OptionalRichTextSchema,
    body: BodySchema,
    side_navigation_title: z.string().optional(),
    side_navigation: z.array(SideNavigationLinkSchema).optional(),
    // The page head's (§3 SEO fields, robots default index, follow): the storefront reads them.
    seo: z.unknown().optional(),
    robots: z.unknown().optional(),
  })
  .superRefine(
    (content, context) => {
      if ((content.side_navigation?.length ?? 0) > 0 && !content.side_navigation_title?.trim()) {
        context.addIssue({
          code: 'custom',
          path: ['side_navigation_title'],
          message: 'Name the side navigation: screen readers announce it by this title',
        });
      }
    },
    // Also when other fields failed, so an editor sees every problem of a draft at once.
    { when: ({ issues }) => !issues.some((issue) => issue.path?.[0] === 'side_navigation_title') },
  )
  .transform((content) => {
    const navigationTitle = content.side_navigation_title?.trim();
    const links = content.side_navigation ?? [];
    return {
      title: content.title,
      ...(content.hide_title ? { hideTitle: content.hide_title } : {}),
      ...(content.intro ? { intro: content.intro } : {}),
      body: content.body ?? [],
      ...(navigationTitle && links.length > 0 ? { sideNavigation: { title: navigationTitle, links } } : {}),
    };
  });
export type ContentPageContent = z.infer<typeof ContentPageContentSchema>;

/** The content page as the content API delivers it (a story's `content`). */
export type ContentPageBlok = BlokOf<'content_page', typeof ContentPageContentSchema>;
