import type { LanguageCode } from '@lumen/domain';

/** The slider's UI texts (the carousel's buttons and slide names), in the shop languages. */
export type ProductSliderMessages = {
  previousLabel: string;
  nextLabel: string;
  /** A slide's name from its position, counting from 1. */
  slideLabel: (position: number, count: number) => string;
};

export const productSliderMessages: Readonly<Record<LanguageCode, ProductSliderMessages>> = {
  de: {
    previousLabel: 'Vorherige Produkte',
    nextLabel: 'Weitere Produkte',
    slideLabel: (position, count) => `${position} von ${count}`,
  },
  fr: {
    previousLabel: 'Produits précédents',
    nextLabel: 'Produits suivants',
    slideLabel: (position, count) => `${position} sur ${count}`,
  },
  it: {
    previousLabel: 'Prodotti precedenti',
    nextLabel: 'Altri prodotti',
    slideLabel: (position, count) => `${position} di ${count}`,
  },
  pl: {
    previousLabel: 'Poprzednie produkty',
    nextLabel: 'Następne produkty',
    slideLabel: (position, count) => `${position} z ${count}`,
  },
  cs: {
    previousLabel: 'Předchozí produkty',
    nextLabel: 'Další produkty',
    slideLabel: (position, count) => `${position} z ${count}`,
  },
};
