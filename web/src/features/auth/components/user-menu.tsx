import { AUTH_MESSAGES, NAV_MESSAGES } from '@common/messages';
import { NEEDS_MESSAGES } from '@common/needs-messages';
import { ChevronDown, CircleUserRound, Heart, ListChecks, LogOut } from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import { useNavigate } from 'react-router';
import { useAuth } from '../auth-provider';

export function UserMenu({ badge }: { badge?: React.ReactNode }) {
  const { user, signOut } = useAuth();
  const navigate = useNavigate();
  if (!user) return null;
  const display = user.fullName || user.email;
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger className="flex items-center gap-2 rounded-lg border border-line px-3 py-1.5 font-medium hover:bg-brand-50">
        <CircleUserRound aria-hidden="true" className="h-5 w-5 text-brand-700" />
        <span className="max-w-[12rem] truncate">{display}</span>
        <ChevronDown aria-hidden="true" className="h-4 w-4" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={6}
          className="z-40 min-w-[14rem] rounded-xl border border-line bg-surface p-2 shadow-lg"
        >
          <div className="px-2 py-1.5">
            <p className="font-semibold">{display}</p>
            <p className="text-sm text-muted">{user.email}</p>
            {badge}
          </div>
          <DropdownMenu.Separator className="my-1 h-px bg-line" />
          <DropdownMenu.Item
            onSelect={() => navigate('/favorites')}
            className="flex cursor-pointer items-center gap-2 rounded-lg px-2 py-2 outline-none data-[highlighted]:bg-brand-50"
          >
            <Heart aria-hidden="true" className="h-4 w-4" /> {NAV_MESSAGES.myFavorites}
          </DropdownMenu.Item>
          <DropdownMenu.Item
            onSelect={() => navigate('/my-needs')}
            className="flex cursor-pointer items-center gap-2 rounded-lg px-2 py-2 outline-none data-[highlighted]:bg-brand-50"
          >
            <ListChecks aria-hidden="true" className="h-4 w-4" /> {NEEDS_MESSAGES.myNeeds}
          </DropdownMenu.Item>
          <DropdownMenu.Item
            onSelect={() => void signOut()}
            className="flex cursor-pointer items-center gap-2 rounded-lg px-2 py-2 outline-none data-[highlighted]:bg-brand-50"
          >
            <LogOut aria-hidden="true" className="h-4 w-4" /> {AUTH_MESSAGES.signOut}
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
