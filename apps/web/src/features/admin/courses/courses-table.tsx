import type { CourseSummary } from '@academy/shared/catalogue-api';
import { BookOpen, Pencil, Plus } from 'lucide-react';
import { Link } from 'react-router';
import { EmptyState } from '@/components/ui/empty-state';
import { PageSpinner } from '@/components/ui/page-spinner';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { formatRupees } from '@/lib/money';
import { notify } from '@/lib/toast';
import { useAdminCourses, useDeleteCourse } from '../api/courses';
import { AdminPageHeader, LoadError } from '../components/admin-page';
import { DataTable } from '../components/data-table';
import { DeleteAction } from '../components/delete-action';

export const editLinkClass =
  'inline-flex items-center gap-1.5 rounded-full border border-line px-3 py-1.5 text-sm font-medium text-ink hover:border-ink';

/** SPEC §2 All Courses: title, number of students, category, price in rupees; Edit and Delete. */
export function CoursesTable() {
  const courses = useAdminCourses();
  const remove = useDeleteCourse();

  const header = (
    <AdminPageHeader
      title="All Courses"
      description="Every course in the store, newest first."
      actions={
        <Link to={paths.admin.addCourse} className="btn-primary">
          <Plus size={16} aria-hidden />
          Add Course
        </Link>
      }
    />
  );

  if (courses.isPending)
    return (
      <>
        {header}
        <PageSpinner label="Loading courses" />
      </>
    );
  if (courses.isError) {
    return (
      <>
        {header}
        <LoadError
          title="The courses could not be loaded"
          message={courses.error instanceof ApiError ? courses.error.message : undefined}
          onRetry={() => void courses.refetch()}
          retrying={courses.isFetching}
        />
      </>
    );
  }

  return (
    <>
      {header}
      {courses.data.length === 0 ? (
        <EmptyState icon={BookOpen} title="No courses yet">
          <p>Add your first course: upload its lectures, write its landing page and publish it.</p>
        </EmptyState>
      ) : (
        <DataTable<CourseSummary>
          caption="All courses"
          rows={courses.data}
          rowKey={(course) => course._id}
          columns={[
            {
              header: 'Title',
              primary: true,
              cell: (course) => (
                <span>
                  {course.title}
                  {!course.isPublished && (
                    <span className="ml-2 rounded-full bg-sand px-2 py-0.5 align-middle text-[11px] font-semibold text-ink-soft">
                      Hidden
                    </span>
                  )}
                </span>
              ),
            },
            { header: 'Students', numeric: true, cell: (course) => course.students },
            { header: 'Category', cell: (course) => course.category },
            { header: 'Price', numeric: true, cell: (course) => formatRupees(course.price) },
            {
              header: 'Actions',
              actions: true,
              cell: (course) => (
                <div className="flex justify-end gap-2 max-md:justify-start">
                  <Link to={paths.admin.editCourse(course._id)} className={editLinkClass}>
                    <Pencil size={15} aria-hidden />
                    Edit<span className="sr-only"> {course.title}</span>
                  </Link>
                  <DeleteAction
                    itemName={course.title}
                    title={`Delete “${course.title}”?`}
                    description="The course, its lectures and their videos are removed from the store. This cannot be undone."
                    onDelete={async () => {
                      const response = await remove.mutateAsync(course._id);
                      notify.success(response.message || 'Course deleted');
                    }}
                  />
                </div>
              ),
            },
          ]}
        />
      )}
    </>
  );
}
