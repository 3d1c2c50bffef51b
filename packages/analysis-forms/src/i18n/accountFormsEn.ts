import { accountsEn, myAccountEn } from '../accounts/catalogue';
import type { AccountFormsCatalogue } from './accountFormsKo';

/** English catalogue of the `accountForms` namespace (the same keys as the Korean one). */
export const accountFormsEn: AccountFormsCatalogue = {
  accounts: accountsEn,
  myAccount: myAccountEn,
};
