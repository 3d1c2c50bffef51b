import { signUpSchema } from '@tonggye/analysis-forms';
import { registerAccountRules } from './accountRules';
import './loginRuleSchema';

// Imported for this effect by the sign-up screen (its chunk carries the form's schema anyway):
// the session machine re-checks REGISTER values, as it does LOGIN values, with the same rules.
registerAccountRules({ signUp: (values) => signUpSchema.safeParse(values).success });
