// The d3-shape generators the SVG charts (pie, gauge) draw with, in a module of their own so they load
// behind the chart's reserved area, after the figures (see use-shape.ts).
export { arc, pie } from 'd3-shape';
