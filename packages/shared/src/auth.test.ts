import { describe, expect, it } from 'vitest';
import { loginBodySchema, registerBodySchema } from './auth';

const valid = {
  name: 'Aarav Deshpande',
  email: 'Aarav@Example.com',
  phone: '+91 98220-10002',
  password: 'long enough',
};

describe('registerBodySchema', () => {
  it('accepts an Indian mobile number with a country code, spaces and dashes, and lower-cases the email', () => {
    const parsed = registerBodySchema.parse(valid);
    expect(parsed.email).toBe('aarav@example.com');
    expect(parsed.phone).toBe('+91 98220-10002');
  });

  it.each([
    ['name', { name: '   ' }, 'name is required'],
    ['phone', { phone: '98-22' }, 'phone must have between 7 and 20 digits'],
    ['phone', { phone: 'call me' }, 'phone may contain only digits, spaces, dashes and a leading +'],
    ['email', { email: 'not-an-email' }, 'email must be a valid email address'],
    ['password', { password: 'short' }, 'password must be at least 8 characters'],
  ])('names the field %s in its message', (field, override, message) => {
    const result = registerBodySchema.safeParse({ ...valid, ...override });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual([field]);
    expect(result.error?.issues[0]?.message).toBe(message);
  });
});

describe('loginBodySchema', () => {
  it('does not apply the registration password length to sign-in', () => {
    expect(loginBodySchema.safeParse({ email: 'a@b.co', password: 'x' }).success).toBe(true);
  });
});
