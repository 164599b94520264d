import type { User } from '@academy/shared/auth';
import { useQuery } from '@tanstack/react-query';
import { Users } from 'lucide-react';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

const useAllUsers = () =>
  useQuery({
    queryKey: queryKeys.allUsers,
    queryFn: () =>
      api<{ data: { users: User[] } }>('/auth/all-users').then((response) => response.data.users),
  });

export function AdminDashboard() {
  const users = useAllUsers();
  return (
    <section aria-labelledby="dashboard-heading">
      <h1 id="dashboard-heading" className="text-2xl font-semibold sm:text-3xl">
        Dashboard
      </h1>
      <ul className="mt-6 grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        <li className="rounded-[var(--radius-card)] border border-line bg-white p-6 shadow-card">
          <div className="flex items-center justify-between">
            <h2 className="text-sm font-medium text-ink-soft">Total Users</h2>
            <Users size={20} className="text-accent" aria-hidden />
          </div>
          <p className="mt-3 font-display text-4xl font-semibold" data-testid="total-users">
            {users.isSuccess ? users.data.length : users.isError ? '—' : '…'}
          </p>
        </li>
      </ul>
    </section>
  );
}
