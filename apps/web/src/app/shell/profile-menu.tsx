import { lazy, Suspense, useState } from 'react';
import { ProfileMenuButton } from './profile-menu-button';

// The menu itself (Mantine's Menu, Popover and Floating UI) is a chunk of its own, fetched when the
// pointer or the focus reaches the button and shown at its first click (decision 053).
const loadProfileMenuList = () => import('./profile-menu-list');
const ProfileMenuList = lazy(() =>
  loadProfileMenuList().then((module) => ({ default: module.ProfileMenuList })),
);
const preload = () => void loadProfileMenuList().catch(() => undefined);

type ProfileMenuProps = { onLogOut: () => void };

/** The header's profile menu (D3-2.29): a button until first opened, then Mantine's Menu. */
export function ProfileMenu({ onLogOut }: ProfileMenuProps) {
  const [hasOpened, setHasOpened] = useState(false);
  if (!hasOpened) {
    return (
      <ProfileMenuButton
        aria-haspopup="menu"
        aria-expanded={false}
        onPointerEnter={preload}
        onFocus={preload}
        onClick={() => setHasOpened(true)}
      />
    );
  }
  return (
    <Suspense fallback={<ProfileMenuButton aria-haspopup="menu" aria-expanded={false} />}>
      <ProfileMenuList onLogOut={onLogOut} />
    </Suspense>
  );
}
