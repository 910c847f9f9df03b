export { Heading, Text, headingLevels, textTones, textSizes } from './Typography.tsx';
