import type { FaceShape, FrameShape, LanguageCode } from '@lumen/domain';
import type { CameraProblem, FaceGuide } from './face-scan.machine.ts';

/**
 * The face scan's own texts, per shop language: the steps, the camera problems, and the names of
 * face and frame shapes (the catalogue's labels, as the shop's filters show them).
 */
export type FaceScanMessages = {
  faceShapeNames: Readonly<Record<FaceShape, string>>;
  /** How to recognise a face shape when choosing by hand. */
  faceShapeHints: Readonly<Record<FaceShape, string>>;
  frameShapeNames: Readonly<Record<FrameShape, string>>;
  start: {
    heading: string;
    steps: readonly [string, string, string];
    privacy: string;
    startCamera: string;
    chooseManually: string;
  };
  requesting: { heading: string; text: string; chooseManually: string };
  camera: {
    heading: string;
    text: string;
    guideLabels: Readonly<Record<FaceGuide, string>>;
    guideValue: (percent: number) => string;
    estimateNote: string;
    estimate: string;
    chooseManually: string;
  };
  manual: {
    heading: string;
    problems: Readonly<Record<CameraProblem, { title: string; text: string }>>;
    chooseShape: string;
    confirm: string;
    useCamera: string;
    retryCamera: string;
  };
  result: {
    label: string;
    heading: (shape: string) => string;
    estimated: string;
    chosen: string;
    frameShapesHeading: string;
    showFrames: string;
    restart: string;
  };
};

export const faceScanMessages: Readonly<Record<LanguageCode, FaceScanMessages>> = {
  de: {
    faceShapeNames: {
      oval: 'Oval',
      round: 'Rund',
      square: 'Eckig',
      heart: 'Herzförmig',
      long: 'Länglich',
      diamond: 'Rautenförmig',
    },
    faceShapeHints: {
      oval: 'Etwas länger als breit, sanft gerundetes Kinn',
      round: 'Etwa so lang wie breit, weiche Konturen',
      square: 'Breite Stirn und kräftiger, kantiger Kiefer',
      heart: 'Breite Stirn, schmales, spitzes Kinn',
      long: 'Deutlich länger als breit, gerade Wangen',
      diamond: 'Breite Wangenknochen, schmale Stirn und schmales Kinn',
    },
    frameShapeNames: {
      round: 'Rund',
      oval: 'Oval',
      rectangular: 'Rechteckig',
      square: 'Eckig',
      cat_eye: 'Cat-Eye',
      aviator: 'Pilot',
      browline: 'Browline',
      butterfly: 'Butterfly',
      hexagonal: 'Sechseckig',
      panto: 'Panto',
    },
    start: {
      heading: 'So funktioniert es',
      steps: [
        'Schalten Sie Ihre Kamera ein und schauen Sie gerade hinein.',
        'Richten Sie die Linien an Stirn, Wangenknochen, Kiefer und Kinn aus.',
        'Wir schätzen Ihre Gesichtsform und zeigen Ihnen passende Fassungen.',
      ],
      privacy: 'Das Kamerabild bleibt auf Ihrem Gerät: Es wird weder gespeichert noch übertragen.',
      startCamera: 'Kamera einschalten',
      chooseManually: 'Gesichtsform selbst wählen',
    },
    requesting: {
      heading: 'Kamera freigeben',
      text: 'Ihr Browser fragt, ob diese Seite Ihre Kamera verwenden darf. Bitte erlauben Sie den Zugriff.',
      chooseManually: 'Lieber selbst wählen',
    },
    camera: {
      heading: 'Linien ausrichten',
      text: 'Schauen Sie gerade in die Kamera und stellen Sie die Linien so ein, dass sie an Ihrem Gesicht anliegen.',
      guideLabels: {
        foreheadWidth: 'Breite der Stirn',
        cheekboneWidth: 'Breite der Wangenknochen',
        jawWidth: 'Breite des Kiefers',
        faceLength: 'Länge des Gesichts',
      },
      guideValue: (percent) => `${percent} % des Bildes`,
      estimateNote: 'Das Ergebnis ist eine Schätzung aus Ihren Linien, keine Messung.',
      estimate: 'Gesichtsform schätzen',
      chooseManually: 'Lieber selbst wählen',
    },
    manual: {
      heading: 'Welche Gesichtsform haben Sie?',
      problems: {
        denied: {
          title: 'Kein Zugriff auf die Kamera',
          text: 'Sie haben die Kamera nicht freigegeben. Sie können sie in den Einstellungen Ihres Browsers erlauben oder Ihre Gesichtsform hier selbst wählen.',
        },
        'no-camera': {
          title: 'Keine Kamera gefunden',
          text: 'An diesem Gerät ist keine Kamera verfügbar. Wählen Sie Ihre Gesichtsform einfach selbst.',
        },
        unsupported: {
          title: 'Kamera in diesem Browser nicht verfügbar',
          text: 'Ihr Browser erlaubt dieser Seite keinen Kamerazugriff. Wählen Sie Ihre Gesichtsform einfach selbst.',
        },
        unavailable: {
          title: 'Die Kamera lässt sich nicht starten',
          text: 'Vielleicht nutzt gerade eine andere App die Kamera. Versuchen Sie es noch einmal oder wählen Sie Ihre Gesichtsform selbst.',
        },
      },
      chooseShape: 'Bitte wählen Sie eine Gesichtsform.',
      confirm: 'Passende Fassungen zeigen',
      useCamera: 'Doch die Kamera verwenden',
      retryCamera: 'Kamera erneut versuchen',
    },
    result: {
      label: 'Ihr Ergebnis',
      heading: (shape) => `Ihre Gesichtsform: ${shape}`,
      estimated:
        'Geschätzt aus den Linien, die Sie eingestellt haben. In unseren Filialen beraten wir Sie gern persönlich.',
      chosen: 'So haben Sie Ihre Gesichtsform beschrieben.',
      frameShapesHeading: 'Diese Fassungsformen passen zu Ihnen',
      showFrames: 'Alle passenden Brillen ansehen',
      restart: 'Neu beginnen',
    },
  },
  fr: {
    faceShapeNames: {
      oval: 'Ovale',
      round: 'Rond',
      square: 'Carré',
      heart: 'En cœur',
      long: 'Allongé',
      diamond: 'Diamant',
    },
    faceShapeHints: {
      oval: 'Un peu plus long que large, menton doucement arrondi',
      round: 'Presque aussi long que large, contours doux',
      square: 'Front large et mâchoire marquée, anguleuse',
      heart: 'Front large, menton fin et pointu',
      long: 'Nettement plus long que large, joues droites',
      diamond: 'Pommettes larges, front et menton étroits',
    },
    frameShapeNames: {
      round: 'Ronde',
      oval: 'Ovale',
      rectangular: 'Rectangulaire',
      square: 'Carrée',
      cat_eye: 'Œil de chat',
      aviator: 'Aviateur',
      browline: 'Browline',
      butterfly: 'Papillon',
      hexagonal: 'Hexagonale',
      panto: 'Panto',
    },
    start: {
      heading: 'Comment ça marche',
      steps: [
        'Activez votre caméra et regardez-la bien en face.',
        'Ajustez les lignes à votre front, vos pommettes, votre mâchoire et votre menton.',
        'Nous estimons la forme de votre visage et vous montrons les montures qui vous vont.',
      ],
      privacy: 'L’image de la caméra reste sur votre appareil\u00a0: elle n’est ni enregistrée ni transmise.',
      startCamera: 'Activer la caméra',
      chooseManually: 'Choisir moi-même la forme du visage',
    },
    requesting: {
      heading: 'Autoriser la caméra',
      text: 'Votre navigateur vous demande si cette page peut utiliser votre caméra. Veuillez autoriser l’accès.',
      chooseManually: 'Choisir plutôt moi-même',
    },
    camera: {
      heading: 'Ajuster les lignes',
      text: 'Regardez la caméra bien en face et réglez les lignes pour qu’elles suivent les contours de votre visage.',
      guideLabels: {
        foreheadWidth: 'Largeur du front',
        cheekboneWidth: 'Largeur des pommettes',
        jawWidth: 'Largeur de la mâchoire',
        faceLength: 'Longueur du visage',
      },
      guideValue: (percent) => `${percent}\u00a0% de l’image`,
      estimateNote: 'Le résultat est une estimation tirée de vos lignes, pas une mesure.',
      estimate: 'Estimer la forme du visage',
      chooseManually: 'Choisir plutôt moi-même',
    },
    manual: {
      heading: 'Quelle est la forme de votre visage\u00a0?',
      problems: {
        denied: {
          title: 'Pas d’accès à la caméra',
          text: 'Vous n’avez pas autorisé la caméra. Vous pouvez l’autoriser dans les réglages de votre navigateur ou choisir ici la forme de votre visage.',
        },
        'no-camera': {
          title: 'Aucune caméra trouvée',
          text: 'Cet appareil n’a pas de caméra disponible. Choisissez simplement vous-même la forme de votre visage.',
        },
        unsupported: {
          title: 'Caméra indisponible dans ce navigateur',
          text: 'Votre navigateur ne permet pas à cette page d’utiliser la caméra. Choisissez simplement vous-même la forme de votre visage.',
        },
        unavailable: {
          title: 'La caméra ne démarre pas',
          text: 'Une autre application l’utilise peut-être. Réessayez ou choisissez vous-même la forme de votre visage.',
        },
      },
      chooseShape: 'Veuillez choisir une forme de visage.',
      confirm: 'Voir les montures adaptées',
      useCamera: 'Utiliser quand même la caméra',
      retryCamera: 'Réessayer la caméra',
    },
    result: {
      label: 'Votre résultat',
      heading: (shape) => `Forme de votre visage\u00a0: ${shape}`,
      estimated:
        'Estimée d’après les lignes que vous avez réglées. Nos opticiennes et opticiens vous conseillent volontiers en succursale.',
      chosen: 'C’est ainsi que vous avez décrit la forme de votre visage.',
      frameShapesHeading: 'Ces formes de monture vous vont',
      showFrames: 'Voir toutes les lunettes adaptées',
      restart: 'Recommencer',
    },
  },
  it: {
    faceShapeNames: {
      oval: 'Ovale',
      round: 'Rotondo',
      square: 'Squadrato',
      heart: 'A cuore',
      long: 'Allungato',
      diamond: 'A diamante',
    },
    faceShapeHints: {
      oval: 'Un po’ più lungo che largo, mento morbido e arrotondato',
      round: 'Lungo quasi quanto largo, linee morbide',
      square: 'Fronte ampia e mascella forte e squadrata',
      heart: 'Fronte ampia, mento sottile e appuntito',
      long: 'Decisamente più lungo che largo, guance dritte',
      diamond: 'Zigomi larghi, fronte e mento stretti',
    },
    frameShapeNames: {
      round: 'Rotonda',
      oval: 'Ovale',
      rectangular: 'Rettangolare',
      square: 'Squadrata',
      cat_eye: 'Cat-eye',
      aviator: 'Aviator',
      browline: 'Browline',
      butterfly: 'Farfalla',
      hexagonal: 'Esagonale',
      panto: 'Panto',
    },
    start: {
      heading: 'Come funziona',
      steps: [
        'Attiva la fotocamera e guarda dritto nell’obiettivo.',
        'Allinea le linee a fronte, zigomi, mascella e mento.',
        'Stimiamo la forma del tuo viso e ti mostriamo le montature adatte.',
      ],
      privacy: 'L’immagine della fotocamera resta sul tuo dispositivo: non viene salvata né trasmessa.',
      startCamera: 'Attiva la fotocamera',
      chooseManually: 'Scegli tu la forma del viso',
    },
    requesting: {
      heading: 'Consenti la fotocamera',
      text: 'Il browser ti chiede se questa pagina può usare la fotocamera. Consenti l’accesso.',
      chooseManually: 'Preferisco scegliere io',
    },
    camera: {
      heading: 'Allinea le linee',
      text: 'Guarda dritto nella fotocamera e regola le linee in modo che seguano il contorno del viso.',
      guideLabels: {
        foreheadWidth: 'Larghezza della fronte',
        cheekboneWidth: 'Larghezza degli zigomi',
        jawWidth: 'Larghezza della mascella',
        faceLength: 'Lunghezza del viso',
      },
      guideValue: (percent) => `${percent}% dell’immagine`,
      estimateNote: 'Il risultato è una stima basata sulle tue linee, non una misurazione.',
      estimate: 'Stima la forma del viso',
      chooseManually: 'Preferisco scegliere io',
    },
    manual: {
      heading: 'Che forma ha il tuo viso?',
      problems: {
        denied: {
          title: 'Nessun accesso alla fotocamera',
          text: 'Non hai consentito l’uso della fotocamera. Puoi consentirlo nelle impostazioni del browser o scegliere qui la forma del viso.',
        },
        'no-camera': {
          title: 'Nessuna fotocamera trovata',
          text: 'Su questo dispositivo non c’è una fotocamera disponibile. Scegli tu la forma del viso.',
        },
        unsupported: {
          title: 'Fotocamera non disponibile in questo browser',
          text: 'Il tuo browser non consente a questa pagina di usare la fotocamera. Scegli tu la forma del viso.',
        },
        unavailable: {
          title: 'La fotocamera non si avvia',
          text: 'Forse un’altra app la sta usando. Riprova o scegli tu la forma del viso.',
        },
      },
      chooseShape: 'Scegli una forma del viso.',
      confirm: 'Mostra le montature adatte',
      useCamera: 'Usa comunque la fotocamera',
      retryCamera: 'Riprova con la fotocamera',
    },
    result: {
      label: 'Il tuo risultato',
      heading: (shape) => `Forma del tuo viso: ${shape}`,
      estimated:
        'Stimata dalle linee che hai regolato. Nei nostri negozi ti consigliamo volentieri di persona.',
      chosen: 'Così hai descritto la forma del tuo viso.',
      frameShapesHeading: 'Queste forme di montatura ti stanno bene',
      showFrames: 'Vedi tutti gli occhiali adatti',
      restart: 'Ricomincia',
    },
  },
  pl: {
    faceShapeNames: {
      oval: 'Owalna',
      round: 'Okrągła',
      square: 'Kwadratowa',
      heart: 'W kształcie serca',
      long: 'Podłużna',
      diamond: 'Diamentowa',
    },
    faceShapeHints: {
      oval: 'Nieco dłuższa niż szersza, łagodnie zaokrąglony podbródek',
      round: 'Mniej więcej tak długa, jak szeroka, miękkie kontury',
      square: 'Szerokie czoło i mocna, kanciasta żuchwa',
      heart: 'Szerokie czoło, wąski, spiczasty podbródek',
      long: 'Wyraźnie dłuższa niż szersza, proste policzki',
      diamond: 'Szerokie kości policzkowe, wąskie czoło i podbródek',
    },
    frameShapeNames: {
      round: 'Okrągłe',
      oval: 'Owalne',
      rectangular: 'Prostokątne',
      square: 'Kwadratowe',
      cat_eye: 'Kocie oko',
      aviator: 'Pilotki',
      browline: 'Browline',
      butterfly: 'Motylkowe',
      hexagonal: 'Sześciokątne',
      panto: 'Panto',
    },
    start: {
      heading: 'Jak to działa',
      steps: [
        'Włącz kamerę i patrz prosto w obiektyw.',
        'Dopasuj linie do czoła, kości policzkowych, żuchwy i podbródka.',
        'Oszacujemy kształt Twojej twarzy i pokażemy pasujące oprawki.',
      ],
      privacy: 'Obraz z kamery zostaje na Twoim urządzeniu: nie jest zapisywany ani przesyłany.',
      startCamera: 'Włącz kamerę',
      chooseManually: 'Wybierz kształt twarzy samodzielnie',
    },
    requesting: {
      heading: 'Zezwól na użycie kamery',
      text: 'Przeglądarka pyta, czy ta strona może używać kamery. Zezwól na dostęp.',
      chooseManually: 'Wolę wybrać samodzielnie',
    },
    camera: {
      heading: 'Dopasuj linie',
      text: 'Patrz prosto w kamerę i ustaw linie tak, aby przylegały do konturu twarzy.',
      guideLabels: {
        foreheadWidth: 'Szerokość czoła',
        cheekboneWidth: 'Szerokość kości policzkowych',
        jawWidth: 'Szerokość żuchwy',
        faceLength: 'Długość twarzy',
      },
      guideValue: (percent) => `${percent}% obrazu`,
      estimateNote: 'Wynik to szacunek na podstawie Twoich linii, a nie pomiar.',
      estimate: 'Oszacuj kształt twarzy',
      chooseManually: 'Wolę wybrać samodzielnie',
    },
    manual: {
      heading: 'Jaki kształt ma Twoja twarz?',
      problems: {
        denied: {
          title: 'Brak dostępu do kamery',
          text: 'Nie zezwolono na użycie kamery. Możesz zmienić to w ustawieniach przeglądarki albo wybrać kształt twarzy tutaj.',
        },
        'no-camera': {
          title: 'Nie znaleziono kamery',
          text: 'To urządzenie nie ma dostępnej kamery. Po prostu wybierz kształt twarzy samodzielnie.',
        },
        unsupported: {
          title: 'Kamera niedostępna w tej przeglądarce',
          text: 'Twoja przeglądarka nie pozwala tej stronie używać kamery. Po prostu wybierz kształt twarzy samodzielnie.',
        },
        unavailable: {
          title: 'Nie można uruchomić kamery',
          text: 'Być może kamery używa inna aplikacja. Spróbuj ponownie albo wybierz kształt twarzy samodzielnie.',
        },
      },
      chooseShape: 'Wybierz kształt twarzy.',
      confirm: 'Pokaż pasujące oprawki',
      useCamera: 'Jednak użyj kamery',
      retryCamera: 'Spróbuj ponownie z kamerą',
    },
    result: {
      label: 'Twój wynik',
      heading: (shape) => `Kształt Twojej twarzy: ${shape}`,
      estimated:
        'Oszacowany na podstawie ustawionych przez Ciebie linii. W naszych salonach chętnie doradzimy osobiście.',
      chosen: 'Tak opisano kształt Twojej twarzy.',
      frameShapesHeading: 'Te kształty oprawek do Ciebie pasują',
      showFrames: 'Zobacz wszystkie pasujące okulary',
      restart: 'Zacznij od nowa',
    },
  },
  cs: {
    faceShapeNames: {
      oval: 'Oválný',
      round: 'Kulatý',
      square: 'Hranatý',
      heart: 'Srdcovitý',
      long: 'Protáhlý',
      diamond: 'Diamantový',
    },
    faceShapeHints: {
      oval: 'O něco delší než širší, jemně zaoblená brada',
      round: 'Zhruba stejně dlouhý jako široký, měkké linie',
      square: 'Široké čelo a výrazná, hranatá čelist',
      heart: 'Široké čelo, úzká, špičatá brada',
      long: 'Výrazně delší než širší, rovné tváře',
      diamond: 'Široké lícní kosti, úzké čelo i brada',
    },
    frameShapeNames: {
      round: 'Kulaté',
      oval: 'Oválné',
      rectangular: 'Obdélníkové',
      square: 'Hranaté',
      cat_eye: 'Kočičí oči',
      aviator: 'Pilotky',
      browline: 'Browline',
      butterfly: 'Motýlí',
      hexagonal: 'Šestiúhelníkové',
      panto: 'Panto',
    },
    start: {
      heading: 'Jak to funguje',
      steps: [
        'Zapněte kameru a dívejte se přímo do ní.',
        'Nastavte linie k čelu, lícním kostem, čelisti a bradě.',
        'Odhadneme tvar vašeho obličeje a ukážeme vám vhodné obroučky.',
      ],
      privacy: 'Obraz z kamery zůstává ve vašem zařízení: neukládá se ani neodesílá.',
      startCamera: 'Zapnout kameru',
      chooseManually: 'Vybrat tvar obličeje ručně',
    },
    requesting: {
      heading: 'Povolte kameru',
      text: 'Prohlížeč se ptá, zda tato stránka smí použít vaši kameru. Povolte prosím přístup.',
      chooseManually: 'Raději vybrat ručně',
    },
    camera: {
      heading: 'Nastavte linie',
      text: 'Dívejte se přímo do kamery a nastavte linie tak, aby přiléhaly k vašemu obličeji.',
      guideLabels: {
        foreheadWidth: 'Šířka čela',
        cheekboneWidth: 'Šířka lícních kostí',
        jawWidth: 'Šířka čelisti',
        faceLength: 'Délka obličeje',
      },
      guideValue: (percent) => `${percent} % obrazu`,
      estimateNote: 'Výsledek je odhad z vašich linií, nikoli měření.',
      estimate: 'Odhadnout tvar obličeje',
      chooseManually: 'Raději vybrat ručně',
    },
    manual: {
      heading: 'Jaký tvar má váš obličej?',
      problems: {
        denied: {
          title: 'Bez přístupu ke kameře',
          text: 'Kameru jste nepovolili. Můžete ji povolit v nastavení prohlížeče, nebo tvar obličeje vybrat zde.',
        },
        'no-camera': {
          title: 'Nenašli jsme žádnou kameru',
          text: 'Toto zařízení nemá dostupnou kameru. Tvar obličeje jednoduše vyberte sami.',
        },
        unsupported: {
          title: 'Kamera v tomto prohlížeči není dostupná',
          text: 'Váš prohlížeč této stránce nedovoluje použít kameru. Tvar obličeje jednoduše vyberte sami.',
        },
        unavailable: {
          title: 'Kameru se nepodařilo spustit',
          text: 'Možná ji právě používá jiná aplikace. Zkuste to znovu, nebo vyberte tvar obličeje sami.',
        },
      },
      chooseShape: 'Vyberte prosím tvar obličeje.',
      confirm: 'Zobrazit vhodné obroučky',
      useCamera: 'Přece jen použít kameru',
      retryCamera: 'Zkusit kameru znovu',
    },
    result: {
      label: 'Váš výsledek',
      heading: (shape) => `Tvar vašeho obličeje: ${shape}`,
      estimated: 'Odhadnuto z linií, které jste nastavili. V našich pobočkách vám rádi osobně poradíme.',
      chosen: 'Takto jste tvar svého obličeje popsali.',
      frameShapesHeading: 'Tyto tvary obrouček vám budou slušet',
      showFrames: 'Zobrazit všechny vhodné brýle',
      restart: 'Začít znovu',
    },
  },
};
