export { IconSet } from './icon-set.tsx';
export type { IconSetProps } from './icon-set.tsx';
export {
  iconSetComponents,
  iconSetContentSchema,
  iconSetContentSchemas,
  iconSetDefinitions,
  iconSetItemComponent,
  iconSetNames,
} from './icon-set.schema.ts';
export type {
  IconSetBlok,
  IconSetContent,
  IconSetHeadingLevel,
  IconSetItem,
  IconSetKey,
  IconSetName,
} from './icon-set.schema.ts';
