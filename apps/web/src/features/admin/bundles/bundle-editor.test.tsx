import type { BundleInput } from '@academy/shared/bundles';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { notify } from '@/lib/toast';
import { AdminStateProvider } from '../lib/admin-state';
import { AddBundleRoute } from './bundle-editor';

/*
 * Admin → Add Bundle: what the form refuses before anything is sent (one item, a price not
 * below the items'), the saving it shows as the price is typed, and a refusal of the server's
 * shown on the field it names.
 */

const COURSE = {
  _id: '7f3c2a10-0000-4000-8000-000000000001',
  title: 'Brand Identity Design',
  price: 2000,
  image: '',
  isPublished: true,
};
const ASSET = {
  _id: '9b1d4e20-0000-4000-8000-000000000002',
  name: 'Lightroom Presets',
  price: 1000,
  image: [],
};

const page = (item: object) => ({
  success: true,
  data: [item],
  pagination: { page: 1, limit: 20, total: 1, nextPage: null },
});

type Sent = { method: string; path: string; body: BundleInput };

/** The catalogue's suggestions come back at once; a save is recorded in `sent` and answered by `answer`. */
function server(sent: Sent[], answer: () => Response) {
  return (url: string, init: RequestInit): Promise<Response> => {
    const { pathname } = new URL(url, 'http://store.test');
    const method = init.method ?? 'GET';
    if (method === 'GET' && pathname === '/api/admin/course/get')
      return Promise.resolve(Response.json(page(COURSE)));
    if (method === 'GET' && pathname === '/api/admin/digital-assets/get')
      return Promise.resolve(Response.json(page(ASSET)));
    sent.push({ method, path: pathname, body: JSON.parse(String(init.body)) as BundleInput });
    return Promise.resolve(answer());
  };
}

const created = () =>
  Response.json(
    {
      success: true,
      message: 'Bundle created',
      data: { id: '1c2d3e40-0000-4000-8000-000000000003', title: 'Starter Kit' },
    },
    { status: 201 },
  );

function renderEditor() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={['/admin/bundles/add']}>
        <AdminStateProvider>
          <Routes>
            <Route path="/admin/bundles/add" element={<AddBundleRoute />} />
            <Route path="/admin/bundles" element={<h1>The bundles table</h1>} />
          </Routes>
        </AdminStateProvider>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const itemsBox = () => screen.getByRole('combobox', { name: 'Items' });
const priceBox = () => screen.getByRole('textbox', { name: 'Price' });
const submit = () => screen.getByRole('button', { name: 'Submit' });

/** The messages read with a control: its hint and its error. */
const messagesOf = (element: HTMLElement) =>
  (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '');

type User = ReturnType<typeof userEvent.setup>;

/** Types the title and a price, and chooses these items from the suggestions. */
async function fillIn(user: User, { items, price }: { items: RegExp[]; price: string }) {
  await user.type(screen.getByRole('textbox', { name: 'Title' }), 'Starter Kit');
  await user.type(itemsBox(), 'a');
  for (const item of items) await user.click(await screen.findByRole('option', { name: item }));
  await user.type(priceBox(), price);
}

describe('Admin → Add Bundle', () => {
  let sent: Sent[];
  // jsdom lays nothing out, so it has no scrollIntoView for the picker's highlighted option.
  beforeAll(() => {
    Element.prototype.scrollIntoView = () => {};
  });
  beforeEach(() => {
    sent = [];
    vi.spyOn(notify, 'success').mockImplementation(() => undefined);
    vi.spyOn(notify, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('refuses a single item in the server’s words, on the items, and sends nothing', async () => {
    vi.stubGlobal('fetch', vi.fn(server(sent, created)));
    const user = userEvent.setup();
    renderEditor();
    await fillIn(user, { items: [/Brand Identity Design/], price: '1500' });
    await user.click(submit());

    const message = 'A bundle needs at least two items: courses, digital assets or both.';
    expect(messagesOf(itemsBox())).toContain(message);
    expect(itemsBox().getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(itemsBox());
    expect(sent).toEqual([]);
  });

  it('refuses a price that is not below what the items cost one by one, naming their sum', async () => {
    vi.stubGlobal('fetch', vi.fn(server(sent, created)));
    const user = userEvent.setup();
    renderEditor();
    await fillIn(user, { items: [/Brand Identity Design/, /Lightroom Presets/], price: '3000' });
    await user.click(submit());

    expect(messagesOf(priceBox())).toContain('price must be below what the items cost one by one (₹3,000).');
    expect(priceBox().getAttribute('aria-invalid')).toBe('true');
    expect(itemsBox().getAttribute('aria-invalid')).toBe('false');
    expect(sent).toEqual([]);
  });

  it('shows what the items cost one by one and what buyers save as the price is typed', async () => {
    vi.stubGlobal('fetch', vi.fn(server(sent, created)));
    const user = userEvent.setup();
    renderEditor();
    await fillIn(user, { items: [/Brand Identity Design/, /Lightroom Presets/], price: '2400' });

    const saving = () => screen.getByText('Buyers save').nextElementSibling?.textContent;
    expect(screen.getByText('The items one by one').nextElementSibling?.textContent).toBe('₹3,000');
    expect(saving()).toBe('₹600 (20%)');
    await user.clear(priceBox());
    // ₹530 of ₹3,000 is 17.67 %: the bundle claims no more than it gives.
    await user.type(priceBox(), '2470');
    expect(saving()).toBe('₹530 (17%)');
  });

  it('shows the server’s refusal of the price on the price field, and stays on the form', async () => {
    const refused = 'price must be below what the items cost one by one (₹2,200).';
    vi.stubGlobal(
      'fetch',
      vi.fn(
        server(sent, () =>
          Response.json({ success: false, message: refused, field: 'price' }, { status: 400 }),
        ),
      ),
    );
    const user = userEvent.setup();
    renderEditor();
    await fillIn(user, { items: [/Lightroom Presets/, /Brand Identity Design/], price: '2400' });
    await user.click(submit());

    await vi.waitFor(() => expect(messagesOf(priceBox())).toContain(refused));
    expect(priceBox().getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(priceBox());
    expect(notify.error).toHaveBeenCalledWith(refused);
    expect(sent).toEqual([
      {
        method: 'POST',
        path: '/api/admin/bundles',
        body: {
          title: 'Starter Kit',
          description: '',
          image: '',
          courseIds: [COURSE._id],
          assetIds: [ASSET._id],
          price: 2400,
          isPublished: false,
        },
      },
    ]);
    expect(screen.queryByRole('heading', { name: 'The bundles table' })).toBeNull();
  });

  it('shows a refusal about the courses on the items', async () => {
    const refused = `No course has the id ${COURSE._id}.`;
    vi.stubGlobal(
      'fetch',
      vi.fn(
        server(sent, () =>
          Response.json({ success: false, message: refused, field: 'courseIds' }, { status: 400 }),
        ),
      ),
    );
    const user = userEvent.setup();
    renderEditor();
    await fillIn(user, { items: [/Brand Identity Design/, /Lightroom Presets/], price: '2400' });
    await user.click(submit());

    await vi.waitFor(() => expect(messagesOf(itemsBox())).toContain(refused));
    expect(document.activeElement).toBe(itemsBox());
  });

  it('once saved, toasts the server’s message and goes back to the table', async () => {
    vi.stubGlobal('fetch', vi.fn(server(sent, created)));
    const user = userEvent.setup();
    renderEditor();
    await fillIn(user, { items: [/Brand Identity Design/, /Lightroom Presets/], price: '2400' });
    await user.click(submit());

    expect(await screen.findByRole('heading', { name: 'The bundles table' })).toBeTruthy();
    expect(notify.success).toHaveBeenCalledWith('Bundle created', 2000);
  });
});
