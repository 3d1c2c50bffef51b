import { loginSchema, signUpSchema } from '@tonggye/analysis-forms';
import { registerAccountRules } from './accountRules';

// Imported for this effect by the sign-in and sign-up screens (their chunks carry the forms'
// schemas anyway): the session machine re-checks LOGIN and REGISTER values with the same rules.
registerAccountRules({
  login: (values) => loginSchema.safeParse(values).success,
  signUp: (values) => signUpSchema.safeParse(values).success,
});

// The account calls (their own chunk, see sessionActors.ts) start loading with these screens,
// so signing in does not wait for them.
void import('./accountCalls');
