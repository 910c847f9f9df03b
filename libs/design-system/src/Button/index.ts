export { Button, buttonClass, buttonVariants, type ButtonProps, type ButtonVariant } from './Button.tsx';
