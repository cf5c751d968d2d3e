import {
  hasRoute,
  hasStatutoryWithdrawalRight,
  legalPageSlugs,
  maxPauseMonths,
  paymentMethodsByCountry,
  routePath,
  subscriptionIntervalsInMonths,
} from '@lumen/domain';
import type { CountryCode, PaymentMethodKey } from '@lumen/domain';
import { texts } from '../../catalog/texts.ts';
import type { Texts } from '../../catalog/texts.ts';
import type { PageContext } from '../page-context.ts';
import { bold, doc, link, p, ul } from '../richtext.ts';
import type { Inline, LinkTarget } from '../richtext.ts';
import { blok, seo } from '../story-definitions.ts';
import type { StoryDefinition } from '../story-definitions.ts';
import { imprintStory, imprintTitle, privacyStory, privacyTitle, section } from './legal.ts';

/*
 * The terms and conditions (German "AGB") with the right of withdrawal, which the checkout's terms
 * checkbox links to. The EU markets print the statutory withdrawal instructions and the model form
 * (Directive 2011/83/EU Annex I; in German Anlage 1 and 2 zu Art. 246a EGBGB) addressed to the
 * market's company. Swiss law gives no right of withdrawal for distance contracts: the Swiss shops
 * get the shop's voluntary return right instead, which every shop grants beyond the statutory one.
 * Italian and Polish address the shopper as "tu"/"ty", as the other seeded pages do, the model
 * instructions included; the model forms speak for the consumer and keep their official words.
 */

const { terms: termsSlugs } = legalPageSlugs;

const termsTitle = texts(
  'Allgemeine Geschäftsbedingungen',
  'Conditions générales de vente',
  'Condizioni generali di vendita',
  'Regulamin sklepu internetowego',
  'Obchodní podmínky',
);

/** The national provisions behind the Directive's Art. 16(c) and (e) in the markets that have them. */
interface WithdrawalExceptions {
  /** Goods made to the consumer's specifications or clearly personalised. */
  madeToMeasure: string;
  /** Sealed goods not suitable for return for health or hygiene reasons once unsealed. */
  unsealed: string;
}

const withdrawalExceptions: Partial<Record<CountryCode, WithdrawalExceptions>> = {
  DE: { madeToMeasure: '§ 312g Abs. 2 Nr. 1 BGB', unsealed: '§ 312g Abs. 2 Nr. 3 BGB' },
  AT: { madeToMeasure: '§ 18 Abs. 1 Z 3 FAGG', unsealed: '§ 18 Abs. 1 Z 5 FAGG' },
  IT: {
    madeToMeasure: 'art. 59, comma 1, lett. c), del Codice del consumo',
    unsealed: 'art. 59, comma 1, lett. e), del Codice del consumo',
  },
  PL: {
    madeToMeasure: 'art. 38 ust. 1 pkt 3 ustawy o prawach konsumenta',
    unsealed: 'art. 38 ust. 1 pkt 5 ustawy o prawach konsumenta',
  },
  CZ: {
    madeToMeasure: '§ 1837 písm. d) občanského zákoníku',
    unsealed: '§ 1837 písm. g) občanského zákoníku',
  },
};

const directiveArticle = (letter: 'c' | 'e') =>
  texts(
    `Art. 16 Buchst. ${letter} der Richtlinie 2011/83/EU`,
    `art. 16, point ${letter}), de la directive 2011/83/UE`,
    `art. 16, lett. ${letter}), della direttiva 2011/83/UE`,
    `art. 16 lit. ${letter} dyrektywy 2011/83/UE`,
    `čl. 16 písm. ${letter}) směrnice 2011/83/EU`,
  );

const cardBrands = {
  computop_creditcard_visa: 'Visa',
  computop_creditcard_mastercard: 'Mastercard',
  computop_creditcard_amex: 'American Express',
} as const satisfies Partial<Record<PaymentMethodKey, string>>;
type CardKey = keyof typeof cardBrands;

const isCard = (method: PaymentMethodKey): method is CardKey => method in cardBrands;

/** The domain's payment methods as a sentence names them; the card brands are named together. */
const paymentNames: Record<Exclude<PaymentMethodKey, CardKey>, Texts> = {
  paypal_instant: texts('PayPal', 'PayPal', 'PayPal', 'PayPal', 'PayPal'),
  klarna_paylater: texts(
    'Klarna (Später bezahlen)',
    'Klarna (payer plus tard)',
    'Klarna (paga dopo)',
    'Klarna (zapłać później)',
    'Klarna (zaplaťte později)',
  ),
  ratepay_invoice: texts(
    'Kauf auf Rechnung über Ratepay',
    'achat sur facture via Ratepay',
    'acquisto con fattura tramite Ratepay',
    'zakup na fakturę przez Ratepay',
    'nákup na fakturu přes Ratepay',
  ),
  ratepay_directdebit: texts(
    'Lastschrift über Ratepay',
    'prélèvement via Ratepay',
    'addebito diretto tramite Ratepay',
    'polecenie zapłaty przez Ratepay',
    'inkaso přes Ratepay',
  ),
  accounting: texts('Rechnung', 'facture', 'fattura', 'faktura', 'faktura'),
  payu: texts('PayU', 'PayU', 'PayU', 'PayU', 'PayU'),
  blik: texts('BLIK', 'BLIK', 'BLIK', 'BLIK', 'BLIK'),
  twint: texts('TWINT', 'TWINT', 'TWINT', 'TWINT', 'TWINT'),
  p24: texts('Przelewy24', 'Przelewy24', 'Przelewy24', 'Przelewy24', 'Przelewy24'),
  cash_on_delivery: texts(
    'Nachnahme',
    'paiement à la livraison',
    'contrassegno',
    'płatność przy odbiorze',
    'dobírka',
  ),
};

const cardName = texts(
  'Kreditkarte',
  'carte de crédit',
  'carta di credito',
  'karta kredytowa',
  'platební karta',
);

/** Methods whose provider's own terms apply besides ours. */
const thirdPartyTerms: readonly PaymentMethodKey[] = [
  'klarna_paylater',
  'ratepay_invoice',
  'ratepay_directdebit',
];

/** `A, B und C` (or `A, B oder C`) in the language of the version. */
function listOf(
  ctx: PageContext,
  items: readonly string[],
  type: 'conjunction' | 'disjunction' = 'conjunction',
) {
  return new Intl.ListFormat(ctx.language, { type }).format(items);
}

function paymentMethodNames(ctx: PageContext, methods: readonly PaymentMethodKey[]): string[] {
  const firstCard = methods.findIndex(isCard);
  const brands = methods.filter(isCard).map((method) => cardBrands[method]);
  return methods.flatMap((method, index) => {
    if (!isCard(method)) return [ctx.t(paymentNames[method])];
    return index === firstCard ? [`${ctx.t(cardName)} (${brands.join(', ')})`] : [];
  });
}

const emailLink = (ctx: PageContext) =>
  link(ctx.market.email, { linktype: 'email', email: ctx.market.email });

const urlTarget = (href: string): LinkTarget => ({ linktype: 'url', href });

function scopeSection(ctx: PageContext) {
  const { market } = ctx;
  const address = `${market.company}, ${market.street}, ${market.zipCity}, ${ctx.t(market.countryName)}`;
  const hours = ctx.t(market.serviceHours);
  return section(
    ctx,
    'scope',
    texts(
      'Geltungsbereich und Vertragspartner',
      'Champ d’application et partenaire contractuel',
      'Ambito di applicazione e venditore',
      'Zakres obowiązywania i sprzedawca',
      'Působnost a prodávající',
    ),
    doc(
      p(
        ctx.t(
          texts(
            `Ihre Vertragspartnerin ist die ${address}. Sie erreichen uns per E-Mail an `,
            `Votre partenaire contractuel est ${address}. Vous pouvez nous joindre par e-mail à l’adresse `,
            `Il venditore è ${address}. Puoi contattarci via e-mail all’indirizzo `,
            `Sprzedawcą jest ${address}. Możesz skontaktować się z nami mailowo pod adresem `,
            `Prodávajícím je ${address}. Kontaktovat nás můžete e-mailem na adrese `,
          ),
        ),
        emailLink(ctx),
        ctx.t(
          texts(
            ` und telefonisch unter ${market.phone} (${hours}).`,
            ` et par téléphone au ${market.phone} (${hours}).`,
            ` e per telefono al numero ${market.phone} (${hours}).`,
            ` oraz telefonicznie pod numerem ${market.phone} (${hours}).`,
            ` nebo telefonicky na čísle ${market.phone} (${hours}).`,
          ),
        ),
      ),
      p(
        ctx.t(
          texts(
            'Weitere Angaben zu unserem Unternehmen, etwa den Registereintrag, finden Sie im ',
            'Vous trouverez d’autres informations sur notre société, notamment son inscription au registre, dans les ',
            'Altri dati della nostra società, come l’iscrizione al registro, si trovano nelle ',
            'Pozostałe dane naszej firmy, w tym wpis do rejestru, znajdziesz w zakładce ',
            'Další údaje o naší společnosti, například zápis v obchodním rejstříku, najdete v části ',
          ),
        ),
        link(ctx.t(imprintTitle), ctx.storyTarget(imprintStory.path)),
        '.',
      ),
      p(
        ctx.t(
          texts(
            'Diese AGB gelten für Verträge, die Sie über unseren Online-Shop schließen; für Einkäufe in unseren Filialen gelten sie nicht.',
            'Les présentes conditions générales s’appliquent aux contrats conclus via notre boutique en ligne, et non aux achats effectués dans nos magasins.',
            'Le presenti condizioni si applicano ai contratti conclusi tramite il nostro negozio online, non agli acquisti effettuati direttamente nei nostri negozi.',
            'Regulamin dotyczy umów zawieranych za pośrednictwem naszego sklepu internetowego, a nie zakupów w naszych salonach.',
            'Tyto obchodní podmínky se vztahují na smlouvy uzavřené prostřednictvím našeho e-shopu, nikoli na nákupy na našich pobočkách.',
          ),
        ),
      ),
    ),
  );
}

function contractSection(ctx: PageContext) {
  // The button's words as the checkout shows them; Swiss German quotes with guillemets.
  const orderButton =
    ctx.market.country === 'CH' ? '«Zahlungspflichtig bestellen»' : '„Zahlungspflichtig bestellen“';
  return section(
    ctx,
    'contract',
    texts(
      'Vertragsschluss',
      'Conclusion du contrat',
      'Conclusione del contratto',
      'Zawarcie umowy',
      'Uzavření smlouvy',
    ),
    doc(
      p(
        ctx.t(
          texts(
            'Die Darstellung der Produkte im Online-Shop ist noch kein verbindliches Angebot. Sie legen Artikel in den Warenkorb und geben an der Kasse Ihre Liefer- und Zahlungsdaten an. Vor dem Absenden sehen Sie in der Bestellübersicht alle Angaben und können sie jederzeit korrigieren.',
            'La présentation des produits dans la boutique en ligne ne constitue pas encore une offre ferme. Vous placez les articles dans le panier et indiquez vos données de livraison et de paiement lors de la commande. Avant l’envoi, le récapitulatif vous montre toutes vos données, que vous pouvez corriger à tout moment.',
            'La presentazione dei prodotti nel negozio online non costituisce ancora un’offerta vincolante. Metti gli articoli nel carrello e alla cassa inserisci i dati di consegna e di pagamento. Prima dell’invio vedi tutti i dati nel riepilogo dell’ordine e puoi correggerli in qualsiasi momento.',
            'Prezentacja produktów w sklepie internetowym nie stanowi jeszcze wiążącej oferty. Dodajesz produkty do koszyka i podajesz dane do dostawy i płatności. Przed wysłaniem zamówienia widzisz wszystkie dane w podsumowaniu i możesz je w każdej chwili poprawić.',
            'Prezentace zboží v e-shopu ještě není závazným návrhem na uzavření smlouvy. Zboží vložíte do košíku a zadáte údaje pro doručení a platbu. Před odesláním objednávky vidíte všechny údaje v jejím shrnutí a můžete je kdykoli opravit.',
          ),
        ),
      ),
      p(
        ctx.t(
          texts(
            `Mit einem Klick auf ${orderButton} geben Sie ein verbindliches Angebot zum Kauf der Artikel im Warenkorb ab. Unmittelbar danach senden wir Ihnen eine Bestellbestätigung per E-Mail; mit ihr nehmen wir Ihr Angebot an, und der Kaufvertrag kommt zustande.`,
            'En cliquant sur «\u00a0Commander avec obligation de paiement\u00a0», vous faites une offre ferme d’achat des articles de votre panier. Immédiatement après, nous vous envoyons une confirmation de commande par e-mail\u00a0; par cet e-mail, nous acceptons votre offre et le contrat de vente est conclu.',
            'Facendo clic su «Ordina con obbligo di pagamento» presenti un’offerta vincolante di acquisto degli articoli nel carrello. Subito dopo ti inviamo una conferma d’ordine via e-mail: con questa e-mail accettiamo la tua offerta e il contratto di vendita è concluso.',
            'Klikając przycisk „Zamawiam i płacę”, składasz wiążącą ofertę zakupu produktów z koszyka. Zaraz potem wysyłamy Ci e-mail z potwierdzeniem zamówienia; tym e-mailem przyjmujemy Twoją ofertę i zawieramy umowę sprzedaży.',
            'Kliknutím na tlačítko „Objednat s povinností platby“ činíte závazný návrh na koupi zboží v košíku. Ihned poté vám zašleme potvrzení objednávky e-mailem; tímto e-mailem váš návrh přijímáme a kupní smlouva je uzavřena.',
          ),
        ),
      ),
      p(
        ctx.t(
          texts(
            'Wir speichern den Vertragstext. Die Einzelheiten Ihrer Bestellung und diese AGB erhalten Sie mit der Bestellbestätigung; haben Sie ein Kundenkonto, finden Sie Ihre Bestellungen auch dort. Vertragssprache ist Deutsch.',
            'Nous conservons le texte du contrat. Vous recevez le détail de votre commande et les présentes conditions générales avec la confirmation de commande\u00a0; si vous avez un compte client, vous y retrouvez aussi vos commandes. Le contrat est conclu en français.',
            'Conserviamo il testo del contratto. Con la conferma d’ordine ricevi i dettagli dell’ordine e le presenti condizioni generali; se hai un account cliente, trovi lì anche i tuoi ordini. La lingua del contratto è l’italiano.',
            'Przechowujemy treść umowy. Szczegóły zamówienia oraz niniejszy regulamin otrzymasz wraz z potwierdzeniem zamówienia; jeśli masz konto klienta, znajdziesz tam również swoje zamówienia. Umowa zawierana jest w języku polskim.',
            'Text smlouvy archivujeme. Podrobnosti objednávky a tyto obchodní podmínky obdržíte spolu s potvrzením objednávky; máte-li zákaznický účet, najdete tam i své objednávky. Smlouva se uzavírá v českém jazyce.',
          ),
        ),
      ),
    ),
  );
}

function pricesSection(ctx: PageContext) {
  return section(
    ctx,
    'prices',
    texts(
      'Preise und Versandkosten',
      'Prix et frais de livraison',
      'Prezzi e spese di spedizione',
      'Ceny i koszty dostawy',
      'Ceny a náklady na doručení',
    ),
    doc(
      p(
        ctx.t(
          texts(
            'Alle Preise sind Endpreise einschließlich der gesetzlichen Mehrwertsteuer. Hinzu kommen gegebenenfalls Versandkosten: Wie hoch sie sind und ab welchem Bestellwert wir versandkostenfrei liefern, lesen Sie unter ',
            'Tous les prix sont des prix finaux, TVA légale comprise. Des frais de livraison peuvent s’y ajouter\u00a0: leur montant et le seuil à partir duquel la livraison est gratuite figurent sous ',
            'Tutti i prezzi sono prezzi finali comprensivi dell’IVA di legge. A questi si aggiungono eventuali spese di spedizione: l’importo e la soglia oltre la quale la spedizione è gratuita sono indicati alla voce ',
            'Wszystkie ceny są cenami końcowymi i zawierają podatek VAT. Mogą zostać do nich doliczone koszty dostawy: ich wysokość oraz kwotę zamówienia, od której dostawa jest bezpłatna, znajdziesz w zakładce ',
            'Všechny ceny jsou konečné a zahrnují DPH. K ceně se mohou připočíst náklady na doručení: jejich výši a částku, od které doručujeme zdarma, najdete v části ',
          ),
        ),
        link(
          ctx.t(
            texts(
              'Versand und Lieferung',
              'Expédition et livraison',
              'Spedizione e consegna',
              'Wysyłka i dostawa',
              'Doprava a doručení',
            ),
          ),
          ctx.storyTarget('overlays/service/versand'),
        ),
        ctx.t(
          texts(
            '. Den Gesamtbetrag sehen Sie im Warenkorb und in der Bestellübersicht, bevor Sie bestellen.',
            '. Vous voyez le montant total dans le panier et dans le récapitulatif avant de commander.',
            '. L’importo totale è visibile nel carrello e nel riepilogo prima dell’ordine.',
            '. Łączną kwotę widzisz w koszyku i w podsumowaniu, zanim złożysz zamówienie.',
            '. Celkovou částku vidíte v košíku a ve shrnutí objednávky ještě před jejím odesláním.',
          ),
        ),
      ),
    ),
  );
}

function paymentSection(ctx: PageContext) {
  const methods = paymentMethodsByCountry[ctx.market.country];
  const names = listOf(ctx, paymentMethodNames(ctx, methods));
  const providers = methods.filter((method) => thirdPartyTerms.includes(method));
  const providerNames = listOf(ctx, paymentMethodNames(ctx, providers));
  return section(
    ctx,
    'payment',
    texts('Zahlung', 'Paiement', 'Pagamento', 'Płatność', 'Platba'),
    doc(
      p(
        ctx.t(
          texts(
            `Folgende Zahlungsarten stehen Ihnen zur Verfügung: ${names}.`,
            `Les moyens de paiement suivants sont à votre disposition\u00a0: ${names}.`,
            `Puoi pagare con i seguenti metodi: ${names}.`,
            `Możesz zapłacić w następujący sposób: ${names}.`,
            `Zaplatit můžete těmito způsoby: ${names}.`,
          ),
        ),
      ),
      ...(providers.length > 0
        ? [
            p(
              ctx.t(
                texts(
                  `Für ${providerNames} gelten ergänzend die Bedingungen des jeweiligen Zahlungsdienstleisters, die wir Ihnen an der Kasse anzeigen.`,
                  `Pour ${providerNames}, les conditions du prestataire de paiement concerné, affichées lors de la commande, s’appliquent en complément.`,
                  `Per ${providerNames} si applicano inoltre le condizioni del rispettivo fornitore del servizio di pagamento, che ti mostriamo alla cassa.`,
                  `W przypadku metod ${providerNames} obowiązują dodatkowo warunki danego operatora płatności, które wyświetlamy podczas składania zamówienia.`,
                  `Pro způsoby platby ${providerNames} platí navíc podmínky příslušného poskytovatele platebních služeb, které vám zobrazíme při objednávce.`,
                ),
              ),
            ),
          ]
        : []),
      ...(methods.includes('accounting')
        ? [
            p(
              ctx.t(
                texts(
                  'Bei Zahlung auf Rechnung begleichen Sie den Betrag innerhalb der auf der Rechnung genannten Frist.',
                  'En cas de paiement sur facture, vous réglez le montant dans le délai indiqué sur la facture.',
                  'Se paghi con fattura, saldi l’importo entro il termine indicato nella fattura.',
                  'Przy płatności na podstawie faktury uregulujesz kwotę w terminie wskazanym na fakturze.',
                  'Při platbě na fakturu uhradíte částku ve lhůtě uvedené na faktuře.',
                ),
              ),
            ),
          ]
        : []),
      ...(methods.includes('cash_on_delivery')
        ? [
            p(
              ctx.t(
                texts(
                  'Bei Nachnahme bezahlen Sie bei der Zustellung; dafür fällt eine Nachnahmegebühr an, die wir Ihnen vor dem Absenden der Bestellung anzeigen.',
                  'En cas de paiement à la livraison, vous payez à la réception du colis\u00a0; des frais de paiement à la livraison s’appliquent, que nous vous indiquons avant l’envoi de la commande.',
                  'Con il contrassegno paghi alla consegna; è previsto un supplemento per il contrassegno, che ti indichiamo prima dell’invio dell’ordine.',
                  'Wybierając płatność przy odbiorze, płacisz w chwili doręczenia przesyłki; doliczamy wtedy opłatę za pobranie, którą pokazujemy przed wysłaniem zamówienia.',
                  'Při platbě na dobírku platíte při převzetí zásilky; účtujeme za ni poplatek, který uvidíte před odesláním objednávky.',
                ),
              ),
            ),
          ]
        : []),
    ),
  );
}

function deliverySection(ctx: PageContext) {
  const { market } = ctx;
  // Swiss law makes a reservation of title effective only once registered (Art. 715 ZGB): none there.
  const swiss = market.country === 'CH';
  const days = market.deliveryDays;
  return section(
    ctx,
    'delivery',
    swiss
      ? texts('Lieferung', 'Livraison', 'Consegna', 'Dostawa', 'Doručení')
      : texts(
          'Lieferung und Eigentumsvorbehalt',
          'Livraison et réserve de propriété',
          'Consegna e riserva di proprietà',
          'Dostawa i zastrzeżenie własności',
          'Doručení a výhrada vlastnictví',
        ),
    doc(
      p(
        ctx.t(
          texts(
            `Wir liefern ${market.shippedBy.de} an die von Ihnen angegebene Lieferadresse. Ihre Bestellung ist in der Regel in ${days} Werktagen bei Ihnen; Brillen mit Korrektionsgläsern fertigen wir für Sie an, sie sind nach 7 bis 10 Werktagen bei Ihnen.`,
            `Nous livrons ${market.shippedBy.fr} à l’adresse de livraison que vous indiquez. Votre commande vous parvient généralement en ${days} jours ouvrables\u00a0; les lunettes avec verres correcteurs sont fabriquées pour vous et arrivent en 7 à 10 jours ouvrables.`,
            `Consegniamo ${market.shippedBy.it} all’indirizzo di consegna che indichi. Di solito il tuo ordine arriva in ${days} giorni lavorativi; gli occhiali con lenti correttive vengono realizzati su misura e arrivano in 7–10 giorni lavorativi.`,
            `Dostarczamy ${market.shippedBy.pl} na wskazany przez Ciebie adres. Zamówienie zwykle dociera w ciągu ${days} dni roboczych; okulary korekcyjne wykonujemy na zamówienie i dostarczamy w ciągu 7–10 dni roboczych.`,
            `Doručujeme ${market.shippedBy.cs} na vámi zadanou adresu. Objednávka k vám obvykle dorazí do ${days} pracovních dnů; dioptrické brýle vyrábíme na zakázku a doručíme je do 7 až 10 pracovních dnů.`,
          ),
        ),
      ),
      p(
        ctx.t(
          texts(
            'Ist ein Artikel wider Erwarten nicht lieferbar, informieren wir Sie umgehend und erstatten Ihnen bereits gezahlte Beträge sofort.',
            'Si un article n’est exceptionnellement pas disponible, nous vous en informons sans délai et vous remboursons immédiatement les sommes déjà versées.',
            'Se un articolo non fosse disponibile, ti informiamo subito e ti rimborsiamo immediatamente quanto già pagato.',
            'Jeśli produkt okaże się niedostępny, niezwłocznie Cię o tym poinformujemy i od razu zwrócimy wpłaconą kwotę.',
            'Pokud by zboží nebylo k dispozici, neprodleně vás budeme informovat a již zaplacenou částku vám ihned vrátíme.',
          ),
        ),
      ),
      ...(swiss
        ? []
        : [
            p(
              ctx.t(
                texts(
                  'Die Ware bleibt bis zur vollständigen Bezahlung unser Eigentum.',
                  'Les articles restent notre propriété jusqu’à leur paiement intégral.',
                  'La merce resta di nostra proprietà fino al completo pagamento.',
                  'Towar pozostaje naszą własnością do chwili zapłaty całej ceny.',
                  'Zboží zůstává až do úplného zaplacení kupní ceny v našem vlastnictví.',
                ),
              ),
            ),
          ]),
    ),
  );
}

function prescriptionSection(ctx: PageContext) {
  return section(
    ctx,
    'prescription',
    texts(
      'Brillen mit Korrektionsgläsern und Kontaktlinsen',
      'Lunettes correctrices et lentilles de contact',
      'Occhiali da vista e lenti a contatto',
      'Okulary korekcyjne i soczewki kontaktowe',
      'Dioptrické brýle a kontaktní čočky',
    ),
    doc(
      p(
        ctx.t(
          texts(
            'Brillengläser fertigen wir nach den Werten an, die Sie bei der Bestellung angeben, etwa Sphäre, Zylinder, Achse, Addition und Pupillendistanz. Für die Richtigkeit dieser Werte sind Sie verantwortlich: Übernehmen Sie sie bitte aus Ihrem aktuellen Brillenpass oder Ihrer Verordnung. Gern bestimmen wir Ihre Werte auch in einer unserer Filialen.',
            'Nous fabriquons les verres selon les valeurs que vous indiquez lors de la commande, par exemple sphère, cylindre, axe, addition et écart pupillaire. Vous êtes responsable de l’exactitude de ces valeurs\u00a0: reprenez-les de votre ordonnance ou de votre dernier examen de la vue. Nous pouvons aussi les déterminer dans l’un de nos magasins.',
            'Realizziamo le lenti secondo i valori che indichi nell’ordine, ad esempio sfera, cilindro, asse, addizione e distanza interpupillare. Sei responsabile della correttezza di questi valori: riprendili dalla tua prescrizione o dal tuo ultimo esame della vista. Possiamo anche misurarli in uno dei nostri negozi.',
            'Soczewki okularowe wykonujemy według parametrów podanych przez Ciebie w zamówieniu, np. sfery, cylindra, osi, addycji i rozstawu źrenic. Odpowiadasz za prawidłowość tych parametrów: przepisz je z aktualnej recepty lub wyniku badania wzroku. Możemy je też zmierzyć w jednym z naszych salonów.',
            'Brýlová skla vyrábíme podle hodnot, které uvedete v objednávce, např. sféry, cylindru, osy, adice a pupilární vzdálenosti. Za správnost těchto hodnot odpovídáte vy: opište je z aktuálního předpisu nebo z posledního vyšetření zraku. Hodnoty vám můžeme změřit i na některé z našich poboček.',
          ),
        ),
      ),
      p(
        ctx.t(
          texts(
            'Kontaktlinsen dürfen Sie nur tragen, wenn sie von einer Augenoptikerin, einem Augenoptiker oder in einer augenärztlichen Praxis an Ihre Augen angepasst wurden oder, wo dies vorgeschrieben ist, eine gültige Verordnung vorliegt. Mit Ihrer Bestellung bestätigen Sie, dass dies der Fall ist und Sie die Werte dieser Anpassung angeben. Lassen Sie Ihre Augen regelmäßig kontrollieren; die Anpassung in unseren Filialen ist kostenlos.',
            'Les lentilles de contact ne doivent être portées qu’après une adaptation par un opticien ou un ophtalmologue ou, lorsque la loi l’exige, sur ordonnance valable. En commandant, vous confirmez que c’est le cas et que vous indiquez les valeurs de cette adaptation. Faites contrôler vos yeux régulièrement\u00a0; l’adaptation est gratuite dans nos magasins.',
            'Le lenti a contatto vanno indossate solo dopo un’applicazione da parte di un ottico o di un oculista o, dove la legge lo prevede, con una prescrizione valida. Con l’ordine confermi che è così e che indichi i valori di questa applicazione. Fai controllare regolarmente i tuoi occhi; l’applicazione nei nostri negozi è gratuita.',
            'Soczewki kontaktowe możesz nosić tylko po ich dopasowaniu przez optometrystę, optyka lub okulistę albo, jeśli wymagają tego przepisy, na podstawie ważnej recepty. Składając zamówienie, potwierdzasz, że tak jest i że podajesz parametry z tego dopasowania. Regularnie kontroluj wzrok; dopasowanie w naszych salonach jest bezpłatne.',
            'Kontaktní čočky noste jen po aplikaci optometristou, optikem nebo očním lékařem, nebo tam, kde to předpisy vyžadují, na platný předpis. Objednávkou potvrzujete, že tomu tak je a že uvádíte hodnoty z této aplikace. Nechávejte si zrak pravidelně kontrolovat; aplikace na našich pobočkách je zdarma.',
          ),
        ),
      ),
    ),
  );
}

/** The model instructions on withdrawal, filled in for the market's company (EU markets only). */
function withdrawalSection(ctx: PageContext, subscription: boolean) {
  const { market } = ctx;
  const address = `${market.company}, ${market.street}, ${market.zipCity}, ${ctx.t(market.countryName)}`;
  return section(
    ctx,
    'withdrawal',
    texts(
      'Widerrufsbelehrung',
      'Informations sur le droit de rétractation',
      'Informazioni sul diritto di recesso',
      'Pouczenie o prawie odstąpienia od umowy',
      'Poučení o právu na odstoupení od smlouvy',
    ),
    doc(
      p(
        bold(
          ctx.t(
            texts(
              'Widerrufsrecht',
              'Droit de rétractation',
              'Diritto di recesso',
              'Prawo odstąpienia od umowy',
              'Právo odstoupit od smlouvy',
            ),
          ),
        ),
      ),
      p(
        ctx.t(
          texts(
            'Sie haben das Recht, binnen vierzehn Tagen ohne Angabe von Gründen diesen Vertrag zu widerrufen.',
            'Vous avez le droit de vous rétracter du présent contrat sans donner de motif dans un délai de quatorze jours.',
            'Hai il diritto di recedere dal presente contratto, senza indicarne le ragioni, entro 14 giorni.',
            'Masz prawo odstąpić od niniejszej umowy w terminie 14 dni bez podania jakiejkolwiek przyczyny.',
            'Máte právo odstoupit od této smlouvy bez udání důvodu ve lhůtě 14 dnů.',
          ),
        ),
      ),
      p(
        ctx.t(
          texts(
            'Die Widerrufsfrist beträgt vierzehn Tage ab dem Tag, an dem Sie oder ein von Ihnen benannter Dritter, der nicht der Beförderer ist, die Waren in Besitz genommen haben bzw. hat. Haben Sie mehrere Waren im Rahmen einer einheitlichen Bestellung bestellt, die getrennt geliefert werden, beträgt sie vierzehn Tage ab dem Tag, an dem Sie oder ein von Ihnen benannter Dritter, der nicht der Beförderer ist, die letzte Ware in Besitz genommen haben bzw. hat.',
            'Le délai de rétractation expire quatorze jours après le jour où vous-même, ou un tiers autre que le transporteur et désigné par vous, prenez physiquement possession du bien. Si vous avez commandé plusieurs biens dans une même commande et qu’ils sont livrés séparément, il expire quatorze jours après le jour où vous-même, ou un tiers autre que le transporteur et désigné par vous, prenez physiquement possession du dernier bien.',
            'Il periodo di recesso scade dopo 14 giorni dal giorno in cui tu, o un terzo diverso dal vettore e da te designato, acquisisci il possesso fisico dei beni. Se hai ordinato più beni con un unico ordine e questi vengono consegnati separatamente, scade dopo 14 giorni dal giorno in cui tu, o un terzo diverso dal vettore e da te designato, acquisisci il possesso fisico dell’ultimo bene.',
            'Termin do odstąpienia od umowy wygasa po upływie 14 dni od dnia wejścia w posiadanie rzeczy przez Ciebie lub wskazaną przez Ciebie osobę trzecią inną niż przewoźnik. W przypadku umowy obejmującej wiele rzeczy zamówionych w ramach jednego zamówienia i dostarczanych osobno termin wygasa po upływie 14 dni od dnia wejścia w posiadanie ostatniej z rzeczy przez Ciebie lub wskazaną przez Ciebie osobę trzecią inną niż przewoźnik.',
            'Lhůta pro odstoupení od smlouvy končí po uplynutí 14 dnů ode dne, kdy vy nebo vámi určená třetí osoba (jiná než dopravce) převezmete zboží. Objednáte-li v rámci jedné objednávky více kusů zboží, které jsou dodávány samostatně, končí lhůta po uplynutí 14 dnů ode dne, kdy vy nebo vámi určená třetí osoba (jiná než dopravce) převezmete poslední kus zboží.',
          ),
        ),
        subscription
          ? ctx.t(
              texts(
                ' Bei einem Vertrag über die regelmäßige Lieferung von Waren (Spar-Abo) beträgt sie vierzehn Tage ab dem Tag, an dem Sie oder ein von Ihnen benannter Dritter, der nicht der Beförderer ist, die erste Ware in Besitz genommen haben bzw. hat.',
                ' Pour un contrat de livraison régulière de biens (abonnement épargne), il expire quatorze jours après le jour où vous-même, ou un tiers autre que le transporteur et désigné par vous, prenez physiquement possession du premier bien.',
                ' In caso di consegna periodica di beni (abbonamento risparmio), scade dopo 14 giorni dal giorno in cui tu, o un terzo diverso dal vettore e da te designato, acquisisci il possesso fisico del primo bene.',
                ' W przypadku umowy polegającej na regularnym dostarczaniu rzeczy (abonament oszczędnościowy) termin wygasa po upływie 14 dni od dnia wejścia w posiadanie pierwszej z rzeczy przez Ciebie lub wskazaną przez Ciebie osobę trzecią inną niż przewoźnik.',
                ' U smlouvy o pravidelné dodávce zboží (spořicí předplatné) končí lhůta po uplynutí 14 dnů ode dne, kdy vy nebo vámi určená třetí osoba (jiná než dopravce) převezmete první dodávku zboží.',
              ),
            )
          : '',
      ),
      p(
        ctx.t(
          texts(
            `Um Ihr Widerrufsrecht auszuüben, müssen Sie uns (${address}, Telefon ${market.phone}, E-Mail `,
            `Pour exercer le droit de rétractation, vous devez nous notifier (${address}, téléphone ${market.phone}, e-mail `,
            `Per esercitare il diritto di recesso, devi informarci (${address}, telefono ${market.phone}, e-mail `,
            `Aby skorzystać z prawa odstąpienia od umowy, musisz poinformować nas (${address}, tel. ${market.phone}, e-mail `,
            `Pro účely uplatnění práva na odstoupení od smlouvy nás (${address}, tel. ${market.phone}, e-mail `,
          ),
        ),
        emailLink(ctx),
        ctx.t(
          texts(
            ') mittels einer eindeutigen Erklärung (z. B. ein mit der Post versandter Brief oder eine E-Mail) über Ihren Entschluss, diesen Vertrag zu widerrufen, informieren. Sie können dafür das beigefügte Muster-Widerrufsformular verwenden, das jedoch nicht vorgeschrieben ist.',
            ') votre décision de rétractation du présent contrat au moyen d’une déclaration dénuée d’ambiguïté (par exemple, lettre envoyée par la poste ou courrier électronique). Vous pouvez utiliser le modèle de formulaire de rétractation ci-dessous, mais ce n’est pas obligatoire.',
            ') della tua decisione di recedere dal presente contratto tramite una dichiarazione esplicita (ad esempio lettera inviata per posta o posta elettronica). A tal fine puoi utilizzare il modulo tipo di recesso riportato di seguito, ma non è obbligatorio.',
            ') o swojej decyzji o odstąpieniu od niniejszej umowy w drodze jednoznacznego oświadczenia (na przykład pismo wysłane pocztą lub pocztą elektroniczną). Możesz skorzystać z wzoru formularza odstąpienia od umowy zamieszczonego poniżej, jednak nie jest to obowiązkowe.',
            ') musíte o svém odstoupení od této smlouvy informovat formou jednostranného právního jednání (například dopisem zaslaným prostřednictvím provozovatele poštovních služeb nebo e-mailem). Můžete použít vzorový formulář pro odstoupení od smlouvy uvedený níže, není to však vaší povinností.',
          ),
        ),
      ),
      p(
        ctx.t(
          texts(
            'Zur Wahrung der Widerrufsfrist reicht es aus, dass Sie die Mitteilung über die Ausübung des Widerrufsrechts vor Ablauf der Widerrufsfrist absenden.',
            'Pour que le délai de rétractation soit respecté, il suffit que vous transmettiez votre communication relative à l’exercice du droit de rétractation avant l’expiration du délai de rétractation.',
            'Per rispettare il termine di recesso, è sufficiente che tu invii la comunicazione relativa all’esercizio del diritto di recesso prima della scadenza del periodo di recesso.',
            'Aby zachować termin do odstąpienia od umowy, wystarczy, że wyślesz informację dotyczącą wykonania przysługującego Ci prawa odstąpienia od umowy przed upływem terminu do odstąpienia od umowy.',
            'Aby byla dodržena lhůta pro odstoupení od této smlouvy, postačuje odeslat odstoupení od smlouvy před uplynutím příslušné lhůty.',
          ),
        ),
      ),
      p(
        bold(
          ctx.t(
            texts(
              'Folgen des Widerrufs',
              'Effets de la rétractation',
              'Effetti del recesso',
              'Skutki odstąpienia od umowy',
              'Důsledky odstoupení od smlouvy',
            ),
          ),
        ),
      ),
      p(
        ctx.t(
          texts(
            'Wenn Sie diesen Vertrag widerrufen, haben wir Ihnen alle Zahlungen, die wir von Ihnen erhalten haben, einschließlich der Lieferkosten (mit Ausnahme der zusätzlichen Kosten, die sich daraus ergeben, dass Sie eine andere Art der Lieferung als die von uns angebotene, günstigste Standardlieferung gewählt haben), unverzüglich und spätestens binnen vierzehn Tagen ab dem Tag zurückzuzahlen, an dem die Mitteilung über Ihren Widerruf dieses Vertrags bei uns eingegangen ist. Für diese Rückzahlung verwenden wir dasselbe Zahlungsmittel, das Sie bei der ursprünglichen Transaktion eingesetzt haben, es sei denn, mit Ihnen wurde ausdrücklich etwas anderes vereinbart; in keinem Fall werden Ihnen wegen dieser Rückzahlung Entgelte berechnet.',
            'En cas de rétractation de votre part du présent contrat, nous vous rembourserons tous les paiements reçus de vous, y compris les frais de livraison (à l’exception des frais supplémentaires découlant du fait que vous avez choisi, le cas échéant, un mode de livraison autre que le mode moins coûteux de livraison standard proposé par nous) sans retard excessif et, en tout état de cause, au plus tard quatorze jours à compter du jour où nous sommes informés de votre décision de rétractation du présent contrat. Nous procéderons au remboursement en utilisant le même moyen de paiement que celui que vous aurez utilisé pour la transaction initiale, sauf si vous convenez expressément d’un moyen différent\u00a0; en tout état de cause, ce remboursement n’occasionnera pas de frais pour vous.',
            'Se recedi dal presente contratto, ti rimborseremo tutti i pagamenti che hai effettuato a nostro favore, compresi i costi di consegna (ad eccezione dei costi supplementari derivanti dalla tua eventuale scelta di un tipo di consegna diverso dal tipo meno costoso di consegna standard da noi offerto), senza indebito ritardo e in ogni caso non oltre 14 giorni dal giorno in cui siamo informati della tua decisione di recedere dal presente contratto. Detti rimborsi saranno effettuati utilizzando lo stesso mezzo di pagamento da te usato per la transazione iniziale, salvo che tu abbia espressamente convenuto altrimenti; in ogni caso, non dovrai sostenere alcun costo quale conseguenza di tale rimborso.',
            'W przypadku odstąpienia od niniejszej umowy zwracamy Ci wszystkie otrzymane od Ciebie płatności, w tym koszty dostarczenia rzeczy (z wyjątkiem dodatkowych kosztów wynikających z wybranego przez Ciebie sposobu dostarczenia innego niż najtańszy zwykły sposób dostarczenia oferowany przez nas), niezwłocznie, a w każdym przypadku nie później niż 14 dni od dnia, w którym zostaliśmy poinformowani o Twojej decyzji o wykonaniu prawa odstąpienia od niniejszej umowy. Zwrotu płatności dokonamy przy użyciu takich samych sposobów płatności, jakie zostały przez Ciebie użyte w pierwotnej transakcji, chyba że wyraźnie zgodzisz się na inne rozwiązanie; w każdym przypadku nie poniesiesz żadnych opłat w związku z tym zwrotem.',
            'Pokud odstoupíte od této smlouvy, vrátíme vám bez zbytečného odkladu, nejpozději do 14 dnů ode dne, kdy nám došlo vaše oznámení o odstoupení od smlouvy, všechny platby, které jsme od vás obdrželi, včetně nákladů na dodání (kromě dodatečných nákladů vzniklých v důsledku vámi zvoleného způsobu dodání, který je jiný než nejlevnější způsob standardního dodání, který nabízíme). Pro vrácení plateb použijeme stejný platební prostředek, který byl použit pro provedení počáteční transakce, pokud výslovně neurčíte jinak. V žádném případě vám tím nevzniknou další náklady.',
          ),
        ),
      ),
      p(
        ctx.t(
          texts(
            'Wir können die Rückzahlung verweigern, bis wir die Waren wieder zurückerhalten haben oder bis Sie den Nachweis erbracht haben, dass Sie die Waren zurückgesandt haben, je nachdem, welches der frühere Zeitpunkt ist.',
            'Nous pouvons différer le remboursement jusqu’à réception du bien ou jusqu’à ce que vous ayez fourni une preuve d’expédition du bien, la date retenue étant celle du premier de ces faits.',
            'Possiamo trattenere il rimborso finché non abbiamo ricevuto i beni oppure finché non avrai dimostrato di averli rispediti, se precedente.',
            'Możemy wstrzymać się ze zwrotem płatności do czasu otrzymania rzeczy lub do czasu dostarczenia nam dowodu jej odesłania, w zależności od tego, które zdarzenie nastąpi wcześniej.',
            'Platbu vrátíme až po obdržení vráceného zboží nebo prokážete-li, že zboží bylo odesláno zpět, podle toho, co nastane dříve.',
          ),
        ),
      ),
      p(
        ctx.t(
          texts(
            'Sie haben die Waren unverzüglich und in jedem Fall spätestens binnen vierzehn Tagen ab dem Tag, an dem Sie uns über den Widerruf dieses Vertrags unterrichten, an uns zurückzusenden oder zu übergeben. Die Frist ist gewahrt, wenn Sie die Waren vor Ablauf der Frist von vierzehn Tagen absenden.',
            'Vous devrez renvoyer ou rendre le bien, à nous-mêmes, sans retard excessif et, en tout état de cause, au plus tard quatorze jours après que vous nous aurez communiqué votre décision de rétractation du présent contrat. Ce délai est réputé respecté si vous renvoyez le bien avant l’expiration du délai de quatorze jours.',
            'Ti preghiamo di rispedirci i beni o di consegnarceli senza indebiti ritardi e in ogni caso entro 14 giorni dal giorno in cui ci hai comunicato il recesso dal presente contratto. Il termine è rispettato se rispedisci i beni prima della scadenza del periodo di 14 giorni.',
            'Odeślij lub przekaż nam rzecz niezwłocznie, a w każdym razie nie później niż 14 dni od dnia, w którym poinformujesz nas o odstąpieniu od niniejszej umowy. Termin jest zachowany, jeżeli odeślesz rzecz przed upływem terminu 14 dni.',
            'Zboží nám zašlete zpět nebo je předejte bez zbytečného odkladu, nejpozději do 14 dnů ode dne, kdy nám oznámíte odstoupení od této smlouvy. Lhůta se považuje za zachovanou, pokud nám zboží odešlete před uplynutím 14 dnů.',
          ),
        ),
      ),
      p(
        ctx.t(
          texts(
            'Wir tragen die Kosten der Rücksendung der Waren.',
            'Nous prendrons à notre charge les frais de renvoi du bien.',
            'I costi della restituzione dei beni sono a nostro carico.',
            'Ponosimy koszty zwrotu rzeczy.',
            'Náklady spojené s vrácením zboží neseme my.',
          ),
        ),
      ),
      p(
        ctx.t(
          texts(
            'Sie müssen für einen etwaigen Wertverlust der Waren nur aufkommen, wenn dieser Wertverlust auf einen zur Prüfung der Beschaffenheit, Eigenschaften und Funktionsweise der Waren nicht notwendigen Umgang mit ihnen zurückzuführen ist.',
            'Votre responsabilité n’est engagée qu’à l’égard de la dépréciation du bien résultant de manipulations autres que celles nécessaires pour établir la nature, les caractéristiques et le bon fonctionnement de ce bien.',
            'Sei responsabile solo della diminuzione del valore dei beni risultante da una manipolazione dei beni diversa da quella necessaria per stabilire la natura, le caratteristiche e il funzionamento dei beni.',
            'Odpowiadasz tylko za zmniejszenie wartości rzeczy wynikające z korzystania z niej w sposób inny niż było to konieczne do stwierdzenia charakteru, cech i funkcjonowania rzeczy.',
            'Odpovídáte pouze za snížení hodnoty zboží v důsledku nakládání s tímto zbožím jiným způsobem, než který je nutný k obeznámení se s povahou a vlastnostmi zboží, včetně jeho funkčnosti.',
          ),
        ),
      ),
    ),
  );
}

/** Art. 16(c) and (e): prescription glasses made to measure, contact lenses and care once unsealed. */
function withdrawalExceptionsSection(ctx: PageContext, law: WithdrawalExceptions) {
  // The national provision, then the Directive's; French sets a no-break space before the semicolon.
  const cite = (national: string, letter: 'c' | 'e') =>
    `${national}${ctx.language === 'fr' ? '\u00a0;' : ';'} ${ctx.t(directiveArticle(letter))}`;
  const madeToMeasure = cite(law.madeToMeasure, 'c');
  const unsealed = cite(law.unsealed, 'e');
  return section(
    ctx,
    'withdrawal-exceptions',
    texts(
      'Ausnahmen vom Widerrufsrecht',
      'Exceptions au droit de rétractation',
      'Esclusioni dal diritto di recesso',
      'Wyłączenia prawa odstąpienia od umowy',
      'Výjimky z práva na odstoupení od smlouvy',
    ),
    doc(
      p(
        ctx.t(
          texts(
            `Das Widerrufsrecht besteht nicht bei Verträgen zur Lieferung von Waren, die nach Kundenspezifikationen angefertigt werden oder eindeutig auf die persönlichen Bedürfnisse zugeschnitten sind (${madeToMeasure}). Das betrifft Brillen mit Korrektionsgläsern, die wir nach Ihren Werten anfertigen, und Kontaktlinsen, die eigens für Sie hergestellt werden.`,
            `Le droit de rétractation ne s’applique pas aux contrats de fourniture de biens confectionnés selon les spécifications du consommateur ou nettement personnalisés (${madeToMeasure}). Cela concerne les lunettes avec verres correcteurs fabriquées selon vos valeurs et les lentilles de contact fabriquées spécialement pour vous.`,
            `Il diritto di recesso è escluso per la fornitura di beni confezionati su misura o chiaramente personalizzati (${madeToMeasure}). Ciò riguarda gli occhiali con lenti correttive realizzati secondo i tuoi valori e le lenti a contatto prodotte appositamente per te.`,
            `Prawo odstąpienia od umowy nie przysługuje w odniesieniu do umowy, w której przedmiotem świadczenia jest rzecz nieprefabrykowana, wyprodukowana według specyfikacji konsumenta lub służąca zaspokojeniu jego zindywidualizowanych potrzeb (${madeToMeasure}). Dotyczy to okularów korekcyjnych wykonanych według Twoich parametrów oraz soczewek kontaktowych wykonanych specjalnie dla Ciebie.`,
            `Právo na odstoupení od smlouvy nemáte u smlouvy o dodávce zboží vyrobeného podle vašich požadavků nebo přizpůsobeného vašim osobním potřebám (${madeToMeasure}). Týká se to dioptrických brýlí vyrobených podle vašich hodnot a kontaktních čoček vyrobených přímo pro vás.`,
          ),
        ),
      ),
      p(
        ctx.t(
          texts(
            `Es besteht außerdem nicht bei Verträgen zur Lieferung versiegelter Waren, die aus Gründen des Gesundheitsschutzes oder der Hygiene nicht zur Rückgabe geeignet sind, wenn ihre Versiegelung nach der Lieferung entfernt wurde (${unsealed}). Das betrifft Kontaktlinsen und Pflegemittel, deren Blister, Flasche oder Siegel geöffnet wurde.`,
            `Il ne s’applique pas non plus aux contrats de fourniture de biens qui ont été descellés après la livraison et qui ne peuvent être renvoyés pour des raisons d’hygiène ou de protection de la santé (${unsealed}). Cela concerne les lentilles de contact et les produits d’entretien dont le blister, le flacon ou le scellé a été ouvert.`,
            `È escluso anche per la fornitura di beni sigillati che non si prestano a essere restituiti per motivi igienici o connessi alla protezione della salute e che sono stati aperti dopo la consegna (${unsealed}). Ciò riguarda le lenti a contatto e i prodotti per la cura di cui sono stati aperti il blister, il flacone o il sigillo.`,
            `Nie przysługuje ono również w odniesieniu do umowy, w której przedmiotem świadczenia jest rzecz dostarczana w zapieczętowanym opakowaniu, której po otwarciu opakowania nie można zwrócić ze względu na ochronę zdrowia lub ze względów higienicznych, jeżeli opakowanie zostało otwarte po dostarczeniu (${unsealed}). Dotyczy to soczewek kontaktowych i płynów pielęgnacyjnych, których blister, butelka lub zabezpieczenie zostały otwarte.`,
            `Nemáte je ani u smlouvy o dodávce zboží v zapečetěném obalu, které z důvodu ochrany zdraví nebo z hygienických důvodů není vhodné vrátit poté, co byl obal po dodání porušen (${unsealed}). Týká se to kontaktních čoček a prostředků péče, jejichž blistr, lahvička nebo pečeť byly otevřeny.`,
          ),
        ),
      ),
      p(
        ctx.t(
          texts(
            'Fassungen, Sonnenbrillen ohne Sehstärke, Fertiglesebrillen sowie ungeöffnete Kontaktlinsen und Pflegemittel können Sie dagegen wie alle anderen Artikel widerrufen.',
            'Les montures, les lunettes de soleil sans correction, les lunettes de lecture prémontées ainsi que les lentilles et produits d’entretien non ouverts restent soumis au droit de rétractation, comme tous les autres articles.',
            'Per montature, occhiali da sole senza correzione, occhiali da lettura premontati e per lenti a contatto e prodotti per la cura non aperti il diritto di recesso vale come per tutti gli altri articoli.',
            'W przypadku oprawek, okularów przeciwsłonecznych bez korekcji, gotowych okularów do czytania oraz nieotwartych soczewek kontaktowych i płynów pielęgnacyjnych prawo odstąpienia od umowy przysługuje Ci na zasadach ogólnych, jak przy wszystkich innych produktach.',
            'U obrouček, slunečních brýlí bez dioptrií, hotových brýlí na čtení a u neotevřených kontaktních čoček a prostředků péče máte právo na odstoupení od smlouvy jako u veškerého ostatního zboží.',
          ),
        ),
      ),
    ),
  );
}

/** The model withdrawal form (Anlage 2 zu Art. 246a EGBGB; Directive 2011/83/EU Annex I B). */
function withdrawalFormSection(ctx: PageContext) {
  const { market } = ctx;
  const address = `${market.company}, ${market.street}, ${market.zipCity}, ${ctx.t(market.countryName)}`;
  const line = (text: Texts) => ctx.t(text);
  return section(
    ctx,
    'withdrawal-form',
    texts(
      'Muster-Widerrufsformular',
      'Modèle de formulaire de rétractation',
      'Modulo di recesso tipo',
      'Wzór formularza odstąpienia od umowy',
      'Vzorový formulář pro odstoupení od smlouvy',
    ),
    doc(
      p(
        line(
          texts(
            '(Wenn Sie den Vertrag widerrufen wollen, dann füllen Sie bitte dieses Formular aus und senden Sie es zurück.)',
            '(Veuillez compléter et renvoyer le présent formulaire uniquement si vous souhaitez vous rétracter du contrat.)',
            '(compilare e restituire il presente modulo solo se si desidera recedere dal contratto)',
            '(formularz ten należy wypełnić i odesłać tylko w przypadku chęci odstąpienia od umowy)',
            '(vyplňte tento formulář a pošlete jej zpět pouze v případě, že chcete odstoupit od smlouvy)',
          ),
        ),
      ),
      ul(
        [
          line(
            texts(
              `An ${address}, E-Mail: `,
              `À l’attention de ${address}, e-mail\u00a0: `,
              `Destinatario: ${address}, e-mail: `,
              `Adresat: ${address}, e-mail: `,
              `Adresát: ${address}, e-mail: `,
            ),
          ),
          emailLink(ctx),
        ],
        line(
          texts(
            'Hiermit widerrufe(n) ich/wir (*) den von mir/uns (*) abgeschlossenen Vertrag über den Kauf der folgenden Waren (*)/die Erbringung der folgenden Dienstleistung (*)',
            'Je/Nous (*) vous notifie/notifions (*) par la présente ma/notre (*) rétractation du contrat portant sur la vente du bien (*)/pour la prestation de services (*) ci-dessous\u00a0:',
            'Con la presente io/noi (*) notifichiamo il recesso dal mio/nostro (*) contratto di vendita dei seguenti beni/servizi (*)',
            'Ja/My (*) niniejszym informuję/informujemy (*) o moim/naszym odstąpieniu od umowy sprzedaży następujących rzeczy (*)/umowy o świadczenie następującej usługi (*)',
            'Oznamuji/oznamujeme (*), že tímto odstupuji/odstupujeme (*) od smlouvy o nákupu tohoto zboží (*)/o poskytnutí těchto služeb (*)',
          ),
        ),
        line(
          texts(
            'Bestellt am (*)/erhalten am (*)',
            'Commandé le (*)/reçu le (*)\u00a0:',
            'Ordinato il (*)/ricevuto il (*)',
            'Data zawarcia umowy (*)/odbioru (*)',
            'Datum objednání (*)/datum obdržení (*)',
          ),
        ),
        line(
          texts(
            'Name des/der Verbraucher(s)',
            'Nom du (des) consommateur(s)\u00a0:',
            'Nome del/dei consumatore(i)',
            'Imię i nazwisko konsumenta(-ów)',
            'Jméno a příjmení spotřebitele/spotřebitelů',
          ),
        ),
        line(
          texts(
            'Anschrift des/der Verbraucher(s)',
            'Adresse du (des) consommateur(s)\u00a0:',
            'Indirizzo del/dei consumatore(i)',
            'Adres konsumenta(-ów)',
            'Adresa spotřebitele/spotřebitelů',
          ),
        ),
        line(
          texts(
            'Unterschrift des/der Verbraucher(s) (nur bei Mitteilung auf Papier)',
            'Signature du (des) consommateur(s) (uniquement en cas de notification du présent formulaire sur papier)\u00a0:',
            'Firma del/dei consumatore(i) (solo se il presente modulo è notificato in versione cartacea)',
            'Podpis konsumenta(-ów) (tylko jeżeli formularz jest przesyłany w wersji papierowej)',
            'Podpis spotřebitele/spotřebitelů (pouze pokud je tento formulář zasílán v listinné podobě)',
          ),
        ),
        line(texts('Datum', 'Date\u00a0:', 'Data', 'Data', 'Datum')),
      ),
      p(
        line(
          texts(
            '(*) Unzutreffendes streichen.',
            '(*) Rayez la mention inutile.',
            '(*) Cancellare la dicitura inutile.',
            '(*) Niepotrzebne skreślić.',
            '(*) Nehodící se škrtněte nebo údaje doplňte.',
          ),
        ),
      ),
    ),
  );
}

/**
 * The return right every shop grants of its own accord (the returns overlay's promise: free, within
 * the market's return days, lenses unopened, prescription glasses excluded). In the EU it comes on
 * top of the statutory withdrawal; in Switzerland, which has none, it is the only one.
 */
function returnsSection(ctx: PageContext, statutoryWithdrawal: boolean) {
  const days = ctx.market.returnDays;
  return section(
    ctx,
    'returns',
    texts(
      'Freiwilliges Rückgaberecht',
      'Droit de retour volontaire',
      'Diritto di reso volontario',
      'Dobrowolne prawo zwrotu',
      'Dobrovolné právo na vrácení zboží',
    ),
    doc(
      p(
        ctx.t(
          statutoryWithdrawal
            ? texts(
                `Über Ihr gesetzliches Widerrufsrecht hinaus räumen wir Ihnen freiwillig ein Rückgaberecht ein: Sie können Artikel innerhalb von ${days} Tagen nach Erhalt zurückgeben. Ihr gesetzliches Widerrufsrecht und Ihre Gewährleistungsrechte bleiben davon unberührt.`,
                `En plus de votre droit légal de rétractation, nous vous accordons volontairement un droit de retour\u00a0: vous pouvez retourner vos articles dans les ${days} jours suivant leur réception. Votre droit légal de rétractation et vos droits de garantie n’en sont pas affectés.`,
                `Oltre al diritto di recesso previsto dalla legge, ti concediamo volontariamente un diritto di reso: puoi restituire gli articoli entro ${days} giorni dal ricevimento. Il diritto di recesso e la garanzia legale restano invariati.`,
                `Niezależnie od ustawowego prawa odstąpienia od umowy dobrowolnie przyznajemy Ci prawo zwrotu: możesz zwrócić produkty w ciągu ${days} dni od otrzymania. Nie ogranicza to Twojego ustawowego prawa odstąpienia od umowy ani uprawnień w razie niezgodności towaru z umową.`,
                `Nad rámec zákonného práva na odstoupení od smlouvy vám dobrovolně poskytujeme právo na vrácení zboží: zboží můžete vrátit do ${days} dnů od převzetí. Vaše zákonné právo na odstoupení od smlouvy ani práva z vadného plnění tím nejsou dotčena.`,
              )
            : texts(
                `Das Schweizer Recht sieht für Bestellungen im Online-Shop kein gesetzliches Widerrufsrecht vor. Wir räumen Ihnen deshalb freiwillig ein Rückgaberecht ein: Sie können Artikel innerhalb von ${days} Tagen nach Erhalt zurückgeben. Ihre Gewährleistungsrechte bleiben davon unberührt.`,
                `Le droit suisse ne prévoit pas de droit de rétractation légal pour les commandes en ligne. Nous vous accordons donc volontairement un droit de retour\u00a0: vous pouvez retourner vos articles dans les ${days} jours suivant leur réception. Vos droits de garantie n’en sont pas affectés.`,
                `Il diritto svizzero non prevede un diritto di recesso legale per gli ordini online. Ti concediamo quindi volontariamente un diritto di reso: puoi restituire gli articoli entro ${days} giorni dal ricevimento. I tuoi diritti di garanzia restano invariati.`,
                `Prawo szwajcarskie nie przewiduje ustawowego prawa odstąpienia od umowy przy zamówieniach online. Dlatego dobrowolnie przyznajemy Ci prawo zwrotu: możesz zwrócić produkty w ciągu ${days} dni od otrzymania. Nie ogranicza to Twoich uprawnień z tytułu rękojmi.`,
                `Švýcarské právo u objednávek v e-shopu nepřiznává zákonné právo na odstoupení od smlouvy. Proto vám dobrovolně poskytujeme právo na vrácení zboží: zboží můžete vrátit do ${days} dnů od převzetí. Vaše práva ze záruky tím nejsou dotčena.`,
              ),
        ),
      ),
      p(
        ctx.t(
          texts(
            'Für die freiwillige Rückgabe gilt:',
            'Pour le retour volontaire, les conditions suivantes s’appliquent\u00a0:',
            'Per il reso volontario valgono le seguenti condizioni:',
            'Dobrowolny zwrot odbywa się na następujących zasadach:',
            'Pro dobrovolné vrácení platí:',
          ),
        ),
      ),
      ul(
        ctx.t(
          texts(
            'Senden Sie die Artikel unbenutzt, vollständig und möglichst in der Originalverpackung zurück.',
            'Renvoyez les articles non utilisés, complets et si possible dans leur emballage d’origine.',
            'Restituisci gli articoli non utilizzati, completi e se possibile nella confezione originale.',
            'Odeślij produkty nieużywane, kompletne i w miarę możliwości w oryginalnym opakowaniu.',
            'Vraťte zboží nepoužité, kompletní a pokud možno v původním balení.',
          ),
        ),
        ctx.t(
          texts(
            'Kontaktlinsen und Pflegemittel nehmen wir nur ungeöffnet und originalverpackt zurück.',
            'Nous ne reprenons les lentilles de contact et les produits d’entretien que non ouverts et dans leur emballage d’origine.',
            'Lenti a contatto e prodotti per la cura possono essere restituiti solo se non aperti e nella confezione originale.',
            'Soczewki kontaktowe i płyny pielęgnacyjne przyjmujemy tylko nieotwarte, w oryginalnym opakowaniu.',
            'Kontaktní čočky a prostředky péče přijímáme zpět jen neotevřené a v původním balení.',
          ),
        ),
        ctx.t(
          texts(
            'Brillen mit Korrektionsgläsern sind für Sie angefertigt und von der Rückgabe ausgeschlossen.',
            'Les lunettes avec verres correcteurs sont fabriquées sur mesure et ne peuvent pas être retournées.',
            'Gli occhiali con lenti correttive sono realizzati su misura e non possono essere restituiti.',
            'Okulary korekcyjne są wykonywane na zamówienie i nie podlegają zwrotowi.',
            'Dioptrické brýle jsou vyrobeny na zakázku a nelze je vrátit.',
          ),
        ),
        ctx.t(
          texts(
            'Die Rücksendung ist kostenlos: Erstellen Sie ein Rücksendeetikett im Retourenportal oder geben Sie die Ware in einer unserer Filialen ab.',
            'Le retour est gratuit\u00a0: créez l’étiquette de retour sur notre portail ou déposez l’article dans l’un de nos magasins.',
            'Il reso è gratuito: crea l’etichetta di reso sul nostro portale o consegna l’articolo in uno dei nostri negozi.',
            'Zwrot jest bezpłatny: utwórz etykietę zwrotną w portalu zwrotów lub oddaj produkt w jednym z naszych salonów.',
            'Vrácení je zdarma: vytvořte štítek pro vrácení na našem portálu nebo zboží odevzdejte na některé z našich poboček.',
          ),
        ),
        ctx.t(
          texts(
            'Den Kaufpreis erstatten wir Ihnen über die ursprüngliche Zahlungsart, sobald die Rücksendung bei uns eingegangen ist.',
            'Nous vous remboursons le prix d’achat avec le moyen de paiement utilisé dès réception du retour.',
            'Ti rimborsiamo il prezzo d’acquisto con il metodo di pagamento originale non appena riceviamo il reso.',
            'Cenę zakupu zwrócimy tą samą metodą płatności, gdy tylko otrzymamy zwrot.',
            'Kupní cenu vám vrátíme stejným platebním prostředkem, jakmile vrácené zboží obdržíme.',
          ),
        ),
      ),
    ),
  );
}

function warrantySection(ctx: PageContext) {
  return section(
    ctx,
    'warranty',
    texts(
      'Gewährleistung',
      'Garantie légale',
      'Garanzia legale',
      'Odpowiedzialność za zgodność towaru z umową',
      'Práva z vadného plnění',
    ),
    doc(
      p(
        ctx.t(
          texts(
            'Es gelten die gesetzlichen Gewährleistungsrechte. Ist ein Artikel mangelhaft, schreiben Sie uns bitte an ',
            'La garantie légale s’applique. Si un article présente un défaut, écrivez-nous à ',
            'Si applica la garanzia legale. Se un articolo è difettoso, scrivici all’indirizzo ',
            'Odpowiadamy za zgodność towaru z umową na zasadach określonych w przepisach prawa. Jeśli produkt jest wadliwy, napisz do nas na adres ',
            'Vaše práva z vadného plnění se řídí právními předpisy. Pokud má zboží vadu, napište nám na ',
          ),
        ),
        emailLink(ctx),
        ctx.t(
          texts(
            ' oder wenden Sie sich an eine unserer Filialen. Garantien einzelner Hersteller gelten zusätzlich und lassen Ihre gesetzlichen Rechte unberührt.',
            ' ou adressez-vous à l’un de nos magasins. Les garanties commerciales des fabricants s’ajoutent à vos droits légaux sans les restreindre.',
            ' o rivolgiti a uno dei nostri negozi. Le garanzie dei produttori si aggiungono ai tuoi diritti di legge senza limitarli.',
            ' lub zgłoś się do jednego z naszych salonów. Gwarancje producentów obowiązują niezależnie od tych uprawnień i ich nie ograniczają.',
            ' nebo se obraťte na některou z našich poboček. Záruky výrobců platí navíc a vaše zákonná práva neomezují.',
          ),
        ),
      ),
    ),
  );
}

/** The saving subscription, in the shops that have it (§2: the route of its cancellation page). */
function subscriptionSection(ctx: PageContext) {
  const intervals = listOf(ctx, subscriptionIntervalsInMonths.map(String), 'disjunction');
  const account = urlTarget(routePath(ctx.shop, 'account-subscriptions'));
  const cancellation = urlTarget(routePath(ctx.shop, 'subscription-cancellation'));
  return section(
    ctx,
    'subscription',
    texts(
      'Spar-Abo für Kontaktlinsen',
      'Abonnement épargne pour lentilles de contact',
      'Abbonamento risparmio per lenti a contatto',
      'Abonament oszczędnościowy na soczewki kontaktowe',
      'Spořicí předplatné kontaktních čoček',
    ),
    doc(
      p(
        ctx.t(
          texts(
            `Im Spar-Abo liefern wir Ihnen Ihre Kontaktlinsen regelmäßig zum Abo-Preis, im Abstand von ${intervals} Monaten – ganz nach Ihrer Wahl. Eine Mindestlaufzeit gibt es nicht.`,
            `Avec l’abonnement épargne, nous vous livrons régulièrement vos lentilles de contact au prix de l’abonnement, à la fréquence de votre choix\u00a0: ${intervals} mois. Il n’y a pas de durée minimale.`,
            `Con l’abbonamento risparmio ti consegniamo regolarmente le lenti a contatto al prezzo dell’abbonamento, con una frequenza di ${intervals} mesi a tua scelta. Non c’è una durata minima.`,
            `W abonamencie oszczędnościowym regularnie dostarczamy Ci soczewki kontaktowe w cenie abonamentowej, w wybranych przez Ciebie odstępach: ${intervals} miesięcy. Abonament nie ma minimalnego okresu obowiązywania.`,
            `Ve spořicím předplatném vám pravidelně doručujeme kontaktní čočky za cenu předplatného v intervalu ${intervals} měsíců podle vaší volby. Minimální doba trvání není stanovena.`,
          ),
        ),
      ),
      p(
        ctx.t(
          texts(
            `Sie können einzelne Lieferungen überspringen, das Spar-Abo bis zu ${maxPauseMonths} Monate pausieren, den Lieferrhythmus ändern und es jederzeit vor der nächsten Lieferung ohne Frist kündigen: in Ihrem `,
            `Vous pouvez sauter une livraison, suspendre l’abonnement jusqu’à ${maxPauseMonths} mois, modifier la fréquence de livraison et le résilier à tout moment avant la prochaine livraison, sans préavis\u00a0: dans votre `,
            `Puoi saltare singole consegne, sospendere l’abbonamento fino a ${maxPauseMonths} mesi, cambiare la frequenza e disdirlo in qualsiasi momento prima della consegna successiva, senza preavviso: nel tuo `,
            `Możesz pominąć pojedyncze dostawy, wstrzymać abonament maksymalnie na ${maxPauseMonths} miesięcy, zmienić częstotliwość dostaw oraz w każdej chwili przed kolejną dostawą zrezygnować z abonamentu bez okresu wypowiedzenia: na swoim `,
            `Jednotlivé dodávky můžete přeskočit, předplatné až na ${maxPauseMonths} měsíců pozastavit, změnit interval a kdykoli před další dodávkou předplatné bez výpovědní lhůty zrušit: ve svém `,
          ),
        ),
        link(
          ctx.t(
            texts('Kundenkonto', 'compte client', 'account cliente', 'koncie klienta', 'zákaznickém účtu'),
          ),
          account,
        ),
        ctx.t(
          texts(
            ' oder ohne Anmeldung über die Seite ',
            ' ou, sans connexion, sur la page ',
            ' oppure, senza accedere, dalla pagina ',
            ' albo bez logowania na stronie ',
            ' nebo bez přihlášení na stránce ',
          ),
        ),
        link(
          ctx.t(
            texts(
              'Spar-Abo kündigen',
              'Résilier l’abonnement épargne',
              'Disdetta dell’abbonamento risparmio',
              'Rezygnacja z abonamentu',
              'Zrušení předplatného',
            ),
          ),
          cancellation,
        ),
        ctx.t(
          texts(
            '. Nach der Kündigung liefern wir nichts mehr.',
            '. Après la résiliation, nous ne livrons plus rien.',
            '. Dopo la disdetta non ti consegniamo più nulla.',
            '. Po rezygnacji nie wysyłamy już kolejnych dostaw.',
            '. Po zrušení vám už nic nedoručíme.',
          ),
        ),
      ),
    ),
  );
}

function privacySection(ctx: PageContext) {
  return section(
    ctx,
    'privacy',
    texts(
      'Datenschutz',
      'Protection des données',
      'Protezione dei dati',
      'Ochrona danych osobowych',
      'Ochrana osobních údajů',
    ),
    doc(
      p(
        ctx.t(
          texts(
            'Wie wir Ihre personenbezogenen Daten verarbeiten, etwa Ihre Korrektionswerte, lesen Sie in unserer ',
            'La manière dont nous traitons vos données personnelles, notamment vos valeurs de correction, est décrite dans notre ',
            'Come trattiamo i tuoi dati personali, ad esempio i valori di correzione, è spiegato nella nostra ',
            'Zasady przetwarzania Twoich danych osobowych, w tym parametrów korekcji, opisuje nasza ',
            'Jak zpracováváme vaše osobní údaje, například dioptrické hodnoty, se dočtete v dokumentu ',
          ),
        ),
        link(ctx.t(privacyTitle), ctx.storyTarget(privacyStory.path)),
        '.',
      ),
    ),
  );
}

/**
 * Consumer dispute resolution. The EU's ODR platform closed in July 2025, so no link to it. A German
 * trader must say whether it takes part in consumer arbitration (§ 36 VSBG); the other markets state
 * the same, except Czechia, where the Czech Trade Inspection settles consumer disputes by law.
 */
function disputeSection(ctx: PageContext) {
  const czech = ctx.market.country === 'CZ';
  const coi: Inline[] = [
    ctx.t(
      texts(
        'Für die außergerichtliche Beilegung von Verbraucherstreitigkeiten aus diesem Vertrag ist die Tschechische Handelsinspektion (Česká obchodní inspekce) zuständig; mehr dazu unter ',
        'Le règlement extrajudiciaire des litiges de consommation découlant du présent contrat relève de l’Inspection tchèque du commerce (Česká obchodní inspekce)\u00a0; plus d’informations sur ',
        'Per la risoluzione extragiudiziale delle controversie dei consumatori derivanti dal presente contratto è competente l’Ispettorato commerciale ceco (Česká obchodní inspekce); maggiori informazioni su ',
        'Podmiotem właściwym do pozasądowego rozwiązywania sporów konsumenckich wynikających z niniejszej umowy jest Czeska Inspekcja Handlowa (Česká obchodní inspekce); więcej informacji znajdziesz na stronie ',
        'K mimosoudnímu řešení spotřebitelských sporů z této smlouvy je příslušná Česká obchodní inspekce; více informací najdete na ',
      ),
    ),
    link('adr.coi.cz', urlTarget('https://adr.coi.cz')),
    '.',
  ];
  return section(
    ctx,
    'dispute',
    texts(
      'Streitbeilegung',
      'Règlement des litiges',
      'Risoluzione delle controversie',
      'Rozstrzyganie sporów',
      'Řešení sporů',
    ),
    doc(
      p(
        ctx.t(
          texts(
            'Bei Fragen und Beschwerden erreichen Sie unseren Kundenservice unter ',
            'Pour toute question ou réclamation, notre service client est joignable à l’adresse ',
            'Per domande e reclami puoi scrivere al nostro servizio clienti all’indirizzo ',
            'Z pytaniami i reklamacjami zwróć się do naszego działu obsługi klienta pod adresem ',
            'S dotazy a stížnostmi se obracejte na náš zákaznický servis na adrese ',
          ),
        ),
        emailLink(ctx),
        ctx.t(
          texts(
            '; wir finden gern gemeinsam mit Ihnen eine Lösung.',
            '\u00a0; nous cherchons volontiers une solution avec vous.',
            '; cercheremo insieme una soluzione.',
            '; chętnie znajdziemy rozwiązanie.',
            '; rádi s vámi najdeme řešení.',
          ),
        ),
      ),
      czech
        ? p(...coi)
        : p(
            ctx.t(
              texts(
                'Wir sind nicht bereit und nicht verpflichtet, an Streitbeilegungsverfahren vor einer Verbraucherschlichtungsstelle teilzunehmen.',
                'Nous ne participons pas aux procédures de règlement des litiges devant un organisme de médiation de la consommation et n’y sommes pas tenus.',
                'Non siamo disposti né obbligati a partecipare a procedure di risoluzione delle controversie dinanzi a un organismo di conciliazione per i consumatori.',
                'Nie jesteśmy zobowiązani do udziału w postępowaniu w sprawie pozasądowego rozwiązywania sporów konsumenckich przed podmiotem uprawnionym i nie wyrażamy na nie zgody.',
                'Nejsme ochotni ani povinni účastnit se řízení o řešení sporů před subjektem pro mimosoudní řešení spotřebitelských sporů.',
              ),
            ),
          ),
    ),
  );
}

function termsPage(ctx: PageContext) {
  const { market } = ctx;
  const law = hasStatutoryWithdrawalRight(market.country) ? withdrawalExceptions[market.country] : undefined;
  const subscription = hasRoute(ctx.shop, 'subscription-cancellation');
  return {
    _uid: ctx.uid('page'),
    component: 'content_page',
    title: ctx.t(termsTitle),
    seo: seo(
      ctx,
      `${ctx.t(termsTitle)} | ${market.brand}`,
      ctx.t(
        texts(
          'Die Bedingungen für Ihre Bestellung im Online-Shop: Vertragsschluss, Preise, Zahlung, Lieferung, Rückgabe und Ihre Rechte.',
          'Les conditions de votre commande dans la boutique en ligne\u00a0: conclusion du contrat, prix, paiement, livraison, retours et vos droits.',
          'Le condizioni del tuo ordine nel negozio online: conclusione del contratto, prezzi, pagamento, consegna, resi e i tuoi diritti.',
          'Zasady zamówień w sklepie internetowym: zawarcie umowy, ceny, płatność, dostawa, zwroty i Twoje prawa.',
          'Podmínky vaší objednávky v e-shopu: uzavření smlouvy, ceny, platba, doručení, vrácení zboží a vaše práva.',
        ),
      ),
    ),
    robots: '',
    intro: doc(
      p(
        ctx.t(
          texts(
            'Diese Allgemeinen Geschäftsbedingungen (AGB) gelten für alle Bestellungen, die Sie in unserem Online-Shop aufgeben. Sie können sie hier jederzeit abrufen, speichern und ausdrucken.',
            'Les présentes conditions générales de vente s’appliquent à toutes les commandes que vous passez dans notre boutique en ligne. Vous pouvez les consulter, les enregistrer et les imprimer à tout moment sur cette page.',
            'Le presenti condizioni generali di vendita si applicano a tutti gli ordini che effettui nel nostro negozio online. Puoi consultarle, salvarle e stamparle in qualsiasi momento da questa pagina.',
            'Niniejszy regulamin określa zasady składania zamówień w naszym sklepie internetowym. W każdej chwili możesz go tutaj wyświetlić, zapisać i wydrukować.',
            'Tyto obchodní podmínky platí pro všechny objednávky, které učiníte v našem e-shopu. Na této stránce si je můžete kdykoli zobrazit, uložit a vytisknout.',
          ),
        ),
      ),
    ),
    body: [
      blok(ctx, 'sections', 'accordion', {
        headline: '',
        items: [
          scopeSection(ctx),
          contractSection(ctx),
          pricesSection(ctx),
          paymentSection(ctx),
          deliverySection(ctx),
          prescriptionSection(ctx),
          ...(law
            ? [
                withdrawalSection(ctx, subscription),
                withdrawalExceptionsSection(ctx, law),
                withdrawalFormSection(ctx),
              ]
            : []),
          returnsSection(ctx, law !== undefined),
          warrantySection(ctx),
          ...(subscription ? [subscriptionSection(ctx)] : []),
          privacySection(ctx),
          disputeSection(ctx),
        ],
      }),
    ],
  };
}

/** The terms and conditions per shop, under the slug of its language (after privacy and imprint). */
export const termsStory: StoryDefinition = {
  kind: 'story',
  path: termsSlugs.de,
  names: texts('AGB', 'Conditions générales', 'Condizioni generali', 'Regulamin', 'Obchodní podmínky'),
  slugs: { fr: termsSlugs.fr, it: termsSlugs.it, pl: termsSlugs.pl, cs: termsSlugs.cs },
  position: 25,
  tags: ['legal'],
  content: termsPage,
};
