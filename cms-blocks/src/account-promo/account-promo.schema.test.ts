import { describe, expect, it } from 'vitest';
import { accountPromoDraftFixture, accountPromoFixtures } from './account-promo.fixtures.ts';
import { AccountPromoContentSchema } from './account-promo.schema.ts';

const minimal = { _uid: 'u1', component: 'account_promo', headline: 'Mit Kundenkonto geht alles schneller' };
const benefit = (text: string) => ({ _uid: text, component: 'account_promo_benefit', text });

describe('§2 content blocks: the account promo’s content from the CMS', () => {
  it('parses headline, text and the benefit blocks into texts', () => {
    expect(
      AccountPromoContentSchema.parse({
        ...minimal,
        text: ' Ein Konto für Shop und Filiale. ',
        benefits: [benefit('Bestellungen im Blick'), benefit(' Termine online buchen ')],
      }),
    ).toEqual({
      headline: 'Mit Kundenkonto geht alles schneller',
      text: 'Ein Konto für Shop und Filiale.',
      benefits: ['Bestellungen im Blick', 'Termine online buchen'],
    });
  });

  it.for([
    { name: 'no benefits field', fields: {} },
    { name: 'an empty benefit list', fields: { benefits: [] } },
    { name: 'a blank text', fields: { text: '  ' } },
  ])('leaves out what is empty: $name', ({ fields }) => {
    expect(AccountPromoContentSchema.parse({ ...minimal, ...fields })).toEqual({
      headline: 'Mit Kundenkonto geht alles schneller',
      benefits: [],
    });
  });

  it.for([
    { name: 'no headline', fields: { headline: '' }, paths: ['headline'] },
    { name: 'a benefit without text', fields: { benefits: [benefit(' ')] }, paths: ['benefits.0.text'] },
    {
      name: 'another block among the benefits',
      fields: { benefits: [{ _uid: 'h', component: 'hero', text: 'Sommer' }] },
      paths: ['benefits.0.component'],
    },
    {
      name: 'seven benefits',
      fields: { benefits: Array.from({ length: 7 }, (_, index) => benefit(`Vorteil ${index + 1}`)) },
      paths: ['benefits'],
    },
  ])('names the failing field for $name', ({ fields, paths }) => {
    const result = AccountPromoContentSchema.safeParse({ ...minimal, ...fields });
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toEqual(paths);
  });

  it('names every failing field of an unfinished draft at once', () => {
    const result = AccountPromoContentSchema.safeParse(accountPromoDraftFixture);
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toEqual([
      'headline',
      'benefits.1.text',
      'benefits.2.component',
    ]);
  });

  it.for(Object.entries(accountPromoFixtures))('the %s fixture is valid content', ([, blok]) => {
    expect(AccountPromoContentSchema.safeParse(blok).success).toBe(true);
  });
});
