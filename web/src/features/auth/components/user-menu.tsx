import { ACCOUNT_MESSAGES } from '@common/messages/account';
import { AUTH_MESSAGES, USER_MENU_MESSAGES } from '@common/messages/auth';
import { NEEDS_MESSAGES } from '@common/messages/needs';
import { NAV_MESSAGES } from '@common/messages/shared';
import {
  ChevronDown,
  CircleUserRound,
  Heart,
  ListChecks,
  LogOut,
  MessageSquareText,
  Settings,
} from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import { useNavigate } from 'react-router';
import { useAuth } from '../auth-provider';
import { registerAccountMenuTrigger } from '../focus-after-sign-in';

/*
 * One class for every item: a new item (a page link, a toggle) is one more DropdownMenu.Item.
 * Keyboard focus on an item shows the global focus ring (styles.css), not only a pale background.
 */
export const USER_MENU_ITEM =
  'flex cursor-pointer items-center gap-2 rounded-lg px-2 py-2 outline-none data-[highlighted]:bg-brand-50';

/** The signed-in account's menu; loaded only once someone is signed in (decision 024). */
export function UserMenu({ badge }: { badge?: React.ReactNode }) {
  const { user, signOut } = useAuth();
  const navigate = useNavigate();
  if (!user) return null;
  const display = user.fullName || user.email;
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger
        ref={registerAccountMenuTrigger}
        aria-label={USER_MENU_MESSAGES.accountMenuFor(display)}
        className="flex items-center gap-1.5 rounded-lg border border-line px-2 py-1.5 font-medium hover:bg-brand-50 sm:gap-2 sm:px-3"
      >
        <CircleUserRound aria-hidden="true" className="h-5 w-5 text-brand-700" />
        <span className="hidden max-w-[12rem] truncate sm:inline">{display}</span>
        <ChevronDown aria-hidden="true" className="h-4 w-4" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={6}
          className="z-40 min-w-[14rem] max-w-[calc(100vw-1rem)] rounded-xl border border-line bg-surface p-2 shadow-lg"
        >
          <div className="px-2 py-1.5">
            <p className="font-semibold">{display}</p>
            <p className="text-sm text-muted">{user.email}</p>
            {badge}
          </div>
          <DropdownMenu.Separator className="my-1 h-px bg-line" />
          <DropdownMenu.Item onSelect={() => navigate('/favorites')} className={USER_MENU_ITEM}>
            <Heart aria-hidden="true" className="h-4 w-4" /> {NAV_MESSAGES.myFavorites}
          </DropdownMenu.Item>
          <DropdownMenu.Item onSelect={() => navigate('/my-needs')} className={USER_MENU_ITEM}>
            <ListChecks aria-hidden="true" className="h-4 w-4" /> {NEEDS_MESSAGES.myNeeds}
          </DropdownMenu.Item>
          <DropdownMenu.Item onSelect={() => navigate('/my-reviews')} className={USER_MENU_ITEM}>
            <MessageSquareText aria-hidden="true" className="h-4 w-4" />{' '}
            {ACCOUNT_MESSAGES.myReviews}
          </DropdownMenu.Item>
          <DropdownMenu.Item onSelect={() => navigate('/account')} className={USER_MENU_ITEM}>
            <Settings aria-hidden="true" className="h-4 w-4" /> {ACCOUNT_MESSAGES.accountSettings}
          </DropdownMenu.Item>
          <DropdownMenu.Item onSelect={() => void signOut()} className={USER_MENU_ITEM}>
            <LogOut aria-hidden="true" className="h-4 w-4" /> {AUTH_MESSAGES.signOut}
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
