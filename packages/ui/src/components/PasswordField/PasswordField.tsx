import { useId, useState } from 'react';
import { visuallyHidden } from '../../a11y/visuallyHidden.css';
import { Field, describedBy } from '../Field';
import * as fieldStyles from '../Field/Field.css';
import { IconButton } from '../IconButton';
import { CloseIcon, EyeIcon, EyeOffIcon } from '../IconButton/icons';
import * as styles from './PasswordField.css';
import { checkPassword, passwordRuleIds } from './rules';
import type { PasswordRuleId } from './rules';

export interface PasswordFieldLabels {
  /** Name of the rule list. */
  rules: string;
  rule: Record<PasswordRuleId, string>;
  met: string;
  unmet: string;
  /** Name of the show/hide toggle (a pressed button, so the name stays the same). */
  show: string;
  /** Announced politely when the number of failing rules changes. */
  remaining: (failing: number) => string;
}

export const passwordFieldLabelsKo: PasswordFieldLabels = {
  rules: '비밀번호 조건',
  rule: {
    length: '6~15자',
    letter: '영문 포함',
    digit: '숫자 포함',
    special: '특수문자 포함 ($ @ ! % ^ & * # ? = + ( ) . -)',
  },
  met: '충족',
  unmet: '미충족',
  show: '비밀번호 표시',
  remaining: (failing) =>
    failing === 0 ? '비밀번호 조건을 모두 충족합니다.' : `충족하지 않은 조건 ${failing}개`,
};

export const passwordFieldLabelsEn: PasswordFieldLabels = {
  rules: 'Password rules',
  rule: {
    length: '6 to 15 characters',
    letter: 'A letter',
    digit: 'A digit',
    special: 'A special character ($ @ ! % ^ & * # ? = + ( ) . -)',
  },
  met: 'met',
  unmet: 'not met',
  show: 'Show password',
  remaining: (failing) =>
    failing === 0 ? 'The password meets every rule.' : `${failing} rules not met yet`,
};

export interface PasswordFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  description?: string;
  error?: string | null;
  required?: boolean;
  id?: string;
  name?: string;
  placeholder?: string;
  /** Lists the password rules and marks which still fail (sign-up, reset). Off for sign-in. */
  showRules?: boolean;
  /** Defaults to 'new-password' with rules shown, 'current-password' without. */
  autoComplete?: 'new-password' | 'current-password';
  labels?: Partial<PasswordFieldLabels>;
}

/**
 * A password input with a show/hide toggle and, for new passwords, the checklist of the password
 * rule (6 to 15 characters, a letter, a digit, a special character). Rules read as neutral until
 * something is typed, then each shows met (✓) or not met (✕) in words as well as colour.
 */
export function PasswordField({
  label,
  value,
  onChange,
  description,
  error,
  required,
  id,
  name,
  placeholder,
  showRules = true,
  autoComplete,
  labels,
}: PasswordFieldProps) {
  const text = { ...passwordFieldLabelsKo, ...labels };
  const rulesId = useId();
  const [visible, setVisible] = useState(false);
  const result = checkPassword(value);
  const failing = passwordRuleIds.filter((rule) => !result[rule]).length;
  const typed = value.length > 0;
  return (
    <Field label={label} description={description} error={error} required={required} id={id}>
      {(control) => (
        <>
          <div className={styles.inputRow}>
            <input
              {...control}
              aria-describedby={describedBy([control['aria-describedby'], showRules && rulesId])}
              type={visible ? 'text' : 'password'}
              name={name}
              placeholder={placeholder}
              autoComplete={autoComplete ?? (showRules ? 'new-password' : 'current-password')}
              autoCapitalize="off"
              spellCheck={false}
              className={[fieldStyles.control, styles.input].join(' ')}
              value={value}
              onChange={(event) => onChange(event.target.value)}
            />
            <IconButton
              className={styles.toggle}
              size="sm"
              label={text.show}
              aria-pressed={visible}
              aria-controls={control.id}
              icon={visible ? <EyeOffIcon /> : <EyeIcon />}
              onClick={() => setVisible((shown) => !shown)}
            />
          </div>
          {showRules ? (
            <>
              <ul id={rulesId} className={styles.rules} aria-label={text.rules}>
                {passwordRuleIds.map((rule) => {
                  const state = !typed ? 'pending' : result[rule] ? 'met' : 'unmet';
                  return (
                    <li key={rule} className={styles.rule({ state })} data-state={state}>
                      <span className={styles.ruleMark} aria-hidden="true">
                        {state === 'met' ? <CheckIcon /> : state === 'unmet' ? <CloseIcon /> : '·'}
                      </span>
                      {text.rule[rule]}
                      {typed ? (
                        <span className={visuallyHidden}>
                          {' '}
                          ({result[rule] ? text.met : text.unmet})
                        </span>
                      ) : null}
                    </li>
                  );
                })}
              </ul>
              <p role="status" className={visuallyHidden}>
                {typed ? text.remaining(failing) : ''}
              </p>
            </>
          ) : null}
        </>
      )}
    </Field>
  );
}

function CheckIcon() {
  return (
    <svg
      viewBox="0 0 24 24"
      width="1em"
      height="1em"
      fill="none"
      stroke="currentColor"
      strokeWidth={2.4}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M5 12.5l4.5 4.5L19 7.5" />
    </svg>
  );
}
