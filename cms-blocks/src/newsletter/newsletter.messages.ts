import type { LanguageCode } from '@lumen/domain';

/**
 * The newsletter form's UI texts (not the editor's headline, text and consent), in the shop
 * languages. `validation` holds the §5 messages the form shows, worded as the storefront's
 * message files word them (`validation.required`, `validation.email`).
 */
export type NewsletterMessages = {
  emailLabel: string;
  /** Read out after a required field's label; sighted users see an asterisk. */
  requiredLabel: string;
  /** The button when the editor names none. */
  submit: string;
  /** The consent checkbox was left unticked. */
  consentRequired: string;
  validation: { required: string; email: string };
  /** Double opt-in (subscribeNewsletter answered `confirmation_sent`). */
  confirmationSent: { title: string; description: (email: string) => string };
  /** subscribeNewsletter answered `already_subscribed`. */
  alreadySubscribed: { title: string; description: (email: string) => string };
  /** The call failed (network, server): nothing was signed up. */
  failed: { title: string; description: string };
};

export const newsletterMessages: Readonly<Record<LanguageCode, NewsletterMessages>> = {
  de: {
    emailLabel: 'E-Mail-Adresse',
    requiredLabel: 'Pflichtfeld',
    submit: 'Anmelden',
    consentRequired: 'Bitte bestätigen Sie, dass Sie den Newsletter erhalten möchten.',
    validation: {
      required: 'Dieses Feld ist erforderlich.',
      email: 'Dies ist keine gültige E-Mail-Adresse.',
    },
    confirmationSent: {
      title: 'Fast geschafft!',
      description: (email) =>
        `Wir haben Ihnen eine E-Mail an ${email} geschickt. Bitte bestätigen Sie Ihre Anmeldung mit dem Link darin.`,
    },
    alreadySubscribed: {
      title: 'Sie sind bereits angemeldet.',
      description: (email) => `${email} erhält unseren Newsletter schon. Es ist nichts weiter zu tun.`,
    },
    failed: {
      title: 'Die Anmeldung hat nicht geklappt.',
      description: 'Bitte versuchen Sie es in ein paar Minuten noch einmal.',
    },
  },
  fr: {
    emailLabel: 'Adresse e-mail',
    requiredLabel: 'obligatoire',
    submit: 'S’inscrire',
    consentRequired: 'Veuillez confirmer que vous souhaitez recevoir la newsletter.',
    validation: {
      required: 'Ce champ est obligatoire.',
      email: 'Cette adresse e-mail n’est pas valide.',
    },
    confirmationSent: {
      title: 'Vous y êtes presque !',
      description: (email) =>
        `Nous vous avons envoyé un e-mail à ${email}. Veuillez confirmer votre inscription à l’aide du lien qu’il contient.`,
    },
    alreadySubscribed: {
      title: 'Vous êtes déjà inscrit(e).',
      description: (email) => `${email} reçoit déjà notre newsletter. Vous n’avez rien d’autre à faire.`,
    },
    failed: {
      title: 'L’inscription n’a pas abouti.',
      description: 'Veuillez réessayer dans quelques minutes.',
    },
  },
  it: {
    emailLabel: 'Indirizzo e-mail',
    requiredLabel: 'obbligatorio',
    submit: 'Iscriviti',
    consentRequired: 'Conferma di voler ricevere la newsletter.',
    validation: {
      required: 'Questo campo è obbligatorio.',
      email: 'Questo indirizzo e-mail non è valido.',
    },
    confirmationSent: {
      title: 'Ci sei quasi!',
      description: (email) =>
        `Ti abbiamo inviato un’e-mail a ${email}. Conferma l’iscrizione con il link che contiene.`,
    },
    alreadySubscribed: {
      title: 'Sei già iscritto/a.',
      description: (email) => `${email} riceve già la nostra newsletter. Non devi fare altro.`,
    },
    failed: {
      title: 'L’iscrizione non è andata a buon fine.',
      description: 'Riprova tra qualche minuto.',
    },
  },
  pl: {
    emailLabel: 'Adres e-mail',
    requiredLabel: 'wymagane',
    submit: 'Zapisz się',
    consentRequired: 'Potwierdź, że chcesz otrzymywać newsletter.',
    validation: {
      required: 'To pole jest wymagane.',
      email: 'To nie jest prawidłowy adres e-mail.',
    },
    confirmationSent: {
      title: 'Prawie gotowe!',
      description: (email) =>
        `Wysłaliśmy wiadomość na adres ${email}. Potwierdź zapis, klikając zawarty w niej link.`,
    },
    alreadySubscribed: {
      title: 'Ten adres jest już zapisany.',
      description: (email) => `${email} otrzymuje już nasz newsletter. Nie musisz nic więcej robić.`,
    },
    failed: {
      title: 'Nie udało się zapisać.',
      description: 'Spróbuj ponownie za kilka minut.',
    },
  },
  cs: {
    emailLabel: 'E-mailová adresa',
    requiredLabel: 'povinné',
    submit: 'Přihlásit se',
    consentRequired: 'Potvrďte prosím, že chcete dostávat newsletter.',
    validation: {
      required: 'Toto pole je povinné.',
      email: 'Toto není platná e-mailová adresa.',
    },
    confirmationSent: {
      title: 'Skoro hotovo!',
      description: (email) =>
        `Poslali jsme vám e-mail na adresu ${email}. Přihlášení prosím potvrďte odkazem, který v něm najdete.`,
    },
    alreadySubscribed: {
      title: 'Tato adresa už je přihlášená.',
      description: (email) => `Na adresu ${email} už náš newsletter chodí. Nemusíte nic dalšího dělat.`,
    },
    failed: {
      title: 'Přihlášení se nezdařilo.',
      description: 'Zkuste to prosím znovu za několik minut.',
    },
  },
};
