import type { CourseSummary } from '@academy/shared/catalogue-courses';
import { BookOpen, Plus } from 'lucide-react';
import { Link } from 'react-router';
import { EmptyState } from '@/components/ui/empty-state';
import { paths } from '@/config/paths';
import { formatRupees } from '@/lib/money';
import { COURSE_SORT, type CourseSort, useAdminCoursePage, useDeleteCourse } from '../api/courses';
import { AdminPageHeader } from '../components/admin-page';
import { AdminTable } from '../components/admin-table';
import { productActionsColumn, productSortOptions } from '../components/product-columns';
import { useTableSearch } from '../lib/use-table-search';

const SORT_OPTIONS = productSortOptions('title', 'Title');

/**
 * SPEC §2 All Courses: title, number of students, category, price in rupees; Edit and Delete.
 * A page at a time, searched by title or instructor and sorted on the server.
 */
export function CoursesTable() {
  const table = useTableSearch(COURSE_SORT);
  const courses = useAdminCoursePage(table.search);
  const remove = useDeleteCourse();

  return (
    <>
      <AdminPageHeader
        title="All Courses"
        description="Every course in the store, published or hidden."
        actions={
          <Link to={paths.admin.addCourse} className="btn-primary">
            <Plus size={16} aria-hidden />
            Add Course
          </Link>
        }
      />
      <AdminTable<CourseSummary, CourseSort>
        controls={table}
        query={courses}
        caption="All courses"
        noun={{ one: 'course', many: 'courses' }}
        searchLabel="Search courses"
        searchPlaceholder="Title or instructor"
        sortOptions={SORT_OPTIONS}
        loading="Loading courses"
        failed="The courses could not be loaded"
        empty={
          <EmptyState icon={BookOpen} title="No courses yet">
            <p>Add your first course: upload its lectures, write its landing page and publish it.</p>
          </EmptyState>
        }
        rowKey={(course) => course._id}
        columns={[
          {
            header: 'Title',
            sort: 'title',
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
          { header: 'Price', sort: 'price', numeric: true, cell: (course) => formatRupees(course.price) },
          productActionsColumn({
            name: (course) => course.title,
            editPath: (course) => paths.admin.editCourse(course._id),
            deleteDescription:
              'The course, its lectures and their videos are removed from the store. This cannot be undone.',
            remove: async (course) => (await remove.mutateAsync(course._id)).message || 'Course deleted',
          }),
        ]}
      />
    </>
  );
}
