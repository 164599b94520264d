import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client';
import { namedField } from './named-field';

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
