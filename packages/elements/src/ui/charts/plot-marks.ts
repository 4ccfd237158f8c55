// The only parts of Observable Plot the charts use: named imports let the bundler leave out every
// other mark and transform (about a third of Plot's size).
export { barX, barY, plot, ruleX, ruleY } from '@observablehq/plot';
