export { Skeleton, SkeletonGroup, type SkeletonGroupProps, type SkeletonProps, type SkeletonVariant } from './Skeleton.js';
