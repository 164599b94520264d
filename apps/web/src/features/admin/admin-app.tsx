import {
  BookOpen,
  Boxes,
  FilePlus2,
  Inbox,
  KeyRound,
  LayoutDashboard,
  ListChecks,
  LogOut,
  Mail,
  MessageSquareQuote,
  Palette,
  Package,
  PackagePlus,
  ReceiptIndianRupee,
  ScrollText,
  TicketPercent,
  TicketPlus,
  UserRound,
  Users,
} from 'lucide-react';
import { lazy, type MouseEvent, Suspense, useEffect, useRef, useState } from 'react';
import { Link, Route, Routes, useLocation, useNavigate } from 'react-router';
import { Brand } from '@/components/layout/brand';
import { MAIN_ID, SkipLink } from '@/components/layout/skip-link';
import { NotFound } from '@/components/not-found';
import { PageSpinner } from '@/components/ui/page-spinner';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth';
import { retryWhenOnline } from '@/lib/when-online';
import { GrantAccess } from './access/grant-access';
import { AddAssetRoute, EditAssetRoute } from './assets/asset-editor';
import { AssetsTable } from './assets/assets-table';
import { AuditLog } from './audit/audit-log';
import { AddBundleRoute, EditBundleRoute } from './bundles/bundle-editor';
import { BundlesTable } from './bundles/bundles-table';
import { ConfirmDialog } from './components/confirm-dialog';
import { CouponForm } from './coupons/coupon-form';
import { CouponsTable } from './coupons/coupons-table';
import { AddCourseRoute, EditCourseRoute } from './courses/course-editor';
import { CoursesTable } from './courses/courses-table';
import { AdminDashboard } from './dashboard/admin-dashboard';
import { EnquiriesTable } from './enquiries/enquiries-table';
import { JobsPage } from './jobs/jobs-page';
import { AdminStateProvider, useAdminState } from './lib/admin-state';
import { Outbox, OutboxMessageView } from './outbox/outbox';
import { ProjectPage } from './projects/project-page';
import { ProjectsPage } from './projects/projects-page';
import { ReviewsPage } from './reviews/reviews-page';
import { StudentsTable } from './users/students-table';

// The order register is read by few admins and rarely: its own chunk, fetched on first visit.
const OrdersRoutes = lazy(retryWhenOnline(() => import('./orders/orders-routes')));

/** SPEC §2 Admin area left menu, plus Orders, Bundles, Students, Enquiries, Reviews, Projects, the Outbox and Jobs. `also`: paths that belong to the same entry. */
const menu = [
  { label: 'Dashboard', to: paths.admin.dashboard, icon: LayoutDashboard },
  { label: 'Orders', to: paths.admin.orders, icon: ReceiptIndianRupee, also: '/admin/orders/' },
  { label: 'All Courses', to: paths.admin.courses, icon: BookOpen, also: '/admin/edit-course/' },
  { label: 'All Assets', to: paths.admin.assets, icon: Package, also: '/admin/edit-asset/' },
  { label: 'All Bundles', to: paths.admin.bundles, icon: Boxes, also: '/admin/bundles/' },
  { label: 'All Coupons', to: paths.admin.coupons, icon: TicketPercent },
  { label: 'Students', to: paths.admin.users, icon: Users },
  { label: 'Add Course', to: paths.admin.addCourse, icon: FilePlus2 },
  { label: 'Add Digital Asset', to: paths.admin.addAsset, icon: PackagePlus },
  { label: 'Add Coupon Code', to: paths.admin.addCoupon, icon: TicketPlus },
  { label: 'Grant Access', to: paths.admin.grantAccess, icon: KeyRound },
  { label: 'Enquiries', to: paths.admin.enquiries, icon: Inbox },
  { label: 'Reviews', to: paths.admin.reviews, icon: MessageSquareQuote },
  { label: 'Projects', to: paths.admin.projects, icon: Palette, also: '/admin/projects/' },
  { label: 'Outbox', to: paths.admin.outbox, icon: Mail, also: '/admin/outbox/' },
  { label: 'Jobs', to: paths.admin.jobs, icon: ListChecks },
  { label: 'Audit log', to: paths.admin.audit, icon: ScrollText },
];

type Leaving = { kind: 'navigate'; to: string } | { kind: 'logout' };

function AdminHeader({ onLogout }: { onLogout: () => void }) {
  const { user } = useAuth();
  return (
    <header className="sticky top-0 z-40 border-b border-line bg-white">
      <div className="flex h-16 items-center justify-between gap-3 px-4 sm:gap-4 sm:px-6">
        <div className="flex min-w-0 items-center gap-2 sm:gap-3">
          <Brand to={paths.admin.dashboard} />
          <span className="rounded-full bg-ink px-2.5 py-1 text-xs font-semibold tracking-wider text-paper uppercase">
            Admin
          </span>
        </div>
        <div className="flex items-center gap-3">
          <span className="hidden text-sm text-ink-soft sm:inline">{user?.email}</span>
          {/* At 390 px the header has no room for it beside Logout. */}
          <div className="hidden sm:block">
            <Link to={paths.account} className="btn-outline">
              <UserRound size={16} aria-hidden />
              My account
            </Link>
          </div>
          <button type="button" className="btn-outline shrink-0 max-sm:px-3" onClick={onLogout}>
            <LogOut size={16} aria-hidden />
            Logout
          </button>
        </div>
      </div>
    </header>
  );
}

function AdminMenu() {
  const { pathname } = useLocation();
  const navRef = useRef<HTMLElement>(null);
  // On phones the menu scrolls sideways: keep the current section in view.
  useEffect(() => {
    navRef.current
      ?.querySelector('[aria-current="page"]')
      ?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  }, [pathname]);
  return (
    <nav
      ref={navRef}
      aria-label="Admin"
      className="sticky top-16 z-30 border-b border-line bg-white md:static md:min-h-[calc(100dvh-4rem)] md:w-60 md:shrink-0 md:border-r md:border-b-0"
    >
      <ul className="flex gap-1 overflow-x-auto p-2 [scrollbar-width:none] md:sticky md:top-16 md:flex-col md:p-3">
        {menu.map(({ label, to, icon: Icon, also }) => {
          const active = pathname === to || (also !== undefined && pathname.startsWith(also));
          return (
            <li key={to} className="shrink-0">
              <Link
                to={to}
                aria-current={active ? 'page' : undefined}
                className={`flex items-center gap-2.5 rounded-xl px-3 py-2 text-sm font-medium whitespace-nowrap transition-colors md:py-2.5 ${
                  active ? 'bg-ink text-paper' : 'text-ink-soft hover:bg-sand hover:text-ink'
                }`}
              >
                <Icon size={18} aria-hidden />
                {label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

function AdminLayout() {
  const { logout } = useAuth();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const { unsavedChangesRef, mediaUpload } = useAdminState();
  /** Leaving loses typed changes, or abandons an upload that is still running. */
  const mustAsk = () => unsavedChangesRef.current || mediaUpload.uploading;
  const [leaving, setLeaving] = useState<Leaving | null>(null);

  /** Any in-app link clicked while a form holds unsaved changes asks first. */
  const guardLinks = (event: MouseEvent) => {
    if (!mustAsk() || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
      return;
    const anchor = (event.target as Element).closest('a[href]');
    if (!(anchor instanceof HTMLAnchorElement) || anchor.target === '_blank') return;
    const url = new URL(anchor.href);
    if (url.origin !== window.location.origin || url.pathname === pathname) return;
    event.preventDefault();
    event.stopPropagation();
    setLeaving({ kind: 'navigate', to: `${url.pathname}${url.search}` });
  };

  const leave = () => {
    if (!leaving) return;
    unsavedChangesRef.current = false;
    setLeaving(null);
    if (leaving.kind === 'logout') void logout();
    else void navigate(leaving.to);
  };

  return (
    <div className="min-h-dvh bg-paper" onClickCapture={guardLinks}>
      <SkipLink />
      <AdminHeader onLogout={() => (mustAsk() ? setLeaving({ kind: 'logout' }) : void logout())} />
      <div className="flex flex-col md:flex-row">
        <AdminMenu />
        <main id={MAIN_ID} tabIndex={-1} className="min-w-0 flex-1 px-4 py-6 focus:outline-none sm:p-8">
          <Routes>
            <Route index element={<AdminDashboard />} />
            <Route path="courses" element={<CoursesTable />} />
            <Route path="course/add-course" element={<AddCourseRoute />} />
            <Route path="edit-course/:courseId" element={<EditCourseRoute />} />
            <Route path="assets" element={<AssetsTable />} />
            <Route path="asset/add-asset" element={<AddAssetRoute />} />
            <Route path="edit-asset/:assetId" element={<EditAssetRoute />} />
            <Route path="bundles" element={<BundlesTable />} />
            <Route path="bundles/add" element={<AddBundleRoute />} />
            <Route path="bundles/:bundleId" element={<EditBundleRoute />} />
            <Route path="coupons" element={<CouponsTable />} />
            <Route path="coupons/add" element={<CouponForm />} />
            <Route path="grant-access" element={<GrantAccess />} />
            <Route path="users" element={<StudentsTable />} />
            <Route
              path="orders/*"
              element={
                <Suspense fallback={<PageSpinner label="Loading orders" />}>
                  <OrdersRoutes />
                </Suspense>
              }
            />
            <Route path="enquiries" element={<EnquiriesTable />} />
            <Route path="reviews" element={<ReviewsPage />} />
            <Route path="projects" element={<ProjectsPage />} />
            <Route path="projects/:projectId" element={<ProjectPage />} />
            <Route path="outbox" element={<Outbox />} />
            <Route path="outbox/:messageId" element={<OutboxMessageView />} />
            <Route path="jobs" element={<JobsPage />} />
            <Route path="audit" element={<AuditLog />} />
            <Route path="*" element={<NotFound homePath={paths.admin.dashboard} />} />
          </Routes>
        </main>
      </div>
      <ConfirmDialog
        open={leaving !== null}
        onOpenChange={(open) => !open && setLeaving(null)}
        title="Leave without saving?"
        description={
          mediaUpload.uploading
            ? 'A file is still uploading, and this page may hold changes that are not saved. If you leave now, they are lost.'
            : 'You have changes on this page that are not saved yet. If you leave now, they are lost.'
        }
        confirmLabel={leaving?.kind === 'logout' ? 'Log out anyway' : 'Leave page'}
        cancelLabel="Stay on this page"
        onConfirm={leave}
      />
    </div>
  );
}

export default function AdminApp() {
  return (
    <AdminStateProvider>
      <AdminLayout />
    </AdminStateProvider>
  );
}
