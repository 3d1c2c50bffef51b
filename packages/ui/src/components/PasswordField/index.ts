export { PasswordField, passwordFieldLabelsKo, passwordFieldLabelsEn } from './PasswordField';
export type { PasswordFieldProps, PasswordFieldLabels } from './PasswordField';
export {
  checkPassword,
  failingPasswordRules,
  passwordLength,
  passwordRuleIds,
  passwordSpecialCharacters,
} from './rules';
export type { PasswordRuleId } from './rules';
