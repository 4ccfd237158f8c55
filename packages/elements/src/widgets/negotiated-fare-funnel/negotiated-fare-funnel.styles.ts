/** Layout of the negotiated fare funnel (part: funnel-loss). */
export const negotiatedFareFunnelStyles = /* css */ `
.ts-funnel-loss {
  margin: 8px 0 12px; padding: 8px 12px; border-radius: 6px;
  background: color-mix(in srgb, var(--ts-border) 25%, transparent);
}
.ts-funnel-loss[data-loss='availability'] { border-left: 4px solid var(--ts-band-red); }
.ts-funnel-loss[data-loss='choice'] { border-left: 4px solid var(--ts-band-amber); }
`;
