import { defineBlock } from '../registry/define-block.ts';
import { ConsentListContentSchema } from './consent-list.schema.ts';
import { ConsentList } from './consent-list.tsx';

/** The `consent_list` block: the consent groups with their purpose and providers (§2, §9). */
export const consentListBlock = defineBlock({ schema: ConsentListContentSchema, Component: ConsentList });

export { ConsentList } from './consent-list.tsx';
export type { ConsentListProps } from './consent-list.tsx';
export { ConsentListContentSchema } from './consent-list.schema.ts';
export type {
  ConsentListBlok,
  ConsentListContent,
  ConsentListGroup,
  ConsentListProvider,
} from './consent-list.schema.ts';
