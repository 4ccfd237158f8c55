// The only parts of Observable Plot the charts use: named imports let the bundler leave out every
// other mark and transform (about a third of Plot's size).
export { areaY, axisY, barX, barY, lineY, plot, ruleX, ruleY, text } from '@observablehq/plot';
