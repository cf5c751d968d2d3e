import {
  cn,
  FaceShapeIcon,
  FrameColorIcon,
  FrameShapeIcon,
  HeadWidthIcon,
  PaymentMethodIcon,
  RimTypeIcon,
  type IconSetIconProps,
} from '@lumen/design-system';
import { useId, type ComponentProps, type ReactNode } from 'react';
import { useBlockTexts, type BlockTextKey, type BlockTexts } from '../i18n/block-texts.ts';
import type { EditorAttributes } from '../registry/editor-attributes.ts';
import { ContentLink } from '../rich-text/content-link.tsx';
import type { IconSetContent, IconSetKey, IconSetName } from './icon-set.schema.ts';

/** Draws one key of each set with the design system's icon sets. */
const iconSetIcons: { [S in IconSetName]: (key: IconSetKey<S>, props: IconSetIconProps) => ReactNode } = {
  colours: (key, props) => <FrameColorIcon {...props} color={key} />,
  face_shapes: (key, props) => <FaceShapeIcon {...props} shape={key} />,
  frame_shapes: (key, props) => <FrameShapeIcon {...props} shape={key} />,
  rim_types: (key, props) => <RimTypeIcon {...props} rimType={key} />,
  head_widths: (key, props) => <HeadWidthIcon {...props} headWidth={key} />,
  payment_methods: (key, props) => <PaymentMethodIcon {...props} method={key} />,
};

function setIcon<S extends IconSetName>(set: S, key: IconSetKey<S>, props: IconSetIconProps): ReactNode {
  return iconSetIcons[set](key, props);
}

/** Where each set's icon names are in the block texts: `iconSet.<set>.<key>`. */
const labelKeys: { [S in IconSetName]: (key: IconSetKey<S>) => BlockTextKey<'iconSet'> } = {
  colours: (key) => `colours.${key}`,
  face_shapes: (key) => `face_shapes.${key}`,
  frame_shapes: (key) => `frame_shapes.${key}`,
  rim_types: (key) => `rim_types.${key}`,
  head_widths: (key) => `head_widths.${key}`,
  payment_methods: (key) => `payment_methods.${key}`,
};

/** An icon's name when the editor gives none: the catalogue's label of the value, the method's name. */
function standardLabel<S extends IconSetName>(t: BlockTexts<'iconSet'>, set: S, key: IconSetKey<S>): string {
  return t(labelKeys[set](key));
}

const headingTags = { 2: 'h2', 3: 'h3' } as const;

/**
 * Props of `IconSet`: the parsed content of one icon set's block (`iconSetContentSchemas`), editor
 * attributes and the root element's attributes. The standard names of the icons are the `iconSet`
 * block texts of the page's language.
 */
export type IconSetProps = IconSetContent &
  EditorAttributes &
  Omit<ComponentProps<'section'>, keyof IconSetContent | 'children'>;

/**
 * A row of icons from one of the §2 icon sets (colours, face shapes, frame shapes, rim types, head
 * widths, payment methods) with their names, each a link where the content gives one: for the
 * catalogue's sets typically the listing filtered by that value.
 */
export function IconSet({
  set,
  headline,
  headingLevel = 2,
  items,
  hideLabels,
  className,
  ...props
}: IconSetProps) {
  const t = useBlockTexts('iconSet');
  const headingId = useId();
  const Heading = headingTags[headingLevel];

  return (
    // Named by its headline; without one, a section without a name is no landmark, just a box.
    <section
      data-slot="icon-set"
      data-set={set}
      data-labels={hideLabels ? 'hidden' : 'shown'}
      aria-labelledby={headline ? headingId : undefined}
      className={cn(
        'mx-auto flex w-full max-w-7xl flex-col gap-4 px-4 py-6 text-foreground md:px-8',
        className,
      )}
      {...props}
    >
      {headline && (
        <Heading
          id={headingId}
          data-slot="icon-set-headline"
          className="text-xl font-bold text-balance lg:text-2xl"
        >
          {headline}
        </Heading>
      )}
      <ul
        data-slot="icon-set-items"
        className={cn('flex flex-wrap', hideLabels ? 'gap-2' : 'gap-x-3 gap-y-4')}
      >
        {items.map((item) => {
          const label = item.label ?? standardLabel(t, set, item.key);
          const icon = setIcon(set, item.key, {
            size: hideLabels ? 'lg' : 'xl',
            // With its name beside it the icon is decoration; alone, it carries the name.
            ...(hideLabels && { title: label }),
          });
          const content = hideLabels ? (
            <span className="grid size-12 place-items-center">{icon}</span>
          ) : (
            <>
              <span className="grid size-16 place-items-center rounded-md bg-surface-muted">{icon}</span>
              <span
                data-slot="icon-set-label"
                className="text-sm font-semibold text-balance break-words hyphens-auto"
              >
                {label}
              </span>
            </>
          );
          const tile = cn(
            'flex flex-col items-center gap-2 rounded-md text-center',
            hideLabels ? 'p-1' : 'w-24 p-2 sm:w-28',
          );
          return (
            // Keys are unique within a block: the schema refuses a key twice.
            <li key={item.key} data-slot="icon-set-item" data-key={item.key}>
              {item.link ? (
                <ContentLink
                  link={item.link}
                  variant="standalone"
                  className={cn(tile, 'text-foreground hover:bg-surface-muted hover:text-accent')}
                >
                  {content}
                </ContentLink>
              ) : (
                <div className={tile}>{content}</div>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
