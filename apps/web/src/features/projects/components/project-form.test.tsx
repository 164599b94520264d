import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AuthProvider } from '@/lib/auth';
import { notify } from '@/lib/toast';
import { ProjectForm } from './project-form';

/*
 * Issue 30: the project form's own rules and states, without a server: each file is checked as
 * it is chosen, the title and pictures on submit, and the upload reports its progress and places
 * the server's refusal under the field it names.
 */

const MB = 1024 * 1024;

/** A file of `bytes` without allocating them: the form reads only its name, type and size. */
function fileOf(name: string, type: string, bytes = 200_000): File {
  const file = new File(['x'], name, { type });
  Object.defineProperty(file, 'size', { value: bytes });
  return file;
}

/** XMLHttpRequest as lib/api-upload.ts uses it; a test says how far the bytes got and what the server answers. */
class FakeUpload {
  static sent: FakeUpload[] = [];
  upload: { onprogress?: (event: { lengthComputable: boolean; loaded: number; total: number }) => void } = {};
  status = 0;
  responseText = '';
  responseType = '';
  url = '';
  body: FormData | null = null;
  onload?: () => void;
  onerror?: () => void;
  onabort?: () => void;
  open(_method: string, url: string) {
    this.url = url;
  }
  setRequestHeader() {}
  send(body: FormData) {
    this.body = body;
    FakeUpload.sent.push(this);
  }
  abort() {
    this.onabort?.();
  }
  progress(percent: number) {
    act(() => this.upload.onprogress?.({ lengthComputable: true, loaded: percent, total: 100 }));
  }
  answer(status: number, payload: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(payload);
    act(() => this.onload?.());
  }
}

function renderForm() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>
        <AuthProvider>
          <ProjectForm courseId="course-1" earlier={undefined} shownAtStart={false} />
        </AuthProvider>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  // The browser's own filter on `accept` is what a drop, or "All files" in the dialog, skips.
  return userEvent.setup({ applyAccept: false });
}

const pictureInput = () => document.querySelector<HTMLInputElement>('input[name="images"]')!;
const pdfInput = () => document.querySelector<HTMLInputElement>('input[name="pdf"]')!;
const thumbnails = () => screen.queryAllByRole('button', { name: /^Remove .+\.(jpg|png|webp)$/ });

describe('the project form', () => {
  let previews = 0;
  beforeEach(() => {
    FakeUpload.sent = [];
    vi.stubGlobal('XMLHttpRequest', FakeUpload);
    URL.createObjectURL = () => `blob:preview-${(previews += 1)}`;
    URL.revokeObjectURL = () => undefined;
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    // jsdom has neither: the next test file starts without them.
    Reflect.deleteProperty(URL, 'createObjectURL');
    Reflect.deleteProperty(URL, 'revokeObjectURL');
  });

  it('refuses pictures of another type or over 15 MB by name, and keeps the good ones', async () => {
    const user = renderForm();
    await user.upload(pictureInput(), [
      fileOf('poster.gif', 'image/gif'),
      fileOf('huge.png', 'image/png', 15 * MB + 1),
      fileOf('cover.jpg', 'image/jpeg'),
    ]);
    expect(
      screen.getByText('“poster.gif” is not a JPEG, PNG or WebP picture. “huge.png” is larger than 15 MB.'),
    ).toBeTruthy();
    expect(pictureInput().getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('img', { name: 'cover.jpg' })).toBeTruthy();
    expect(screen.getByText('1 of 8 pictures')).toBeTruthy();
    expect(FakeUpload.sent).toHaveLength(0);
  });

  it('takes eight pictures at most, says how many were left out, and lets one go', async () => {
    const user = renderForm();
    await user.upload(
      pictureInput(),
      Array.from({ length: 10 }, (_, index) => fileOf(`work-${index + 1}.jpg`, 'image/jpeg')),
    );
    expect(thumbnails()).toHaveLength(8);
    expect(screen.getByText('2 pictures were left out: a version takes at most 8.')).toBeTruthy();
    expect(pictureInput().disabled).toBe(true);
    expect(screen.getByText('Cover')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Remove work-1.jpg' }));
    expect(thumbnails()).toHaveLength(7);
    expect(pictureInput().disabled).toBe(false);
    expect(screen.queryByText(/left out/)).toBeNull();
  });

  it('refuses a file that is not a PDF and a PDF over 25 MB', async () => {
    const user = renderForm();
    await user.upload(pdfInput(), fileOf('notes.docx', 'application/msword'));
    expect(screen.getByText('“notes.docx” is not a PDF.')).toBeTruthy();
    await user.upload(pdfInput(), fileOf('process.pdf', 'application/pdf', 25 * MB + 1));
    expect(screen.getByText('“process.pdf” is larger than 25 MB.')).toBeTruthy();

    await user.upload(pdfInput(), fileOf('process.pdf', 'application/pdf', 3 * MB));
    expect(screen.queryByText(/is larger than/)).toBeNull();
    expect(screen.getByText('process.pdf')).toBeTruthy();
    expect(screen.getByText('3 MB')).toBeTruthy();
  });

  it('asks for a title and a picture before sending, and counts the description', async () => {
    const user = renderForm();
    await user.click(screen.getByRole('button', { name: 'Hand in project' }));
    expect(screen.getByText('Give your project a title.')).toBeTruthy();
    expect(screen.getByText('Add at least one picture of your work.')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText('Title'));
    expect(FakeUpload.sent).toHaveLength(0);

    expect(screen.getByText('0 of 5000 characters')).toBeTruthy();
    await user.type(screen.getByLabelText('Description'), 'Posters');
    expect(screen.getByText('7 of 5000 characters')).toBeTruthy();
    expect(screen.getByLabelText('Description').getAttribute('maxlength')).toBe('5000');
  });

  it('sends the version with its progress, and places the server’s refusal under the field it names', async () => {
    const user = renderForm();
    await user.type(screen.getByLabelText('Title'), 'Monsoon posters');
    await user.upload(pictureInput(), fileOf('cover.jpg', 'image/jpeg'));
    await user.click(screen.getByRole('checkbox', { name: /Show it in the course’s student gallery/ }));
    await user.click(screen.getByRole('button', { name: 'Hand in project' }));

    const [sent] = FakeUpload.sent;
    if (!sent?.body) throw new Error('Nothing was sent');
    expect(sent.url).toBe('/api/courses/course-1/projects');
    expect(sent.body.get('title')).toBe('Monsoon posters');
    expect(sent.body.get('public')).toBe('true');
    expect(sent.body.getAll('images').map((file) => (file as File).name)).toEqual(['cover.jpg']);
    expect(sent.body.get('pdf')).toBeNull();

    sent.progress(40);
    expect(screen.getByRole('progressbar', { name: 'Upload progress' }).getAttribute('aria-valuenow')).toBe(
      '40',
    );
    expect(screen.getByText('Uploading… 40%')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Hand in project' }).hasAttribute('disabled')).toBe(true);

    const toast = vi.spyOn(notify, 'error').mockImplementation(() => undefined);
    sent.answer(415, {
      success: false,
      message: 'cover.jpg is not a picture we can read.',
      field: 'images',
    });
    expect(await screen.findByText('cover.jpg is not a picture we can read.')).toBeTruthy();
    expect(pictureInput().getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(toast).toHaveBeenCalledWith('cover.jpg is not a picture we can read.');
  });

  it('says a refusal that names no field above the button, and a cancelled upload says nothing', async () => {
    const user = renderForm();
    vi.spyOn(notify, 'error').mockImplementation(() => undefined);
    await user.type(screen.getByLabelText('Title'), 'Type study');
    await user.upload(pictureInput(), fileOf('cover.png', 'image/png'));
    await user.click(screen.getByRole('button', { name: 'Hand in project' }));
    FakeUpload.sent[0]?.answer(409, { success: false, message: 'Your project is already approved.' });
    expect(
      within(await screen.findByRole('alert')).getByText('Your project is already approved.'),
    ).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Hand in project' }));
    await user.click(screen.getByRole('button', { name: 'Cancel upload' }));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('thanks the student and empties the pictures once the version is in', async () => {
    const user = renderForm();
    const toast = vi.spyOn(notify, 'success').mockImplementation(() => undefined);
    await user.type(screen.getByLabelText('Title'), 'Type study');
    await user.upload(pictureInput(), fileOf('cover.webp', 'image/webp'));
    await user.click(screen.getByRole('button', { name: 'Hand in project' }));
    FakeUpload.sent[0]?.answer(201, { success: true, message: 'Project handed in.', data: {} });
    await vi.waitFor(() => expect(toast).toHaveBeenCalledWith('Project handed in.'));
    expect(thumbnails()).toHaveLength(0);
  });
});
