import './global.css.ts';

export { Button, buttonClass, buttonVariants, type ButtonProps, type ButtonVariant } from './Button/index.ts';
export { Heading, Text, headingLevels, textTones, textSizes } from './Typography/index.ts';
export { PageShell, PublicHeader, AuthHeader, Footer, MAIN_CONTENT_ID } from './PageChrome/index.ts';
export { LoadingOverlay } from './LoadingOverlay/index.ts';
export { ErrorBox, ErrorBanner } from './ErrorMessage/index.ts';
export {
  GlobalMessage,
  globalMessageTypes,
  GLOBAL_MESSAGE_AUTO_HIDE_MS,
  type GlobalMessageContent,
  type GlobalMessageType,
} from './GlobalMessage/index.ts';
export { GlobalMessageProvider, GlobalMessageOutlet, useGlobalMessage } from './GlobalMessage/index.ts';
export { Stack, Card } from './Layout/index.ts';
export { AlertCircleIcon, CloseIcon, MenuIcon } from './icons/index.ts';
export { visuallyHidden } from './a11y.css.ts';
export { sprinkles, type Sprinkles } from './sprinkles.css.ts';
