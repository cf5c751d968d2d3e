import { describe, expect, it } from 'vitest';
import {
  prescriptionLoaderDraftFixture,
  prescriptionLoaderFixtures,
} from './prescription-loader.fixtures.ts';
import { PrescriptionLoaderContentSchema } from './prescription-loader.schema.ts';

const minimal = { _uid: 'p1', component: 'prescription_loader', headline: 'Ihr Brillenpass' };

describe('§2 content blocks: prescription loader content from the CMS', () => {
  it.for([
    {
      name: 'every field',
      fields: { text: '  Werte oder Foto hochladen.  ', show_addition: false, allow_upload: false },
      props: { text: 'Werte oder Foto hochladen.', showAddition: false, allowUpload: false },
    },
    {
      name: 'no switches (content older than the fields)',
      fields: {},
      props: { showAddition: true, allowUpload: true },
    },
    {
      name: 'a blank text',
      fields: { text: ' ', show_addition: true },
      props: { showAddition: true, allowUpload: true },
    },
  ])('parses $name into camelCase props', ({ fields, props }) => {
    expect(PrescriptionLoaderContentSchema.parse({ ...minimal, ...fields })).toEqual({
      headline: 'Ihr Brillenpass',
      ...props,
    });
  });

  it.for([
    { name: 'a missing headline', fields: { headline: undefined }, paths: ['headline'] },
    { name: 'a blank headline', fields: { headline: '  ' }, paths: ['headline'] },
    { name: 'a switch that is no boolean', fields: { show_addition: 'true' }, paths: ['show_addition'] },
  ])('names the failing field for $name', ({ fields, paths }) => {
    const result = PrescriptionLoaderContentSchema.safeParse({ ...minimal, ...fields });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toEqual(paths);
  });

  it('names every failing field of an unfinished draft at once', () => {
    const result = PrescriptionLoaderContentSchema.safeParse(prescriptionLoaderDraftFixture);
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['headline', 'allow_upload']);
  });

  it.for(Object.entries(prescriptionLoaderFixtures))('the %s fixture is valid content', ([, blok]) => {
    expect(PrescriptionLoaderContentSchema.safeParse(blok).success).toBe(true);
  });
});
