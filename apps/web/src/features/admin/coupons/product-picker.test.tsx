import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ProductPicker } from './product-picker';

/*
 * The coupon form's product picker on a coupon for bundles: it searches the bundles, not the
 * courses and assets, and names the bundles already chosen.
 */

const bundle = (id: string, title: string, price: number) => ({
  id,
  title,
  description: '',
  image: '',
  price,
  listPrice: price + 1000,
  isPublished: true,
  date: '2026-11-20T10:00:00.000Z',
  items: [],
});
const CHOSEN = bundle('1c2d3e40-0000-4000-8000-000000000003', 'Brand Starter Kit', 2400);
const FOUND = bundle('2d3e4f50-0000-4000-8000-000000000004', 'Photo Editing Kit', 1800);

/** Every GET it is asked, and the bundles as the server would answer. */
function server(asked: string[]) {
  return (url: string): Promise<Response> => {
    asked.push(url);
    const { pathname } = new URL(url, 'http://store.test');
    if (pathname === `/api/admin/bundles/${CHOSEN.id}`)
      return Promise.resolve(Response.json({ success: true, data: CHOSEN }));
    if (pathname === '/api/admin/bundles') {
      const pagination = { page: 1, limit: 20, total: 1, nextPage: null };
      return Promise.resolve(Response.json({ success: true, data: [FOUND], pagination }));
    }
    return Promise.resolve(Response.json({ success: false, message: 'Not found' }, { status: 404 }));
  };
}

function Picker() {
  const [selected, setSelected] = useState([CHOSEN.id]);
  return (
    <ProductPicker
      selected={selected}
      onToggle={(id, on) => setSelected((ids) => (on ? [...ids, id] : ids.filter((other) => other !== id)))}
      show="bundles"
    />
  );
}

describe('ProductPicker on a coupon for bundles', () => {
  // jsdom lays nothing out, so it has no scrollIntoView for the highlighted option.
  beforeAll(() => {
    Element.prototype.scrollIntoView = () => {};
  });
  afterEach(() => vi.unstubAllGlobals());

  it('names the chosen bundles, finds others by title, and asks nothing of courses or assets', async () => {
    const asked: string[] = [];
    vi.stubGlobal('fetch', vi.fn(server(asked)));
    const user = userEvent.setup();
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={queryClient}>
        <Picker />
      </QueryClientProvider>,
    );

    expect(await screen.findByRole('button', { name: 'Remove Brand Starter Kit' })).toBeTruthy();
    await user.type(screen.getByRole('combobox', { name: 'Find products' }), 'photo');
    await vi.waitFor(() => expect(asked).toContain('/api/admin/bundles?q=photo&limit=20'));
    await user.click(await screen.findByRole('option', { name: /Photo Editing Kit/ }));
    expect(await screen.findByRole('button', { name: 'Remove Photo Editing Kit' })).toBeTruthy();

    expect(asked.filter((url) => !url.startsWith('/api/admin/bundles'))).toEqual([]);
  });
});
