import type { FrameColor, FrameShape, RimType } from '@lumen/domain';
import type { QuestionnaireBlok } from './questionnaire.schema.ts';

/*
 * Questionnaire content as the content API delivers it: "Which glasses suit me?" in four shop
 * languages. One graph, drawn by the editor with keys:
 *
 *   purpose ─ everyday ─▶ style ─ classic ─▶ colour ─ dark ─▶ (classic-dark)
 *      │                    │                  └──── warm ─▶ (classic-warm)
 *      │                    └──── bold ─▶ (bold)
 *      ├─ sun ─▶ sun ─ sport ─▶ (sport)
 *      │           └── city ──▶ (sun-city)
 *      └─ screen ─▶ (screen)
 *
 * The longest way has three steps; the sun branch ends after two. Listing links are category
 * paths of each language, as story links (`cached_url`) or plain paths.
 */

type AnswerTexts = readonly [label: string, description?: string];

type QuestionnaireTexts = {
  headline: string;
  intro: string;
  purpose: { question: string; hint: string; everyday: AnswerTexts; sun: AnswerTexts; screen: AnswerTexts };
  sun: { question: string; sport: AnswerTexts; city: AnswerTexts };
  style: { question: string; classic: AnswerTexts; bold: AnswerTexts };
  colour: { question: string; dark: AnswerTexts; warm: AnswerTexts };
  results: {
    screen: { headline: string; text: string; link: string };
    sport: { headline: string; text: string; link: string };
    sunCity: { headline: string; text: string; round: string; aviator: string };
    bold: { headline: string; text: string; link: string };
    classicDark: { headline: string; text: string; angular: string; rimless: string };
    classicWarm: { headline: string; text: string; link: string };
  };
  /** Category paths of the language. */
  paths: { blueLight: string; sunglasses: string; frames: string };
};

/** Storyblok's shape of a story link to a category page. */
function storyLink(path: string) {
  return {
    id: '8c1d2e3f-4a5b-4c6d-8e7f-9a0b1c2d3e4f',
    linktype: 'story' as const,
    fieldtype: 'multilink',
    cached_url: path.replace(/^\/|\/$/g, ''),
  };
}

/** Storyblok's shape of a URL link holding a shop path. */
function urlLink(path: string) {
  return { id: '', linktype: 'url' as const, fieldtype: 'multilink', url: path, cached_url: path };
}

function buildQuestionnaire(language: string, t: QuestionnaireTexts): QuestionnaireBlok {
  let counter = 0;
  // Storyblok gives every block a uuid; these are stable so snapshots and keys do not churn.
  const uid = () => `5e0c${language}00-1d2e-4f3a-9b4c-${String(++counter).padStart(12, '0')}`;
  const answer = ([label, description]: AnswerTexts, next: string) => ({
    _uid: uid(),
    component: 'questionnaire_answer' as const,
    label,
    description: description ?? '',
    next,
  });
  const recommendation = (
    label: string,
    link: ReturnType<typeof storyLink> | ReturnType<typeof urlLink>,
    filters: { frame_shapes?: FrameShape[]; frame_colors?: FrameColor[]; rim_types?: RimType[] } = {},
  ) => ({
    _uid: uid(),
    component: 'questionnaire_recommendation' as const,
    label,
    text: '',
    link,
    frame_shapes: [] as FrameShape[],
    frame_colors: [] as FrameColor[],
    rim_types: [] as RimType[],
    ...filters,
  });
  const result = (
    key: string,
    { headline, text }: { headline: string; text: string },
    recommendations: ReturnType<typeof recommendation>[],
  ) => ({ _uid: uid(), component: 'questionnaire_result' as const, key, headline, text, recommendations });

  return {
    _uid: uid(),
    component: 'questionnaire',
    _editable: `<!--#storyblok#{"name": "questionnaire", "space": "287411", "uid": "5e0c${language}00", "id": "531822974"}-->`,
    headline: t.headline,
    intro: t.intro,
    steps: [
      {
        _uid: uid(),
        component: 'questionnaire_step',
        key: 'purpose',
        question: t.purpose.question,
        hint: t.purpose.hint,
        answers: [
          answer(t.purpose.everyday, 'style'),
          answer(t.purpose.sun, 'sun'),
          answer(t.purpose.screen, 'screen'),
        ],
      },
      {
        _uid: uid(),
        component: 'questionnaire_step',
        key: 'sun',
        question: t.sun.question,
        hint: '',
        answers: [answer(t.sun.sport, 'sport'), answer(t.sun.city, 'sun-city')],
      },
      {
        _uid: uid(),
        component: 'questionnaire_step',
        key: 'style',
        question: t.style.question,
        answers: [answer(t.style.classic, 'colour'), answer(t.style.bold, 'bold')],
      },
      {
        _uid: uid(),
        component: 'questionnaire_step',
        key: 'colour',
        question: t.colour.question,
        answers: [answer(t.colour.dark, 'classic-dark'), answer(t.colour.warm, 'classic-warm')],
      },
    ],
    results: [
      result('screen', t.results.screen, [
        recommendation(t.results.screen.link, storyLink(t.paths.blueLight)),
      ]),
      result('sport', t.results.sport, [
        recommendation(t.results.sport.link, urlLink(t.paths.sunglasses), {
          frame_shapes: ['aviator', 'butterfly', 'rectangular'],
        }),
      ]),
      result('sun-city', t.results.sunCity, [
        recommendation(t.results.sunCity.round, storyLink(t.paths.sunglasses), {
          frame_shapes: ['round', 'cat_eye', 'oval'],
        }),
        recommendation(t.results.sunCity.aviator, storyLink(t.paths.sunglasses), {
          frame_shapes: ['aviator'],
          frame_colors: ['gold', 'silver'],
        }),
      ]),
      result('bold', t.results.bold, [
        recommendation(t.results.bold.link, storyLink(t.paths.frames), {
          frame_shapes: ['cat_eye', 'butterfly', 'hexagonal'],
        }),
      ]),
      result('classic-dark', t.results.classicDark, [
        recommendation(t.results.classicDark.angular, storyLink(t.paths.frames), {
          frame_shapes: ['rectangular', 'square', 'browline'],
          frame_colors: ['black', 'grey', 'gunmetal'],
        }),
        recommendation(t.results.classicDark.rimless, urlLink(t.paths.frames), {
          rim_types: ['rimless', 'nylor'],
        }),
      ]),
      result('classic-warm', t.results.classicWarm, [
        recommendation(t.results.classicWarm.link, storyLink(t.paths.frames), {
          frame_shapes: ['panto', 'round', 'oval'],
          frame_colors: ['havana', 'tortoise', 'brown'],
        }),
      ]),
    ],
  };
}

const nbsp = '\u00a0';

export const questionnaireFixtures: Record<'de' | 'fr' | 'pl' | 'cs', QuestionnaireBlok> = {
  de: buildQuestionnaire('de', {
    headline: 'Welche Brille passt zu mir?',
    intro: 'Ein paar kurze Fragen, und wir zeigen Ihnen Brillen, die zu Ihrem Alltag und Ihrem Stil passen.',
    purpose: {
      question: 'Wofür möchten Sie Ihre neue Brille vor allem tragen?',
      hint: 'Wählen Sie, was am ehesten zutrifft.',
      everyday: ['Im Alltag: Ich möchte wieder scharf sehen'],
      sun: ['Draußen in der Sonne'],
      screen: ['Vor allem am Bildschirm'],
    },
    sun: {
      question: 'Wobei tragen Sie Ihre Sonnenbrille am häufigsten?',
      sport: ['Beim Sport: Radfahren, Laufen, Wandern'],
      city: ['In der Stadt und im Urlaub'],
    },
    style: {
      question: 'Welcher Stil gefällt Ihnen?',
      classic: ['Klassisch und zeitlos', 'Fassungen, die zu jedem Anlass passen'],
      bold: ['Auffällig und modisch', 'Eine Brille, die man sieht'],
    },
    colour: {
      question: 'Welche Farbtöne tragen Sie am liebsten?',
      dark: ['Dunkel: Schwarz, Grau, Anthrazit'],
      warm: ['Warm: Braun, Havanna, Schildpatt'],
    },
    results: {
      screen: {
        headline: 'Brillen mit Blaulichtfilter',
        text: 'Gläser mit Blaulichtfilter machen lange Tage am Bildschirm angenehmer.',
        link: 'Blaulichtfilter-Brillen ansehen',
      },
      sport: {
        headline: 'Sportliche Sonnenbrillen',
        text: 'Leicht, fest sitzend und mit großem Sichtfeld.',
        link: 'Sportliche Sonnenbrillen ansehen',
      },
      sunCity: {
        headline: 'Sonnenbrillen für Stadt und Urlaub',
        text: 'Zeitlose Formen, die zu allem passen.',
        round: 'Runde Sonnenbrillen und Cat-Eye-Modelle',
        aviator: 'Pilotenbrillen in Gold und Silber',
      },
      bold: {
        headline: 'Fassungen mit Charakter',
        text: 'Markante Formen: Cat-Eye, Butterfly oder sechseckig.',
        link: 'Auffällige Fassungen ansehen',
      },
      classicDark: {
        headline: 'Klassische Fassungen in dunklen Tönen',
        text: 'Schlicht und elegant, fürs Büro wie für den Abend.',
        angular: 'Eckige und Browline-Fassungen in Schwarz und Grau',
        rimless: 'Leichte randlose Brillen',
      },
      classicWarm: {
        headline: 'Klassische Fassungen in warmen Tönen',
        text: 'Havanna und Schildpatt lassen Gesichtszüge weicher wirken.',
        link: 'Panto- und runde Fassungen in Havanna und Braun',
      },
    },
    paths: {
      blueLight: '/brillen/blaulichtfilter-brillen/',
      sunglasses: '/brillen/sonnenbrillen/',
      frames: '/brillen/brillenfassungen/',
    },
  }),
  fr: buildQuestionnaire('fr', {
    headline: `Quelles lunettes me conviennent${nbsp}?`,
    intro:
      'Quelques questions rapides, et nous vous montrons des lunettes adaptées à votre quotidien et à votre style.',
    purpose: {
      question: `Quand porterez-vous surtout vos nouvelles lunettes${nbsp}?`,
      hint: 'Choisissez ce qui vous correspond le mieux.',
      everyday: [`Au quotidien${nbsp}: pour voir net`],
      sun: ['Dehors, au soleil'],
      screen: ['Surtout devant un écran'],
    },
    sun: {
      question: `Quand portez-vous le plus souvent vos lunettes de soleil${nbsp}?`,
      sport: [`Pour le sport${nbsp}: vélo, course, randonnée`],
      city: ['En ville et en vacances'],
    },
    style: {
      question: `Quel style vous plaît${nbsp}?`,
      classic: ['Classique et intemporel', 'Des montures qui vont avec tout'],
      bold: ['Original et tendance', 'Des lunettes qui se remarquent'],
    },
    colour: {
      question: `Quelles teintes portez-vous le plus volontiers${nbsp}?`,
      dark: [`Foncées${nbsp}: noir, gris, anthracite`],
      warm: [`Chaudes${nbsp}: brun, havane, écaille`],
    },
    results: {
      screen: {
        headline: 'Lunettes anti-lumière bleue',
        text: 'Des verres qui filtrent la lumière bleue rendent les longues journées devant l’écran plus agréables.',
        link: 'Voir les lunettes anti-lumière bleue',
      },
      sport: {
        headline: 'Lunettes de soleil sportives',
        text: 'Légères, bien ajustées et avec un large champ de vision.',
        link: 'Voir les lunettes de soleil sportives',
      },
      sunCity: {
        headline: 'Lunettes de soleil pour la ville et les vacances',
        text: 'Des formes intemporelles qui vont avec tout.',
        round: 'Lunettes de soleil rondes et œil de chat',
        aviator: 'Lunettes aviateur dorées et argentées',
      },
      bold: {
        headline: 'Des montures qui ont du caractère',
        text: `Des formes marquées${nbsp}: œil de chat, papillon ou hexagonale.`,
        link: 'Voir les montures originales',
      },
      classicDark: {
        headline: 'Montures classiques aux tons foncés',
        text: 'Sobres et élégantes, pour le bureau comme pour le soir.',
        angular: 'Montures rectangulaires et browline noires et grises',
        rimless: 'Lunettes légères percées',
      },
      classicWarm: {
        headline: 'Montures classiques aux tons chauds',
        text: 'Le havane et l’écaille adoucissent les traits.',
        link: 'Montures panto et rondes havane et brunes',
      },
    },
    paths: {
      blueLight: '/lunettes/lunettes-anti-lumiere-bleue/',
      sunglasses: '/lunettes/lunettes-de-soleil/',
      frames: '/lunettes/montures/',
    },
  }),
  pl: buildQuestionnaire('pl', {
    headline: 'Jakie okulary do mnie pasują?',
    intro: 'Kilka krótkich pytań, a pokażemy Ci okulary dopasowane do Twojej codzienności i stylu.',
    purpose: {
      question: 'Do czego będą Ci głównie potrzebne nowe okulary?',
      hint: 'Wybierz odpowiedź, która najlepiej do Ciebie pasuje.',
      everyday: ['Na co dzień: chcę znów widzieć ostro'],
      sun: ['Na zewnątrz, w słońcu'],
      screen: ['Głównie przy komputerze'],
    },
    sun: {
      question: 'Kiedy najczęściej nosisz okulary przeciwsłoneczne?',
      sport: ['Podczas sportu: rower, bieganie, góry'],
      city: ['W mieście i na urlopie'],
    },
    style: {
      question: 'Jaki styl Ci się podoba?',
      classic: ['Klasyczny i ponadczasowy', 'Oprawki pasujące na każdą okazję'],
      bold: ['Wyrazisty i modny', 'Okulary, które widać'],
    },
    colour: {
      question: 'Jakie kolory nosisz najchętniej?',
      dark: ['Ciemne: czarny, szary, grafitowy'],
      warm: ['Ciepłe: brązowy, hawana, szylkret'],
    },
    results: {
      screen: {
        headline: 'Okulary z filtrem światła niebieskiego',
        text: 'Soczewki z filtrem światła niebieskiego sprawiają, że długie godziny przy ekranie mniej męczą.',
        link: 'Zobacz okulary z filtrem',
      },
      sport: {
        headline: 'Sportowe okulary przeciwsłoneczne',
        text: 'Lekkie, stabilne i z szerokim polem widzenia.',
        link: 'Zobacz sportowe okulary przeciwsłoneczne',
      },
      sunCity: {
        headline: 'Okulary przeciwsłoneczne do miasta i na urlop',
        text: 'Ponadczasowe kształty, które pasują do wszystkiego.',
        round: 'Okrągłe okulary i kocie oko',
        aviator: 'Pilotki w kolorze złotym i srebrnym',
      },
      bold: {
        headline: 'Oprawki z charakterem',
        text: 'Wyraziste kształty: kocie oko, motylkowe lub sześciokątne.',
        link: 'Zobacz wyraziste oprawki',
      },
      classicDark: {
        headline: 'Klasyczne oprawki w ciemnych kolorach',
        text: 'Stonowane i eleganckie, do biura i na wieczór.',
        angular: 'Prostokątne oprawki i browline w czerni i szarości',
        rimless: 'Lekkie okulary bezramkowe',
      },
      classicWarm: {
        headline: 'Klasyczne oprawki w ciepłych kolorach',
        text: 'Hawana i szylkret łagodzą rysy twarzy.',
        link: 'Oprawki panto i okrągłe w odcieniach hawany i brązu',
      },
    },
    paths: {
      blueLight: '/okulary/okulary-z-filtrem-swiatla-niebieskiego/',
      sunglasses: '/okulary/okulary-przeciwsloneczne/',
      frames: '/okulary/oprawki/',
    },
  }),
  cs: buildQuestionnaire('cs', {
    headline: 'Jaké brýle se ke mně hodí?',
    intro: 'Pár krátkých otázek a ukážeme vám brýle, které se hodí k vašim potřebám i stylu.',
    purpose: {
      question: 'K čemu budete nové brýle nosit nejčastěji?',
      hint: 'Vyberte, co vás vystihuje nejlépe.',
      everyday: ['Na každý den: chci zase vidět ostře'],
      sun: ['Venku na slunci'],
      screen: ['Hlavně u počítače'],
    },
    sun: {
      question: 'Kdy nosíte sluneční brýle nejčastěji?',
      sport: ['Při sportu: kolo, běh, turistika'],
      city: ['Ve městě a na dovolené'],
    },
    style: {
      question: 'Jaký styl se vám líbí?',
      classic: ['Klasický a nadčasový', 'Obroučky, které se hodí ke každé příležitosti'],
      bold: ['Výrazný a módní', 'Brýle, které jsou vidět'],
    },
    colour: {
      question: 'Jaké barvy nosíte nejraději?',
      dark: ['Tmavé: černá, šedá, antracitová'],
      warm: ['Teplé: hnědá, havana, želvovina'],
    },
    results: {
      screen: {
        headline: 'Brýle s filtrem modrého světla',
        text: 'Skla s filtrem modrého světla dělají dlouhé dny u obrazovky příjemnějšími.',
        link: 'Zobrazit brýle s filtrem',
      },
      sport: {
        headline: 'Sportovní sluneční brýle',
        text: 'Lehké, pevně sedící a se širokým zorným polem.',
        link: 'Zobrazit sportovní sluneční brýle',
      },
      sunCity: {
        headline: 'Sluneční brýle do města i na dovolenou',
        text: 'Nadčasové tvary, které se hodí ke všemu.',
        round: 'Kulaté brýle a kočičí oči',
        aviator: 'Pilotky ve zlaté a stříbrné',
      },
      bold: {
        headline: 'Obroučky s charakterem',
        text: 'Výrazné tvary: kočičí oči, motýlí nebo šestiúhelníkové.',
        link: 'Zobrazit výrazné obroučky',
      },
      classicDark: {
        headline: 'Klasické obroučky v tmavých tónech',
        text: 'Střídmé a elegantní, do kanceláře i na večer.',
        angular: 'Hranaté obroučky a browline v černé a šedé',
        rimless: 'Lehké bezobroučkové brýle',
      },
      classicWarm: {
        headline: 'Klasické obroučky v teplých tónech',
        text: 'Havana a želvovina zjemňují rysy.',
        link: 'Obroučky panto a kulaté v barvě havana a hnědé',
      },
    },
    paths: {
      blueLight: '/bryle/bryle-s-filtrem-modreho-svetla/',
      sunglasses: '/bryle/slunecni-bryle/',
      frames: '/bryle/obroucky/',
    },
  }),
};

/**
 * A draft whose graph cannot be walked: an answer points at a key no step has (a typo) and
 * another leads back to the first step, so the questionnaire would never end.
 */
export const questionnaireBrokenGraphFixture: QuestionnaireBlok = {
  _uid: '5e0cbr00-1d2e-4f3a-9b4c-000000000001',
  component: 'questionnaire',
  headline: 'Welche Kontaktlinsen passen zu mir?',
  intro: '',
  steps: [
    {
      _uid: '5e0cbr00-1d2e-4f3a-9b4c-000000000002',
      component: 'questionnaire_step',
      key: 'tragedauer',
      question: 'Wie oft möchten Sie Kontaktlinsen tragen?',
      answers: [
        {
          _uid: '5e0cbr00-1d2e-4f3a-9b4c-000000000003',
          component: 'questionnaire_answer',
          label: 'Täglich',
          next: 'sehschwaeche',
        },
        {
          _uid: '5e0cbr00-1d2e-4f3a-9b4c-000000000004',
          component: 'questionnaire_answer',
          label: 'Ab und zu, beim Sport',
          next: 'tageslinsen',
        },
      ],
    },
    {
      _uid: '5e0cbr00-1d2e-4f3a-9b4c-000000000005',
      component: 'questionnaire_step',
      key: 'sehschwaeche',
      question: 'Haben Sie eine Hornhautverkrümmung?',
      answers: [
        {
          _uid: '5e0cbr00-1d2e-4f3a-9b4c-000000000006',
          component: 'questionnaire_answer',
          label: 'Ja',
          next: 'torisch',
        },
        {
          _uid: '5e0cbr00-1d2e-4f3a-9b4c-000000000007',
          component: 'questionnaire_answer',
          label: 'Ich weiß es nicht',
          next: 'tragedauer',
        },
      ],
    },
  ],
  results: [
    {
      _uid: '5e0cbr00-1d2e-4f3a-9b4c-000000000008',
      component: 'questionnaire_result',
      key: 'torisch',
      headline: 'Torische Kontaktlinsen',
      recommendations: [
        {
          _uid: '5e0cbr00-1d2e-4f3a-9b4c-000000000009',
          component: 'questionnaire_recommendation',
          label: 'Torische Linsen ansehen',
          link: { linktype: 'story', fieldtype: 'multilink', cached_url: 'kontaktlinsen' },
        },
      ],
    },
  ],
};
