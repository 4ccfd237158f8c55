/** Layout of the simulator (parts: simulator-controls, simulator-summary, simulator-group). */
export const complianceSimulatorStyles = /* css */ `
:host { container-type: inline-size; }
.ts-sim-controls {
  display: grid; gap: 16px 24px; grid-template-columns: minmax(0, 1fr); margin-bottom: 16px;
  padding-bottom: 16px; border-bottom: 1px solid var(--ts-border);
}
@container (min-width: 720px) { .ts-sim-controls { grid-template-columns: repeat(2, minmax(0, 1fr)); } }
@container (min-width: 1100px) { .ts-sim-controls { grid-template-columns: repeat(4, minmax(0, 1fr)); } }
.ts-sim-results { display: grid; gap: 20px; transition: opacity 0.15s; }
.ts-sim-results[aria-busy='true'] { opacity: 0.6; }
.ts-sim-summary { margin: 0; font-size: 0.95rem; }
.ts-sim-pies { display: grid; gap: 16px; grid-template-columns: repeat(auto-fit, minmax(min(100%, 220px), 1fr)); }
.ts-sim-group { border: 1px solid var(--ts-border); border-radius: 6px; padding: 12px; min-width: 0; }
.ts-sim-group h4, .ts-sim-curve h4, .ts-sim-tables h4 { margin: 0 0 4px; font-size: 0.9rem; }
.ts-sim-cost { margin: 0 0 8px; display: flex; flex-wrap: wrap; gap: 4px 8px; align-items: baseline; }
.ts-sim-cost strong { font-size: 1.2rem; }
.ts-sim-cost span { color: var(--ts-muted); font-size: 0.8rem; }
.ts-sim-tables { display: grid; gap: 20px; grid-template-columns: minmax(0, 1fr); }
@container (min-width: 900px) { .ts-sim-tables { grid-template-columns: repeat(2, minmax(0, 1fr)); } }
`;
