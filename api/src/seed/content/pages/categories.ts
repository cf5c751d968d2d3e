import { buildCategoryTree } from '../../catalog/category-tree.ts';
import { texts } from '../../catalog/texts.ts';
import type { Texts } from '../../catalog/texts.ts';
import { asset } from '../illustrations.ts';
import type { DrawingName } from '../illustrations.ts';
import type { PageContext } from '../page-context.ts';
import { doc, p } from '../richtext.ts';
import { blok } from '../story-definitions.ts';
import type { NodeDefinition } from '../story-definitions.ts';

const categories = buildCategoryTree();

interface CategoryContent {
  /** The master path of the catalogue category (`Eyewear|Sunglasses`). */
  category: string;
  slug: string;
  names: Texts;
  teaser: { headline: Texts; text: Texts; drawing: DrawingName; alt: Texts };
  questions: readonly (readonly [Texts, Texts])[];
}

/**
 * Content an editor attached to a category page (getCategoryComponentData): a teaser above the
 * listing and questions below it. `categoryId` links the story to the catalogue's category.
 */
function categoryContent(definition: CategoryContent) {
  return (ctx: PageContext) => ({
    _uid: ctx.uid('content'),
    component: 'category_content',
    categoryId: String(categories.idOf(definition.category)),
    body: [
      blok(ctx, 'teaser', 'hero_teaser', {
        headline: ctx.t(definition.teaser.headline),
        text: ctx.t(definition.teaser.text),
        image: asset(definition.teaser.drawing, ctx.t(definition.teaser.alt)),
        theme: 'light',
      }),
      blok(ctx, 'questions', 'accordion', {
        headline: ctx.t(
          texts('Gut zu wissen', 'Bon à savoir', 'Buono a sapersi', 'Warto wiedzieć', 'Dobré vědět'),
        ),
        items: definition.questions.map(([question, answer], index) =>
          blok(ctx, `question-${index}`, 'accordion_item', {
            title: ctx.t(question),
            content: doc(p(ctx.t(answer))),
          }),
        ),
      }),
    ],
  });
}

const definitions: readonly CategoryContent[] = [
  {
    category: 'Eyewear|Sunglasses',
    slug: 'sonnenbrillen',
    names: texts(
      'Sonnenbrillen',
      'Lunettes de soleil',
      'Occhiali da sole',
      'Okulary przeciwsłoneczne',
      'Sluneční brýle',
    ),
    teaser: {
      headline: texts(
        'Sehen und gesehen werden',
        'Voir et être vu',
        'Vedere ed essere visti',
        'Widzieć i być widzianym',
        'Vidět a být vidět',
      ),
      text: texts(
        'Alle Sonnenbrillen mit 100\u00a0% UV-Schutz, auf Wunsch mit polarisierten oder Korrektionsgläsern.',
        'Toutes nos lunettes de soleil protègent à 100 % des UV, avec verres polarisés ou correcteurs sur demande.',
        'Tutti i nostri occhiali da sole con protezione UV al 100%, anche con lenti polarizzate o correttive.',
        'Wszystkie okulary przeciwsłoneczne ze 100% ochroną UV, na życzenie z soczewkami polaryzacyjnymi lub korekcyjnymi.',
        'Všechny sluneční brýle se 100% UV ochranou, na přání s polarizačními nebo dioptrickými skly.',
      ),
      drawing: 'sunglasses',
      alt: texts(
        'Sonnenbrille',
        'Lunettes de soleil',
        'Occhiali da sole',
        'Okulary przeciwsłoneczne',
        'Sluneční brýle',
      ),
    },
    questions: [
      [
        texts(
          'Was bedeutet die Filterkategorie?',
          'Que signifie la catégorie de filtre ?',
          'Cosa indica la categoria di filtro?',
          'Co oznacza kategoria filtra?',
          'Co znamená kategorie filtru?',
        ),
        texts(
          'Sie gibt an, wie stark das Glas abdunkelt: 2 für den Alltag, 3 für Sonne am Meer und in den Bergen, 4 für Gletscher (nicht zum Autofahren).',
          'Elle indique le degré d’assombrissement du verre : 2 pour le quotidien, 3 pour la mer et la montagne, 4 pour les glaciers (pas pour la conduite).',
          'Indica quanto la lente scurisce: 2 per tutti i giorni, 3 per mare e montagna, 4 per i ghiacciai (non per la guida).',
          'Określa stopień przyciemnienia soczewki: 2 na co dzień, 3 nad morze i w góry, 4 na lodowiec (nie do prowadzenia auta).',
          'Udává, jak moc sklo ztmavuje: 2 na každý den, 3 k moři a na hory, 4 na ledovec (ne k řízení).',
        ),
      ],
      [
        texts(
          'Polarisiert oder nicht?',
          'Polarisé ou non ?',
          'Polarizzate o no?',
          'Z polaryzacją czy bez?',
          'Polarizační, nebo ne?',
        ),
        texts(
          'Polarisierte Gläser filtern Spiegelungen auf Wasser und nasser Straße; für Displays im Auto sind sie weniger geeignet.',
          'Les verres polarisés filtrent les reflets sur l’eau et la route mouillée ; ils conviennent moins aux écrans de voiture.',
          'Le lenti polarizzate filtrano i riflessi su acqua e strada bagnata; sono meno adatte ai display dell’auto.',
          'Soczewki polaryzacyjne filtrują odblaski od wody i mokrej drogi; gorzej sprawdzają się przy wyświetlaczach w aucie.',
          'Polarizační skla filtrují odlesky od vody a mokré silnice; méně se hodí k displejům v autě.',
        ),
      ],
    ],
  },
  {
    category: 'ContactLenses',
    slug: 'kontaktlinsen',
    names: texts(
      'Kontaktlinsen',
      'Lentilles de contact',
      'Lenti a contatto',
      'Soczewki kontaktowe',
      'Kontaktní čočky',
    ),
    teaser: {
      headline: texts(
        'Linsen im Spar-Abo',
        'Lentilles en abonnement',
        'Lenti in abbonamento',
        'Soczewki w abonamencie',
        'Čočky v předplatném',
      ),
      text: texts(
        'Nie mehr ohne Linsen: Wir liefern im gewählten Rhythmus, und Sie können jederzeit pausieren oder kündigen.',
        'Plus jamais à court : nous livrons au rythme choisi, pause ou résiliation possibles à tout moment.',
        'Mai più senza lenti: consegniamo con la frequenza che scegli, puoi sospendere o disdire in qualsiasi momento.',
        'Soczewki zawsze pod ręką: dostarczamy je w wybranym rytmie, a abonament możesz w każdej chwili wstrzymać lub anulować.',
        'Už nikdy bez čoček: doručujeme ve zvoleném intervalu, dodávky můžete kdykoli pozastavit nebo zrušit.',
      ),
      drawing: 'contactLenses',
      alt: texts(
        'Kontaktlinsenbehälter',
        'Étui à lentilles',
        'Portalenti',
        'Pojemnik na soczewki',
        'Pouzdro na čočky',
      ),
    },
    questions: [
      [
        texts(
          'Tages- oder Monatslinsen?',
          'Journalières ou mensuelles ?',
          'Giornaliere o mensili?',
          'Jednodniowe czy miesięczne?',
          'Jednodenní, nebo měsíční?',
        ),
        texts(
          'Tageslinsen brauchen keine Pflege und eignen sich für gelegentliches Tragen; Monatslinsen sind bei täglichem Tragen günstiger.',
          'Les journalières ne demandent aucun entretien et conviennent au port occasionnel ; les mensuelles sont plus économiques au quotidien.',
          'Le giornaliere non richiedono manutenzione e sono adatte all’uso occasionale; le mensili convengono per l’uso quotidiano.',
          'Jednodniowe nie wymagają pielęgnacji i sprawdzają się przy okazjonalnym noszeniu; miesięczne są tańsze przy codziennym użyciu.',
          'Jednodenní nevyžadují péči a hodí se k občasnému nošení; měsíční jsou výhodnější při každodenním nošení.',
        ),
      ],
      [
        texts(
          'Brauche ich eine Anpassung?',
          'Ai-je besoin d’une adaptation ?',
          'Serve un’applicazione?',
          'Czy potrzebuję dopasowania?',
          'Potřebuji aplikaci?',
        ),
        texts(
          'Für Ihre ersten Linsen ja – die Anpassung in der Filiale ist kostenlos. Danach bestellen Sie mit den Werten auf Ihrer Packung nach.',
          'Pour vos premières lentilles, oui : l’adaptation en magasin est gratuite. Ensuite, commandez avec les valeurs indiquées sur la boîte.',
          'Per le prime lenti sì: l’applicazione in negozio è gratuita. Poi riordini con i valori riportati sulla confezione.',
          'Przy pierwszych soczewkach tak: dopasowanie w salonie jest bezpłatne. Potem zamawiasz według parametrów z opakowania.',
          'U prvních čoček ano: aplikace na pobočce je zdarma. Potom objednáváte podle hodnot z balení.',
        ),
      ],
    ],
  },
  {
    category: 'Eyewear|ReadingGlasses',
    slug: 'lesebrillen',
    names: texts(
      'Lesebrillen',
      'Lunettes de lecture',
      'Occhiali da lettura',
      'Okulary do czytania',
      'Brýle na čtení',
    ),
    teaser: {
      headline: texts(
        'Welche Stärke brauche ich?',
        'Quelle puissance me faut-il ?',
        'Di quale gradazione ho bisogno?',
        'Jakiej mocy potrzebuję?',
        'Jakou sílu potřebuji?',
      ),
      text: texts(
        'Ab etwa 45 Jahren wird Lesen anstrengender. Die passende Stärke finden Sie beim kostenlosen Sehtest in der Filiale.',
        'Vers 45 ans, la lecture devient plus fatigante. Trouvez la bonne puissance lors d’un examen gratuit en magasin.',
        'Intorno ai 45 anni leggere diventa più faticoso. Trova la gradazione giusta con l’esame gratuito in negozio.',
        'Około 45. roku życia czytanie staje się trudniejsze. Odpowiednią moc dobierzesz podczas bezpłatnego badania w salonie.',
        'Kolem 45 let začne být čtení namáhavější. Správnou sílu zjistíte při bezplatném vyšetření na pobočce.',
      ),
      drawing: 'readingGlasses',
      alt: texts(
        'Lesebrille auf einem Buch',
        'Lunettes de lecture sur un livre',
        'Occhiali da lettura appoggiati su un libro',
        'Okulary do czytania leżące na książce',
        'Brýle na čtení položené na knize',
      ),
    },
    questions: [
      [
        texts(
          'Für wen sind Fertiglesebrillen?',
          'À qui s’adressent les lunettes prémontées ?',
          'Per chi sono gli occhiali premontati?',
          'Dla kogo są gotowe okulary?',
          'Pro koho jsou hotové brýle?',
        ),
        texts(
          'Für alle, die auf beiden Augen die gleiche Stärke und keine Hornhautverkrümmung haben. Sonst empfehlen wir Gläser nach Maß.',
          'Pour les personnes ayant la même correction aux deux yeux et sans astigmatisme. Sinon, nous recommandons des verres sur mesure.',
          'Per chi ha la stessa gradazione in entrambi gli occhi e nessun astigmatismo. Altrimenti consigliamo lenti su misura.',
          'Dla osób z taką samą mocą w obu oczach i bez astygmatyzmu. W pozostałych przypadkach polecamy okulary z soczewkami na zamówienie.',
          'Pro ty, kdo mají na obou očích stejnou sílu a žádný astigmatismus. Jinak doporučujeme skla na míru.',
        ),
      ],
    ],
  },
];

export const categoryNodes: NodeDefinition[] = [
  {
    kind: 'folder',
    path: 'categories',
    names: texts('Kategorien', 'Catégories', 'Categorie', 'Kategorie', 'Kategorie'),
    position: 400,
  },
  ...definitions.map((definition, index): NodeDefinition => ({
    kind: 'story',
    path: `categories/${definition.slug}`,
    names: definition.names,
    position: index * 10,
    tags: ['category'],
    content: categoryContent(definition),
  })),
];
