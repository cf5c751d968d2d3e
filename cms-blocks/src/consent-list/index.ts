export { ConsentList } from './consent-list.tsx';
export type { ConsentListProps } from './consent-list.tsx';
export { ConsentListContentSchema } from './consent-list.schema.ts';
export type {
  ConsentListBlok,
  ConsentListContent,
  ConsentListGroup,
  ConsentListProvider,
} from './consent-list.schema.ts';
