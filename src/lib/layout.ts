/** Which layout (mobile, or desktop from 1024 px) a width gets, and the `platform` value the API calls carry. */
import { DESKTOP_MIN_WIDTH } from '../../machines/constants';

export type Layout = 'mobile' | 'desktop';
export type Platform = 0 | 1;

/** The layout of a page `width` CSS px wide. */
export function layoutFor(width: number): Layout {
  return width >= DESKTOP_MIN_WIDTH ? 'desktop' : 'mobile';
}

/** `platform` of every call: 0 for the app (mobile) layout, 1 for the desktop layout. */
export function platformFor(layout: Layout): Platform {
  return layout === 'desktop' ? 1 : 0;
}
