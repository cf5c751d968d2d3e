import { RpcError } from '@lumen/domain';
import type { CmsEditorPreview, CmsStoryAnswer } from '@lumen/domain';
import type { RouterContext } from '../../router.tsx';
import { cmsStoryQuery } from '../../queries/content-queries.ts';

type LoaderContext = Pick<RouterContext, 'queryClient' | 'rpc'>;

/** The story a CMS page shows, and whether it is the editor's draft. */
export interface LoadedCmsStory {
  answer: CmsStoryAnswer;
  /** The visual editor's proof when the page shows the draft; undefined when it shows the published story. */
  preview: CmsEditorPreview | undefined;
}

/**
 * Whether the api answers the draft of a story to this proof; if so, the draft is in the query
 * cache (`cmsStoryQuery` with the proof). A refused proof (expired, another space, a wrong token)
 * is no error of the page: it shows what shoppers see.
 */
async function loadCmsDraft(
  { queryClient, rpc }: LoaderContext,
  slug: string,
  preview: CmsEditorPreview,
): Promise<boolean> {
  try {
    return (await queryClient.ensureQueryData(cmsStoryQuery(rpc, slug, preview))) !== null;
  } catch (error) {
    // Anyone can put a proof in an address: a refusal is expected and the api has logged it.
    if (!(error instanceof RpcError && error.code === 'FORBIDDEN')) {
      console.warn(`The draft of ${slug} could not be loaded: showing the published story.`, error);
    }
    return false;
  }
}

/**
 * Loads the story a CMS page shows (§6 visual-editor mode): with the visual editor's
 * proof, the draft when the api accepts the proof; otherwise, or when it does not, the published
 * story, as shoppers see it, and never an error page. Null when neither exists.
 */
export async function loadCmsStory(
  context: LoaderContext,
  slug: string,
  preview: CmsEditorPreview | undefined,
): Promise<LoadedCmsStory | null> {
  if (preview && (await loadCmsDraft(context, slug, preview))) {
    const answer = context.queryClient.getQueryData(cmsStoryQuery(context.rpc, slug, preview).queryKey);
    if (answer) return { answer, preview };
  }
  const answer = await context.queryClient.ensureQueryData(cmsStoryQuery(context.rpc, slug));
  return answer ? { answer, preview: undefined } : null;
}
