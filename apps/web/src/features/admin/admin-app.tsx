import { LayoutDashboard, LogOut } from 'lucide-react';
import { NavLink, Route, Routes } from 'react-router';
import { Brand } from '@/components/layout/brand';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth';
import { NotFound } from '@/components/not-found';
import { AdminDashboard } from './admin-dashboard';

const menu = [{ label: 'Dashboard', to: paths.admin.dashboard, icon: LayoutDashboard }];

function AdminHeader() {
  const { user, logout } = useAuth();
  return (
    <header className="sticky top-0 z-40 border-b border-line bg-white">
      <div className="flex h-16 items-center justify-between gap-4 px-4 sm:px-6">
        <div className="flex items-center gap-3">
          <Brand to={paths.admin.dashboard} />
          <span className="rounded-full bg-ink px-2.5 py-1 text-xs font-semibold tracking-wider text-paper uppercase">
            Admin
          </span>
        </div>
        <div className="flex items-center gap-3">
          <span className="hidden text-sm text-ink-soft sm:inline">{user?.email}</span>
          <button type="button" className="btn-outline" onClick={() => void logout()}>
            <LogOut size={16} aria-hidden />
            Logout
          </button>
        </div>
      </div>
    </header>
  );
}

export default function AdminApp() {
  return (
    <div className="min-h-dvh bg-paper">
      <AdminHeader />
      <div className="flex flex-col md:flex-row">
        <nav
          aria-label="Admin"
          className="border-b border-line bg-white p-3 md:min-h-[calc(100dvh-4rem)] md:w-60 md:border-r md:border-b-0"
        >
          <ul className="flex gap-1 overflow-x-auto md:flex-col">
            {menu.map(({ label, to, icon: Icon }) => (
              <li key={to}>
                <NavLink
                  to={to}
                  end
                  className={({ isActive }) =>
                    `flex items-center gap-3 rounded-xl px-3 py-2.5 text-sm font-medium whitespace-nowrap ${isActive ? 'bg-ink text-paper' : 'text-ink-soft hover:bg-sand'}`
                  }
                >
                  <Icon size={18} aria-hidden />
                  {label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <main className="flex-1 p-4 sm:p-8">
          <Routes>
            <Route index element={<AdminDashboard />} />
            <Route path="*" element={<NotFound homePath={paths.admin.dashboard} />} />
          </Routes>
        </main>
      </div>
    </div>
  );
}
