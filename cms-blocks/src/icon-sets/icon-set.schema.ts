import {
  faceShapeKeys,
  frameColorKeys,
  frameShapeKeys,
  headWidthKeys,
  paymentMethodIconKeys,
  rimTypeKeys,
} from '@lumen/design-system';
import type { ListingQuery } from '@lumen/domain';
import { z } from 'zod';
import { MultilinkSchema, type Link } from '../fields/multilink.schema.ts';
import { listingHref, ListingLinkSchema } from '../questionnaire/listing-link.ts';
import type { BlokOf } from '../registry/blok.ts';

/*
 * Six CMS blocks, one per icon set of §2 (`icon_set_colours` … `icon_set_payment_methods`), share
 * one schema builder and one component. Six blocks rather than one with a `set` field, because in
 * the CMS each block's item then offers only its own set's keys, and because a set is not
 * something to switch on a block an editor already filled: the keys of one set mean nothing in
 * another.
 */

/**
 * The §2 icon sets: the design system's keys (the domain's vocabulary: attribute values of
 * `attribute-vocabulary.ts`, payment keys of `checkout/`), the word for one key in an editor's
 * notice, and for the catalogue's attributes the listing filter a key stands for.
 */
export const iconSetDefinitions = {
  colours: {
    keys: frameColorKeys,
    noun: 'colour',
    // §2 keeps `color` among a listing's parameters; it filters the frame colour.
    filter: (key: string): ListingQuery => ({ color: [key] }),
  },
  face_shapes: {
    keys: faceShapeKeys,
    noun: 'face shape',
    filter: (key: string): ListingQuery => ({ filters: { faceShape: [key] } }),
  },
  frame_shapes: {
    keys: frameShapeKeys,
    noun: 'frame shape',
    filter: (key: string): ListingQuery => ({ filters: { frameShape: [key] } }),
  },
  rim_types: {
    keys: rimTypeKeys,
    noun: 'rim type',
    filter: (key: string): ListingQuery => ({ filters: { rimType: [key] } }),
  },
  head_widths: {
    keys: headWidthKeys,
    noun: 'head width',
    filter: (key: string): ListingQuery => ({ filters: { headWidth: [key] } }),
  },
  payment_methods: {
    keys: paymentMethodIconKeys,
    noun: 'payment method',
    // Payment methods are no listing filter: their items link only where the editor says.
    filter: undefined,
  },
} as const;

export type IconSetName = keyof typeof iconSetDefinitions;
export const iconSetNames = Object.keys(iconSetDefinitions) as IconSetName[];

/** The keys of one icon set. */
export type IconSetKey<S extends IconSetName> = (typeof iconSetDefinitions)[S]['keys'][number];

/** The CMS component name of each icon set's block. */
export const iconSetComponents = {
  colours: 'icon_set_colours',
  face_shapes: 'icon_set_face_shapes',
  frame_shapes: 'icon_set_frame_shapes',
  rim_types: 'icon_set_rim_types',
  head_widths: 'icon_set_head_widths',
  payment_methods: 'icon_set_payment_methods',
} as const satisfies Record<IconSetName, `icon_set_${IconSetName}`>;

/** The CMS component name of one icon in a set's `items`. */
export const iconSetItemComponent = 'icon_set_item';

/** One icon as a block shows it: the key, a label to use instead of the standard name, a link. */
export type IconSetItem<S extends IconSetName = IconSetName> = {
  key: IconSetKey<S>;
  label?: string;
  link?: Link;
};

/**
 * An optional listing link: empty (nothing chosen) is no link; a chosen one must be a category
 * page of the shop, because the items add their filter to it.
 */
const OptionalListingLinkSchema = z.optional(z.unknown()).transform((raw, context): string | undefined => {
  const link = MultilinkSchema.safeParse(raw);
  if (raw === undefined || (link.success && link.data === undefined)) return undefined;
  const listing = ListingLinkSchema.safeParse(raw);
  if (listing.success) return listing.data;
  for (const issue of listing.error.issues) {
    context.issues.push({ code: 'custom', message: issue.message, path: issue.path, input: raw });
  }
  return z.NEVER;
});

const headingLevelOption = { h2: 2, h3: 3 } as const;
export type IconSetHeadingLevel = (typeof headingLevelOption)[keyof typeof headingLevelOption];

/**
 * The content schema of one icon set's block (Storyblok field names) parsed into the `IconSet`
 * component's props. The editor picks the icons (which and in what order) as `icon_set_item`
 * blocks, each with an optional label and link; a key not in the set, or a key twice, fails.
 * For the catalogue's sets, `listing_link` (a category page) makes every icon without its own
 * link a link to that listing filtered by the icon's value (§2 listing query). A headline is
 * optional; `hide_labels` shows icons only, their names then read out and shown as a tooltip.
 */
export function iconSetContentSchema<const S extends IconSetName>(set: S) {
  const { keys, noun, filter } = iconSetDefinitions[set];
  const keySchema = z.enum(keys, {
    error: (issue) => `Unknown ${noun} ${JSON.stringify(issue.input)}: use one of ${keys.join(', ')}`,
  });
  const ItemSchema = z.object({
    _uid: z.string().optional(),
    component: z.literal(iconSetItemComponent),
    key: keySchema,
    label: z.string().optional(),
    link: MultilinkSchema.optional(),
  });
  return z
    .object({
      headline: z.string().optional(),
      heading_level: z.enum(['', 'h2', 'h3']).optional(),
      items: z
        .array(ItemSchema)
        .min(1, `Choose at least one ${noun}`)
        .superRefine((items, context) => {
          const seen = new Set<string>();
          items.forEach((item, index) => {
            if (seen.has(item.key)) {
              context.addIssue({
                code: 'custom',
                path: [index, 'key'],
                message: `The ${noun} ${JSON.stringify(item.key)} is chosen twice`,
              });
            }
            seen.add(item.key);
          });
        }),
      // Only the catalogue's sets link to a listing: a payment block's CMS schema has no such field.
      listing_link: OptionalListingLinkSchema,
      hide_labels: z.boolean().optional(),
    })
    .transform((content) => {
      const headline = content.headline?.trim();
      const listing = content.listing_link;
      const items = content.items.map((item): IconSetItem<S> => {
        const label = item.label?.trim();
        const link =
          item.link ?? (listing && filter ? { href: listingHref(listing, filter(item.key)) } : undefined);
        return { key: item.key, ...(label && { label }), ...(link && { link }) };
      });
      return {
        set,
        ...(headline && { headline }),
        ...(content.heading_level && { headingLevel: headingLevelOption[content.heading_level] }),
        items,
        hideLabels: content.hide_labels ?? false,
      };
    });
}

/** The content schema of every icon set's block, by set. */
export const iconSetContentSchemas = {
  colours: iconSetContentSchema('colours'),
  face_shapes: iconSetContentSchema('face_shapes'),
  frame_shapes: iconSetContentSchema('frame_shapes'),
  rim_types: iconSetContentSchema('rim_types'),
  head_widths: iconSetContentSchema('head_widths'),
  payment_methods: iconSetContentSchema('payment_methods'),
};

/** The parsed content of one icon set's block (any set by default): the `IconSet` component's props. */
export type IconSetContent<S extends IconSetName = IconSetName> = {
  [Name in S]: z.output<(typeof iconSetContentSchemas)[Name]>;
}[S];

/** One icon set's block as the content API delivers it. */
export type IconSetBlok<S extends IconSetName = IconSetName> = {
  [Name in S]: BlokOf<(typeof iconSetComponents)[Name], (typeof iconSetContentSchemas)[Name]>;
}[S];
