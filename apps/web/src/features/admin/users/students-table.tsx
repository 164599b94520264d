import { ACADEMY } from '@academy/shared/academy';
import type { ListedUser, Role } from '@academy/shared/auth';
import { Users } from 'lucide-react';
import { EmptyState } from '@/components/ui/empty-state';
import { FilterChips } from '@/components/ui/filter-chips';
import { useAuth } from '@/lib/auth';
import { useUserPage, USER_SORT, type UserSort } from '../api/users';
import { AdminPageHeader } from '../components/admin-page';
import { AdminTable, type SortOption } from '../components/admin-table';
import { useTableSearch } from '../lib/use-table-search';
import { AccountStatusAction, DisabledBadge } from './account-status-action';

const joinedDay = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: ACADEMY.timeZone,
});

const SORT_OPTIONS: SortOption<UserSort>[] = [
  { sort: 'date', dir: 'desc', label: 'Newest first' },
  { sort: 'date', dir: 'asc', label: 'Oldest first' },
  { sort: 'name', dir: 'asc', label: 'Name, A to Z' },
  { sort: 'name', dir: 'desc', label: 'Name, Z to A' },
  { sort: 'email', dir: 'asc', label: 'Email, A to Z' },
  { sort: 'email', dir: 'desc', label: 'Email, Z to A' },
];

/** The role filter's chips and the `role` each keeps in the URL (none: everyone). */
const ROLE_CHIPS = ['All', 'Students', 'Admins'] as const;
type RoleChip = (typeof ROLE_CHIPS)[number];
const ROLE_OF: Record<RoleChip, Role | undefined> = { All: undefined, Students: 'user', Admins: 'admin' };
const chipOf = (role: string | null): RoleChip =>
  role === 'user' ? 'Students' : role === 'admin' ? 'Admins' : 'All';

/**
 * Admin → Students (SPEC §7 `GET /auth/all-users`): every account with its contact details,
 * a page at a time, searched by name, email or phone, students and admins apart or together.
 */
export function StudentsTable() {
  const table = useTableSearch(USER_SORT);
  const chip = chipOf(table.params.get('role'));
  const role = ROLE_OF[chip];
  const users = useUserPage(table.search, role);
  const { user: me } = useAuth();

  return (
    <>
      <AdminPageHeader
        title="Students"
        description="Everyone with an account: who they are and how to reach them."
      />
      <AdminTable<ListedUser, UserSort>
        controls={table}
        query={users}
        caption="Students"
        noun={chip === 'Admins' ? { one: 'admin', many: 'admins' } : { one: 'account', many: 'accounts' }}
        searchLabel="Search students"
        searchPlaceholder="Name, email or phone"
        sortOptions={SORT_OPTIONS}
        loading="Loading students"
        failed="The students could not be loaded"
        filters={
          <FilterChips
            label="Role"
            options={ROLE_CHIPS}
            value={chip}
            onChange={(next) => table.filter('role', ROLE_OF[next])}
          />
        }
        filtered={role !== undefined}
        empty={
          <EmptyState icon={Users} title="No students yet">
            <p>Everyone who signs up appears here, with their email and phone.</p>
          </EmptyState>
        }
        rowKey={(user) => user._id}
        columns={[
          {
            header: 'Name',
            sort: 'name',
            primary: true,
            cell: (user) => (
              <span>
                {user.name}
                {user.role === 'admin' && (
                  <span className="ml-2 rounded-full bg-ink px-2 py-0.5 align-middle text-[11px] font-semibold text-paper">
                    Admin
                  </span>
                )}
                {user.disabled && <DisabledBadge />}
              </span>
            ),
          },
          {
            header: 'Email',
            sort: 'email',
            cell: (user) => (
              <a
                href={`mailto:${user.email}`}
                className="text-ink underline [overflow-wrap:anywhere] decoration-line underline-offset-2 hover:decoration-ink"
              >
                {user.email}
              </a>
            ),
          },
          {
            header: 'Phone',
            cell: (user) =>
              user.phone ? (
                <a
                  href={`tel:${user.phone}`}
                  className="whitespace-nowrap text-ink underline decoration-line underline-offset-2"
                >
                  {user.phone}
                </a>
              ) : (
                '—'
              ),
          },
          {
            header: 'Joined',
            sort: 'date',
            cell: (user) => (
              <time dateTime={user.createdAt} className="whitespace-nowrap">
                {joinedDay.format(new Date(user.createdAt))}
              </time>
            ),
          },
          {
            header: 'Account',
            actions: true,
            // An admin cannot disable their own account: the server refuses it, so no button.
            cell: (user) => (user._id === me?._id ? null : <AccountStatusAction user={user} />),
          },
        ]}
      />
    </>
  );
}
