import {
  faceShapeKeys,
  frameColorKeys,
  frameShapeKeys,
  headWidthKeys,
  paymentMethodIconKeys,
  rimTypeKeys,
} from '@lumen/design-system';
import { frameColors, languageCodes, parseListingQuery, paymentMethodKeys } from '@lumen/domain';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { blockTextsI18n } from '../i18n/block-texts-provider.tsx';
import { blockTextsNamespace } from '../i18n/block-texts.ts';
import { iconSetDraftFixture, iconSetFixtures } from './icon-set.fixtures.ts';
import {
  iconSetComponents,
  iconSetContentSchemas,
  iconSetDefinitions,
  iconSetNames,
} from './icon-set.schema.ts';
import { blockRegistry } from '../registry/block-registry.ts';

const emptyLink = { id: '', url: '', linktype: 'story', fieldtype: 'multilink', cached_url: '' };
const item = (key: string, fields: Record<string, unknown> = {}) => ({
  _uid: `uid-${key}`,
  component: 'icon_set_item',
  key,
  ...fields,
});

describe('§2 icon sets: one block per set, keys from the design system and the domain', () => {
  it.for([
    ['colours', Object.keys(frameColors)],
    ['face_shapes', faceShapeKeys],
    ['frame_shapes', frameShapeKeys],
    ['rim_types', rimTypeKeys],
    ['head_widths', headWidthKeys],
    // §2's payment icons: the checkout's payment keys (§9) and Sofort.
    ['payment_methods', [...paymentMethodKeys, 'sofort']],
  ] as const)('%s offers the keys %j', ([set, keys]) => {
    expect(iconSetDefinitions[set].keys).toEqual(keys);
  });

  it('the design system draws the same keys the sets offer', () => {
    expect(iconSetDefinitions.colours.keys).toBe(frameColorKeys);
    expect(iconSetDefinitions.payment_methods.keys).toBe(paymentMethodIconKeys);
  });

  it('registers one block per set under its CMS name (icon_set_…)', () => {
    const registered = Object.keys(blockRegistry).filter((name) => name.startsWith('icon_set_'));
    expect(registered).toEqual(iconSetNames.map((set) => iconSetComponents[set]));
    expect(registered).toEqual([
      'icon_set_colours',
      'icon_set_face_shapes',
      'icon_set_frame_shapes',
      'icon_set_rim_types',
      'icon_set_head_widths',
      'icon_set_payment_methods',
    ]);
  });

  it.for(
    iconSetNames.flatMap((set) =>
      languageCodes.map((language) => ({ set, language, keys: iconSetDefinitions[set].keys })),
    ),
  )('$set has a name for every key in $language', ({ set, language, keys }) => {
    const labels = z
      .record(z.string(), z.string())
      .parse(blockTextsI18n(language).getResource(language, blockTextsNamespace, `iconSet.${set}`));
    expect(Object.keys(labels).sort()).toEqual([...keys].sort());
    expect(Object.values(labels).filter((label) => label.trim() === '')).toEqual([]);
  });
});

describe('§2 icon sets: content from the CMS', () => {
  it('parses a German frame-shape block: items in the editor’s order, links to the filtered listing', () => {
    expect(iconSetContentSchemas.frame_shapes.parse(iconSetFixtures.frameShapesDe)).toEqual({
      set: 'frame_shapes',
      headline: 'Welche Fassungsform passt zu Ihnen?',
      headingLevel: 2,
      items: [
        { key: 'round', link: { href: '/brillen/?filters[frameShape]=round' } },
        { key: 'oval', link: { href: '/brillen/?filters[frameShape]=oval' } },
        { key: 'rectangular', link: { href: '/brillen/?filters[frameShape]=rectangular' } },
        { key: 'cat_eye', link: { href: '/brillen/?filters[frameShape]=cat_eye' } },
        { key: 'aviator', label: 'Pilotenbrille', link: { href: '/brillen/?filters[frameShape]=aviator' } },
        { key: 'panto', link: { href: '/brillen/?filters[frameShape]=panto' } },
      ],
      hideLabels: false,
    });
  });

  it.for([
    ['colours', 'havana', '/sonnenbrillen/?color=havana'],
    ['face_shapes', 'heart', '/sonnenbrillen/?filters[faceShape]=heart'],
    ['frame_shapes', 'browline', '/sonnenbrillen/?filters[frameShape]=browline'],
    ['rim_types', 'nylor', '/sonnenbrillen/?filters[rimType]=nylor'],
    ['head_widths', 'wide', '/sonnenbrillen/?filters[headWidth]=wide'],
  ] as const)('a %s icon %s links to %s (§2 listing query)', ([set, key, href]) => {
    const content = iconSetContentSchemas[set].parse({
      items: [item(key)],
      listing_link: { linktype: 'story', cached_url: 'de-de/sonnenbrillen' },
    });
    expect(content.items).toEqual([{ key, link: { href } }]);
    // The listing reads the same filter back from the link.
    const search = new URL(href, 'https://lumen.example').searchParams;
    expect(parseListingQuery(search)).toEqual(iconSetDefinitions[set].filter(key));
  });

  it.for([
    { name: 'no listing link', fields: {} },
    { name: 'an empty listing link', fields: { listing_link: emptyLink } },
  ])('icons have no link with $name', ({ fields }) => {
    const content = iconSetContentSchemas.rim_types.parse({ items: [item('rimless')], ...fields });
    expect(content.items).toEqual([{ key: 'rimless' }]);
  });

  it('an icon’s own link wins over the listing', () => {
    const content = iconSetContentSchemas.face_shapes.parse({
      items: [
        item('oval', { link: { linktype: 'story', cached_url: 'de-de/ratgeber/ovales-gesicht' } }),
        item('round'),
      ],
      listing_link: { linktype: 'url', url: '/brillen/' },
    });
    expect(content.items).toEqual([
      { key: 'oval', link: { href: '/ratgeber/ovales-gesicht/' } },
      { key: 'round', link: { href: '/brillen/?filters[faceShape]=round' } },
    ]);
  });

  it('payment methods are no listing filter: only the editor’s own links', () => {
    const content = iconSetContentSchemas.payment_methods.parse(iconSetFixtures.paymentMethodsPl);
    expect(content.items).toEqual([
      { key: 'blik', link: { href: '/pomoc/platnosci-blik/' } },
      { key: 'p24' },
      { key: 'payu' },
      { key: 'paypal_instant' },
      { key: 'cash_on_delivery' },
    ]);
  });

  it('trims labels, drops blank ones, and reads the options', () => {
    expect(
      iconSetContentSchemas.head_widths.parse({
        headline: '  ',
        heading_level: 'h3',
        items: [item('narrow', { label: '  Schmaler Kopf ' }), item('wide', { label: ' ' })],
        hide_labels: true,
      }),
    ).toEqual({
      set: 'head_widths',
      headingLevel: 3,
      items: [{ key: 'narrow', label: 'Schmaler Kopf' }, { key: 'wide' }],
      hideLabels: true,
    });
  });

  it.for([
    {
      name: 'a colour the catalogue does not have',
      set: 'colours',
      fields: { items: [item('black'), item('turquoise')] },
      paths: ['items.1.key'],
      message: 'Unknown colour "turquoise": use one of black, havana,',
    },
    {
      name: 'a payment key of another shop system',
      set: 'payment_methods',
      fields: { items: [item('creditcard')] },
      paths: ['items.0.key'],
      message: 'Unknown payment method "creditcard"',
    },
    {
      name: 'a frame shape chosen twice',
      set: 'frame_shapes',
      fields: { items: [item('round'), item('oval'), item('round')] },
      paths: ['items.2.key'],
      message: 'The frame shape "round" is chosen twice',
    },
    {
      name: 'no icon at all',
      set: 'face_shapes',
      fields: { items: [] },
      paths: ['items'],
      message: 'Choose at least one face shape',
    },
    {
      name: 'another block among the items',
      set: 'rim_types',
      fields: { items: [{ _uid: 'x', component: 'hero', key: 'rimless' }] },
      paths: ['items.0.component'],
      message: '',
    },
    {
      name: 'a listing link to another site',
      set: 'colours',
      fields: {
        items: [item('red')],
        listing_link: { linktype: 'url', url: 'https://www.example.com/brillen/' },
      },
      paths: ['listing_link'],
      message: 'Link to a category page of the shop',
    },
    {
      name: 'a listing link with a query of its own',
      set: 'frame_shapes',
      fields: { items: [item('round')], listing_link: { linktype: 'url', url: '/brillen/?sort=new-desc' } },
      paths: ['listing_link'],
      message: 'without ? or #',
    },
    {
      name: 'an unsafe icon link',
      set: 'payment_methods',
      fields: { items: [item('twint', { link: { linktype: 'url', url: 'javascript:alert(1)' } })] },
      paths: ['items.0.link.url'],
      message: '',
    },
    {
      name: 'an unknown heading level',
      set: 'head_widths',
      fields: { items: [item('medium')], heading_level: 'h1' },
      paths: ['heading_level'],
      message: '',
    },
  ] as const)('names the failing field for $name', ({ set, fields, paths, message }) => {
    const result = iconSetContentSchemas[set].safeParse(fields);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toEqual(paths);
    expect(result.error?.issues[0]?.message).toContain(message);
  });

  it('names every failing field of an unfinished draft at once', () => {
    const result = iconSetContentSchemas.frame_shapes.safeParse(iconSetDraftFixture);
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toEqual([
      'items.1.key',
      'listing_link',
    ]);
  });

  it.for(Object.entries(iconSetFixtures))('the %s fixture is valid content of its block', ([, blok]) => {
    const block = blockRegistry[blok.component];
    expect(block.schema.safeParse(blok).success).toBe(true);
  });
});
