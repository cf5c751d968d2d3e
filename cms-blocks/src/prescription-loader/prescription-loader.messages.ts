import type { LanguageCode } from '@lumen/domain';
import type { DocumentProblem, Eye, LoaderMode, PrescriptionField } from './prescription-loader.machine.ts';

/**
 * The prescription loader's own texts, per shop language. The validation texts say the same as
 * the storefront's `validation.*` messages (cms-blocks cannot read those files); numbers come in
 * already written in their §5 format.
 */
export type PrescriptionLoaderMessages = {
  modeLabel: string;
  modes: Readonly<Record<LoaderMode, string>>;
  requiredLabel: string;
  nameLabel: string;
  nameHint: string;
  valuesHint: string;
  eyes: Readonly<Record<Eye, string>>;
  fields: Readonly<Record<PrescriptionField, { label: string; unit: string }>>;
  /** A field's range, "−20,00 bis +20,00". */
  rangeHint: (min: string, max: string) => string;
  noValues: string;
  documentLabel: string;
  chooseFile: string;
  documentHint: (formats: string, maxMegabytes: number) => string;
  documentProblems: Readonly<Record<Exclude<DocumentProblem, 'size'> | 'missing', string>> & {
    size: (maxMegabytes: number) => string;
  };
  /** The chosen file: its name and size. */
  chosenDocument: (name: string, size: string) => string;
  previewAlt: (name: string) => string;
  removeDocument: string;
  fileSize: (bytes: number) => string;
  submit: Readonly<Record<LoaderMode, string>>;
  failed: { title: string; text: string };
  saved: Readonly<Record<LoaderMode, { title: string; text: string }>>;
  startOver: string;
  /** Read out when a field is left with an error: the focus has moved on from its description. */
  fieldProblem: (field: string, eye: string, problem: string) => string;
  validation: {
    required: string;
    maxLength: (max: number) => string;
    number: string;
    range: (min: string, max: string) => string;
    step: (step: string) => string;
    axisRequired: string;
    prismBaseRequired: string;
  };
};

/** "2,4 MB", "850 kB" in the language's way of writing numbers. */
function fileSizeIn(locale: string): (bytes: number) => string {
  return (bytes) => {
    const megabytes = bytes >= 1024 * 1024;
    return new Intl.NumberFormat(locale, {
      style: 'unit',
      unit: megabytes ? 'megabyte' : 'kilobyte',
      maximumFractionDigits: megabytes ? 1 : 0,
    }).format(megabytes ? bytes / (1024 * 1024) : Math.max(1, bytes / 1024));
  };
}

export const prescriptionLoaderMessages: Readonly<Record<LanguageCode, PrescriptionLoaderMessages>> = {
  de: {
    modeLabel: 'Wie möchten Sie Ihr Rezept angeben?',
    modes: { values: 'Werte eingeben', document: 'Foto oder PDF hochladen' },
    requiredLabel: 'Pflichtfeld',
    nameLabel: 'Name des Rezepts',
    nameHint: 'Zum Beispiel „Lesebrille“ oder „Brille fürs Büro“.',
    valuesHint:
      'Übertragen Sie die Werte so, wie sie auf Ihrem Rezept stehen. Felder, die dort leer sind, lassen Sie leer.',
    eyes: { right: 'Rechtes Auge (R)', left: 'Linkes Auge (L)' },
    fields: {
      sphere: { label: 'Sphäre (SPH)', unit: 'dpt' },
      cylinder: { label: 'Zylinder (CYL)', unit: 'dpt' },
      axis: { label: 'Achse (A)', unit: '°' },
      addition: { label: 'Addition (ADD)', unit: 'dpt' },
      pd: { label: 'Pupillendistanz (PD)', unit: 'mm' },
    },
    rangeHint: (min, max) => `${min} bis ${max}`,
    noValues: 'Bitte geben Sie mindestens einen Wert Ihres Rezepts ein.',
    documentLabel: 'Foto oder PDF Ihres Rezepts',
    chooseFile: 'Datei auswählen',
    documentHint: (formats, max) => `${formats}; höchstens ${max} MB.`,
    documentProblems: {
      type: 'Diese Datei können wir nicht verwenden. Bitte wählen Sie ein Foto oder ein PDF.',
      size: (max) => `Die Datei ist zu groß. Bitte wählen Sie eine Datei mit höchstens ${max} MB.`,
      empty: 'Die Datei ist leer. Bitte wählen Sie eine andere.',
      missing: 'Bitte wählen Sie ein Foto oder PDF Ihres Rezepts.',
    },
    chosenDocument: (name, size) => `${name} (${size})`,
    previewAlt: (name) => `Vorschau von ${name}`,
    removeDocument: 'Datei entfernen',
    fileSize: fileSizeIn('de'),
    submit: { values: 'Rezept speichern', document: 'Rezept senden' },
    failed: {
      title: 'Das hat leider nicht geklappt',
      text: 'Ihre Angaben sind noch da. Bitte versuchen Sie es in einem Moment noch einmal.',
    },
    saved: {
      values: {
        title: 'Ihr Rezept ist gespeichert',
        text: 'Sie können es für Ihre nächste Brille verwenden.',
      },
      document: {
        title: 'Vielen Dank, Ihr Rezept ist angekommen',
        text: 'Wir übernehmen die Werte für Sie.',
      },
    },
    startOver: 'Weiteres Rezept angeben',
    fieldProblem: (field, eye, problem) => `${field}, ${eye}: ${problem}`,
    validation: {
      required: 'Dieses Feld ist erforderlich.',
      maxLength: (max) => `Die maximal zulässige Länge beträgt ${max} Zeichen.`,
      number: 'Bitte geben Sie eine Zahl ein.',
      range: (min, max) => `Der Wert muss zwischen ${min} und ${max} liegen.`,
      step: (step) => `Bitte wählen Sie einen Wert in Schritten von ${step}.`,
      axisRequired: 'Bitte geben Sie zum Zylinder auch die Achse an.',
      prismBaseRequired: 'Bitte geben Sie zum Prisma auch die Basis an.',
    },
  },
  fr: {
    modeLabel: 'Comment souhaitez-vous transmettre votre ordonnance\u00a0?',
    modes: { values: 'Saisir les valeurs', document: 'Envoyer une photo ou un PDF' },
    requiredLabel: 'obligatoire',
    nameLabel: 'Nom de l’ordonnance',
    nameHint: 'Par exemple «\u00a0Lunettes de lecture\u00a0» ou «\u00a0Lunettes de bureau\u00a0».',
    valuesHint:
      'Reportez les valeurs telles qu’elles figurent sur votre ordonnance. Laissez vides les champs qui y sont vides.',
    eyes: { right: 'Œil droit (OD)', left: 'Œil gauche (OG)' },
    fields: {
      sphere: { label: 'Sphère (SPH)', unit: 'D' },
      cylinder: { label: 'Cylindre (CYL)', unit: 'D' },
      axis: { label: 'Axe (AXE)', unit: '°' },
      addition: { label: 'Addition (ADD)', unit: 'D' },
      pd: { label: 'Écart pupillaire (EP)', unit: 'mm' },
    },
    rangeHint: (min, max) => `De ${min} à ${max}`,
    noValues: 'Veuillez saisir au moins une valeur de votre ordonnance.',
    documentLabel: 'Photo ou PDF de votre ordonnance',
    chooseFile: 'Choisir un fichier',
    documentHint: (formats, max) => `${formats}\u00a0; ${max}\u00a0Mo au maximum.`,
    documentProblems: {
      type: 'Nous ne pouvons pas utiliser ce fichier. Veuillez choisir une photo ou un PDF.',
      size: (max) =>
        `Le fichier est trop volumineux. Veuillez choisir un fichier de ${max}\u00a0Mo au maximum.`,
      empty: 'Le fichier est vide. Veuillez en choisir un autre.',
      missing: 'Veuillez choisir une photo ou un PDF de votre ordonnance.',
    },
    chosenDocument: (name, size) => `${name} (${size})`,
    previewAlt: (name) => `Aperçu de ${name}`,
    removeDocument: 'Retirer le fichier',
    fileSize: fileSizeIn('fr-CH'),
    submit: { values: 'Enregistrer l’ordonnance', document: 'Envoyer l’ordonnance' },
    failed: {
      title: 'Cela n’a malheureusement pas fonctionné',
      text: 'Vos données sont conservées. Veuillez réessayer dans un instant.',
    },
    saved: {
      values: {
        title: 'Votre ordonnance est enregistrée',
        text: 'Vous pourrez l’utiliser pour vos prochaines lunettes.',
      },
      document: {
        title: 'Merci, nous avons bien reçu votre ordonnance',
        text: 'Nous reportons les valeurs pour vous.',
      },
    },
    startOver: 'Saisir une autre ordonnance',
    fieldProblem: (field, eye, problem) => `${field}, ${eye}\u00a0: ${problem}`,
    validation: {
      required: 'Ce champ est obligatoire.',
      maxLength: (max) => `La longueur maximale autorisée est de ${max} caractères.`,
      number: 'Veuillez saisir un nombre.',
      range: (min, max) => `La valeur doit être comprise entre ${min} et ${max}.`,
      step: (step) => `Veuillez choisir une valeur par paliers de ${step}.`,
      axisRequired: 'Veuillez indiquer aussi l’axe du cylindre.',
      prismBaseRequired: 'Veuillez indiquer aussi la base du prisme.',
    },
  },
  it: {
    modeLabel: 'Come vuoi indicare la tua prescrizione?',
    modes: { values: 'Inserisci i valori', document: 'Carica una foto o un PDF' },
    requiredLabel: 'obbligatorio',
    nameLabel: 'Nome della prescrizione',
    nameHint: 'Ad esempio «Occhiali da lettura» o «Occhiali per l’ufficio».',
    valuesHint:
      'Riporta i valori così come sono indicati nella prescrizione. Lascia vuoti i campi che lì sono vuoti.',
    eyes: { right: 'Occhio destro (OD)', left: 'Occhio sinistro (OS)' },
    fields: {
      sphere: { label: 'Sfera (SF)', unit: 'D' },
      cylinder: { label: 'Cilindro (CIL)', unit: 'D' },
      axis: { label: 'Asse (AX)', unit: '°' },
      addition: { label: 'Addizione (ADD)', unit: 'D' },
      pd: { label: 'Distanza interpupillare (DIP)', unit: 'mm' },
    },
    rangeHint: (min, max) => `Da ${min} a ${max}`,
    noValues: 'Inserisci almeno un valore della prescrizione.',
    documentLabel: 'Foto o PDF della prescrizione',
    chooseFile: 'Scegli un file',
    documentHint: (formats, max) => `${formats}; al massimo ${max} MB.`,
    documentProblems: {
      type: 'Non possiamo usare questo file. Scegli una foto o un PDF.',
      size: (max) => `Il file è troppo grande. Scegli un file di al massimo ${max} MB.`,
      empty: 'Il file è vuoto. Scegline un altro.',
      missing: 'Scegli una foto o un PDF della prescrizione.',
    },
    chosenDocument: (name, size) => `${name} (${size})`,
    previewAlt: (name) => `Anteprima di ${name}`,
    removeDocument: 'Rimuovi il file',
    fileSize: fileSizeIn('it'),
    submit: { values: 'Salva la prescrizione', document: 'Invia la prescrizione' },
    failed: {
      title: 'Purtroppo non ha funzionato',
      text: 'I tuoi dati sono ancora qui. Riprova tra un momento.',
    },
    saved: {
      values: { title: 'La tua prescrizione è salvata', text: 'Potrai usarla per i tuoi prossimi occhiali.' },
      document: {
        title: 'Grazie, abbiamo ricevuto la tua prescrizione',
        text: 'Riportiamo noi i valori per te.',
      },
    },
    startOver: 'Indica un’altra prescrizione',
    fieldProblem: (field, eye, problem) => `${field}, ${eye}: ${problem}`,
    validation: {
      required: 'Questo campo è obbligatorio.',
      maxLength: (max) => `La lunghezza massima consentita è di ${max} caratteri.`,
      number: 'Inserisci un numero.',
      range: (min, max) => `Il valore deve essere compreso tra ${min} e ${max}.`,
      step: (step) => `Scegli un valore a intervalli di ${step}.`,
      axisRequired: 'Indica anche l’asse del cilindro.',
      prismBaseRequired: 'Indica anche la base del prisma.',
    },
  },
  pl: {
    modeLabel: 'Jak chcesz podać swoją receptę?',
    modes: { values: 'Wpisz wartości', document: 'Prześlij zdjęcie lub PDF' },
    requiredLabel: 'wymagane',
    nameLabel: 'Nazwa recepty',
    nameHint: 'Na przykład „Okulary do czytania” lub „Okulary do biura”.',
    valuesHint:
      'Przepisz wartości dokładnie tak, jak są na recepcie. Pola, które są tam puste, zostaw puste.',
    eyes: { right: 'Oko prawe (OP)', left: 'Oko lewe (OL)' },
    fields: {
      sphere: { label: 'Sfera (SPH)', unit: 'dptr' },
      cylinder: { label: 'Cylinder (CYL)', unit: 'dptr' },
      axis: { label: 'Oś (AX)', unit: '°' },
      addition: { label: 'Addycja (ADD)', unit: 'dptr' },
      pd: { label: 'Rozstaw źrenic (PD)', unit: 'mm' },
    },
    rangeHint: (min, max) => `Od ${min} do ${max}`,
    noValues: 'Wpisz co najmniej jedną wartość z recepty.',
    documentLabel: 'Zdjęcie lub PDF recepty',
    chooseFile: 'Wybierz plik',
    documentHint: (formats, max) => `${formats}; maksymalnie ${max} MB.`,
    documentProblems: {
      type: 'Nie możemy użyć tego pliku. Wybierz zdjęcie lub PDF.',
      size: (max) => `Plik jest za duży. Wybierz plik o rozmiarze maksymalnie ${max} MB.`,
      empty: 'Plik jest pusty. Wybierz inny.',
      missing: 'Wybierz zdjęcie lub PDF recepty.',
    },
    chosenDocument: (name, size) => `${name} (${size})`,
    previewAlt: (name) => `Podgląd pliku ${name}`,
    removeDocument: 'Usuń plik',
    fileSize: fileSizeIn('pl'),
    submit: { values: 'Zapisz receptę', document: 'Wyślij receptę' },
    failed: {
      title: 'Niestety coś poszło nie tak',
      text: 'Twoje dane zostały zachowane. Spróbuj ponownie za chwilę.',
    },
    saved: {
      values: { title: 'Recepta została zapisana', text: 'Możesz jej użyć przy zakupie kolejnych okularów.' },
      document: { title: 'Dziękujemy, otrzymaliśmy Twoją receptę', text: 'Przepiszemy wartości za Ciebie.' },
    },
    startOver: 'Podaj kolejną receptę',
    fieldProblem: (field, eye, problem) => `${field}, ${eye}: ${problem}`,
    validation: {
      required: 'To pole jest wymagane.',
      maxLength: (max) => `Maksymalna dozwolona liczba znaków: ${max}.`,
      number: 'Wpisz liczbę.',
      range: (min, max) => `Wartość musi mieścić się w przedziale od ${min} do ${max}.`,
      step: (step) => `Wybierz wartość w krokach co ${step}.`,
      axisRequired: 'Podaj także oś cylindra.',
      prismBaseRequired: 'Podaj także bazę pryzmatu.',
    },
  },
  cs: {
    modeLabel: 'Jak chcete zadat svůj předpis?',
    modes: { values: 'Zadat hodnoty', document: 'Nahrát fotku nebo PDF' },
    requiredLabel: 'povinné',
    nameLabel: 'Název předpisu',
    nameHint: 'Například „Brýle na čtení“ nebo „Brýle do kanceláře“.',
    valuesHint:
      'Opište hodnoty tak, jak jsou uvedeny na předpisu. Pole, která jsou tam prázdná, nechte prázdná.',
    eyes: { right: 'Pravé oko (P)', left: 'Levé oko (L)' },
    fields: {
      sphere: { label: 'Sféra (SPH)', unit: 'D' },
      cylinder: { label: 'Cylindr (CYL)', unit: 'D' },
      axis: { label: 'Osa (AX)', unit: '°' },
      addition: { label: 'Adice (ADD)', unit: 'D' },
      pd: { label: 'Pupilární vzdálenost (PD)', unit: 'mm' },
    },
    rangeHint: (min, max) => `Od ${min} do ${max}`,
    noValues: 'Zadejte prosím alespoň jednu hodnotu z předpisu.',
    documentLabel: 'Fotka nebo PDF předpisu',
    chooseFile: 'Vybrat soubor',
    documentHint: (formats, max) => `${formats}; nejvýše ${max} MB.`,
    documentProblems: {
      type: 'Tento soubor nemůžeme použít. Vyberte prosím fotku nebo PDF.',
      size: (max) => `Soubor je příliš velký. Vyberte prosím soubor do ${max} MB.`,
      empty: 'Soubor je prázdný. Vyberte prosím jiný.',
      missing: 'Vyberte prosím fotku nebo PDF předpisu.',
    },
    chosenDocument: (name, size) => `${name} (${size})`,
    previewAlt: (name) => `Náhled souboru ${name}`,
    removeDocument: 'Odebrat soubor',
    fileSize: fileSizeIn('cs'),
    submit: { values: 'Uložit předpis', document: 'Odeslat předpis' },
    failed: {
      title: 'Bohužel se to nepodařilo',
      text: 'Vaše údaje zůstaly zachovány. Zkuste to prosím za chvíli znovu.',
    },
    saved: {
      values: { title: 'Váš předpis je uložen', text: 'Můžete ho použít pro své příští brýle.' },
      document: { title: 'Děkujeme, váš předpis jsme obdrželi', text: 'Hodnoty za vás opíšeme.' },
    },
    startOver: 'Zadat další předpis',
    fieldProblem: (field, eye, problem) => `${field}, ${eye}: ${problem}`,
    validation: {
      required: 'Toto pole je povinné.',
      maxLength: (max) => `Maximální povolený počet znaků: ${max}.`,
      number: 'Zadejte číslo.',
      range: (min, max) => `Hodnota musí být v rozmezí ${min} až ${max}.`,
      step: (step) => `Zvolte hodnotu v krocích po ${step}.`,
      axisRequired: 'Zadejte prosím také osu cylindru.',
      prismBaseRequired: 'Zadejte prosím také bázi prizmatu.',
    },
  },
};
