import { useState } from 'react';
import { getNavigationItems, type MoreItemId, type NavItemDefinition } from '@freight/domain/navigation';
import { NavLink, Stack, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { paths } from '../../config/paths';
import { useAuth } from '../../lib/auth/auth-context';
import { useConfig } from '../../lib/config-provider';
import { ExternalLinkDialog, type ExternalLinkTarget } from './external-link-dialog';

// The web side navigation (D1-2.13, D1-6.16, D3-2.24, D3-2.25). Which items a role sees is decided by
// the domain package; this file only gives them paths, labels and behaviour.

const routeHrefs = {
  home: paths.app.home.getHref(),
  search: paths.app.search.getHref(),
  myLoads: paths.app.myLoads.getHref(),
  myDrivers: paths.app.myDrivers.getHref(),
  manageCapacity: paths.app.manageCapacity.getHref(),
} as const;

const moreHrefs: Record<MoreItemId, string> = {
  feedback: paths.app.feedback.getHref(),
  preferences: paths.app.preferences.getHref(),
  support: paths.app.support.getHref(),
};

type SideNavProps = { onNavigate: () => void };

export function SideNav({ onNavigate }: SideNavProps) {
  const { t } = useTranslation();
  const { claims } = useAuth();
  const { links } = useConfig();
  const { pathname } = useLocation();
  const { items, moreItems } = getNavigationItems(claims?.roles ?? []);
  const isMoreActive = moreItems.some((item) => pathname.startsWith(moreHrefs[item.id]));
  const [isMoreOpen, setMoreOpen] = useState(isMoreActive);
  const [externalTarget, setExternalTarget] = useState<ExternalLinkTarget | null>(null);

  const externalUrls = {
    fuelSavings: links.fuelSavingsUrl,
    trailerRental: links.trailerRentalUrl,
    parking: links.parkingUrl,
  } as const;

  const renderItem = (item: NavItemDefinition) => {
    const label = t(`nav.${item.id}`);
    if (item.id === 'more') {
      return (
        <NavLink
          key={item.id}
          component="button"
          label={label}
          opened={isMoreOpen}
          onChange={setMoreOpen}
          aria-expanded={isMoreOpen}
          active={isMoreActive && !isMoreOpen}
        >
          {moreItems.map((moreItem) => (
            <NavLink
              key={moreItem.id}
              component={Link}
              to={moreHrefs[moreItem.id]}
              label={t(`nav.${moreItem.id}`)}
              active={pathname.startsWith(moreHrefs[moreItem.id])}
              aria-current={pathname.startsWith(moreHrefs[moreItem.id]) ? 'page' : undefined}
              onClick={onNavigate}
            />
          ))}
        </NavLink>
      );
    }
    if (item.id === 'fuelSavings' || item.id === 'trailerRental' || item.id === 'parking') {
      const url = externalUrls[item.id];
      if (item.kind === 'external') {
        return (
          <NavLink
            key={item.id}
            href={url}
            target="_blank"
            rel="noopener noreferrer"
            label={
              <>
                {label}
                <VisuallyHidden> {t('nav.opensInNewTab')}</VisuallyHidden>
              </>
            }
          />
        );
      }
      return (
        <NavLink
          key={item.id}
          component="button"
          label={label}
          aria-haspopup="dialog"
          onClick={() => setExternalTarget({ name: label, url })}
        />
      );
    }
    const href = routeHrefs[item.id];
    const isActive = pathname === href || pathname.startsWith(`${href}/`);
    return (
      <NavLink
        key={item.id}
        component={Link}
        to={href}
        label={label}
        active={isActive}
        aria-current={isActive ? 'page' : undefined}
        onClick={onNavigate}
      />
    );
  };

  return (
    <>
      <Stack gap={2}>{items.map(renderItem)}</Stack>
      <ExternalLinkDialog target={externalTarget} onClose={() => setExternalTarget(null)} />
    </>
  );
}
