import { consentGroups } from '@lumen/domain';
import { describe, expect, it } from 'vitest';
import { consentListDraftFixture, consentListFixtures } from './consent-list.fixtures.ts';
import { ConsentListContentSchema } from './consent-list.schema.ts';

const purpose = {
  type: 'doc',
  content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Reichweitenmessung' }] }],
};
const provider = (fields: object = {}) => ({
  _uid: 'p1',
  component: 'consent_provider',
  name: 'Google Analytics',
  ...fields,
});
const group = (fields: object = {}) => ({
  _uid: 'g1',
  component: 'consent_group',
  name: 'Statistik',
  group_id: consentGroups.statistics,
  purpose,
  providers: [provider()],
  ...fields,
});

/** The smallest valid list as the CMS sends it, to vary one field at a time. */
const minimal = { _uid: 'l1', component: 'consent_list', groups: [group()] };

describe('§9 consent groups: consent list content from the CMS', () => {
  it('parses the groups of the German list with the §9 ids, statistics C0002 and marketing C0004', () => {
    const content = ConsentListContentSchema.parse(consentListFixtures.de);
    expect(content.groups.map((entry) => [entry.groupId, entry.name])).toEqual([
      ['C0001', 'Notwendige Cookies'],
      [consentGroups.statistics, 'Statistik'],
      [consentGroups.marketing, 'Marketing'],
    ]);
    expect(content.groups[2]?.providers.map((entry) => entry.name)).toEqual(['YouTube', 'Vimeo']);
  });

  it('parses a provider’s details: the cookies an editor separated by commas, the privacy policy link', () => {
    const [parsed] = ConsentListContentSchema.parse({
      ...minimal,
      groups: [
        group({
          providers: [
            provider({
              purpose: ' Reichweitenmessung ',
              cookies: '_ga, _ga_<ID>, ',
              retention: '2 Jahre',
              privacy_policy: { linktype: 'url', url: 'https://policies.google.com/privacy' },
            }),
          ],
        }),
      ],
    }).groups;
    expect(parsed?.providers[0]).toEqual({
      id: 'p1',
      name: 'Google Analytics',
      purpose: 'Reichweitenmessung',
      cookies: ['_ga', '_ga_<ID>'],
      retention: '2 Jahre',
      privacyPolicy: { href: 'https://policies.google.com/privacy', external: true },
    });
  });

  it.for([
    { name: 'no headline and no intro', fields: {} },
    { name: 'an empty headline and an untouched intro', fields: { headline: ' ', intro: '' } },
  ])('leaves the optional props out for $name', ({ fields }) => {
    expect(Object.keys(ConsentListContentSchema.parse({ ...minimal, ...fields }))).toEqual(['groups']);
  });

  it('a group without providers and a provider with a name only are fine', () => {
    const content = ConsentListContentSchema.parse({ ...minimal, groups: [group({ providers: undefined })] });
    expect(content.groups[0]?.providers).toEqual([]);
    expect(ConsentListContentSchema.parse(minimal).groups[0]?.providers).toEqual([
      { id: 'p1', name: 'Google Analytics' },
    ]);
  });

  it.for([
    { name: 'no groups', fields: { groups: [] }, paths: ['groups'] },
    { name: 'a group without a name', fields: { groups: [group({ name: '' })] }, paths: ['groups.0.name'] },
    {
      name: 'a group id that is not the consent manager’s',
      fields: { groups: [group({ group_id: 'marketing' })] },
      paths: ['groups.0.group_id'],
    },
    {
      name: 'a group without its purpose',
      fields: { groups: [group({ purpose: '' })] },
      paths: ['groups.0.purpose'],
    },
    {
      name: 'the same group twice',
      fields: { groups: [group(), group({ _uid: 'g2', name: 'Analyse' })] },
      paths: ['groups.1.group_id'],
    },
    {
      name: 'a provider without a name',
      fields: { groups: [group({ providers: [provider({ name: '' })] })] },
      paths: ['groups.0.providers.0.name'],
    },
    {
      name: 'a script link as privacy policy',
      fields: {
        groups: [
          group({ providers: [provider({ privacy_policy: { linktype: 'url', url: 'javascript:x' } })] }),
        ],
      },
      paths: ['groups.0.providers.0.privacy_policy.url'],
    },
  ])('names the failing field for $name', ({ fields, paths }) => {
    const result = ConsentListContentSchema.safeParse({ ...minimal, ...fields });
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toEqual(paths);
  });

  it('names every failing field of an unfinished draft at once', () => {
    const result = ConsentListContentSchema.safeParse(consentListDraftFixture);
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toEqual([
      'groups.0.name',
      'groups.0.group_id',
      'groups.0.providers.0.name',
      'groups.0.providers.0.privacy_policy.url',
    ]);
  });

  it.for(Object.entries(consentListFixtures))('the %s fixture is valid content', ([, blok]) => {
    expect(ConsentListContentSchema.safeParse(blok).success).toBe(true);
  });
});
