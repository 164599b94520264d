import { describe, expect, it } from 'vitest';
import { grantProblems } from './grant-problems';

const STUDENT_ID = '3f1c2b7e-9a4d-4c1e-8f2a-5b6c7d8e9f01';

describe('grantProblems: what Grant Access asks for before it sends', () => {
  it('asks for a course and at least one student', () => {
    expect(grantProblems('', [])).toEqual({
      courseId: 'Choose the course to open.',
      studentIds: 'Enter at least one student id or email, or find students below.',
    });
  });

  it('names each entry that is neither a student id nor an email', () => {
    expect(grantProblems('c1', ['asha@example.com', 'asha', STUDENT_ID, '42'])).toEqual({
      courseId: undefined,
      studentIds: 'Neither a student id nor an email: asha, 42.',
    });
    expect(grantProblems('c1', ['asha@example.com', STUDENT_ID])).toEqual({
      courseId: undefined,
      studentIds: undefined,
    });
  });
});
