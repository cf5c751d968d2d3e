import type { ProcedureTable } from '../../rpc/define-procedure.ts';
import { getCategoryComponentData } from './get-category-component-data.ts';
import { getCmsContent } from './get-cms-content.ts';
import { getCmsStories } from './get-cms-stories.ts';
import { getCmsStory } from './get-cms-story.ts';
import { getDataSourceEntries } from './get-data-source-entries.ts';
import { getStoriesByFolder } from './get-stories-by-folder.ts';

/** The content calls (Storyblok CDN API through storyblok-js-client). */
export const contentProcedures: ProcedureTable = {
  getCmsContent,
  getCmsStories,
  getCmsStory,
  getDataSourceEntries,
  getStoriesByFolder,
  getCategoryComponentData,
};
