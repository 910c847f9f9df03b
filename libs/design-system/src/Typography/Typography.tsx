import type { ReactNode } from 'react';
import { alignCenter, headingBase, headingLevel, textBase, textSize, textStrong, textTone } from './Typography.css.ts';

export const headingLevels = ['1', '2', '3'] as const;
export const textTones = ['neutral', 'secondary', 'critical', 'positive', 'onBrand'] as const;
export const textSizes = ['small', 'standard', 'large'] as const;

export interface HeadingProps {
  level: (typeof headingLevels)[number];
  align?: 'left' | 'center';
  id?: string;
  /** Headings that receive focus after navigation need tabIndex -1. */
  tabIndex?: number;
  children: ReactNode;
}

export function Heading({ level, align = 'left', id, tabIndex, children }: HeadingProps) {
  const Tag = `h${level}` as const;
  return (
    <Tag id={id} tabIndex={tabIndex} className={`${headingBase} ${headingLevel[level]}${align === 'center' ? ` ${alignCenter}` : ''}`}>
      {children}
    </Tag>
  );
}

export interface TextProps {
  tone?: (typeof textTones)[number];
  size?: (typeof textSizes)[number];
  weight?: 'regular' | 'strong';
  align?: 'left' | 'center';
  as?: 'p' | 'span' | 'div';
  id?: string;
  children: ReactNode;
}

export function Text({ tone = 'neutral', size = 'standard', weight = 'regular', align = 'left', as: Tag = 'p', id, children }: TextProps) {
  const className = [textBase, textTone[tone], textSize[size], weight === 'strong' ? textStrong : '', align === 'center' ? alignCenter : ''].filter(Boolean).join(' ');
  return (
    <Tag id={id} className={className}>
      {children}
    </Tag>
  );
}
