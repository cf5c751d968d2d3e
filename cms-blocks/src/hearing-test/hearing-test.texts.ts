import type { LanguageCode } from '@lumen/domain';
import type { ChannelProblem, Ear, HearingCategory, HearingTestStep } from './hearing-test.machine.ts';

/**
 * Everything the hearing test says, in one language. The CMS brings the headline and, if the
 * editor writes one, the introduction; the steps' wording is the same on every page and lives
 * here, in the five shop languages; `useBlockMessages` picks the shop's (Swiss German with ss).
 */
export type HearingTestTexts = {
  intro: {
    /** Shown when the CMS content has no introduction of its own. */
    text: string;
    needsHeading: string;
    needs: readonly string[];
    /** The promise that no result leaves the browser without consent. */
    privacy: string;
    start: string;
  };
  /** A screening, not a diagnosis: on the intro and the result. */
  disclaimer: string;
  stepOf: (index: number, total: number, name: string) => string;
  stepNames: Record<Exclude<HearingTestStep, 'intro'>, string>;
  restart: string;
  /** A frequency with its unit; the number comes formatted for the shop's locale. */
  hertz: (value: string) => string;
  ears: Record<Ear, string>;
  headphones: {
    instruction: string;
    question: string;
    /** Which of the two check tones is playing ("Ton 1 von 2"). */
    checkOf: (index: number, total: number) => string;
    answers: Record<Ear | 'none', string>;
    playAgain: string;
    /** What to do when the tone came from the other side than answered. */
    wrongSide: Record<Ear, string>;
    problems: Record<Exclude<ChannelProblem, 'wrong-side'>, string>;
  };
  calibration: {
    instruction: string;
    quieter: string;
    louder: string;
    volume: (index: number, total: number) => string;
    confirm: string;
  };
  testing: {
    instruction: string;
    heard: string;
    notHeard: string;
    playAgain: string;
    keyboardHint: string;
    progressLabel: string;
    /** Where the test is: ear, frequency and which of the ten searches. */
    position: (ear: string, frequency: string, index: number, total: number) => string;
  };
  result: {
    categories: Record<HearingCategory, { label: string; advice: string }>;
    asymmetric: string;
    tableCaption: string;
    frequencyColumn: string;
    decibels: (value: string) => string;
    noResponse: string;
    book: string;
  };
  send: {
    heading: string;
    description: string;
    consent: string;
    consentMissing: string;
    submit: string;
    sent: string;
    failed: string;
  };
};

const de: HearingTestTexts = {
  intro: {
    text: 'Finden Sie in etwa fünf Minuten heraus, wie gut Sie tiefe und hohe Töne hören. Jedes Ohr wird einzeln getestet.',
    needsHeading: 'Das brauchen Sie',
    needs: ['Kopfhörer, keine Lautsprecher', 'einen ruhigen Raum', 'etwa fünf Minuten Zeit'],
    privacy: 'Ihr Ergebnis bleibt in Ihrem Browser, solange Sie es nicht ausdrücklich senden.',
    start: 'Hörtest starten',
  },
  disclaimer:
    'Dieser Online-Hörtest ist ein Screening und keine Diagnose. Er ersetzt keine Messung bei Hörakustikern oder in einer HNO-Praxis.',
  stepOf: (index, total, name) => `Schritt ${index} von ${total}: ${name}`,
  stepNames: {
    headphones: 'Kopfhörer prüfen',
    calibration: 'Lautstärke einstellen',
    testing: 'Töne hören',
    result: 'Ihr Ergebnis',
  },
  restart: 'Neu beginnen',
  hertz: (value) => `${value} Hz`,
  ears: { left: 'Linkes Ohr', right: 'Rechtes Ohr' },
  headphones: {
    instruction:
      'Setzen Sie die Kopfhörer auf: L auf das linke, R auf das rechte Ohr. Wir spielen einen Ton auf einer Seite.',
    question: 'Auf welcher Seite hören Sie den Ton?',
    checkOf: (index, total) => `Ton ${index} von ${total}`,
    answers: { left: 'Links', right: 'Rechts', none: 'Ich höre nichts' },
    playAgain: 'Ton noch einmal abspielen',
    wrongSide: {
      left: 'Der Ton kam von links. Prüfen Sie, ob die Kopfhörer richtig herum sitzen, und hören Sie noch einmal.',
      right:
        'Der Ton kam von rechts. Prüfen Sie, ob die Kopfhörer richtig herum sitzen, und hören Sie noch einmal.',
    },
    problems: {
      'not-heard':
        'Prüfen Sie, ob die Kopfhörer verbunden sind und Ihr Gerät nicht stumm geschaltet ist, und hören Sie noch einmal.',
    },
  },
  calibration: {
    instruction:
      'Stellen Sie die Lautstärke Ihres Geräts auf etwa die Hälfte. Stellen Sie den Ton dann hier so ein, dass Sie ihn deutlich und angenehm hören, und ändern Sie die Lautstärke des Geräts danach nicht mehr.',
    quieter: 'Leiser',
    louder: 'Lauter',
    volume: (index, total) => `Lautstärke ${index} von ${total}`,
    confirm: 'Angenehm, weiter',
  },
  testing: {
    instruction:
      'Sagen Sie uns nach jedem Ton, ob Sie ihn gehört haben. Manche Töne sind sehr leise: Wenn Sie unsicher sind, wählen Sie „Ich höre nichts“.',
    heard: 'Ich höre den Ton',
    notHeard: 'Ich höre nichts',
    playAgain: 'Ton wiederholen',
    keyboardHint:
      'Mit der Tabulatortaste wechseln Sie zwischen den Antworten, mit der Leertaste oder der Eingabetaste antworten Sie.',
    progressLabel: 'Fortschritt des Hörtests',
    position: (ear, frequency, index, total) => `${ear}, ${frequency} (${index} von ${total})`,
  },
  result: {
    categories: {
      normal: {
        label: 'Unauffällig',
        advice:
          'In diesem Screening liegt Ihr Gehör im normalen Bereich. Wir empfehlen trotzdem, es alle zwei bis drei Jahre prüfen zu lassen.',
      },
      mild: {
        label: 'Leichte Hörminderung möglich',
        advice:
          'Einige leise Töne haben Sie nicht gehört. Ein ausführlicher Hörtest in einer Filiale zeigt, ob Ihnen ein Hörgerät helfen kann.',
      },
      moderate: {
        label: 'Mittlere Hörminderung möglich',
        advice:
          'Viele Töne haben Sie erst bei höherer Lautstärke gehört. Lassen Sie Ihr Gehör bald in einer Filiale genauer prüfen.',
      },
      specialist: {
        label: 'Bitte ärztlich abklären',
        advice:
          'Das Ergebnis weist auf eine deutliche Hörminderung hin. Bitte lassen Sie Ihr Gehör in einer HNO-Praxis untersuchen.',
      },
    },
    asymmetric:
      'Ihre Ohren hören deutlich unterschiedlich gut. Das sollte eine HNO-Praxis abklären, auch wenn beide Werte sonst unauffällig wären.',
    tableCaption: 'Hörschwellen je Tonhöhe in dB auf der Skala dieses Tests (je niedriger, desto besser)',
    frequencyColumn: 'Tonhöhe',
    decibels: (value) => `${value} dB`,
    noResponse: 'nicht gehört',
    book: 'Termin für einen Hörtest in der Filiale buchen',
  },
  send: {
    heading: 'Ergebnis an eine Filiale senden',
    description:
      'Dann kann Ihre Filiale das Ergebnis beim Termin berücksichtigen. Gesendet werden nur die Werte dieses Tests, kein Name.',
    consent: 'Ich willige ein, dass mein Hörtest-Ergebnis an die Filiale übermittelt wird.',
    consentMissing: 'Bitte setzen Sie das Häkchen, damit wir Ihr Ergebnis senden dürfen.',
    submit: 'Ergebnis senden',
    sent: 'Ihr Ergebnis wurde an die Filiale gesendet.',
    failed: 'Das Ergebnis konnte nicht gesendet werden. Bitte versuchen Sie es noch einmal.',
  },
};

const fr: HearingTestTexts = {
  intro: {
    text: 'Découvrez en cinq minutes environ si vous entendez bien les sons graves et aigus. Chaque oreille est testée séparément.',
    needsHeading: 'Ce qu’il vous faut',
    needs: ['un casque ou des écouteurs, pas de haut-parleurs', 'une pièce calme', 'environ cinq minutes'],
    privacy:
      'Votre résultat reste dans votre navigateur tant que vous ne choisissez pas expressément de l’envoyer.',
    start: 'Commencer le test auditif',
  },
  disclaimer:
    'Ce test auditif en ligne est un dépistage, pas un diagnostic. Il ne remplace pas une mesure chez un audioprothésiste ou un médecin ORL.',
  stepOf: (index, total, name) => `Étape ${index} sur ${total}\u00a0: ${name}`,
  stepNames: {
    headphones: 'Vérifier le casque',
    calibration: 'Régler le volume',
    testing: 'Écouter les sons',
    result: 'Votre résultat',
  },
  restart: 'Recommencer',
  hertz: (value) => `${value}\u00a0Hz`,
  ears: { left: 'Oreille gauche', right: 'Oreille droite' },
  headphones: {
    instruction:
      'Mettez votre casque\u00a0: L sur l’oreille gauche, R sur l’oreille droite. Nous jouons un son d’un seul côté.',
    question: 'De quel côté entendez-vous le son\u00a0?',
    checkOf: (index, total) => `Son ${index} sur ${total}`,
    answers: { left: 'À gauche', right: 'À droite', none: 'Je n’entends rien' },
    playAgain: 'Rejouer le son',
    wrongSide: {
      left: 'Le son venait de la gauche. Vérifiez que le casque est dans le bon sens, puis écoutez à nouveau.',
      right:
        'Le son venait de la droite. Vérifiez que le casque est dans le bon sens, puis écoutez à nouveau.',
    },
    problems: {
      'not-heard':
        'Vérifiez que le casque est connecté et que votre appareil n’est pas en mode silencieux, puis écoutez à nouveau.',
    },
  },
  calibration: {
    instruction:
      'Réglez le volume de votre appareil à peu près à la moitié. Ajustez ensuite le son ici pour l’entendre clairement et sans gêne, puis ne modifiez plus le volume de l’appareil.',
    quieter: 'Moins fort',
    louder: 'Plus fort',
    volume: (index, total) => `Volume ${index} sur ${total}`,
    confirm: 'Volume agréable, continuer',
  },
  testing: {
    instruction:
      'Après chaque son, dites-nous si vous l’avez entendu. Certains sons sont très faibles\u00a0: en cas de doute, choisissez «\u00a0Je n’entends rien\u00a0».',
    heard: 'J’entends le son',
    notHeard: 'Je n’entends rien',
    playAgain: 'Répéter le son',
    keyboardHint:
      'La touche Tab permet de passer d’une réponse à l’autre, la barre d’espace ou la touche Entrée de répondre.',
    progressLabel: 'Progression du test auditif',
    position: (ear, frequency, index, total) => `${ear}, ${frequency} (${index} sur ${total})`,
  },
  result: {
    categories: {
      normal: {
        label: 'Sans particularité',
        advice:
          'Dans ce dépistage, votre audition se situe dans la norme. Nous vous conseillons tout de même de la faire contrôler tous les deux à trois ans.',
      },
      mild: {
        label: 'Légère perte auditive possible',
        advice:
          'Vous n’avez pas entendu certains sons faibles. Un test auditif complet en succursale montrera si un appareil auditif peut vous aider.',
      },
      moderate: {
        label: 'Perte auditive moyenne possible',
        advice:
          'Vous n’avez entendu de nombreux sons qu’à un volume élevé. Faites contrôler votre audition prochainement en succursale.',
      },
      specialist: {
        label: 'À faire examiner par un médecin',
        advice:
          'Le résultat indique une perte auditive marquée. Veuillez faire examiner votre audition par un médecin ORL.',
      },
    },
    asymmetric:
      'Vos deux oreilles n’entendent pas de la même façon. Un médecin ORL devrait en rechercher la cause, même si les valeurs seraient sinon sans particularité.',
    tableCaption:
      'Seuils auditifs par fréquence en dB sur l’échelle de ce test (plus la valeur est basse, mieux c’est)',
    frequencyColumn: 'Fréquence',
    decibels: (value) => `${value}\u00a0dB`,
    noResponse: 'non entendu',
    book: 'Réserver un test auditif en succursale',
  },
  send: {
    heading: 'Envoyer le résultat à une succursale',
    description:
      'Votre succursale pourra ainsi en tenir compte lors du rendez-vous. Seules les valeurs de ce test sont envoyées, sans votre nom.',
    consent: 'J’accepte que le résultat de mon test auditif soit transmis à la succursale.',
    consentMissing: 'Veuillez cocher la case pour que nous puissions envoyer votre résultat.',
    submit: 'Envoyer le résultat',
    sent: 'Votre résultat a été envoyé à la succursale.',
    failed: 'Le résultat n’a pas pu être envoyé. Veuillez réessayer.',
  },
};

const it: HearingTestTexts = {
  intro: {
    text: 'Scopra in circa cinque minuti quanto bene sente i suoni gravi e acuti. Ogni orecchio viene testato separatamente.',
    needsHeading: 'Che cosa le serve',
    needs: ['cuffie o auricolari, non altoparlanti', 'una stanza silenziosa', 'circa cinque minuti'],
    privacy: 'Il risultato resta nel suo browser finché non decide espressamente di inviarlo.',
    start: 'Inizia il test dell’udito',
  },
  disclaimer:
    'Questo test dell’udito online è uno screening, non una diagnosi. Non sostituisce la misurazione di un audioprotesista o di un medico otorinolaringoiatra.',
  stepOf: (index, total, name) => `Passo ${index} di ${total}: ${name}`,
  stepNames: {
    headphones: 'Controllo delle cuffie',
    calibration: 'Regolazione del volume',
    testing: 'Ascolto dei toni',
    result: 'Il suo risultato',
  },
  restart: 'Ricomincia',
  hertz: (value) => `${value} Hz`,
  ears: { left: 'Orecchio sinistro', right: 'Orecchio destro' },
  headphones: {
    instruction:
      'Indossi le cuffie: L sull’orecchio sinistro, R su quello destro. Riproduciamo un tono da un solo lato.',
    question: 'Da quale lato sente il tono?',
    checkOf: (index, total) => `Tono ${index} di ${total}`,
    answers: { left: 'A sinistra', right: 'A destra', none: 'Non sento nulla' },
    playAgain: 'Riproduci di nuovo il tono',
    wrongSide: {
      left: 'Il tono proveniva da sinistra. Controlli di aver indossato le cuffie nel verso giusto e ascolti di nuovo.',
      right:
        'Il tono proveniva da destra. Controlli di aver indossato le cuffie nel verso giusto e ascolti di nuovo.',
    },
    problems: {
      'not-heard':
        'Controlli che le cuffie siano collegate e che il dispositivo non sia in modalità silenziosa, poi ascolti di nuovo.',
    },
  },
  calibration: {
    instruction:
      'Imposti il volume del dispositivo a circa metà. Poi regoli qui il tono in modo da sentirlo chiaramente e senza fastidio, e in seguito non modifichi più il volume del dispositivo.',
    quieter: 'Più piano',
    louder: 'Più forte',
    volume: (index, total) => `Volume ${index} di ${total}`,
    confirm: 'Volume gradevole, avanti',
  },
  testing: {
    instruction:
      'Dopo ogni tono ci dica se l’ha sentito. Alcuni toni sono molto deboli: se non è sicuro, scelga «Non sento nulla».',
    heard: 'Sento il tono',
    notHeard: 'Non sento nulla',
    playAgain: 'Ripeti il tono',
    keyboardHint:
      'Con il tasto Tab passa da una risposta all’altra, con la barra spaziatrice o il tasto Invio risponde.',
    progressLabel: 'Avanzamento del test dell’udito',
    position: (ear, frequency, index, total) => `${ear}, ${frequency} (${index} di ${total})`,
  },
  result: {
    categories: {
      normal: {
        label: 'Nella norma',
        advice:
          'In questo screening il suo udito risulta nella norma. Le consigliamo comunque di farlo controllare ogni due o tre anni.',
      },
      mild: {
        label: 'Possibile lieve calo dell’udito',
        advice:
          'Non ha sentito alcuni toni deboli. Un test dell’udito completo in filiale mostrerà se un apparecchio acustico può aiutarla.',
      },
      moderate: {
        label: 'Possibile calo dell’udito medio',
        advice:
          'Ha sentito molti toni solo a volume elevato. Faccia controllare presto il suo udito in filiale.',
      },
      specialist: {
        label: 'Da far verificare a un medico',
        advice:
          'Il risultato indica un calo dell’udito marcato. La preghiamo di far esaminare il suo udito da un medico otorinolaringoiatra.',
      },
    },
    asymmetric:
      'Le sue orecchie sentono in modo molto diverso. Un medico otorinolaringoiatra dovrebbe chiarirne il motivo, anche se i valori sarebbero altrimenti nella norma.',
    tableCaption: 'Soglie uditive per frequenza in dB sulla scala di questo test (più basso è, meglio è)',
    frequencyColumn: 'Frequenza',
    decibels: (value) => `${value} dB`,
    noResponse: 'non sentito',
    book: 'Prenota un test dell’udito in filiale',
  },
  send: {
    heading: 'Invia il risultato a una filiale',
    description:
      'Così la filiale potrà tenerne conto durante l’appuntamento. Vengono inviati solo i valori di questo test, senza il suo nome.',
    consent: 'Acconsento che il risultato del mio test dell’udito venga trasmesso alla filiale.',
    consentMissing: 'Selezioni la casella per permetterci di inviare il risultato.',
    submit: 'Invia il risultato',
    sent: 'Il risultato è stato inviato alla filiale.',
    failed: 'Non è stato possibile inviare il risultato. Riprovi.',
  },
};

const pl: HearingTestTexts = {
  intro: {
    text: 'W ciągu około pięciu minut sprawdzisz, jak dobrze słyszysz niskie i wysokie dźwięki. Każde ucho badamy osobno.',
    needsHeading: 'Czego potrzebujesz',
    needs: ['słuchawek, nie głośników', 'cichego pomieszczenia', 'około pięciu minut'],
    privacy: 'Twój wynik pozostaje w przeglądarce, dopóki wyraźnie nie zdecydujesz się go wysłać.',
    start: 'Rozpocznij test słuchu',
  },
  disclaimer:
    'Ten internetowy test słuchu jest badaniem przesiewowym, a nie diagnozą. Nie zastępuje badania u protetyka słuchu ani u laryngologa.',
  stepOf: (index, total, name) => `Krok ${index} z ${total}: ${name}`,
  stepNames: {
    headphones: 'Sprawdzenie słuchawek',
    calibration: 'Ustawienie głośności',
    testing: 'Słuchanie tonów',
    result: 'Twój wynik',
  },
  restart: 'Zacznij od nowa',
  hertz: (value) => `${value} Hz`,
  ears: { left: 'Lewe ucho', right: 'Prawe ucho' },
  headphones: {
    instruction: 'Załóż słuchawki: L na lewe ucho, R na prawe. Odtworzymy dźwięk tylko z jednej strony.',
    question: 'Z której strony słyszysz dźwięk?',
    checkOf: (index, total) => `Dźwięk ${index} z ${total}`,
    answers: { left: 'Z lewej', right: 'Z prawej', none: 'Nic nie słyszę' },
    playAgain: 'Odtwórz dźwięk ponownie',
    wrongSide: {
      left: 'Dźwięk dochodził z lewej strony. Sprawdź, czy słuchawki nie są założone odwrotnie, i posłuchaj jeszcze raz.',
      right:
        'Dźwięk dochodził z prawej strony. Sprawdź, czy słuchawki nie są założone odwrotnie, i posłuchaj jeszcze raz.',
    },
    problems: {
      'not-heard':
        'Sprawdź, czy słuchawki są podłączone, a urządzenie nie jest wyciszone, i posłuchaj jeszcze raz.',
    },
  },
  calibration: {
    instruction:
      'Ustaw głośność urządzenia mniej więcej na połowę. Następnie ustaw tutaj dźwięk tak, aby słyszeć go wyraźnie i komfortowo. Potem nie zmieniaj już głośności urządzenia.',
    quieter: 'Ciszej',
    louder: 'Głośniej',
    volume: (index, total) => `Głośność ${index} z ${total}`,
    confirm: 'Głośność w sam raz, dalej',
  },
  testing: {
    instruction:
      'Po każdym dźwięku powiedz nam, czy go słyszysz. Niektóre dźwięki są bardzo ciche: jeśli nie masz pewności, wybierz „Nic nie słyszę”.',
    heard: 'Słyszę dźwięk',
    notHeard: 'Nic nie słyszę',
    playAgain: 'Powtórz dźwięk',
    keyboardHint:
      'Między odpowiedziami przechodzisz klawiszem Tab, a odpowiadasz spacją lub klawiszem Enter.',
    progressLabel: 'Postęp testu słuchu',
    position: (ear, frequency, index, total) => `${ear}, ${frequency} (${index} z ${total})`,
  },
  result: {
    categories: {
      normal: {
        label: 'Bez zastrzeżeń',
        advice:
          'W tym badaniu przesiewowym Twój słuch mieści się w normie. Mimo to zalecamy kontrolę słuchu co dwa, trzy lata.',
      },
      mild: {
        label: 'Możliwy lekki ubytek słuchu',
        advice:
          'Część cichych dźwięków była dla Ciebie niesłyszalna. Dokładne badanie słuchu w salonie pokaże, czy pomoże Ci aparat słuchowy.',
      },
      moderate: {
        label: 'Możliwy umiarkowany ubytek słuchu',
        advice:
          'Wiele dźwięków było dla Ciebie słyszalnych dopiero przy większej głośności. Wkrótce sprawdź dokładnie swój słuch w salonie.',
      },
      specialist: {
        label: 'Wymaga konsultacji lekarskiej',
        advice: 'Wynik wskazuje na wyraźny ubytek słuchu. Skonsultuj się z laryngologiem.',
      },
    },
    asymmetric:
      'Twoje uszy słyszą wyraźnie różnie. Przyczynę powinien wyjaśnić laryngolog, nawet jeśli poszczególne wyniki byłyby bez zastrzeżeń.',
    tableCaption:
      'Progi słyszenia dla poszczególnych częstotliwości w dB w skali tego testu (im niżej, tym lepiej)',
    frequencyColumn: 'Częstotliwość',
    decibels: (value) => `${value} dB`,
    noResponse: 'nie usłyszano',
    book: 'Umów się na badanie słuchu w salonie',
  },
  send: {
    heading: 'Wyślij wynik do salonu',
    description:
      'Salon uwzględni go podczas wizyty. Wysyłamy tylko wartości z tego testu, bez Twojego imienia i nazwiska.',
    consent: 'Wyrażam zgodę na przekazanie wyniku mojego testu słuchu do salonu.',
    consentMissing: 'Zaznacz pole zgody, abyśmy mogli wysłać Twój wynik.',
    submit: 'Wyślij wynik',
    sent: 'Twój wynik został wysłany do salonu.',
    failed: 'Nie udało się wysłać wyniku. Spróbuj ponownie.',
  },
};

const cs: HearingTestTexts = {
  intro: {
    text: 'Za zhruba pět minut zjistíte, jak dobře slyšíte hluboké a vysoké tóny. Každé ucho testujeme zvlášť.',
    needsHeading: 'Co budete potřebovat',
    needs: ['sluchátka, ne reproduktory', 'tichou místnost', 'asi pět minut'],
    privacy: 'Váš výsledek zůstává ve vašem prohlížeči, dokud se výslovně nerozhodnete ho odeslat.',
    start: 'Spustit test sluchu',
  },
  disclaimer:
    'Tento online test sluchu je screening, nikoli diagnóza. Nenahrazuje měření u sluchového protetika ani vyšetření u lékaře ORL.',
  stepOf: (index, total, name) => `Krok ${index} z ${total}: ${name}`,
  stepNames: {
    headphones: 'Kontrola sluchátek',
    calibration: 'Nastavení hlasitosti',
    testing: 'Poslech tónů',
    result: 'Váš výsledek',
  },
  restart: 'Začít znovu',
  hertz: (value) => `${value} Hz`,
  ears: { left: 'Levé ucho', right: 'Pravé ucho' },
  headphones: {
    instruction: 'Nasaďte si sluchátka: L na levé ucho, R na pravé. Přehrajeme tón jen na jedné straně.',
    question: 'Na které straně tón slyšíte?',
    checkOf: (index, total) => `Tón ${index} z ${total}`,
    answers: { left: 'Vlevo', right: 'Vpravo', none: 'Nic neslyším' },
    playAgain: 'Přehrát tón znovu',
    wrongSide: {
      left: 'Tón zazněl vlevo. Zkontrolujte, zda nemáte sluchátka nasazená obráceně, a poslechněte si ho znovu.',
      right:
        'Tón zazněl vpravo. Zkontrolujte, zda nemáte sluchátka nasazená obráceně, a poslechněte si ho znovu.',
    },
    problems: {
      'not-heard':
        'Zkontrolujte, zda jsou sluchátka připojená a zařízení není ztlumené, a poslechněte si tón znovu.',
    },
  },
  calibration: {
    instruction:
      'Nastavte hlasitost zařízení zhruba na polovinu. Potom zde upravte tón tak, abyste ho slyšeli zřetelně a příjemně. Hlasitost zařízení už pak neměňte.',
    quieter: 'Tišeji',
    louder: 'Hlasitěji',
    volume: (index, total) => `Hlasitost ${index} z ${total}`,
    confirm: 'Hlasitost je příjemná, pokračovat',
  },
  testing: {
    instruction:
      'Po každém tónu nám řekněte, zda jste ho slyšeli. Některé tóny jsou velmi tiché: pokud si nejste jisti, zvolte „Nic neslyším“.',
    heard: 'Slyším tón',
    notHeard: 'Nic neslyším',
    playAgain: 'Zopakovat tón',
    keyboardHint: 'Mezi odpověďmi přecházíte klávesou Tab, odpovídáte mezerníkem nebo klávesou Enter.',
    progressLabel: 'Průběh testu sluchu',
    position: (ear, frequency, index, total) => `${ear}, ${frequency} (${index} z ${total})`,
  },
  result: {
    categories: {
      normal: {
        label: 'Bez nálezu',
        advice:
          'V tomto screeningu je váš sluch v normě. Přesto doporučujeme nechat si sluch zkontrolovat každé dva až tři roky.',
      },
      mild: {
        label: 'Možná mírná ztráta sluchu',
        advice:
          'Některé tiché tóny jste neslyšeli. Podrobný test sluchu na pobočce ukáže, zda vám může pomoci sluchadlo.',
      },
      moderate: {
        label: 'Možná střední ztráta sluchu',
        advice:
          'Mnoho tónů jste slyšeli až při vyšší hlasitosti. Nechte si brzy sluch podrobně vyšetřit na pobočce.',
      },
      specialist: {
        label: 'Nechte si vyšetřit u lékaře',
        advice: 'Výsledek ukazuje na výraznou ztrátu sluchu. Nechte si prosím sluch vyšetřit u lékaře ORL.',
      },
    },
    asymmetric:
      'Vaše uši slyší výrazně odlišně. Příčinu by měl objasnit lékař ORL, i kdyby jednotlivé hodnoty byly jinak bez nálezu.',
    tableCaption: 'Prahy slyšení podle frekvence v dB na stupnici tohoto testu (čím nižší, tím lepší)',
    frequencyColumn: 'Frekvence',
    decibels: (value) => `${value} dB`,
    noResponse: 'neslyšeno',
    book: 'Objednat se na test sluchu na pobočce',
  },
  send: {
    heading: 'Odeslat výsledek na pobočku',
    description:
      'Pobočka ho pak může při návštěvě zohlednit. Odesíláme jen hodnoty z tohoto testu, bez vašeho jména.',
    consent: 'Souhlasím s předáním výsledku mého testu sluchu pobočce.',
    consentMissing: 'Zaškrtněte prosím souhlas, abychom mohli váš výsledek odeslat.',
    submit: 'Odeslat výsledek',
    sent: 'Váš výsledek byl odeslán na pobočku.',
    failed: 'Výsledek se nepodařilo odeslat. Zkuste to prosím znovu.',
  },
};

/** The hearing test's wording in every shop language. */
export const hearingTestTexts: Readonly<Record<LanguageCode, HearingTestTexts>> = { de, fr, it, pl, cs };
