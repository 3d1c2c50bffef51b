/**
 * The sign-in and sign-up validation rules for the session machine's `validLogin` and
 * `validSignUp` guards. The rules are the forms' zod schemas; they arrive with the screens that
 * send LOGIN and REGISTER (`loginRuleSchema.ts`, `accountRuleSchemas.ts`, imported by those
 * screens), so zod is not part of the site's first download. Until they are in, the guards
 * refuse.
 */
export type AccountRule = (values: unknown) => boolean;

const rules: { login?: AccountRule; signUp?: AccountRule } = {};

export function registerAccountRules(next: { login?: AccountRule; signUp?: AccountRule }): void {
  Object.assign(rules, next);
}

/** Whether `values` pass the registered rule (false while none is registered). */
export function passesAccountRule(kind: 'login' | 'signUp', values: unknown): boolean {
  return rules[kind]?.(values) ?? false;
}
