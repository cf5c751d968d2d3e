import { createHash, timingSafeEqual } from 'node:crypto';
import type { ShopIdentity } from '@lumen/domain';
import { AppError } from '../../rpc/app-error.ts';
import type { RpcContext, RpcInput } from '../../rpc/define-procedure.ts';
import type { ContentVersion, StoryRequest } from './content-gateway.ts';

/**
 * Relation fields the content calls resolve (`resolve_relations`): the header's navigation default
 * pages arrive as stories, not uuids.
 */
const relationFields = ['header.default_content_pages'] as const;

/**
 * The content language of a shop. The space's default language is German; the other shop
 * languages are its translations (field-level translation), asked for by `language`.
 */
function contentLanguage(shop: ShopIdentity): string | undefined {
  return shop.language === 'de' ? undefined : shop.language;
}

/** Every call reads in the shop's language, with relations and link targets resolved. */
export function storyRequest(ctx: RpcContext, version: ContentVersion): StoryRequest {
  return {
    version,
    language: contentLanguage(ctx.shop),
    resolveRelations: relationFields,
    resolveLinks: 'url',
  };
}

/**
 * §3 Shop.cmsBaseFolder: a content call reads its own shop's folder and nothing else. The
 * payload's path is relative to the folder (the contract refuses one that names a shop folder),
 * so `{folder}/{path}` never leads into another shop's content. No path: the whole folder.
 */
export async function inShopFolder(ctx: RpcContext, path: string | undefined): Promise<string> {
  const { cmsBaseFolder } = await ctx.shopSettings();
  return `${cmsBaseFolder}/${path ?? ''}`;
}

/** The visual editor's proof of a preview (`_storyblok_tk` of the previewed address). */
type EditorPreview = NonNullable<RpcInput<'getCmsStory'>['preview']>;

/** The visual editor's preview link is valid for an hour, as Storyblok's own check has it. */
export const previewValidSeconds = 3600;
/** A clock a few minutes ahead of ours is not an attack. */
export const clockSkewSeconds = 300;

function refused(message: string): AppError {
  return new AppError('FORBIDDEN', message, { details: [{ field: 'payload.preview', message }] });
}

function sameHex(given: string, expected: string): boolean {
  const a = Buffer.from(given, 'hex');
  const b = Buffer.from(expected, 'hex');
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * Drafts are answered only in the visual editor's preview: its token is the SHA-1 of
 * `{space id}:{preview token}:{timestamp}`, made by Storyblok, which knows the preview token, and
 * valid for an hour. The contract already refuses a draft request without one.
 */
export function checkDraftAccess(
  request: { version: ContentVersion; preview?: EditorPreview | undefined },
  ctx: RpcContext,
  now: number = Date.now(),
): void {
  if (request.version === 'published') return;
  const { preview } = request;
  const expected = ctx.content.editorPreview;
  if (!expected) {
    ctx.logger.error('content API preview token or space id missing: drafts cannot be answered');
    throw new AppError('UNAVAILABLE', 'Draft content is not available in this deployment');
  }
  if (!preview) throw refused('Draft content needs the visual editor’s preview token');
  if (preview.spaceId !== String(expected.spaceId))
    throw refused('The preview token is for another content space');
  const age = now / 1000 - Number(preview.timestamp);
  if (age > previewValidSeconds || age < -clockSkewSeconds) {
    throw refused('The preview link has expired: reload the page in the visual editor');
  }
  const token = createHash('sha1')
    .update(`${preview.spaceId}:${expected.previewToken}:${preview.timestamp}`)
    .digest('hex');
  if (!sameHex(preview.token, token)) throw refused('The preview token is not valid');
}
