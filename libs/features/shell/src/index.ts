export { LeaveSiteGuard, LEAVE_SITE_WINDOW_FEATURES } from './leaveSite/LeaveSiteGuard.tsx';
export { isExternalHttpLink, externalHttpUrl } from './leaveSite/externalLink.ts';
export { SignedInMenu, type SignedInMenuProps } from './menu/SignedInMenu.tsx';
export { menuItemsFor, menuItemKeys, menuItemPaths, type MenuGroups, type MenuItem, type MenuItemKey } from './menu/menuItems.ts';
