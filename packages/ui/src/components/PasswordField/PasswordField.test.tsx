import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { PasswordField } from './PasswordField';
import { checkPassword, failingPasswordRules } from './rules';

function Harness({ showRules }: { showRules?: boolean }) {
  const [value, setValue] = useState('');
  return <PasswordField label="비밀번호" value={value} onChange={setValue} showRules={showRules} />;
}

function ruleState(text: string) {
  return screen.getByText(text).closest('li')?.getAttribute('data-state');
}

describe('checkPassword (the password rule)', () => {
  it('needs 6 to 15 characters', () => {
    expect(checkPassword('a1!de').length).toBe(false);
    expect(checkPassword('a1!def').length).toBe(true);
    expect(checkPassword('a1!defghijklmno').length).toBe(true);
    expect(checkPassword('a1!defghijklmnop').length).toBe(false);
  });

  it('needs a Latin letter, a digit and a special character from the listed set', () => {
    expect(failingPasswordRules('123456')).toEqual(['letter', 'special']);
    expect(failingPasswordRules('비밀번호1234!')).toEqual(['letter']);
    expect(failingPasswordRules('abcdef_1')).toEqual(['special']);
    for (const special of '$@!%^&*#?=+().-') {
      expect(checkPassword(`abc12${special}`).special).toBe(true);
    }
    expect(checkPassword('abc12~').special).toBe(false);
    expect(failingPasswordRules('Tonggye2024!')).toEqual([]);
  });
});

describe('PasswordField', () => {
  it('keeps rules neutral until typing, then marks each as met or not, in words too', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const input = screen.getByLabelText('비밀번호', { selector: 'input' });
    expect(ruleState('6~15자')).toBe('pending');
    expect(screen.getByRole('status').textContent).toBe('');
    await user.type(input, 'abc1');
    expect(ruleState('6~15자')).toBe('unmet');
    expect(ruleState('영문 포함')).toBe('met');
    expect(ruleState('숫자 포함')).toBe('met');
    expect(screen.getByText('6~15자').closest('li')?.textContent).toContain('(미충족)');
    expect(screen.getByRole('status').textContent).toBe('충족하지 않은 조건 2개');
    expect(input.getAttribute('aria-describedby')).toContain(
      screen.getByRole('list', { name: '비밀번호 조건' }).id,
    );
    await user.type(input, '.xy');
    expect(screen.getByRole('status').textContent).toBe('비밀번호 조건을 모두 충족합니다.');
  });

  it('shows and hides the password with a pressed toggle that keeps its name', async () => {
    const user = userEvent.setup();
    render(<Harness showRules={false} />);
    const input = screen.getByLabelText('비밀번호', { selector: 'input' });
    expect(input.getAttribute('type')).toBe('password');
    expect(input.getAttribute('autocomplete')).toBe('current-password');
    expect(screen.queryByRole('list')).toBeNull();
    const toggle = screen.getByRole('button', { name: '비밀번호 표시' });
    await user.click(toggle);
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
    expect(input.getAttribute('type')).toBe('text');
    toggle.focus();
    await user.keyboard(' ');
    expect(input.getAttribute('type')).toBe('password');
  });
});
