import { describe, expect, it } from 'vitest';
import { questionnaireBrokenGraphFixture, questionnaireFixtures } from './questionnaire.fixtures.ts';
import { QuestionnaireContentSchema } from './questionnaire.schema.ts';

const link = { linktype: 'story', fieldtype: 'multilink', cached_url: 'brillen/brillenfassungen' };

function answer(label: string, next: string) {
  return { _uid: `a-${label}`, component: 'questionnaire_answer', label, next };
}

function recommendation(fields: Record<string, unknown> = {}) {
  return {
    _uid: 'rec',
    component: 'questionnaire_recommendation',
    label: 'Fassungen ansehen',
    link,
    ...fields,
  };
}

/** The smallest valid questionnaire: one step, two answers, two results. */
function minimal(fields: Record<string, unknown> = {}) {
  return {
    _uid: 'q1',
    component: 'questionnaire',
    headline: 'Welche Brille passt zu mir?',
    steps: [
      {
        _uid: 's1',
        component: 'questionnaire_step',
        key: 'stil',
        question: 'Welcher Stil gefällt Ihnen?',
        answers: [answer('Klassisch', 'klassisch'), answer('Modisch', 'modisch')],
      },
    ],
    results: [
      {
        _uid: 'r1',
        component: 'questionnaire_result',
        key: 'klassisch',
        headline: 'Klassisch',
        recommendations: [recommendation()],
      },
      {
        _uid: 'r2',
        component: 'questionnaire_result',
        key: 'modisch',
        headline: 'Modisch',
        recommendations: [recommendation()],
      },
    ],
    ...fields,
  };
}

function withFirstStep(step: Record<string, unknown>) {
  const base = minimal();
  return { ...base, steps: [{ ...base.steps[0], ...step }] };
}

function issuePaths(content: unknown) {
  const result = QuestionnaireContentSchema.safeParse(content);
  expect(result.success).toBe(false);
  return result.error?.issues.map((issue) => issue.path.join('.'));
}

describe('§2 content blocks: questionnaire content from the CMS', () => {
  it('parses steps, answers and results into camelCase props', () => {
    expect(
      QuestionnaireContentSchema.parse(
        minimal({
          intro: '  Drei kurze Fragen.  ',
          steps: [
            {
              ...minimal().steps[0],
              hint: 'Wählen Sie, was am ehesten zutrifft.',
              answers: [
                { ...answer('Klassisch', 'klassisch'), description: 'Zeitlos' },
                { ...answer('Modisch', 'modisch'), description: '' },
              ],
            },
          ],
        }),
      ),
    ).toEqual({
      headline: 'Welche Brille passt zu mir?',
      intro: 'Drei kurze Fragen.',
      steps: [
        {
          key: 'stil',
          question: 'Welcher Stil gefällt Ihnen?',
          hint: 'Wählen Sie, was am ehesten zutrifft.',
          answers: [
            { label: 'Klassisch', description: 'Zeitlos', next: 'klassisch' },
            { label: 'Modisch', next: 'modisch' },
          ],
        },
      ],
      results: [
        {
          key: 'klassisch',
          headline: 'Klassisch',
          recommendations: [{ label: 'Fassungen ansehen', href: '/brillen/brillenfassungen/' }],
        },
        {
          key: 'modisch',
          headline: 'Modisch',
          recommendations: [{ label: 'Fassungen ansehen', href: '/brillen/brillenfassungen/' }],
        },
      ],
    });
  });

  it.for([
    { name: 'no filters: the category itself', fields: {}, href: '/brillen/brillenfassungen/' },
    {
      name: 'empty filter fields as the CMS sends them',
      fields: { frame_shapes: [], frame_colors: [], rim_types: [] },
      href: '/brillen/brillenfassungen/',
    },
    {
      name: 'frame shapes as a category filter, sorted',
      fields: { frame_shapes: ['round', 'cat_eye'] },
      href: '/brillen/brillenfassungen/?filters[frameShape]=cat_eye,round',
    },
    {
      name: 'frame colours as the listing’s colour parameter',
      fields: { frame_colors: ['havana', 'black'] },
      href: '/brillen/brillenfassungen/?color=black,havana',
    },
    {
      name: 'every filter at once, in the canonical order',
      fields: { frame_shapes: ['panto'], frame_colors: ['tortoise'], rim_types: ['rimless', 'nylor'] },
      href: '/brillen/brillenfassungen/?color=tortoise&filters[frameShape]=panto&filters[rimType]=nylor,rimless',
    },
    {
      name: 'a URL link holding a shop path',
      fields: { link: { linktype: 'url', url: '/okulary/oprawki/' }, frame_shapes: ['oval'] },
      href: '/okulary/oprawki/?filters[frameShape]=oval',
    },
  ])('§2 listing URLs: a recommendation with $name links to $href', ({ fields, href }) => {
    const content = minimal();
    const parsed = QuestionnaireContentSchema.parse({
      ...content,
      results: [{ ...content.results[0], recommendations: [recommendation(fields)] }, content.results[1]],
    });
    expect(parsed.results[0]?.recommendations[0]?.href).toBe(href);
  });

  it.for([
    { name: 'a missing headline', content: minimal({ headline: ' ' }), paths: ['headline'] },
    { name: 'no steps', content: minimal({ steps: [] }), paths: ['steps'] },
    { name: 'no results', content: minimal({ results: [] }), paths: ['results'] },
    {
      name: 'a step with one answer',
      content: withFirstStep({ answers: [answer('Klassisch', 'klassisch')] }),
      paths: ['steps.0.answers'],
    },
    { name: 'a step without a key', content: withFirstStep({ key: '' }), paths: ['steps.0.key'] },
    {
      name: 'a step without a question',
      content: withFirstStep({ question: undefined }),
      paths: ['steps.0.question'],
    },
    {
      name: 'an answer without a target',
      content: withFirstStep({ answers: [answer('Klassisch', ''), answer('Modisch', 'modisch')] }),
      paths: ['steps.0.answers.0.next'],
    },
    {
      name: 'another block among the steps',
      content: minimal({ steps: [{ ...minimal().steps[0], component: 'hero' }] }),
      paths: ['steps.0.component'],
    },
    {
      name: 'a result without recommendations',
      content: minimal({ results: [{ ...minimal().results[0], recommendations: [] }, minimal().results[1]] }),
      paths: ['results.0.recommendations'],
    },
    {
      name: 'a recommendation linking to another site',
      content: minimal({
        results: [
          {
            ...minimal().results[0],
            recommendations: [recommendation({ link: { linktype: 'url', url: 'https://example.com/' } })],
          },
          minimal().results[1],
        ],
      }),
      paths: ['results.0.recommendations.0.link'],
    },
    {
      name: 'a recommendation without a link',
      content: minimal({
        results: [
          {
            ...minimal().results[0],
            recommendations: [recommendation({ link: { linktype: 'story', cached_url: '' } })],
          },
          minimal().results[1],
        ],
      }),
      paths: ['results.0.recommendations.0.link'],
    },
    {
      name: 'a frame shape the catalogue does not know',
      content: minimal({
        results: [
          { ...minimal().results[0], recommendations: [recommendation({ frame_shapes: ['star'] })] },
          minimal().results[1],
        ],
      }),
      paths: ['results.0.recommendations.0.frame_shapes.0'],
    },
  ])('names the failing field for $name', ({ content, paths }) => {
    expect(issuePaths(content)).toEqual(paths);
  });

  it.for([
    {
      name: 'an answer leading to a key no step or result has',
      content: withFirstStep({ answers: [answer('Klassisch', 'klasisch'), answer('Modisch', 'modisch')] }),
      issues: [['steps.0.answers.0.next', 'No step or result has the key "klasisch"']],
    },
    {
      name: 'two steps leading to each other',
      content: minimal({
        steps: [
          { ...minimal().steps[0], answers: [answer('Klassisch', 'farbe'), answer('Modisch', 'modisch')] },
          {
            _uid: 's2',
            component: 'questionnaire_step',
            key: 'farbe',
            question: 'Welche Farbe?',
            answers: [answer('Dunkel', 'klassisch'), answer('Noch einmal', 'stil')],
          },
        ],
      }),
      issues: [
        ['steps.1.answers.1.next', 'Leads back to step "stil": the questionnaire would never reach a result'],
      ],
    },
    {
      name: 'a key used by a step and a result',
      content: minimal({ results: [minimal().results[0], { ...minimal().results[1], key: 'stil' }] }),
      issues: [['results.1.key', 'The key "stil" is used twice: answers could not tell them apart']],
    },
  ])('§2 a broken graph: $name', ({ content, issues }) => {
    const result = QuestionnaireContentSchema.safeParse(content);
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual(issues);
  });

  it('names every problem of the broken draft at once, headline and graph alike', () => {
    expect(issuePaths({ ...questionnaireBrokenGraphFixture, headline: '' })).toEqual([
      'headline',
      'steps.0.answers.1.next',
      'steps.1.answers.1.next',
    ]);
  });

  it.for(Object.entries(questionnaireFixtures))('the %s fixture is valid content', ([, blok]) => {
    expect(QuestionnaireContentSchema.safeParse(blok).success).toBe(true);
  });

  it('the German fixture links its results to filtered listings', () => {
    const { results } = QuestionnaireContentSchema.parse(questionnaireFixtures.de);
    expect(results.map((result) => [result.key, result.recommendations.map((item) => item.href)])).toEqual([
      ['screen', ['/brillen/blaulichtfilter-brillen/']],
      ['sport', ['/brillen/sonnenbrillen/?filters[frameShape]=aviator,butterfly,rectangular']],
      [
        'sun-city',
        [
          '/brillen/sonnenbrillen/?filters[frameShape]=cat_eye,oval,round',
          '/brillen/sonnenbrillen/?color=gold,silver&filters[frameShape]=aviator',
        ],
      ],
      ['bold', ['/brillen/brillenfassungen/?filters[frameShape]=butterfly,cat_eye,hexagonal']],
      [
        'classic-dark',
        [
          '/brillen/brillenfassungen/?color=black,grey,gunmetal&filters[frameShape]=browline,rectangular,square',
          '/brillen/brillenfassungen/?filters[rimType]=nylor,rimless',
        ],
      ],
      [
        'classic-warm',
        ['/brillen/brillenfassungen/?color=brown,havana,tortoise&filters[frameShape]=oval,panto,round'],
      ],
    ]);
  });
});
