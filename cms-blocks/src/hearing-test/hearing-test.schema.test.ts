import { getShopByCode } from '@lumen/domain';
import { describe, expect, it } from 'vitest';
import { hearingAppointmentHref } from './hearing-test-provider.tsx';
import { hearingTestDraftFixture, hearingTestFixtures } from './hearing-test.fixtures.ts';
import { HearingTestContentSchema } from './hearing-test.schema.ts';

/** The smallest valid hearing test as the CMS sends it, to vary one field at a time. */
const minimal = { _uid: 'u1', component: 'hearing_test', headline: 'Online-Hörtest' };

describe('§2 content blocks: hearing test content from the CMS', () => {
  it('parses snake_case CMS fields into camelCase props', () => {
    expect(
      HearingTestContentSchema.parse({
        ...minimal,
        intro: '  In fünf Minuten zum Ergebnis.  ',
        heading_level: 'h1',
        offer_sending: true,
      }),
    ).toEqual({
      headline: 'Online-Hörtest',
      intro: 'In fünf Minuten zum Ergebnis.',
      headingLevel: 1,
      offerSending: true,
    });
  });

  it.for([
    { name: 'no optional field at all', fields: {} },
    { name: 'empty option and text fields', fields: { intro: '  ', heading_level: '' } },
    { name: 'sending switched off', fields: { offer_sending: false } },
  ])('leaves the optional props out and offers no sending for $name', ({ fields }) => {
    expect(HearingTestContentSchema.parse({ ...minimal, ...fields })).toEqual({
      headline: 'Online-Hörtest',
      offerSending: false,
    });
  });

  it.for([
    { name: 'a missing headline', fields: { headline: undefined }, paths: ['headline'] },
    { name: 'a blank headline', fields: { headline: '   ' }, paths: ['headline'] },
    { name: 'an unknown heading level', fields: { heading_level: 'h4' }, paths: ['heading_level'] },
    { name: 'an intro that is not text', fields: { intro: 42 }, paths: ['intro'] },
    { name: 'a checkbox that is not a boolean', fields: { offer_sending: 'true' }, paths: ['offer_sending'] },
  ])('names the failing field for $name', ({ fields, paths }) => {
    const result = HearingTestContentSchema.safeParse({ ...minimal, ...fields });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toEqual(paths);
  });

  it('names every failing field of an unfinished draft at once', () => {
    const result = HearingTestContentSchema.safeParse(hearingTestDraftFixture);
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toEqual([
      'headline',
      'heading_level',
      'offer_sending',
    ]);
  });

  it.for(Object.entries(hearingTestFixtures))('the %s fixture is valid content', ([, blok]) => {
    expect(HearingTestContentSchema.safeParse(blok).success).toBe(true);
  });
});

describe('§2 hearing test: booking a hearing appointment', () => {
  it.for([
    ['de-de', '/niederlassungen/?service=HA_HT'],
    ['de-ch', '/niederlassungen/?service=HA_HT'],
    ['fr-ch', '/succursales/?service=HA_HT'],
    ['it-ch', '/filiali/?service=HA_HT'],
    ['it-it', '/filiali/?service=HA_HT'],
    ['pl-pl', '/salony/?service=HA_HT'],
    ['cs-cz', '/pobocky/?service=HA_HT'],
  ] as const)('%s books at %s (the branch finder with the hearing-test service)', ([code, href]) => {
    expect(hearingAppointmentHref(getShopByCode(code))).toBe(href);
  });
});
