import { describe, expect, it } from 'vitest';
import { isWebAddress } from './catalogue-courses';

describe("an instructor's portfolio link (issue 28)", () => {
  it.each([
    'https://www.behance.net/aditi-rao',
    'http://aditirao.in',
    'https://dribbble.com/aditi?tab=work#top',
  ])('takes %s', (address) => expect(isWebAddress(address)).toBe(true));
  it.each([
    'javascript:alert(1)',
    'behance aditi',
    'https://',
    'https://localhost',
    'ftp://files.example.com',
    'https://a b.com',
  ])('refuses %s', (address) => expect(isWebAddress(address)).toBe(false));
});
