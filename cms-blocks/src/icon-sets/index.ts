import { defineBlock } from '../registry/define-block.ts';
import { iconSetContentSchemas } from './icon-set.schema.ts';
import { IconSet } from './icon-set.tsx';

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

/**
 * The six icon set blocks by CMS component name, for the block registry: one schema per set, one
 * component for all.
 */
export const iconSetBlocks = {
  icon_set_colours: defineBlock({ schema: iconSetContentSchemas.colours, Component: IconSet }),
  icon_set_face_shapes: defineBlock({ schema: iconSetContentSchemas.face_shapes, Component: IconSet }),
  icon_set_frame_shapes: defineBlock({ schema: iconSetContentSchemas.frame_shapes, Component: IconSet }),
  icon_set_rim_types: defineBlock({ schema: iconSetContentSchemas.rim_types, Component: IconSet }),
  icon_set_head_widths: defineBlock({ schema: iconSetContentSchemas.head_widths, Component: IconSet }),
  icon_set_payment_methods: defineBlock({
    schema: iconSetContentSchemas.payment_methods,
    Component: IconSet,
  }),
};
