export { Heading, Text, headingLevels, textTones, textSizes, type HeadingProps, type TextProps } from './Typography.tsx';
