import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { namedField, parsePrice } from './form-values';

describe('parsePrice: the admin forms refuse what Razorpay cannot take', () => {
  it.each(['0.01', '0.5', '0.99'])('refuses ₹%s', (text) => {
    expect(parsePrice(text)).toEqual({
      error: 'Enter 0 for free, or at least ₹1: Razorpay takes no payment under ₹1.',
    });
  });

  it.each([
    ['0', 0],
    ['1', 1],
    ['1,499.50', 1499.5],
  ])('accepts %s', (text, value) => {
    expect(parsePrice(text)).toEqual({ value });
  });

  it('keeps the other rupee messages', () => {
    expect(parsePrice('')).toEqual({ error: 'Enter the price.' });
    expect(parsePrice('-3')).toEqual({ error: 'The price cannot be negative.' });
  });
});

describe('namedField: the form field a server refusal is about', () => {
  const fields = ['title', 'curriculum'] as const;

  it('places a nested field under its form field, without the path the message starts with', () => {
    const error = new ApiError(400, 'curriculum.2.title: lecture title is required', 'curriculum.2.title');
    expect(namedField(error, fields)).toEqual({
      field: 'curriculum',
      path: ['curriculum', '2', 'title'],
      message: 'lecture title is required',
    });
  });

  it('keeps a message that names its field in its own words', () => {
    expect(namedField(new ApiError(400, 'title is required', 'title'), fields)).toEqual({
      field: 'title',
      path: ['title'],
      message: 'title is required',
    });
  });

  it('names no field the form does not have, and none the server did not name', () => {
    expect(namedField(new ApiError(400, 'id must be a UUID', 'id'), fields)).toBeNull();
    expect(
      namedField(new ApiError(400, 'title: looks like a field, but the server named none'), fields),
    ).toBeNull();
    expect(namedField(new Error('title is required'), fields)).toBeNull();
  });
});
