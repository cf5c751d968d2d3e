import { deliveryPricesByCountry } from '@lumen/domain';
import { rxFreeShippingCountries } from '../../seed-shops.ts';
import { texts } from '../../catalog/texts.ts';
import type { Texts } from '../../catalog/texts.ts';
import { moneyText } from '../markets.ts';
import type { PageContext } from '../page-context.ts';
import { bold, doc, p, ul } from '../richtext.ts';
import type { RichtextNode } from '../richtext.ts';
import type { NodeDefinition } from '../story-definitions.ts';

/*
 * Overlays (§2 `/overlays/{group}/{slug}/`): short pages shown in a dialog over the page that
 * links them. Their path is the same in every locale, so their slugs are not translated.
 */

function overlay(ctx: PageContext, title: Texts, intro: RichtextNode) {
  return {
    _uid: ctx.uid('page'),
    component: 'content_page',
    title: ctx.t(title),
    robots: 'noindex, nofollow',
    intro,
    body: [],
  };
}

const shippingTitle = texts(
  'Versand und Lieferung',
  'Expédition et livraison',
  'Spedizione e consegna',
  'Wysyłka i dostawa',
  'Doprava a doručení',
);

function shipping(ctx: PageContext) {
  const { market, shop, language } = ctx;
  const free = moneyText(deliveryPricesByCountry[market.country].freeFrom, shop, language);
  const cost = moneyText(deliveryPricesByCountry[market.country].fee, shop, language);
  return overlay(
    ctx,
    shippingTitle,
    doc(
      p(
        ctx.t(
          texts(
            `Wir versenden ${market.shippedBy.de}; Ihre Bestellung ist in der Regel in ${market.deliveryDays} Werktagen bei Ihnen.`,
            `Nous expédions ${market.shippedBy.fr}\u00a0; votre commande vous parvient généralement en ${market.deliveryDays} jours ouvrables.`,
            `Spediamo ${market.shippedBy.it}; di solito il tuo ordine arriva in ${market.deliveryDays} giorni lavorativi.`,
            `Wysyłamy ${market.shippedBy.pl}; zamówienie zwykle dociera w ciągu ${market.deliveryDays} dni roboczych.`,
            `Zasíláme ${market.shippedBy.cs}; objednávka k vám obvykle dorazí do ${market.deliveryDays} pracovních dnů.`,
          ),
        ),
      ),
      ul(
        [
          bold(free),
          ctx.t(
            texts(
              ': ab diesem Bestellwert liefern wir versandkostenfrei',
              ' : livraison gratuite à partir de ce montant',
              ': spedizione gratuita a partire da questo importo',
              ': od tej kwoty dostawa jest bezpłatna',
              ': od této částky je doprava zdarma',
            ),
          ),
        ],
        [
          bold(cost),
          ctx.t(
            texts(
              ': Versandkosten bei kleineren Bestellungen',
              ' : frais de port pour les commandes inférieures',
              ': spese di spedizione per ordini inferiori',
              ': koszt dostawy przy mniejszych zamówieniach',
              ': poštovné u menších objednávek',
            ),
          ),
        ],
        ...(rxFreeShippingCountries.includes(market.country)
          ? [
              ctx.t(
                texts(
                  'Brillen mit Korrektionsgläsern liefern wir immer versandkostenfrei.',
                  'Les lunettes avec verres correcteurs sont toujours livrées gratuitement.',
                  'Gli occhiali con lenti correttive sono sempre spediti gratuitamente.',
                  'Okulary korekcyjne zawsze dostarczamy bezpłatnie.',
                  'Dioptrické brýle doručujeme vždy zdarma.',
                ),
              ),
            ]
          : []),
        ctx.t(
          texts(
            'Brillen mit Korrektionsgläsern fertigen wir eigens für Sie an: Sie sind nach 7 bis 10 Werktagen bei Ihnen.',
            'Les lunettes avec verres correcteurs sont fabriquées pour vous : comptez 7 à 10 jours ouvrables.',
            'Gli occhiali con lenti correttive vengono realizzati su misura: arrivano in 7–10 giorni lavorativi.',
            'Okulary korekcyjne wykonujemy na zamówienie: dotrą do Ciebie w ciągu 7–10 dni roboczych.',
            'Dioptrické brýle vyrábíme na zakázku: dorazí do 7 až 10 pracovních dnů.',
          ),
        ),
      ),
    ),
  );
}

function returns(ctx: PageContext) {
  const { market } = ctx;
  return overlay(
    ctx,
    texts('Rückgabe', 'Retours', 'Resi', 'Zwroty', 'Vrácení zboží'),
    doc(
      p(
        ctx.t(
          texts(
            `Sie können Artikel innerhalb von ${market.returnDays} Tagen nach Erhalt zurückgeben. Die Rücksendung ist kostenlos.`,
            `Vous pouvez retourner vos articles dans les ${market.returnDays} jours suivant leur réception. Le retour est gratuit.`,
            `Puoi restituire gli articoli entro ${market.returnDays} giorni dal ricevimento. Il reso è gratuito.`,
            `Możesz zwrócić produkty w ciągu ${market.returnDays} dni od otrzymania. Zwrot jest bezpłatny.`,
            `Zboží můžete vrátit do ${market.returnDays} dnů od převzetí. Vrácení je zdarma.`,
          ),
        ),
      ),
      ul(
        ctx.t(
          texts(
            'Rücksendeetikett im Retourenportal erstellen oder die Ware in einer Filiale abgeben',
            'Créez l’étiquette de retour sur notre portail ou déposez l’article dans un magasin',
            'Crea l’etichetta di reso sul nostro portale o consegna l’articolo in un negozio',
            'Utwórz etykietę zwrotną w portalu zwrotów lub oddaj produkt w salonie',
            'Vytvořte štítek pro vrácení na našem portálu nebo zboží odevzdejte na pobočce',
          ),
        ),
        ctx.t(
          texts(
            'Kontaktlinsen und Pflegemittel nur ungeöffnet und originalverpackt',
            'Lentilles et produits d’entretien uniquement non ouverts et dans leur emballage d’origine',
            'Lenti a contatto e prodotti per la cura: solo se non aperti e nella confezione originale',
            'Soczewki kontaktowe i płyny przyjmujemy tylko nieotwarte, w oryginalnym opakowaniu',
            'Kontaktní čočky a prostředky péče vracejte jen neotevřené a v původním balení',
          ),
        ),
        ctx.t(
          texts(
            'Brillen mit Korrektionsgläsern sind für Sie angefertigt und vom Umtausch ausgeschlossen',
            'Les lunettes avec verres correcteurs sont fabriquées sur mesure et ne peuvent pas être échangées',
            'Gli occhiali con lenti correttive sono realizzati su misura e non possono essere cambiati',
            'Okulary korekcyjne są wykonywane na zamówienie i nie podlegają wymianie',
            'Dioptrické brýle jsou vyrobeny na zakázku a nelze je vyměnit',
          ),
        ),
      ),
    ),
  );
}

const paymentNames: Record<string, Texts> = {
  card: texts(
    'Kredit- und Debitkarte',
    'Carte de crédit ou de débit',
    'Carta di credito o di debito',
    'Karta płatnicza',
    'Platební karta',
  ),
  invoice: texts(
    'Kauf auf Rechnung',
    'Achat sur facture',
    'Acquisto con fattura',
    'Zakup na fakturę',
    'Nákup na fakturu',
  ),
  direct_debit: texts(
    'Lastschrift',
    'Prélèvement bancaire',
    'Addebito diretto',
    'Polecenie zapłaty',
    'Inkaso',
  ),
  cash_on_delivery: texts(
    'Nachnahme',
    'Paiement à la livraison',
    'Contrassegno',
    'Płatność przy odbiorze',
    'Dobírka',
  ),
  paypal: texts('PayPal', 'PayPal', 'PayPal', 'PayPal', 'PayPal'),
  klarna: texts('Klarna', 'Klarna', 'Klarna', 'Klarna', 'Klarna'),
  sofort: texts(
    'Sofortüberweisung',
    'Virement Sofort',
    'Bonifico Sofort',
    'Przelew Sofort',
    'Okamžitý převod Sofort',
  ),
  twint: texts('TWINT', 'TWINT', 'TWINT', 'TWINT', 'TWINT'),
  blik: texts('BLIK', 'BLIK', 'BLIK', 'BLIK', 'BLIK'),
  przelewy24: texts('Przelewy24', 'Przelewy24', 'Przelewy24', 'Przelewy24', 'Przelewy24'),
  payu: texts('PayU', 'PayU', 'PayU', 'PayU', 'PayU'),
};

function payment(ctx: PageContext) {
  return overlay(
    ctx,
    texts('Zahlungsarten', 'Moyens de paiement', 'Metodi di pagamento', 'Metody płatności', 'Způsoby platby'),
    doc(
      p(
        ctx.t(
          texts(
            'In diesem Shop bezahlen Sie bequem mit:',
            'Dans cette boutique, vous payez facilement avec :',
            'Nel nostro negozio online puoi pagare comodamente con:',
            'W tym sklepie wygodnie zapłacisz przez:',
            'V tomto obchodě pohodlně zaplatíte:',
          ),
        ),
      ),
      ul(
        ...ctx.market.paymentMethods.map((method) =>
          ctx.t(paymentNames[method] ?? texts(method, method, method, method, method)),
        ),
      ),
    ),
  );
}

function pupillaryDistance(ctx: PageContext) {
  return overlay(
    ctx,
    texts(
      'Pupillendistanz messen',
      'Mesurer l’écart pupillaire',
      'Come misurare la distanza interpupillare',
      'Jak zmierzyć rozstaw źrenic',
      'Jak změřit pupilární vzdálenost',
    ),
    doc(
      p(
        ctx.t(
          texts(
            'Die Pupillendistanz (PD) ist der Abstand zwischen Ihren Pupillen in Millimetern. Sie steht meist in Ihrem Brillenpass; so messen Sie sie selbst:',
            'L’écart pupillaire (EP) est la distance entre vos pupilles en millimètres. Il figure généralement sur votre ordonnance ; voici comment le mesurer vous-même :',
            'La distanza interpupillare (DP) è la distanza tra le pupille in millimetri. Di solito è indicata nella prescrizione; ecco come misurarla a casa:',
            'Rozstaw źrenic (PD) to odległość między źrenicami w milimetrach. Zwykle znajdziesz go na recepcie; oto jak zmierzyć go samodzielnie:',
            'Pupilární vzdálenost (PD) je vzdálenost mezi zornicemi v milimetrech. Obvykle ji najdete na předpisu; takto si ji můžete změřit i doma:',
          ),
        ),
      ),
      ul(
        ctx.t(
          texts(
            'Stellen Sie sich mit einem Lineal vor einen Spiegel, etwa 20 cm entfernt.',
            'Placez-vous devant un miroir à environ 20\u00a0cm avec une règle.',
            'Mettiti davanti a uno specchio a circa 20 cm con un righello.',
            'Stań z linijką przed lustrem w odległości około 20 cm.',
            'Postavte se s pravítkem asi 20 cm před zrcadlo.',
          ),
        ),
        ctx.t(
          texts(
            'Schließen Sie das rechte Auge und setzen Sie die Null des Lineals mittig auf die linke Pupille.',
            'Fermez l’œil droit et placez le zéro de la règle au centre de la pupille gauche.',
            'Chiudi l’occhio destro e posiziona lo zero del righello al centro della pupilla sinistra.',
            'Zamknij prawe oko i ustaw zero linijki na środku lewej źrenicy.',
            'Zavřete pravé oko a nulu pravítka přiložte doprostřed levé zornice.',
          ),
        ),
        ctx.t(
          texts(
            'Öffnen Sie das rechte und schließen Sie das linke Auge; lesen Sie den Wert in der Mitte der rechten Pupille ab.',
            'Ouvrez l’œil droit, fermez le gauche et lisez la valeur au centre de la pupille droite.',
            'Apri l’occhio destro, chiudi il sinistro e leggi il valore al centro della pupilla destra.',
            'Otwórz prawe oko, zamknij lewe i odczytaj wartość na środku prawej źrenicy.',
            'Otevřete pravé oko, zavřete levé a odečtěte hodnotu uprostřed pravé zornice.',
          ),
        ),
      ),
      p(
        ctx.t(
          texts(
            'Werte zwischen 54 und 74 mm sind bei Erwachsenen üblich. Genauer misst Ihre Filiale: kostenlos und in wenigen Minuten.',
            'Chez l’adulte, les valeurs se situent généralement entre 54 et 74\u00a0mm. Votre magasin le mesure plus précisément, gratuitement et en quelques minutes.',
            'Negli adulti i valori sono di solito tra 54 e 74 mm. In negozio la misuriamo con maggiore precisione, gratis e in pochi minuti.',
            'U dorosłych wartości wynoszą zwykle od 54 do 74 mm. Dokładniej zmierzą go w salonie, bezpłatnie i w kilka minut.',
            'U dospělých bývají hodnoty mezi 54 a 74 mm. Přesně vám ji změříme na pobočce – zdarma a během několika minut.',
          ),
        ),
      ),
    ),
  );
}

function autumnCampaign(ctx: PageContext) {
  return overlay(
    ctx,
    texts('Herbstaktion', 'Offre d’automne', 'Promozione d’autunno', 'Jesienna promocja', 'Podzimní akce'),
    doc(
      p(
        ctx.t(
          texts(
            'Vom 1. bis 31. Oktober: Zu jeder Brille mit Korrektionsgläsern erhalten Sie die Entspiegelung kostenlos.',
            'Du 1er au 31 octobre : le traitement antireflet est offert pour toute paire de lunettes avec verres correcteurs.',
            'Dal 1º al 31 ottobre: il trattamento antiriflesso è in omaggio su tutti gli occhiali da vista.',
            'Od 1 do 31 października: powłoka antyrefleksyjna gratis do każdych okularów korekcyjnych.',
            'Od 1. do 31. října: antireflexní vrstva zdarma ke každým dioptrickým brýlím.',
          ),
        ),
      ),
    ),
  );
}

export const overlayNodes: NodeDefinition[] = [
  {
    kind: 'folder',
    path: 'overlays',
    names: texts('Overlays', 'Fenêtres superposées', 'Finestre sovrapposte', 'Nakładki', 'Překryvná okna'),
    position: 100,
  },
  {
    kind: 'folder',
    path: 'overlays/service',
    names: texts('Service', 'Service', 'Servizio', 'Obsługa', 'Služby'),
    position: 0,
  },
  {
    kind: 'story',
    path: 'overlays/service/versand',
    names: shippingTitle,
    position: 0,
    content: shipping,
  },
  {
    kind: 'story',
    path: 'overlays/service/rueckgabe',
    names: texts('Rückgabe', 'Retours', 'Resi', 'Zwroty', 'Vrácení zboží'),
    position: 10,
    content: returns,
  },
  {
    kind: 'story',
    path: 'overlays/service/zahlung',
    names: texts(
      'Zahlungsarten',
      'Moyens de paiement',
      'Metodi di pagamento',
      'Metody płatności',
      'Způsoby platby',
    ),
    position: 20,
    content: payment,
  },
  {
    kind: 'folder',
    path: 'overlays/rx',
    names: texts(
      'Brillengläser',
      'Verres correcteurs',
      'Lenti correttive',
      'Soczewki okularowe',
      'Brýlová skla',
    ),
    position: 10,
  },
  {
    kind: 'story',
    path: 'overlays/rx/pupillendistanz',
    names: texts(
      'Pupillendistanz',
      'Écart pupillaire',
      'Distanza interpupillare',
      'Rozstaw źrenic',
      'Pupilární vzdálenost',
    ),
    position: 0,
    tags: ['rx'],
    content: pupillaryDistance,
  },
  {
    kind: 'folder',
    path: 'overlays/aktion',
    names: texts('Aktionen', 'Promotions', 'Promozioni', 'Promocje', 'Akce'),
    position: 20,
  },
  {
    kind: 'story',
    path: 'overlays/aktion/herbstaktion',
    names: texts(
      'Herbstaktion',
      'Offre d’automne',
      'Promozione d’autunno',
      'Jesienna promocja',
      'Podzimní akce',
    ),
    position: 0,
    tags: ['campaign'],
    content: autumnCampaign,
    unpublished: true,
  },
];
