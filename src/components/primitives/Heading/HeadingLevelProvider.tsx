import { createContext, useContext, type ReactNode } from 'react';
import { clampHeadingLevel, type HeadingLevel } from './headingLevel.js';

/** The level a heading placed here takes; `undefined` outside every part and provider. */
const HeadingLevelContext = /* @__PURE__ */ createContext<HeadingLevel | undefined>(undefined);

/** The level of a part's first heading when no part or provider encloses it: under the page's `<h1>`. */
const PAGE_SECTION_LEVEL: HeadingLevel = 2;

/** Props for {@link HeadingLevelProvider}. */
export interface HeadingLevelProviderProps {
  /** The level the first heading of each part inside takes (`headingLevel + 1` is fine): kept inside `1…6`. */
  level: number;
  children?: ReactNode;
}

/**
 * Sets the level the parts inside start their headings at, so they fit the page's outline without
 * a `headingLevel` on each. Every kit part does this for what it nests: a part at `<h2>` renders the
 * parts inside it from `<h3>`.
 *
 * @example
 * <h2>Your money</h2>
 * <HeadingLevelProvider level={3}>
 *   <AccountList />
 *   <TransferList />
 * </HeadingLevelProvider>
 */
export function HeadingLevelProvider({ level, children }: HeadingLevelProviderProps) {
  return <HeadingLevelContext.Provider value={clampHeadingLevel(level)}>{children}</HeadingLevelContext.Provider>;
}

/**
 * The level a heading placed here takes: `explicit` when given (a part's `headingLevel`), else
 * the level the enclosing part or {@link HeadingLevelProvider} set, else `2` (a section under the
 * page's `<h1>`).
 */
export function useHeadingLevel(explicit?: number): HeadingLevel {
  const inherited = useContext(HeadingLevelContext);
  return explicit === undefined ? (inherited ?? PAGE_SECTION_LEVEL) : clampHeadingLevel(explicit);
}
