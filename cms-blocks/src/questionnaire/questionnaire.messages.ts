import type { LanguageCode } from '@lumen/domain';

/** The questionnaire's own texts (buttons, progress, errors); questions and answers come from the CMS. */
export type QuestionnaireMessages = {
  progress: (current: number, total: number) => string;
  next: string;
  /** The button of a step whose answers all lead to results. */
  showResult: string;
  back: string;
  restart: string;
  chooseAnswer: string;
  resultLabel: string;
};

export const questionnaireMessages: Readonly<Record<LanguageCode, QuestionnaireMessages>> = {
  de: {
    progress: (current, total) => `Schritt ${current} von ${total}`,
    next: 'Weiter',
    showResult: 'Ergebnis anzeigen',
    back: 'Zurück',
    restart: 'Neu beginnen',
    chooseAnswer: 'Bitte wählen Sie eine Antwort.',
    resultLabel: 'Ihr Ergebnis',
  },
  fr: {
    progress: (current, total) => `Étape ${current} sur ${total}`,
    next: 'Continuer',
    showResult: 'Voir le résultat',
    back: 'Retour',
    restart: 'Recommencer',
    chooseAnswer: 'Veuillez choisir une réponse.',
    resultLabel: 'Votre résultat',
  },
  it: {
    progress: (current, total) => `Passo ${current} di ${total}`,
    next: 'Avanti',
    showResult: 'Mostra il risultato',
    back: 'Indietro',
    restart: 'Ricomincia',
    chooseAnswer: 'Scegli una risposta.',
    resultLabel: 'Il tuo risultato',
  },
  pl: {
    progress: (current, total) => `Krok ${current} z ${total}`,
    next: 'Dalej',
    showResult: 'Pokaż wynik',
    back: 'Wstecz',
    restart: 'Zacznij od nowa',
    chooseAnswer: 'Wybierz odpowiedź.',
    resultLabel: 'Twój wynik',
  },
  cs: {
    progress: (current, total) => `Krok ${current} z ${total}`,
    next: 'Pokračovat',
    showResult: 'Zobrazit výsledek',
    back: 'Zpět',
    restart: 'Začít znovu',
    chooseAnswer: 'Vyberte prosím odpověď.',
    resultLabel: 'Váš výsledek',
  },
};
