import { ChevronDown, Menu, UserRound } from 'lucide-react';

/*
 * How the header's two menu buttons look, shared by the real Radix triggers and the
 * placeholders shown until their code has loaded (header-menus.tsx).
 */

export const userMenuTriggerClass =
  'flex items-center gap-2 rounded-full border border-line bg-white py-1.5 pr-3 pl-1.5 text-sm font-medium hover:border-ink';

export function UserMenuTriggerContent({ label }: { label: string }) {
  return (
    <>
      <span className="flex size-8 items-center justify-center rounded-full bg-sand">
        <UserRound size={16} aria-hidden />
      </span>
      {/* The student's own name, or a word already in the page's language. As wide for either: the
          server draws a visitor's header, and the student's name comes in as the page hydrates,
          with nothing beside it moving. */}
      <span translate="no" className="w-16 truncate text-left">
        {label}
      </span>
      <ChevronDown size={16} aria-hidden />
    </>
  );
}

export const mobileMenuTriggerClass =
  'flex size-11 items-center justify-center rounded-full hover:bg-sand lg:hidden';

export function MobileMenuTriggerContent() {
  return <Menu size={24} aria-hidden />;
}
