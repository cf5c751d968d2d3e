import type { LanguageCode } from '@lumen/domain';

/** The logo slider's own texts; the headline and the logos' names come from the CMS. */
export type LogoSliderMessages = {
  /** Name of the slider when the editor gave it no headline. */
  label: string;
  previous: string;
  next: string;
  /** A slide's name from its position, counting from 1. */
  slide: (position: number, count: number) => string;
  /** The button that stops a moving slider. */
  pause: string;
  /** The button that starts it again. */
  play: string;
};

export const logoSliderMessages: Readonly<Record<LanguageCode, LogoSliderMessages>> = {
  de: {
    label: 'Unsere Partner',
    previous: 'Vorherige Logos',
    next: 'Weitere Logos',
    slide: (position, count) => `${position} von ${count}`,
    pause: 'Automatisches Blättern anhalten',
    play: 'Automatisches Blättern starten',
  },
  fr: {
    label: 'Nos partenaires',
    previous: 'Logos précédents',
    next: 'Logos suivants',
    slide: (position, count) => `${position} sur ${count}`,
    pause: 'Arrêter le défilement automatique',
    play: 'Lancer le défilement automatique',
  },
  it: {
    label: 'I nostri partner',
    previous: 'Loghi precedenti',
    next: 'Altri loghi',
    slide: (position, count) => `${position} di ${count}`,
    pause: 'Interrompi lo scorrimento automatico',
    play: 'Avvia lo scorrimento automatico',
  },
  pl: {
    label: 'Nasi partnerzy',
    previous: 'Poprzednie logo',
    next: 'Kolejne logo',
    slide: (position, count) => `${position} z ${count}`,
    pause: 'Zatrzymaj automatyczne przewijanie',
    play: 'Włącz automatyczne przewijanie',
  },
  cs: {
    label: 'Naši partneři',
    previous: 'Předchozí loga',
    next: 'Další loga',
    slide: (position, count) => `${position} z ${count}`,
    pause: 'Zastavit automatické posouvání',
    play: 'Spustit automatické posouvání',
  },
};
