import type { ButtonHTMLAttributes } from 'react';
import { Link, type LinkProps } from 'react-router';

/** How big a primary action is: sm in cards, md in forms, lg on pages, wide for a page's main call. */
export type ButtonSize = 'sm' | 'md' | 'lg' | 'wide';
/** pill for most actions; rounded for the squarer buttons of pickers, forms and movie pages. */
export type ButtonShape = 'pill' | 'rounded';

interface Look {
  size?: ButtonSize;
  shape?: ButtonShape;
  className?: string;
}

const SIZES: Record<ButtonSize, string> = {
  sm: 'px-4 py-1.5 text-sm',
  md: 'px-6 py-2',
  lg: 'px-8 py-3',
  wide: 'px-10 py-3 text-sm',
};

const SHAPES: Record<ButtonShape, string> = {
  pill: 'rounded-full',
  rounded: 'rounded-md',
};

/** The class string of the primary (brand-coloured) button, for elements that are neither. */
export function primaryButtonClass({ size = 'md', shape = 'pill', className = '' }: Look = {}): string {
  return `${SHAPES[shape]} ${SIZES[size]} bg-primary-dull font-medium text-white transition hover:bg-primary-deep active:scale-95 disabled:opacity-60 ${className}`.trim();
}

/** The primary button; type="button" unless told otherwise. */
export function Button({ size, shape, className, type = 'button', ...rest }: Look & ButtonHTMLAttributes<HTMLButtonElement>) {
  return <button type={type} className={primaryButtonClass({ size, shape, className })} {...rest} />;
}

/** A link that looks like the primary button (it navigates, so it stays a link). */
export function ButtonLink({ size, shape, className, ...rest }: Look & LinkProps) {
  return <Link className={primaryButtonClass({ size, shape, className })} {...rest} />;
}
