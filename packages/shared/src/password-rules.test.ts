import { describe, expect, it } from 'vitest';
import { COMMON_PASSWORDS } from './common-passwords';
import { PASSWORD_RULES, passwordProblem } from './password-rules';

describe('passwordProblem', () => {
  const rules = { email: 'asha.kulkarni@example.com', commonPasswords: COMMON_PASSWORDS };

  it('accepts a long uncommon password', () => {
    expect(passwordProblem('chai-at-fergusson-4pm', rules)).toBeNull();
  });

  it('refuses short, blank-only and over-long passwords', () => {
    expect(passwordProblem('', rules)).toBe(PASSWORD_RULES.tooShort);
    expect(passwordProblem('abc123', rules)).toBe(PASSWORD_RULES.tooShort);
    expect(passwordProblem('        ', rules)).toBe(PASSWORD_RULES.blank);
    expect(passwordProblem('x'.repeat(129), rules)).toBe(PASSWORD_RULES.tooLong);
  });

  it('refuses the email address and its name part, in any case', () => {
    expect(passwordProblem('Asha.Kulkarni@Example.com', rules)).toBe(PASSWORD_RULES.isEmail);
    expect(passwordProblem('asha.kulkarni', rules)).toBe(PASSWORD_RULES.isEmail);
  });

  it('refuses the most common passwords, in any case', () => {
    expect(passwordProblem('12345678', rules)).toBe(PASSWORD_RULES.common);
    expect(passwordProblem('Password1', rules)).toBe(PASSWORD_RULES.common);
    expect(passwordProblem('qwertyuiop', rules)).toBe(PASSWORD_RULES.common);
    expect(COMMON_PASSWORDS.size).toBeGreaterThan(3000);
  });

  it('checks the common list only when it is given', () => {
    expect(passwordProblem('12345678', { email: rules.email })).toBeNull();
  });
});
