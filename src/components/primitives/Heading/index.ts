export { Heading, type HeadingProps } from './Heading.js';
export { clampHeadingLevel, type HeadingLevel } from './headingLevel.js';
export { HeadingLevelProvider, useHeadingLevel, type HeadingLevelProviderProps } from './HeadingLevelProvider.js';
