import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BundlesTable } from './bundles-table';

/* Admin → All Bundles: what a row tells, and the list with nothing in it yet. */

const KIT = {
  id: '1c2d3e40-0000-4000-8000-000000000003',
  title: 'Brand Starter Kit',
  description: '',
  image: '',
  price: 2470,
  listPrice: 3000,
  isPublished: false,
  date: '2026-11-20T10:00:00.000Z',
  items: [
    {
      type: 'course',
      id: '7f3c2a10-0000-4000-8000-000000000001',
      title: 'Brand Identity',
      price: 2000,
      image: '',
    },
    { type: 'asset', id: '9b1d4e20-0000-4000-8000-000000000002', title: 'Presets', price: 1000, image: '' },
  ],
};

function renderTable(bundles: object[]) {
  const pagination = { page: 1, limit: 25, total: bundles.length, nextPage: null };
  vi.stubGlobal(
    'fetch',
    vi.fn(() => Promise.resolve(Response.json({ success: true, data: bundles, pagination }))),
  );
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={['/admin/bundles']}>
        <BundlesTable />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('Admin → All Bundles', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows each bundle’s items, its price against theirs with the saving, and whether it is on sale', async () => {
    renderTable([KIT]);
    const edit = await screen.findByRole('link', { name: /^Edit\s*Brand Starter Kit$/ });
    expect(edit.getAttribute('href')).toBe(`/admin/bundles/${KIT.id}`);
    const row = edit.closest('tr')!;
    const cell = (label: string) => row.querySelector(`[data-label="${label}"]`)?.textContent;
    expect(cell('Items')).toBe('21 course · 1 asset');
    expect(cell('Price')).toBe('₹2,470₹3,00017% off');
    expect(cell('Status')).toBe('Draft');
    expect(within(row).getByRole('button', { name: /^Delete\s*Brand Starter Kit$/ })).toBeTruthy();
    expect(screen.getByRole('searchbox', { name: 'Search bundles' })).toBeTruthy();
    expect(screen.queryByRole('combobox', { name: 'Sort by' })).toBeNull();
  });

  it('with no bundle yet, says what one is and offers to add the first', async () => {
    renderTable([]);
    expect(await screen.findByText('No bundles yet')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Add the first bundle' }).getAttribute('href')).toBe(
      '/admin/bundles/add',
    );
  });
});
