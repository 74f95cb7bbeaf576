import type { Translations } from '../../locales';

/** Every form: required, a value, a number, a length. German uses "du", like the server's other texts. */
export const generalMessages = {
  required: { en: 'This field is required.', it: 'Questo campo è obbligatorio.', de: 'Dieses Feld ist erforderlich.' },
  valueInvalid: { en: 'This value is not valid.', it: 'Questo valore non è valido.', de: 'Dieser Wert ist ungültig.' },
  numberInvalid: {
    en: 'Please enter a whole number.',
    it: 'Inserisci un numero intero.',
    de: 'Bitte gib eine ganze Zahl ein.',
  },
  textMax: {
    en: 'This field may not be longer than {max} characters.',
    it: 'Questo campo non può superare {max} caratteri.',
    de: 'Dieses Feld darf höchstens {max} Zeichen lang sein.',
  },
} satisfies Record<string, Translations>;
