import type { LanguageCode, SubscriptionInterval } from '@lumen/domain';
import { plural } from '../block-data/block-messages.ts';

/** The subscription offer's UI texts (not the editor's headline and text), in the shop languages. */
export type ProductSubscriptionMessages = {
  /** The pack choice's label. */
  packLabel: string;
  /** The interval choice's label. */
  intervalLabel: string;
  /** One interval option ("Alle 3 Monate"). */
  interval: (months: SubscriptionInterval) => string;
  /** After the price: what it is for. */
  perDelivery: string;
  /** Read out before the struck-through price. */
  regularPriceLabel: string;
  /** Read out before the subscription price. */
  subscriptionPriceLabel: string;
  /** The saving per delivery and per year, both formatted. */
  saving: (perDelivery: string, perYear: string) => string;
  /** The button when the editor names none. */
  cta: string;
  added: string;
  failed: string;
};

export const productSubscriptionMessages: Readonly<Record<LanguageCode, ProductSubscriptionMessages>> = {
  de: {
    packLabel: 'Packungsgröße',
    intervalLabel: 'Lieferung',
    interval: (months) => plural('de', months, { one: 'Jeden Monat', other: 'Alle {count} Monate' }),
    perDelivery: 'pro Lieferung',
    regularPriceLabel: 'Ohne Spar-Abo',
    subscriptionPriceLabel: 'Im Spar-Abo',
    saving: (perDelivery, perYear) => `Sie sparen ${perDelivery} pro Lieferung, ${perYear} im Jahr.`,
    cta: 'Spar-Abo in den Warenkorb',
    added: 'Das Spar-Abo liegt in Ihrem Warenkorb.',
    failed: 'Das Spar-Abo konnte nicht in den Warenkorb gelegt werden. Bitte versuchen Sie es noch einmal.',
  },
  fr: {
    packLabel: 'Conditionnement',
    intervalLabel: 'Livraison',
    interval: (months) => plural('fr', months, { one: 'Chaque mois', other: 'Tous les {count} mois' }),
    perDelivery: 'par livraison',
    regularPriceLabel: 'Sans abonnement',
    subscriptionPriceLabel: 'Avec l’abonnement épargne',
    saving: (perDelivery, perYear) => `Vous économisez ${perDelivery} par livraison, soit ${perYear} par an.`,
    cta: 'Ajouter l’abonnement au panier',
    added: 'L’abonnement épargne est dans votre panier.',
    failed: 'L’abonnement n’a pas pu être ajouté au panier. Veuillez réessayer.',
  },
  it: {
    packLabel: 'Confezione',
    intervalLabel: 'Consegna',
    interval: (months) => plural('it', months, { one: 'Ogni mese', other: 'Ogni {count} mesi' }),
    perDelivery: 'a consegna',
    regularPriceLabel: 'Senza abbonamento',
    subscriptionPriceLabel: 'Con l’abbonamento risparmio',
    saving: (perDelivery, perYear) => `Risparmi ${perDelivery} a consegna, ${perYear} all’anno.`,
    cta: 'Aggiungi l’abbonamento al carrello',
    added: 'L’abbonamento risparmio è nel tuo carrello.',
    failed: 'Non è stato possibile aggiungere l’abbonamento al carrello. Riprova.',
  },
  pl: {
    packLabel: 'Opakowanie',
    intervalLabel: 'Dostawa',
    interval: (months) =>
      plural('pl', months, {
        one: 'Co miesiąc',
        few: 'Co {count} miesiące',
        many: 'Co {count} miesięcy',
        other: 'Co {count} miesiąca',
      }),
    perDelivery: 'za dostawę',
    regularPriceLabel: 'Bez abonamentu',
    subscriptionPriceLabel: 'W abonamencie oszczędnościowym',
    saving: (perDelivery, perYear) => `Oszczędzasz ${perDelivery} na każdej dostawie, ${perYear} rocznie.`,
    cta: 'Dodaj abonament do koszyka',
    added: 'Abonament oszczędnościowy jest w Twoim koszyku.',
    failed: 'Nie udało się dodać abonamentu do koszyka. Spróbuj ponownie.',
  },
  cs: {
    packLabel: 'Balení',
    intervalLabel: 'Doručení',
    interval: (months) =>
      plural('cs', months, {
        one: 'Každý měsíc',
        few: 'Každé {count} měsíce',
        many: 'Každých {count} měsíců',
        other: 'Každých {count} měsíců',
      }),
    perDelivery: 'za dodávku',
    regularPriceLabel: 'Bez předplatného',
    subscriptionPriceLabel: 'Se spořicím předplatným',
    saving: (perDelivery, perYear) => `Ušetříte ${perDelivery} za dodávku, ${perYear} ročně.`,
    cta: 'Vložit předplatné do košíku',
    added: 'Spořicí předplatné je ve vašem košíku.',
    failed: 'Předplatné se nepodařilo vložit do košíku. Zkuste to prosím znovu.',
  },
};
