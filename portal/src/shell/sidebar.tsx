import { useEffect, useRef, useState } from 'react';
import type { UserProfile } from '@tripsight/core/bus';
import {
  groupOfTab,
  tabRoute,
  type NavigationGroup,
  type ProductGroup,
  type TabDefinition,
  type TabLink,
} from '@tripsight/core/catalogue';
import { followLink } from '../router/location.js';
import { LineIcon } from './line-icon.js';
import { ProductIcon } from './product-icon.js';
import { SidebarHeader } from './sidebar-header.js';
import { useInSidebarView } from './use-in-sidebar-view.js';

export interface SidebarProps {
  groups: NavigationGroup[];
  activeTabName: string | null;
  user: UserProfile | null;
  onSignOut: () => void;
  /** Called after a link is followed (closes the temporary sidebar on narrow screens). */
  onNavigate: () => void;
}

/** The chevron that turns with a group's open state. */
const CHEVRON_ICON = ['M6 9l6 6 6-6'];

const groupId = (group: ProductGroup) => `nav-${group.replace(/\s+/g, '-').toLowerCase()}`;

/** The sidebar: user header, collapsible product groups with their pages, the active page highlighted. */
export function Sidebar({ groups, activeTabName, user, onSignOut, onNavigate }: SidebarProps) {
  const activeGroup = groupOfTab(groups, activeTabName);
  const visible = new Map(groups.flatMap((group) => group.tabs).map((tab) => [tab.tabName, tab]));
  const [open, setOpen] = useState<Set<ProductGroup>>(() => new Set(activeGroup ? [activeGroup] : []));
  // The group of the active page opens (on sign-in the first tab's group).
  useEffect(() => {
    if (activeGroup)
      setOpen((current) => (current.has(activeGroup) ? current : new Set([...current, activeGroup])));
  }, [activeGroup]);

  // The active page's entry, with its child links, scrolled into the sidebar's view when it opens.
  const activeItem = useRef<HTMLLIElement>(null);
  useInSidebarView(activeItem, activeTabName, activeGroup !== undefined && open.has(activeGroup));

  const toggle = (group: ProductGroup) =>
    setOpen((current) => {
      const next = new Set(current);
      if (!next.delete(group)) next.add(group);
      return next;
    });

  return (
    <>
      <SidebarHeader user={user} onSignOut={onSignOut} />
      <nav className="sidebar-nav" aria-label="Products">
        <ul className="nav-groups">
          {groups.map((group) => {
            const expanded = open.has(group.group);
            const id = groupId(group.group);
            return (
              <li key={group.group} className="nav-group">
                <button
                  type="button"
                  className="nav-group-toggle"
                  aria-expanded={expanded}
                  aria-controls={id}
                  onClick={() => toggle(group.group)}
                >
                  <ProductIcon name={group.icon} />
                  <span className="nav-group-label">{group.label}</span>
                  <LineIcon
                    className="chevron"
                    paths={CHEVRON_ICON}
                    size={16}
                    strokeWidth={2}
                    rounded={false}
                  />
                </button>
                <ul id={id} className="nav-links" hidden={!expanded}>
                  {group.tabs.map((tab) => {
                    const route = tabRoute(tab);
                    const active = tab.tabName === activeTabName;
                    return (
                      <li key={tab.tabName} ref={active ? activeItem : undefined}>
                        <a
                          href={route}
                          className="nav-link"
                          aria-current={active ? 'page' : undefined}
                          onClick={(event) => {
                            followLink(event, route);
                            onNavigate();
                          }}
                        >
                          <span>{tab.tabTitle}</span>
                          {tab.beta ? <span className="badge">beta</span> : null}
                        </a>
                        <ChildLinks links={tab.links} visible={visible} onNavigate={onNavigate} />
                      </li>
                    );
                  })}
                </ul>
              </li>
            );
          })}
        </ul>
      </nav>
    </>
  );
}

/** A hotel tab's child links (name and target tab), listed when the target tab is visible to the user. */
function ChildLinks({
  links,
  visible,
  onNavigate,
}: {
  links: TabLink[];
  visible: Map<string, TabDefinition>;
  onNavigate: () => void;
}) {
  const shown = links.flatMap((link) => {
    const target = visible.get(link.targetTabName);
    return target ? [{ name: link.name, route: tabRoute(target) }] : [];
  });
  if (shown.length === 0) return null;
  return (
    <ul className="nav-child-links">
      {shown.map((link) => (
        <li key={link.route}>
          <a
            href={link.route}
            className="nav-child-link"
            onClick={(event) => {
              followLink(event, link.route);
              onNavigate();
            }}
          >
            {link.name}
          </a>
        </li>
      ))}
    </ul>
  );
}
