/** The password rule: 6 to 15 characters, at least one letter, one digit and one special character. */
export const passwordLength = { min: 6, max: 15 } as const;
export const passwordSpecialCharacters = '$@!%^&*#?=+().-';
export const passwordRuleIds = ['length', 'letter', 'digit', 'special'] as const;
export type PasswordRuleId = (typeof passwordRuleIds)[number];

/** Which of the password rules the value meets. Length counts characters, not UTF-16 units. */
export function checkPassword(value: string): Record<PasswordRuleId, boolean> {
  const length = [...value].length;
  return {
    length: length >= passwordLength.min && length <= passwordLength.max,
    letter: /[A-Za-z]/.test(value),
    digit: /[0-9]/.test(value),
    special: [...value].some((char) => passwordSpecialCharacters.includes(char)),
  };
}

/** The rules the value still fails, in display order. */
export function failingPasswordRules(value: string): PasswordRuleId[] {
  const result = checkPassword(value);
  return passwordRuleIds.filter((rule) => !result[rule]);
}
