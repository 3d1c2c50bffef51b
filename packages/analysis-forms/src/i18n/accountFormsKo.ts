import {
  accountsKo,
  myAccountKo,
  type AccountsCatalogue,
  type MyAccountCatalogue,
} from '../accounts/catalogue';

/** Korean catalogue of the `accountForms` namespace: the account forms' words. */
export const accountFormsKo = { accounts: accountsKo, myAccount: myAccountKo } as const;

/** The namespace's shape; the English catalogue must have exactly the same keys. */
export type AccountFormsCatalogue = {
  accounts: AccountsCatalogue;
  myAccount: MyAccountCatalogue;
};
