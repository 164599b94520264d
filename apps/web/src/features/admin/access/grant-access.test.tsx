import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { AdminStateProvider } from '../lib/admin-state';
import { GrantAccess } from './grant-access';

const COURSE = { _id: '7f3c2a10-0000-4000-8000-000000000001', title: 'Watercolour Basics' };

/**
 * The course picker's suggestions come back at once; every other call (the Manual Access table,
 * the student search, the grant itself) stays unanswered: these tests never get that far.
 */
function answerCoursePicker(url: string): Promise<Response> {
  if (!url.startsWith('/api/admin/course/get')) return new Promise(() => {});
  const course = { ...COURSE, price: 999, isPublished: true };
  const page = { success: true, data: [course], pagination: { page: 1, limit: 20, total: 1, pages: 1 } };
  return Promise.resolve(Response.json(page));
}

function renderGrantAccess() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={['/admin/grant-access']}>
        <AdminStateProvider>
          <GrantAccess />
        </AdminStateProvider>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const coursePicker = () => screen.getByRole('combobox', { name: 'Course' });
const studentList = () => screen.getByRole('textbox', { name: 'Student IDs or Emails' });
const grant = () => screen.getByRole('button', { name: 'Grant Access' });

describe('Grant Access', () => {
  // jsdom lays nothing out, so it has no scrollIntoView for the picker's highlighted option.
  beforeAll(() => {
    Element.prototype.scrollIntoView = () => {};
  });
  beforeEach(() => vi.stubGlobal('fetch', vi.fn(answerCoursePicker)));
  afterEach(() => vi.unstubAllGlobals());

  it('on a failed grant shows both problems and focuses the course picker, the first field', async () => {
    const user = userEvent.setup();
    renderGrantAccess();
    await user.click(grant());
    expect(screen.getByText('Choose the course to open.')).toBeTruthy();
    expect(screen.getByText('Enter at least one student id or email, or find students below.')).toBeTruthy();
    expect(document.activeElement).toBe(coursePicker());
    expect(coursePicker().getAttribute('aria-invalid')).toBe('true');
  });

  it('with a course chosen, focuses the student list when an entry is neither an id nor an email', async () => {
    const user = userEvent.setup();
    renderGrantAccess();
    await user.type(coursePicker(), 'Water');
    await user.click(await screen.findByRole('option', { name: /Watercolour Basics/ }));
    await user.type(studentList(), 'asha');
    await user.click(grant());
    expect(screen.getByText('Neither a student id nor an email: asha.')).toBeTruthy();
    expect(screen.queryByText('Choose the course to open.')).toBeNull();
    expect(document.activeElement).toBe(studentList());
    expect(studentList().getAttribute('aria-invalid')).toBe('true');
  });
});
