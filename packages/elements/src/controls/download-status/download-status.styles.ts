/** Styles of `<tripsight-download-status>`: a banner fixed to the bottom left of the page. */
export const downloadStatusStyles = /* css */ `
:host {
  position: fixed; left: var(--tripsight-download-offset, 16px); bottom: var(--tripsight-download-offset, 16px);
  z-index: 800; max-width: min(480px, calc(100vw - 32px));
}
`;
