import { buildCategoryTree } from '../../catalog/category-tree.ts';
import { texts } from '../../catalog/texts.ts';
import type { Texts } from '../../catalog/texts.ts';
import { marketFacts } from '../markets.ts';
import type { PageContext } from '../page-context.ts';
import { bold, doc, h, link, p, ul } from '../richtext.ts';
import type { Inline, RichtextNode } from '../richtext.ts';
import { blok, seo } from '../story-definitions.ts';
import type { NodeDefinition, StoryDefinition } from '../story-definitions.ts';

/*
 * §2 `/service/gebrauchsanweisungen/` and `/service/konformitaetserklaerungen/` (translated
 * variants): a folder each, its start page an overview, one page per product group; and the frame
 * advice page `/service/gesichtsform/` with the face scan.
 */

const categories = buildCategoryTree();

type Section = readonly [title: Texts, ...paragraphs: Texts[]];

function documentPage(title: Texts, intro: (ctx: PageContext) => RichtextNode, sections: readonly Section[]) {
  return (ctx: PageContext) => ({
    _uid: ctx.uid('page'),
    component: 'content_page',
    title: ctx.t(title),
    seo: seo(ctx, `${ctx.t(title)} | ${ctx.market.brand}`, ''),
    robots: '',
    intro: intro(ctx),
    body:
      sections.length === 0
        ? []
        : [
            blok(ctx, 'sections', 'accordion', {
              headline: '',
              items: sections.map(([sectionTitle, ...paragraphs], index) =>
                blok(ctx, `section-${index}`, 'accordion_item', {
                  title: ctx.t(sectionTitle),
                  content: doc(...paragraphs.map((paragraph) => p(ctx.t(paragraph)))),
                }),
              ),
            }),
          ],
  });
}

const instructionsTitle = texts(
  'Gebrauchsanweisungen',
  'Modes d’emploi',
  'Istruzioni per l’uso',
  'Instrukcje użytkowania',
  'Návody k použití',
);
const conformityTitle = texts(
  'Konformitätserklärungen',
  'Déclarations de conformité',
  'Dichiarazioni di conformità',
  'Deklaracje zgodności',
  'Prohlášení o shodě',
);

const contactLensesName = texts(
  'Kontaktlinsen',
  'Lentilles de contact',
  'Lenti a contatto',
  'Soczewki kontaktowe',
  'Kontaktní čočky',
);
const careName = texts(
  'Pflegemittel',
  'Produits d’entretien',
  'Prodotti per la cura',
  'Płyny pielęgnacyjne',
  'Prostředky péče',
);
const glassesName = texts(
  'Brillen und Sonnenbrillen',
  'Lunettes et lunettes de soleil',
  'Occhiali e occhiali da sole',
  'Okulary i okulary przeciwsłoneczne',
  'Brýle a sluneční brýle',
);
const readersName = texts(
  'Fertiglesebrillen',
  'Lunettes de lecture prémontées',
  'Occhiali da lettura premontati',
  'Gotowe okulary do czytania',
  'Hotové brýle na čtení',
);

const contactLensesSlugs = {
  fr: 'lentilles-de-contact',
  it: 'lenti-a-contatto',
  pl: 'soczewki-kontaktowe',
  cs: 'kontaktni-cocky',
};
const careSlugs = {
  fr: 'produits-d-entretien',
  it: 'prodotti-per-la-cura',
  pl: 'plyny-pielegnacyjne',
  cs: 'prostredky-pece',
};
const overviewSlugs = { fr: 'apercu', it: 'panoramica', pl: 'przeglad', cs: 'prehled' };

const instructionsIntro = (ctx: PageContext) =>
  doc(
    p(
      ctx.t(
        texts(
          'Hier finden Sie die Gebrauchsanweisungen zu Kontaktlinsen, Pflegemitteln und Brillen aus unserem Sortiment. Eine gedruckte Fassung erhalten Sie kostenlos in jeder Filiale.',
          'Vous trouverez ici les modes d’emploi des lentilles, produits d’entretien et lunettes de notre assortiment. Une version imprimée est disponible gratuitement dans tous nos magasins.',
          'Qui trovi le istruzioni per l’uso di lenti a contatto, prodotti per la cura e occhiali del nostro assortimento. Una versione stampata è disponibile gratuitamente in tutti i nostri negozi.',
          'Tutaj znajdziesz instrukcje użytkowania soczewek kontaktowych, płynów pielęgnacyjnych i okularów z naszej oferty. Wersję drukowaną otrzymasz bezpłatnie w każdym salonie.',
          'Zde najdete návody k použití kontaktních čoček, prostředků péče a brýlí z naší nabídky. Tištěnou verzi dostanete zdarma na každé pobočce.',
        ),
      ),
    ),
    ul(
      ...[
        ['service/gebrauchsanweisungen/kontaktlinsen', contactLensesName],
        ['service/gebrauchsanweisungen/pflegemittel', careName],
        ['service/gebrauchsanweisungen/brillen', glassesName],
      ].map(([path, name]) => link(ctx.t(name as Texts), ctx.storyTarget(path as string))),
    ),
  );

const contactLensInstructions = documentPage(
  texts(
    'Gebrauchsanweisung Kontaktlinsen',
    'Mode d’emploi des lentilles de contact',
    'Istruzioni per l’uso delle lenti a contatto',
    'Instrukcja użytkowania soczewek kontaktowych',
    'Návod k použití kontaktních čoček',
  ),
  (ctx) =>
    doc(
      p(
        ctx.t(
          texts(
            'Tragen Sie Kontaktlinsen nur nach einer Anpassung bei einer Augenoptikerin, einem Augenoptiker oder in einer augenärztlichen Praxis und lassen Sie Ihre Augen regelmäßig kontrollieren.',
            'Ne portez des lentilles qu’après leur adaptation par votre opticien ou ophtalmologue et faites contrôler vos yeux régulièrement.',
            'Indossa le lenti a contatto solo dopo l’applicazione da parte del tuo ottico o oculista e fai controllare regolarmente gli occhi.',
            'Noś soczewki wyłącznie po dopasowaniu przez optometrystę lub okulistę i regularnie kontroluj wzrok.',
            'Kontaktní čočky noste jen po aplikaci optometristou nebo očním lékařem a nechte si pravidelně kontrolovat zrak.',
          ),
        ),
      ),
    ),
  [
    [
      texts('Einsetzen', 'Mise en place', 'Inserimento', 'Zakładanie', 'Nasazení'),
      texts(
        'Waschen und trocknen Sie Ihre Hände. Legen Sie die Linse auf die Fingerkuppe des Zeigefingers, ziehen Sie das Unterlid herunter und setzen Sie die Linse auf das Auge.',
        'Lavez-vous et séchez-vous les mains. Posez la lentille sur le bout de l’index, abaissez la paupière inférieure et placez la lentille sur l’œil.',
        'Lava e asciuga le mani. Appoggia la lente sul polpastrello dell’indice, abbassa la palpebra inferiore e applica la lente sull’occhio.',
        'Umyj i osusz ręce. Połóż soczewkę na opuszku palca wskazującego, odciągnij dolną powiekę i załóż soczewkę na oko.',
        'Umyjte a osušte si ruce. Položte čočku na bříško ukazováčku, stáhněte dolní víčko a nasaďte čočku na oko.',
      ),
    ],
    [
      texts('Herausnehmen', 'Retrait', 'Rimozione', 'Zdejmowanie', 'Vyjmutí'),
      texts(
        'Blicken Sie nach oben, schieben Sie die Linse mit dem Zeigefinger nach unten auf das Weiße des Auges und nehmen Sie sie mit Daumen und Zeigefinger ab.',
        'Regardez vers le haut, faites glisser la lentille vers le bas sur le blanc de l’œil avec l’index et retirez-la entre le pouce et l’index.',
        'Guarda in alto, fai scivolare la lente verso il basso sul bianco dell’occhio con l’indice e rimuovila con pollice e indice.',
        'Spójrz w górę, przesuń soczewkę palcem wskazującym w dół na białko oka i zdejmij ją kciukiem i palcem wskazującym.',
        'Podívejte se nahoru, ukazováčkem posuňte čočku dolů na bělmo a vyjměte ji palcem a ukazováčkem.',
      ),
    ],
    [
      texts(
        'Tragedauer und Wechsel',
        'Durée de port et remplacement',
        'Durata d’uso e sostituzione',
        'Czas noszenia i wymiana',
        'Doba nošení a výměna',
      ),
      texts(
        'Tageslinsen werden nach einem Tag entsorgt, Monatslinsen spätestens 30 Tage nach dem ersten Öffnen. Schlafen Sie nicht mit Ihren Linsen, wenn Ihre Anpassung es nicht ausdrücklich erlaubt.',
        'Les lentilles journalières se jettent après une journée, les mensuelles au plus tard 30 jours après la première ouverture. Ne dormez pas avec vos lentilles sauf indication expresse lors de l’adaptation.',
        'Le lenti giornaliere si gettano dopo un giorno, le mensili al più tardi 30 giorni dopo la prima apertura. Non dormire con le lenti se l’applicazione non lo prevede espressamente.',
        'Soczewki jednodniowe wyrzuca się po jednym dniu, miesięczne najpóźniej 30 dni po pierwszym otwarciu. Nie śpij w soczewkach, chyba że przy dopasowaniu wyraźnie Ci na to pozwolono.',
        'Jednodenní čočky se po jednom dni vyhazují, měsíční nejpozději 30 dní po prvním otevření. Nespěte s čočkami, pokud to aplikace výslovně nepovoluje.',
      ),
    ],
    [
      texts('Warnhinweise', 'Mises en garde', 'Avvertenze', 'Ostrzeżenia', 'Upozornění'),
      texts(
        'Nehmen Sie die Linsen sofort heraus, wenn Ihre Augen gerötet sind, schmerzen oder Ihre Sicht verschwommen ist, und suchen Sie eine Augenärztin oder einen Augenarzt auf. Linsen nie mit Leitungswasser oder Speichel benetzen.',
        'Retirez immédiatement vos lentilles si vos yeux sont rouges, douloureux ou si votre vision est floue, et consultez un ophtalmologue. Ne mouillez jamais les lentilles avec de l’eau du robinet ou de la salive.',
        'Rimuovi subito le lenti se gli occhi sono arrossati, dolenti o se la vista è offuscata, e rivolgiti a un oculista. Non bagnare mai le lenti con acqua del rubinetto o saliva.',
        'Natychmiast zdejmij soczewki, jeśli oczy są zaczerwienione, bolą lub widzisz nieostro, i zgłoś się do okulisty. Nigdy nie zwilżaj soczewek wodą z kranu ani śliną.',
        'Pokud máte zarudlé nebo bolavé oči či rozmazané vidění, čočky ihned vyjměte a navštivte očního lékaře. Čočky nikdy neoplachujte vodou z kohoutku ani slinami.',
      ),
    ],
  ],
);

const careInstructions = documentPage(
  texts(
    'Gebrauchsanweisung Pflegemittel',
    'Mode d’emploi des produits d’entretien',
    'Istruzioni per l’uso dei prodotti per la cura',
    'Instrukcja stosowania płynów pielęgnacyjnych',
    'Návod k použití prostředků péče',
  ),
  (ctx) =>
    doc(
      p(
        ctx.t(
          texts(
            'Kombi-Lösungen reinigen, desinfizieren und bewahren weiche Kontaktlinsen in einem Schritt auf; Peroxid-Systeme desinfizieren besonders gründlich.',
            'Les solutions multifonctions nettoient, désinfectent et conservent les lentilles souples en une seule étape ; les systèmes au peroxyde désinfectent en profondeur.',
            'Le soluzioni uniche puliscono, disinfettano e conservano le lenti morbide in un solo passaggio; i sistemi al perossido disinfettano a fondo.',
            'Płyny uniwersalne czyszczą, dezynfekują i przechowują soczewki miękkie w jednym kroku; systemy nadtlenkowe dezynfekują szczególnie dokładnie.',
            'Víceúčelové roztoky čistí, dezinfikují a uchovávají měkké čočky v jednom kroku; peroxidové systémy dezinfikují obzvlášť důkladně.',
          ),
        ),
      ),
    ),
  [
    [
      texts('Anwendung', 'Utilisation', 'Utilizzo', 'Stosowanie', 'Použití'),
      texts(
        'Reiben Sie jede Linse einige Sekunden mit Lösung ab, spülen Sie sie und legen Sie sie mindestens sechs Stunden in frische Lösung im sauberen Behälter.',
        'Frottez chaque lentille quelques secondes avec la solution, rincez-la et laissez-la au moins six heures dans de la solution fraîche, dans un étui propre.',
        'Strofina ogni lente per qualche secondo con la soluzione, risciacquala e lasciala almeno sei ore in soluzione fresca in un contenitore pulito.',
        'Przecieraj każdą soczewkę przez kilka sekund płynem, opłucz ją i pozostaw na co najmniej sześć godzin w świeżym płynie w czystym pojemniku.',
        'Každou čočku několik sekund třete roztokem, opláchněte ji a nechte ji alespoň šest hodin v čerstvém roztoku v čistém pouzdře.',
      ),
    ],
    [
      texts(
        'Peroxid-Systeme',
        'Systèmes au peroxyde',
        'Sistemi al perossido',
        'Systemy nadtlenkowe',
        'Peroxidové systémy',
      ),
      texts(
        'Verwenden Sie nur den mitgelieferten Behälter mit Neutralisationsscheibe und setzen Sie die Linsen erst nach mindestens sechs Stunden ein. Die Lösung nie direkt ins Auge geben.',
        'Utilisez uniquement l’étui fourni avec son disque neutralisant et ne portez les lentilles qu’après au moins six heures. Ne mettez jamais la solution directement dans l’œil.',
        'Usa solo il contenitore fornito con disco neutralizzante e indossa le lenti solo dopo almeno sei ore. Non mettere mai la soluzione direttamente nell’occhio.',
        'Używaj wyłącznie dołączonego pojemnika z krążkiem neutralizującym i zakładaj soczewki dopiero po co najmniej sześciu godzinach. Nigdy nie wkraplaj płynu bezpośrednio do oka.',
        'Používejte jen přiložené pouzdro s neutralizační destičkou a čočky nasaďte nejdříve po šesti hodinách. Roztok nikdy nekapejte přímo do oka.',
      ),
    ],
    [
      texts('Aufbewahrung', 'Conservation', 'Conservazione', 'Przechowywanie', 'Skladování'),
      texts(
        'Bei Raumtemperatur lagern und nach dem Öffnen innerhalb von 90 Tagen aufbrauchen. Den Behälter monatlich ersetzen.',
        'Conserver à température ambiante et utiliser dans les 90 jours après ouverture. Remplacer l’étui chaque mois.',
        'Conserva la soluzione a temperatura ambiente e usala entro 90 giorni dall’apertura. Sostituisci il contenitore ogni mese.',
        'Przechowuj w temperaturze pokojowej i zużyj w ciągu 90 dni od otwarcia. Pojemnik wymieniaj co miesiąc.',
        'Skladujte při pokojové teplotě a po otevření spotřebujte do 90 dnů. Pouzdro měňte každý měsíc.',
      ),
    ],
  ],
);

const glassesInstructions = documentPage(
  texts(
    'Gebrauchsanweisung Brillen und Sonnenbrillen',
    'Mode d’emploi des lunettes et lunettes de soleil',
    'Istruzioni per l’uso di occhiali e occhiali da sole',
    'Instrukcja użytkowania okularów i okularów przeciwsłonecznych',
    'Návod k použití brýlí a slunečních brýlí',
  ),
  (ctx) =>
    doc(
      p(
        ctx.t(
          texts(
            'Mit etwas Pflege bleiben Fassung und Gläser lange wie neu.',
            'Avec un peu de soin, monture et verres restent longtemps comme neufs.',
            'Con un po’ di cura montatura e lenti restano a lungo come nuove.',
            'Przy odrobinie troski oprawka i soczewki długo pozostaną jak nowe.',
            'S trochou péče zůstanou obroučky i skla dlouho jako nové.',
          ),
        ),
      ),
    ),
  [
    [
      texts(
        'Auf- und Absetzen',
        'Mettre et retirer',
        'Indossare e togliere',
        'Zakładanie i zdejmowanie',
        'Nasazování a sundávání',
      ),
      texts(
        'Fassen Sie die Brille immer mit beiden Händen an den Bügeln, damit sie sich nicht verzieht.',
        'Tenez toujours vos lunettes à deux mains par les branches pour qu’elles ne se déforment pas.',
        'Togli e indossa gli occhiali sempre con entrambe le mani, tenendoli per le aste, così non si deformano.',
        'Zawsze chwytaj okulary oburącz za zauszniki, aby się nie odkształciły.',
        'Brýle berte vždy oběma rukama za stranice, aby se nezdeformovaly.',
      ),
    ],
    [
      texts('Reinigung', 'Nettoyage', 'Pulizia', 'Czyszczenie', 'Čištění'),
      texts(
        'Spülen Sie die Gläser unter lauwarmem Wasser ab und trocknen Sie sie mit einem Mikrofasertuch. Kein heißes Wasser, keine Papiertaschentücher.',
        'Rincez les verres à l’eau tiède et séchez-les avec une microfibre. Pas d’eau chaude, pas de mouchoirs en papier.',
        'Sciacqua le lenti con acqua tiepida e asciugale con un panno in microfibra. Niente acqua calda né fazzoletti di carta.',
        'Opłucz soczewki letnią wodą i osusz ściereczką z mikrofibry. Nie używaj gorącej wody ani chusteczek higienicznych.',
        'Skla opláchněte vlažnou vodou a osušte utěrkou z mikrovlákna. Nepoužívejte horkou vodu ani papírové kapesníky.',
      ),
    ],
    [
      texts(
        'Sonnenbrillen im Straßenverkehr',
        'Lunettes de soleil et conduite',
        'Occhiali da sole e guida',
        'Okulary przeciwsłoneczne a jazda',
        'Sluneční brýle a řízení',
      ),
      texts(
        'Gläser der Filterkategorie 4 sind zum Autofahren nicht geeignet. Die Kategorie steht auf dem Bügel.',
        'Les verres de catégorie de filtre 4 ne conviennent pas à la conduite. La catégorie est indiquée sur la branche.',
        'Le lenti con categoria di filtro 4 non sono adatte alla guida. La categoria è indicata sull’asta.',
        'Soczewki kategorii filtra 4 nie nadają się do prowadzenia pojazdów. Kategoria jest podana na zauszniku.',
        'Skla s kategorií filtru 4 nejsou vhodná k řízení. Kategorie je uvedena na stranici.',
      ),
    ],
  ],
);

/**
 * One product group's EU declaration of conformity under the MDR, with its risk class. The title is
 * written out per product: French, Italian, Polish and Czech link the product with a genitive.
 */
function declaration(product: Texts, title: Texts, riskClass: 'I' | 'IIa' | 'IIb', rule: number) {
  return (ctx: PageContext) => {
    // The house brand's products: the German company is their manufacturer in every market.
    const maker = marketFacts.DE;
    const row = (label: Texts, value: string): Inline[] => [bold(`${ctx.t(label)}: `), value];
    return {
      _uid: ctx.uid('page'),
      component: 'content_page',
      title: ctx.t(title),
      seo: seo(ctx, `${ctx.t(title)} | ${ctx.market.brand}`, ''),
      robots: '',
      intro: doc(
        h(2, ctx.t(product)),
        ul(
          row(
            texts('Hersteller', 'Fabricant', 'Fabbricante', 'Producent', 'Výrobce'),
            `${maker.company}, ${maker.street}, ${maker.zipCity}`,
          ),
          row(texts('Marke', 'Marque', 'Marchio', 'Marka', 'Značka'), 'Lumen Optik'),
          row(
            texts('Klassifizierung', 'Classification', 'Classificazione', 'Klasyfikacja', 'Klasifikace'),
            ctx.t(
              texts(
                `Klasse ${riskClass} nach Anhang VIII, Regel ${rule}`,
                `classe ${riskClass} selon l’annexe VIII, règle ${rule}`,
                `classe ${riskClass} secondo l’allegato VIII, regola ${rule}`,
                `klasa ${riskClass} zgodnie z załącznikiem VIII, reguła ${rule}`,
                `třída ${riskClass} podle přílohy VIII, pravidlo ${rule}`,
              ),
            ),
          ),
        ),
        p(
          ctx.t(
            texts(
              'Der Hersteller erklärt in alleiniger Verantwortung, dass dieses Produkt die Anforderungen der Verordnung (EU) 2017/745 über Medizinprodukte erfüllt.',
              'Le fabricant déclare sous sa seule responsabilité que ce produit satisfait aux exigences du règlement (UE) 2017/745 relatif aux dispositifs médicaux.',
              'Il fabbricante dichiara sotto la propria esclusiva responsabilità che questo prodotto è conforme ai requisiti del regolamento (UE) 2017/745 sui dispositivi medici.',
              'Producent oświadcza na swoją wyłączną odpowiedzialność, że produkt spełnia wymagania rozporządzenia (UE) 2017/745 w sprawie wyrobów medycznych.',
              'Výrobce na svou výhradní odpovědnost prohlašuje, že tento výrobek splňuje požadavky nařízení (EU) 2017/745 o zdravotnických prostředcích.',
            ),
          ),
        ),
        p(
          ctx.t(
            texts(
              'Die unterschriebene Erklärung als PDF senden wir Ihnen gern zu: ',
              'Nous vous envoyons volontiers la déclaration signée en PDF : ',
              'Su richiesta ti inviamo la dichiarazione firmata in PDF: ',
              'Podpisaną deklarację w formacie PDF chętnie prześlemy: ',
              'Podepsané prohlášení vám rádi pošleme ve formátu PDF: ',
            ),
          ),
          link(ctx.market.email, { linktype: 'email', email: ctx.market.email }),
        ),
      ),
      body: [],
    };
  };
}

const conformityIntro = (ctx: PageContext) =>
  doc(
    p(
      ctx.t(
        texts(
          'Kontaktlinsen, Pflegemittel und Lesebrillen unserer Eigenmarke sind Medizinprodukte und tragen die CE-Kennzeichnung. Hier finden Sie ihre EU-Konformitätserklärungen.',
          'Les lentilles, produits d’entretien et lunettes de lecture de notre marque propre sont des dispositifs médicaux marqués CE. Vous trouverez ici leurs déclarations UE de conformité.',
          'Lenti a contatto, prodotti per la cura e occhiali da lettura del nostro marchio sono dispositivi medici con marcatura CE. Qui trovi le relative dichiarazioni di conformità UE.',
          'Soczewki kontaktowe, płyny pielęgnacyjne i okulary do czytania naszej marki własnej są wyrobami medycznymi z oznakowaniem CE. Tutaj znajdziesz ich deklaracje zgodności UE.',
          'Kontaktní čočky, prostředky péče a brýle na čtení naší vlastní značky jsou zdravotnické prostředky s označením CE. Zde najdete jejich EU prohlášení o shodě.',
        ),
      ),
    ),
    ul(
      ...[
        ['service/konformitaetserklaerungen/kontaktlinsen', contactLensesName],
        ['service/konformitaetserklaerungen/pflegemittel', careName],
        ['service/konformitaetserklaerungen/lesebrillen', readersName],
      ].map(([path, name]) => link(ctx.t(name as Texts), ctx.storyTarget(path as string))),
    ),
  );

const overview = (
  path: string,
  title: Texts,
  intro: (ctx: PageContext) => RichtextNode,
): StoryDefinition => ({
  kind: 'story',
  path: `${path}/`,
  slug: 'uebersicht',
  names: title,
  slugs: overviewSlugs,
  position: -10,
  content: documentPage(title, intro, []),
});

const faceShapeTitle = texts(
  'Welche Brille passt zu mir?',
  'Quelle monture me va\u00a0?',
  'Quale montatura mi sta bene?',
  'Jakie oprawki do mnie pasują?',
  'Jaké obroučky mi padnou?',
);

/** Frame advice: the face scan, measuring on the shopper's device, with the frames listing as its result's link. */
const faceShapePage = (ctx: PageContext) => ({
  _uid: ctx.uid('page'),
  component: 'content_page',
  title: ctx.t(faceShapeTitle),
  seo: seo(
    ctx,
    `${ctx.t(faceShapeTitle)} | ${ctx.market.brand}`,
    ctx.t(
      texts(
        'Gesichtsform, Kopfbreite und Pupillendistanz mit der Kamera messen, direkt auf Ihrem Gerät, und passende Fassungen finden.',
        'Mesurez la forme de votre visage, la largeur de votre tête et votre écart pupillaire avec la caméra, directement sur votre appareil, et trouvez les montures qui vous conviennent.',
        'Misura la forma del viso, la larghezza della testa e la distanza interpupillare con la fotocamera, direttamente sul tuo dispositivo, e trova le montature adatte a te.',
        'Zmierz kształt twarzy, szerokość głowy i rozstaw źrenic kamerą, bezpośrednio na swoim urządzeniu, i znajdź pasujące oprawki.',
        'Změřte tvar obličeje, šířku hlavy a pupilární vzdálenost kamerou přímo ve svém zařízení a najděte obroučky, které vám padnou.',
      ),
    ),
  ),
  robots: '',
  intro: doc(),
  body: [
    blok(ctx, 'face-scan', 'face_scan', {
      headline: ctx.t(
        texts(
          'Ihre Gesichtsform in einer Minute',
          'La forme de votre visage en une minute',
          'La forma del tuo viso in un minuto',
          'Kształt twarzy w minutę',
          'Tvar obličeje za minutu',
        ),
      ),
      text: ctx.t(
        texts(
          'Fassungen, die Ihre Züge betonen, folgen der Form Ihres Gesichts. Messen Sie sie mit der Kamera oder wählen Sie selbst.',
          'Les montures qui mettent vos traits en valeur suivent la forme de votre visage. Mesurez-la avec la caméra ou choisissez vous-même.',
          'Le montature che valorizzano i tuoi lineamenti seguono la forma del tuo viso. Misurala con la fotocamera o sceglila tu.',
          'Oprawki, które podkreślają rysy twarzy, dobiera się do jej kształtu. Zmierz go kamerą albo wybierz samodzielnie.',
          'Obroučky, které zvýrazní vaše rysy, se řídí tvarem obličeje. Změřte ho kamerou, nebo si ho vyberte sami.',
        ),
      ),
      listing_link: ctx.urlLink(categories.pathOf(categories.idOf('Eyewear|Frames'), ctx.language)),
    }),
  ],
});

export const serviceNodes: NodeDefinition[] = [
  {
    kind: 'folder',
    path: 'service',
    names: texts('Service', 'Service', 'Servizi', 'Usługi', 'Služby'),
    slugs: { it: 'servizi', pl: 'uslugi', cs: 'sluzby' },
    position: 300,
  },
  {
    kind: 'folder',
    path: 'service/gebrauchsanweisungen',
    names: instructionsTitle,
    slugs: {
      fr: 'modes-d-emploi',
      it: 'istruzioni-per-l-uso',
      pl: 'instrukcje-uzytkowania',
      cs: 'navody-k-pouziti',
    },
    position: 0,
  },
  overview('service/gebrauchsanweisungen', instructionsTitle, instructionsIntro),
  {
    kind: 'story',
    path: 'service/gebrauchsanweisungen/kontaktlinsen',
    names: contactLensesName,
    slugs: contactLensesSlugs,
    position: 0,
    tags: ['instructions'],
    content: contactLensInstructions,
  },
  {
    kind: 'story',
    path: 'service/gebrauchsanweisungen/pflegemittel',
    names: careName,
    slugs: careSlugs,
    position: 10,
    tags: ['instructions'],
    content: careInstructions,
  },
  {
    kind: 'story',
    path: 'service/gebrauchsanweisungen/brillen',
    names: glassesName,
    slugs: { fr: 'lunettes', it: 'occhiali', pl: 'okulary', cs: 'bryle' },
    position: 20,
    tags: ['instructions'],
    content: glassesInstructions,
  },
  {
    kind: 'folder',
    path: 'service/konformitaetserklaerungen',
    names: conformityTitle,
    slugs: {
      fr: 'declarations-de-conformite',
      it: 'dichiarazioni-di-conformita',
      pl: 'deklaracje-zgodnosci',
      cs: 'prohlaseni-o-shode',
    },
    position: 10,
  },
  overview('service/konformitaetserklaerungen', conformityTitle, conformityIntro),
  {
    kind: 'story',
    path: 'service/konformitaetserklaerungen/kontaktlinsen',
    names: contactLensesName,
    slugs: contactLensesSlugs,
    position: 0,
    tags: ['conformity'],
    // Worn up to 30 days without a break: short-term invasive use of the eye (MDR Annex VIII).
    content: declaration(
      contactLensesName,
      texts(
        'EU-Konformitätserklärung für Kontaktlinsen',
        'Déclaration UE de conformité des lentilles de contact',
        'Dichiarazione di conformità UE delle lenti a contatto',
        'Deklaracja zgodności UE soczewek kontaktowych',
        'EU prohlášení o shodě kontaktních čoček',
      ),
      'IIa',
      5,
    ),
  },
  {
    kind: 'story',
    path: 'service/konformitaetserklaerungen/pflegemittel',
    names: careName,
    slugs: careSlugs,
    position: 10,
    tags: ['conformity'],
    // Products for disinfecting, cleaning and rinsing contact lenses are class IIb by rule 16.
    content: declaration(
      careName,
      texts(
        'EU-Konformitätserklärung für Pflegemittel',
        'Déclaration UE de conformité des produits d’entretien',
        'Dichiarazione di conformità UE dei prodotti per la cura',
        'Deklaracja zgodności UE płynów pielęgnacyjnych',
        'EU prohlášení o shodě prostředků péče',
      ),
      'IIb',
      16,
    ),
  },
  {
    kind: 'story',
    path: 'service/konformitaetserklaerungen/lesebrillen',
    names: readersName,
    slugs: {
      fr: 'lunettes-de-lecture',
      it: 'occhiali-da-lettura',
      pl: 'okulary-do-czytania',
      cs: 'bryle-na-cteni',
    },
    position: 20,
    tags: ['conformity'],
    content: declaration(
      readersName,
      texts(
        'EU-Konformitätserklärung für Fertiglesebrillen',
        'Déclaration UE de conformité des lunettes de lecture prémontées',
        'Dichiarazione di conformità UE degli occhiali da lettura premontati',
        'Deklaracja zgodności UE gotowych okularów do czytania',
        'EU prohlášení o shodě hotových brýlí na čtení',
      ),
      'I',
      1,
    ),
  },
  {
    kind: 'story',
    path: 'service/gesichtsform',
    names: faceShapeTitle,
    slugs: { fr: 'forme-du-visage', it: 'forma-del-viso', pl: 'ksztalt-twarzy', cs: 'tvar-obliceje' },
    position: 30,
    content: faceShapePage,
  },
];
