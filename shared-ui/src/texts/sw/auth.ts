import type { Translation } from '../../i18n/translation.ts';
import type { auth as en } from '../auth.ts';

/** Kiswahili for ../auth.ts. */
export const auth: Translation<typeof en> = {
  invalidEmail: 'Tafadhali weka barua pepe sahihi.',
  passwordTooShort: 'Nenosiri liwe na angalau herufi 4.',
  usernameRequired: 'Jina la mtumiaji ni lazima.',
  invalidCredentials: 'Barua pepe au nenosiri si sahihi.',
  network: 'Tatizo la mtandao. Tafadhali jaribu tena.',
  attemptsLeft: (n: number) =>
    n === 1
      ? `Imeshindikana kuingia. Umebakiwa na jaribio ${n} kabla ya kuzuiwa kwa muda.`
      : `Imeshindikana kuingia. Umebakiwa na majaribio ${n} kabla ya kuzuiwa kwa muda.`,
  lockedFive: 'Umekosea mara nyingi mno. Jaribu tena baada ya dakika 5.',
  lockedTwenty: 'Umekosea mara nyingi mno. Jaribu tena baada ya dakika 20.',
  lockedMinutes: (n: number) => `Umekosea mara nyingi mno. Tafadhali jaribu tena baada ya dakika ${n}.`,
  loginSuccess: 'Umeingia!',
  registerSuccess: 'Umesajiliwa!',
  emailTaken: 'Tayari kuna akaunti yenye barua pepe hii.',
  registerFailed: 'Usajili umeshindikana.',
  username: 'Jina la mtumiaji',
  email: 'Barua pepe',
  password: 'Nenosiri',
  loginTitle: 'Ingia',
  registerTitle: 'Fungua akaunti yako',
  login: 'Ingia',
  register: 'Jisajili',
  newHere: 'Mara ya kwanza hapa?',
  createAccount: 'Fungua akaunti',
  alreadyMember: 'Tayari ni mwanachama?',
  logout: 'Toka',
};
