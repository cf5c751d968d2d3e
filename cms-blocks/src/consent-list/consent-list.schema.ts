import { z } from 'zod';
import { MultilinkSchema } from '../fields/multilink.schema.ts';
import type { BlokOf } from '../registry/blok.ts';
import { OptionalRichTextSchema, RichTextSchema } from '../rich-text/rich-text.schema.ts';

/** A provider (a vendor) of one consent group: a nested `consent_provider` block. */
const ConsentProviderSchema = z
  .looseObject({
    _uid: z.string(),
    component: z.literal('consent_provider'),
    name: z.string().trim().min(1, 'The provider’s name is required'),
    purpose: z.string().optional(),
    cookies: z.string().optional(),
    retention: z.string().optional(),
    privacy_policy: MultilinkSchema.optional(),
  })
  .transform((provider) => {
    const purpose = provider.purpose?.trim();
    const retention = provider.retention?.trim();
    // Editors list the cookies' names separated by commas.
    const cookies = (provider.cookies ?? '')
      .split(',')
      .map((cookie) => cookie.trim())
      .filter((cookie) => cookie !== '');
    return {
      id: provider._uid,
      name: provider.name,
      ...(purpose ? { purpose } : {}),
      ...(cookies.length > 0 ? { cookies } : {}),
      ...(retention ? { retention } : {}),
      ...(provider.privacy_policy ? { privacyPolicy: provider.privacy_policy } : {}),
    };
  });
export type ConsentListProvider = z.infer<typeof ConsentProviderSchema>;

/**
 * A consent group of the consent manager (§9: statistics C0002, marketing C0004; the manager's
 * ids run C0001, C0002 …): a nested `consent_group` block with its name, purpose and providers.
 */
const ConsentGroupSchema = z
  .looseObject({
    _uid: z.string(),
    component: z.literal('consent_group'),
    name: z.string().trim().min(1, 'The group’s name is required'),
    group_id: z
      .string()
      .trim()
      .regex(
        /^C\d{4}$/,
        'Use the consent manager’s group id, as C0002 for statistics or C0004 for marketing',
      ),
    purpose: RichTextSchema,
    providers: z.array(ConsentProviderSchema).optional(),
  })
  .transform((group) => ({
    id: group._uid,
    name: group.name,
    groupId: group.group_id,
    purpose: group.purpose,
    providers: group.providers ?? [],
  }));
export type ConsentListGroup = z.infer<typeof ConsentGroupSchema>;

/**
 * The consent list's CMS content parsed into the `ConsentList` component's props: the cookie and
 * consent groups as editors list them on the privacy page, each with its purpose and the providers
 * in it, with their cookies, how long they keep them and their privacy policy.
 */
export const ConsentListContentSchema = z
  .object({
    headline: z.string().optional(),
    intro: OptionalRichTextSchema,
    groups: z.array(ConsentGroupSchema).min(1, 'Add at least one consent group'),
  })
  .superRefine((content, context) => {
    // One group per id: the consent manager knows each group once.
    const seen = new Set<string>();
    content.groups.forEach((group, index) => {
      if (seen.has(group.groupId)) {
        context.addIssue({
          code: 'custom',
          path: ['groups', index, 'group_id'],
          message: `Group ${group.groupId} is listed twice`,
        });
      }
      seen.add(group.groupId);
    });
  })
  .transform((content) => {
    const headline = content.headline?.trim();
    return {
      ...(headline ? { headline } : {}),
      ...(content.intro ? { intro: content.intro } : {}),
      groups: content.groups,
    };
  });
export type ConsentListContent = z.infer<typeof ConsentListContentSchema>;

/** The consent list block as the content API delivers it. */
export type ConsentListBlok = BlokOf<'consent_list', typeof ConsentListContentSchema>;
