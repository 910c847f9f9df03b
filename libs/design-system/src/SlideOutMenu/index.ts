// The Radix-backed panel; the light MenuButton is exported from the package root.
export {
  SlideOutMenu,
  SlideOutMenuGroup,
  SlideOutMenuItem,
  SlideOutMenuSeparator,
  type SlideOutMenuProps,
} from './SlideOutMenu.tsx';
