import { loginSchema } from '@tonggye/analysis-forms';
import { registerAccountRules } from './accountRules';

// Imported for this effect by the sign-in screen: the session machine re-checks LOGIN values
// with the form's own rule. Only the sign-in rule: the sign-up schema (built with the sign-up
// screen, `accountRuleSchemas.ts`) is work the sign-in page does not need.
registerAccountRules({ login: (values) => loginSchema.safeParse(values).success });

// The account calls (their own chunk, see sessionActors.ts) start loading with the screen, so
// signing in does not wait for them; in a task of their own (their answers' schemas are built
// as the module runs), not in the one that runs the screen's module. Only in a browser (the
// build's prerender runs this module too, and its files are gone by the time a timer fires).
// A warm-up only: should it fail, signing in imports the module again and shows that failure.
if (typeof document !== 'undefined')
  setTimeout(() => void import('./accountCalls').catch(() => undefined));
