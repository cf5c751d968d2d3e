import { formatPrice, type PriceFormatting } from '@lumen/domain';
import { frameImage } from '../search-box/search-box.fixtures.ts';
import type { BasketPopoverItem, BasketPopoverProps } from './basket-popover.tsx';

/* Basket lines and labels of four shops for the stories; prices formatted by the domain. */

export type BasketLanguage = 'de' | 'fr' | 'pl' | 'cs';

const shops: Record<BasketLanguage, PriceFormatting> = {
  de: { locale: 'de-DE', currency: 'EUR' },
  fr: { locale: 'fr-CH', currency: 'CHF' },
  pl: { locale: 'pl-PL', currency: 'PLN' },
  cs: { locale: 'cs-CZ', currency: 'CZK' },
};

export const basketItemsByLanguage: Record<BasketLanguage, BasketPopoverItem[]> = {
  de: [
    {
      key: 'b1',
      brand: 'Ray-Ban',
      name: 'RX5154 Clubmaster mit Einstärkengläsern',
      href: '/p/rx5154-clubmaster-havanna-103/',
      imageSrc: frameImage('#7a4a21'),
      attributes: [
        { label: 'Farbe', value: 'Havanna/Gold' },
        { label: 'Gläser', value: 'Einstärkengläser 1,6, entspiegelt' },
      ],
      quantity: 1,
      price: formatPrice(23900, shops.de),
    },
    {
      key: 'b2',
      brand: 'Lumen Optik',
      name: 'Tageslinsen Comfort 1-Day, 90 Stück',
      href: '/p/comfort-1-day-90-206/',
      imageSrc: frameImage('#0d5c63', 'round'),
      attributes: [{ label: 'Stärke', value: '−2,25 dpt' }],
      quantity: 2,
      price: formatPrice(7980, shops.de),
    },
    {
      key: 'b3',
      brand: 'Oakley',
      name: 'Holbrook Sonnenbrille',
      href: '/p/holbrook-matt-schwarz-202/',
      imageSrc: frameImage('#17212b'),
      attributes: [
        { label: 'Farbe', value: 'Schwarz matt' },
        { label: 'Gläser', value: 'Polarisiert' },
      ],
      quantity: 1,
      price: formatPrice(15900, shops.de),
    },
    {
      key: 'b4',
      brand: 'Lumen Optik',
      name: 'All-in-One-Pflegelösung 360\u00a0ml',
      imageSrc: frameImage('#1d5fa6', 'round'),
      quantity: 3,
      price: formatPrice(2697, shops.de),
    },
    {
      key: 'b5',
      brand: 'Persol',
      name: 'PO3019S Aviator Sonnenbrille',
      href: '/p/po3019s-aviator-205/',
      imageSrc: frameImage('#a07a2c', 'aviator'),
      attributes: [{ label: 'Farbe', value: 'Gold/Grün' }],
      quantity: 1,
      price: formatPrice(21900, shops.de),
    },
  ],
  fr: [
    {
      key: 'b1',
      brand: 'Ray-Ban',
      name: 'RX5154 Clubmaster avec verres unifocaux',
      href: '/p/rx5154-clubmaster-ecaille-103/',
      imageSrc: frameImage('#7a4a21'),
      attributes: [
        { label: 'Couleur', value: 'Écaille/or' },
        { label: 'Verres', value: 'Unifocaux 1,6, antireflet' },
      ],
      quantity: 1,
      price: formatPrice(26900, shops.fr),
    },
    {
      key: 'b2',
      brand: 'Lumen Optik',
      name: 'Lentilles journalières Comfort 1-Day, 90 pièces',
      imageSrc: frameImage('#0d5c63', 'round'),
      attributes: [{ label: 'Puissance', value: '−2,25 dpt' }],
      quantity: 2,
      price: formatPrice(8980, shops.fr),
    },
  ],
  pl: [
    {
      key: 'b1',
      brand: 'Ray-Ban',
      name: 'RX5154 Clubmaster z soczewkami jednoogniskowymi',
      href: '/p/rx5154-clubmaster-havana-103/',
      imageSrc: frameImage('#7a4a21'),
      attributes: [
        { label: 'Kolor', value: 'Hawana/złoty' },
        { label: 'Soczewki', value: 'Jednoogniskowe 1,6' },
      ],
      quantity: 1,
      price: formatPrice(99900, shops.pl),
    },
    {
      key: 'b2',
      brand: 'Oakley',
      name: 'Okulary przeciwsłoneczne Holbrook',
      imageSrc: frameImage('#17212b'),
      attributes: [{ label: 'Kolor', value: 'Czarny matowy' }],
      quantity: 1,
      price: formatPrice(69900, shops.pl),
      unavailable: true,
      unavailableLabel: 'Produkt jest niedostępny',
    },
  ],
  cs: [
    {
      key: 'b1',
      brand: 'Ray-Ban',
      name: 'RB2140 Wayfarer sluneční brýle',
      href: '/p/rb2140-wayfarer-cerne-101/',
      imageSrc: frameImage('#17212b'),
      attributes: [{ label: 'Barva', value: 'Černá' }],
      quantity: 1,
      price: formatPrice(389000, shops.cs),
    },
  ],
};

type BasketPopoverLabels = Omit<
  BasketPopoverProps,
  'items' | 'count' | 'open' | 'defaultOpen' | 'onOpenChange' | 'className'
>;

/** The labels in each language; `countLabel` is for the German items' count of 8. */
export const basketLabels: Record<BasketLanguage, BasketPopoverLabels> = {
  de: {
    countLabel: '8 Artikel im Warenkorb',
    triggerLabel: 'Warenkorb',
    title: 'Warenkorb',
    closeLabel: 'Schließen',
    quantityLabel: 'Menge',
    basketHref: '/basket/',
    basketLinkLabel: 'Zum Warenkorb',
    checkoutHref: '/checkout/',
    checkoutLabel: 'Zur Kasse',
    emptyText: 'Ihr Warenkorb ist leer.',
    unavailableNotice: 'Ein Artikel ist nicht mehr verfügbar. Bitte prüfen Sie Ihren Warenkorb.',
  },
  fr: {
    countLabel: '3 articles dans le panier',
    triggerLabel: 'Panier',
    title: 'Panier',
    closeLabel: 'Fermer',
    quantityLabel: 'Quantité',
    basketHref: '/basket/',
    basketLinkLabel: 'Voir le panier',
    checkoutHref: '/checkout/',
    checkoutLabel: 'Passer la commande',
    emptyText: 'Votre panier est vide.',
    unavailableNotice: 'Un article n’est plus disponible. Veuillez vérifier votre panier.',
  },
  pl: {
    countLabel: '1 produkt w koszyku',
    triggerLabel: 'Koszyk',
    title: 'Koszyk',
    closeLabel: 'Zamknij',
    quantityLabel: 'Ilość',
    basketHref: '/basket/',
    basketLinkLabel: 'Przejdź do koszyka',
    checkoutHref: '/checkout/',
    checkoutLabel: 'Do kasy',
    emptyText: 'Twój koszyk jest pusty.',
    unavailableNotice: 'Jeden z produktów jest niedostępny. Sprawdź swój koszyk.',
  },
  cs: {
    countLabel: '1 položka v košíku',
    triggerLabel: 'Košík',
    title: 'Košík',
    closeLabel: 'Zavřít',
    quantityLabel: 'Množství',
    basketHref: '/basket/',
    basketLinkLabel: 'Přejít do košíku',
    checkoutHref: '/checkout/',
    checkoutLabel: 'K pokladně',
    emptyText: 'Váš košík je prázdný.',
    unavailableNotice: 'Jedna položka již není dostupná. Zkontrolujte prosím košík.',
  },
};
