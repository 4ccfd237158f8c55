/** Styles every policy widget adds: its card fills the grid cell it is placed in, so a row's cards line up. */
export const widgetCellStyles = /* css */ `
.tripsight-root { height: 100%; }
`;
