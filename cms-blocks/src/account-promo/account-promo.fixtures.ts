import type { AccountPromoBlok } from './account-promo.schema.ts';

/* Account promos as the content API delivers them, in the shop languages. */

function benefit(uid: string, text: string) {
  return { _uid: uid, component: 'account_promo_benefit' as const, text };
}

export const accountPromoFixtures = {
  de: {
    _uid: 'a1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c5d',
    component: 'account_promo',
    _editable:
      '<!--#storyblok#{"name": "account_promo", "space": "287411", "uid": "a1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c5d", "id": "531822961"}-->',
    headline: 'Mit Kundenkonto geht alles schneller',
    text: 'Ein Konto für den Online-Shop und alle Filialen.',
    benefits: [
      benefit('b1', 'Bestellungen und Lieferstatus jederzeit im Blick'),
      benefit('b2', 'Ihre Brillenwerte für die nächste Bestellung speichern'),
      benefit('b3', 'Termine in der Filiale online buchen und verschieben'),
      benefit('b4', 'Kontaktlinsen im Spar-Abo verwalten'),
    ],
  },
  fr: {
    _uid: 'b2c3d4e5-f6a7-4b8c-9d0e-1f2a3b4c5d6e',
    component: 'account_promo',
    headline: 'Tout va plus vite avec un compte client',
    text: 'Un seul compte pour la boutique en ligne et tous nos magasins.',
    benefits: [
      benefit('b1', 'Vos commandes et leur livraison en un coup d’œil'),
      benefit('b2', 'Votre correction enregistrée pour la prochaine commande'),
      benefit('b3', 'Prendre et déplacer vos rendez-vous en ligne'),
    ],
  },
  it: {
    _uid: 'c3d4e5f6-a7b8-4c9d-0e1f-2a3b4c5d6e7f',
    component: 'account_promo',
    headline: 'Con un account cliente è tutto più veloce',
    benefits: [
      benefit('b1', 'Ordini e spedizioni sempre sotto controllo'),
      benefit('b2', 'La tua prescrizione salvata per il prossimo ordine'),
    ],
  },
  pl: {
    _uid: 'd4e5f6a7-b8c9-4d0e-1f2a-3b4c5d6e7f80',
    component: 'account_promo',
    headline: 'Z kontem klienta wszystko idzie szybciej',
    text: 'Jedno konto w sklepie internetowym i we wszystkich salonach.',
    benefits: [
      benefit('b1', 'Zamówienia i status dostawy zawsze pod ręką'),
      benefit('b2', 'Zapisane parametry okularów na kolejne zamówienie'),
      benefit('b3', 'Wizyty w salonie umawiane i przekładane online'),
    ],
  },
  cs: {
    _uid: 'e5f6a7b8-c9d0-4e1f-2a3b-4c5d6e7f8091',
    component: 'account_promo',
    headline: 'Se zákaznickým účtem je všechno rychlejší',
    text: 'Jeden účet pro e-shop i všechny pobočky.',
    benefits: [],
  },
} satisfies Record<string, AccountPromoBlok>;

/** A draft: no headline, a benefit without text, a block of the wrong kind among the benefits. */
export const accountPromoDraftFixture: AccountPromoBlok = {
  _uid: 'f6a7b8c9-d0e1-4f2a-3b4c-5d6e7f8091a2',
  component: 'account_promo',
  headline: '',
  benefits: [
    benefit('b1', 'Bestellungen im Blick'),
    benefit('b2', ' '),
    { _uid: 'b3', component: 'hero' as 'account_promo_benefit', text: 'Sommeraktion' },
  ],
};
