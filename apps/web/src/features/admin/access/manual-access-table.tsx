import { ACADEMY } from '@academy/shared/academy';
import { Users } from 'lucide-react';
import { EmptyState } from '@/components/ui/empty-state';
import { notify } from '@/lib/toast';
import {
  MANUAL_ACCESS_SORT,
  type ManualAccessRow,
  type ManualAccessSort,
  useManualAccessPage,
  useRemoveAccess,
} from '../api/manual-access';
import { AdminTable, type SortOption } from '../components/admin-table';
import { DeleteAction } from '../components/delete-action';
import { useTableSearch } from '../lib/use-table-search';

const grantedDay = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: ACADEMY.timeZone,
});

const SORT_OPTIONS: SortOption<ManualAccessSort>[] = [
  { sort: 'date', dir: 'desc', label: 'Latest grant first' },
  { sort: 'date', dir: 'asc', label: 'Earliest grant first' },
  { sort: 'name', dir: 'asc', label: 'Student, A to Z' },
  { sort: 'name', dir: 'desc', label: 'Student, Z to A' },
];

/**
 * SPEC §2 Manual Access table: student, course, Delete; and when it was granted. A page of
 * students at a time, searched by student or course and sorted on the server.
 */
export function ManualAccessTable() {
  const table = useTableSearch(MANUAL_ACCESS_SORT);
  const rows = useManualAccessPage(table.search);
  const remove = useRemoveAccess();
  return (
    <AdminTable<ManualAccessRow, ManualAccessSort>
      controls={table}
      query={rows}
      caption="Manual access"
      noun={{ one: 'student', many: 'students' }}
      searchLabel="Search manual access"
      searchPlaceholder="Student or course"
      sortOptions={SORT_OPTIONS}
      loading="Loading manual access"
      failed="Manual access could not be loaded"
      empty={
        <EmptyState icon={Users} title="No manual access yet">
          <p>Students you grant a course to appear here, and can be removed again.</p>
        </EmptyState>
      }
      rowKey={(row) => `${row.studentId}:${row.courseId}`}
      columns={[
        {
          header: 'Student',
          sort: 'name',
          primary: true,
          cell: (row) => (
            <span>
              {row.studentName}
              {row.studentEmail && (
                <span className="block text-xs font-normal text-ink-muted">{row.studentEmail}</span>
              )}
            </span>
          ),
        },
        { header: 'Course', cell: (row) => row.courseTitle },
        {
          header: 'Granted',
          sort: 'date',
          cell: (row) => (
            <time dateTime={row.grantedAt} className="whitespace-nowrap">
              {grantedDay.format(new Date(row.grantedAt))}
            </time>
          ),
        },
        {
          header: 'Actions',
          actions: true,
          cell: (row) => (
            <DeleteAction
              itemName={`${row.studentName}: ${row.courseTitle}`}
              title="Remove this access?"
              description={`${row.studentName} can no longer open “${row.courseTitle}”, unless they bought it.`}
              onDelete={async () => {
                const response = await remove.mutateAsync({
                  studentId: row.studentId,
                  courseId: row.courseId,
                });
                notify.success(response.message || 'Access removed');
              }}
            />
          ),
        },
      ]}
    />
  );
}
