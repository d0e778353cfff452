export { SweepRules, type SweepRulesProps } from './SweepRules.js';
