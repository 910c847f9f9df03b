export { SignedInMenu } from './menu/SignedInMenu.tsx';

